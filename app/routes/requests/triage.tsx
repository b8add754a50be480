// Keyboard triage on a pending request's detail page (JavaScript only): `a` approve, `r` reject,
// `j` / `k` the next / previous request of the list the admin came from, `?` the keys.
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { DialogSurface } from "~/ui/dialog";
import { useToast } from "~/ui/toast";
import type { TriageStep } from "./decision.server";
import { isDialogOpen, TRIAGE_KEYS, triageCommand } from "./triage-keys";

type TriageOptions = {
  requestId: number;
  back: string;
  /** The dialogs' addresses; absent when the admin may not decide that way. */
  approveHref?: string;
  rejectHref?: string;
  openHelp: () => void;
};

export const triageStepHref = (direction: "next" | "previous", requestId: number, back: string) =>
  `/request-triage/${direction}/${requestId}?${new URLSearchParams({ back })}`;

// On the server a layout effect does nothing but warn.
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Listens for the triage keys on the whole page while it shows a pending request. */
export function useTriageKeys(options: TriageOptions) {
  const navigate = useNavigate();
  const showToast = useToast();
  const step = useFetcher<TriageStep>();
  const asked = useRef<"next" | "previous" | null>(null);
  // The request on screen, set as the page commits: a key pressed in the moment between the next
  // request's page appearing and a passive effect re-subscribing acts on what the admin sees.
  const shown = useRef(options);
  useCommitEffect(() => {
    shown.current = options;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { requestId, back, approveHref, rejectHref, openHelp } = shown.current;
      const command = triageCommand(event, isDialogOpen(document));
      if (!command) return;
      if (command === "approve" && !approveHref) return;
      if (command === "reject" && !rejectHref) return;
      event.preventDefault();
      if (command === "approve" && approveHref) navigate(approveHref, { preventScrollReset: true });
      else if (command === "reject" && rejectHref) navigate(rejectHref, { preventScrollReset: true });
      else if (command === "help") openHelp();
      else if (command === "next" || command === "previous") {
        asked.current = command;
        step.load(triageStepHref(command, requestId, back));
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, step]);

  useEffect(() => {
    if (step.state !== "idle" || !step.data || !asked.current) return;
    const direction = asked.current;
    asked.current = null;
    if (step.data.href) navigate(step.data.href);
    else showToast({ type: "info", message: direction === "next" ? "This is the last request of the list." : "This is the first request of the list." });
  }, [step.state, step.data, navigate, showToast]);
}

/** The `?` dialog: the keys and what they do. */
export function TriageKeysDialog({ onClose }: { onClose: () => void }) {
  return (
    <DialogSurface title="Keyboard shortcuts" onClose={onClose}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm text-gray-700">
        {TRIAGE_KEYS.map((entry) => (
          <div key={entry.key} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs text-gray-900">{entry.key}</kbd>
            </dt>
            <dd>{entry.does}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-gray-700">The keys do nothing while you type in a field or while a dialog is open.</p>
    </DialogSurface>
  );
}
