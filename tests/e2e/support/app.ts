import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";

/** Texts the specs assert (spec §2, §4, §5, §8; contract/messages.ts). */
export const texts = {
  invalidCredentials: "Unable to log in with provided credentials.",
  loginSuccess: "Login Successfully",
  profileUpdated: "Profile updated successfully",
  notFound: "Oops, Sorry we can't find that page",
  resetSent: "Password reset e-mail has been sent.",
  resetDone: "Password has been reset with the new password.",
  invitationAccepted: "Your account is active. You can sign in now.",
  passwordChanged: "New password has been saved.",
  linkInvalid: "The link is invalid or has expired.",
  allNotificationsRead: "All notifications marked as read.",
} as const;

/** The toast region (remix-toast through the app's Toast region): one toast with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole("region", { name: "Messages" }).getByText(text, { exact: true });
}

/** A request that answers 4xx on purpose (a refused form) is logged by Chromium as a console error. */
export const refusedRequest = (status: number) => new RegExp(`status of ${status} .*\\.data(\\?[^)]*)?\\)$`);

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Opens /login and signs in; ends on the page the app sends the user to. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await fillSignIn(page, username, password);
  await expect(toast(page, texts.loginSuccess)).toBeVisible();
}

/**
 * An entry of the profile menu: react-aria's menu item (its popover sits at the end of the page) with
 * JavaScript, a link or submit button inside the banner's <details> without it.
 */
export function accountMenuEntry(page: Page, name: string): Locator {
  const banner = page.getByRole("banner");
  return page
    .getByRole("menuitem", { name, exact: true })
    .or(banner.getByRole("link", { name, exact: true }))
    .or(banner.getByRole("button", { name, exact: true }));
}

/**
 * Opens the profile menu: react-aria's button once its chunk has loaded, the <details> summary
 * before that or without JavaScript. A summary opened just before the swap can be closed by it: open until Profile shows.
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const banner = page.getByRole("banner");
  const trigger = banner.getByRole("button", { name: /^Account menu:/ }).or(banner.locator("summary", { hasText: "Account menu:" }));
  const profile = accountMenuEntry(page, "Profile");
  await expect(async () => {
    if (!(await profile.isVisible())) await trigger.click();
    await expect(profile).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function signOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await accountMenuEntry(page, "Logout").click();
  await expectPath(page, "/login");
}

/** A valid 250 x 250 PNG, generated (one colour), so the upload needs no fixture file. */
export function pngImage(width = 250, height = 250): Buffer {
  return encodePng(width, height, [37, 99, 235]);
}

function encodePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set([r, g, b], row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

