/** Accessible name of the bell: "Notifications" or "Notifications, 3 unread". */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** Badge text: the count, capped so the badge stays small. */
export function badgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** Two letters for an avatar without an image. */
export function initials(firstName: string, lastName: string, fallback = ""): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || fallback.trim().charAt(0) || "?").toUpperCase();
}

/** "Ada Lovelace", or the username when both names are empty. */
export function displayName(user: { first_name: string; last_name: string; username: string }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username;
}
