// The keys of keyboard triage on a pending request's detail page (issue 12).

export type TriageCommand = "approve" | "reject" | "next" | "previous" | "help";

/** The keys, in the order the `?` dialog lists them. */
export const TRIAGE_KEYS: readonly { key: string; command: TriageCommand; does: string }[] = [
  { key: "a", command: "approve", does: "Approve (asks for confirmation)" },
  { key: "r", command: "reject", does: "Reject (opens the Rejection Message)" },
  { key: "j", command: "next", does: "Next request of the list you came from" },
  { key: "k", command: "previous", does: "Previous request of the list you came from" },
  { key: "?", command: "help", does: "Show these keys" },
];

const BY_KEY = new Map(TRIAGE_KEYS.map((entry) => [entry.key, entry.command]));

type KeyInput = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "defaultPrevented" | "repeat" | "isComposing"> & { target: EventTarget | null };

/** Whether `target` takes typed text or keys of its own: a field, an editable region, a select. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='textbox'], [role='combobox']")) return true;
  return false;
}

/**
 * The command a key press asks for, or none: never while typing in a field, while a dialog is
 * open, with a modifier (browser and screen-reader shortcuts), or for a held-down key.
 */
export function triageCommand(event: KeyInput, dialogOpen: boolean): TriageCommand | undefined {
  if (dialogOpen || event.defaultPrevented || event.repeat || event.isComposing) return undefined;
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (isTypingTarget(event.target)) return undefined;
  return BY_KEY.get(event.key);
}

/** Whether a modal is open on the page (a decision dialog, the keys dialog, the notification drawer). */
export function isDialogOpen(document: Document): boolean {
  return document.querySelector("[role='dialog'], [role='alertdialog'], [aria-modal='true']") !== null;
}
