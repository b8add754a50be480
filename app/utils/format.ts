/** Accessible name of the bell: "Notifications" or "Notifications, 3 unread". */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** Badge text: the count, capped so the badge stays small. */
export function badgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/**
 * The first `count` code points. Half of one (`charAt` on an emoji) is a lone surrogate the page
 * cannot encode: the browser then reads another text than the server wrote, and React throws the
 * server's page away. Not graphemes (`Intl.Segmenter`): the server's ICU and an older browser's
 * split some clusters differently, which is the same mismatch, and Firefox before 125 has none.
 * A flag or a skin tone keeps its first code point.
 */
export function leadingCharacters(text: string, count = 1): string {
  let leading = "";
  let taken = 0;
  for (const character of text) {
    if (taken === count) break;
    leading += character;
    taken += 1;
  }
  return leading;
}

/** Two letters for an avatar without an image. */
export function initials(firstName: string, lastName: string, fallback = ""): string {
  const letters = `${leadingCharacters(firstName.trim())}${leadingCharacters(lastName.trim())}`;
  return (letters || leadingCharacters(fallback.trim()) || "?").toUpperCase();
}

/** "Ada Lovelace", or the username when both names are empty. */
export function displayName(user: { first_name: string; last_name: string; username: string }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username;
}
