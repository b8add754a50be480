// Reject and Approve in a pending request's header (spec §2, §6): each shown with its permission,
// both disabled while a decision is in flight, with their triage keys as hints. They are links to
// the `reject` and `approve` child routes, so they work without JavaScript too.
import { useNavigation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { Button, ButtonLink } from "~/ui/button";
import { useHydrated } from "~/ui/use-hydrated";
import type { DecisionBarData } from "./decision.server";
import { TriageKeysDialog, useTriageKeys } from "./triage";

const Key = ({ children }: { children: string }) => (
  <kbd aria-hidden="true" className="ml-1 rounded border border-current/30 px-1 font-mono text-xs opacity-80">
    {children}
  </kbd>
);

/** `reject?tab=…&back=…&version=N`: relative to the detail page, carrying its tab, the list and the version shown. */
function dialogHref(path: "approve" | "reject", decision: NonNullable<DecisionBarData>): string {
  return `${path}?${new URLSearchParams({ ...decision.view, back: decision.back, version: String(decision.version) })}`;
}

/** Whether the page is posting a decision (to its approve or reject route). */
function useDeciding(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && /\/(approve|reject)(\?|$)/.test(navigation.formAction ?? "");
}

export function DecisionBar({ decision }: { decision: DecisionBarData }) {
  if (!decision || (!decision.canApprove && !decision.canReject)) return null;
  return <DecisionButtons decision={decision} />;
}

function DecisionButtons({ decision }: { decision: NonNullable<DecisionBarData> }) {
  const deciding = useDeciding();
  const hydrated = useHydrated();
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const approveHref = decision.canApprove ? dialogHref("approve", decision) : undefined;
  const rejectHref = decision.canReject ? dialogHref("reject", decision) : undefined;
  useTriageKeys({ requestId: decision.id, back: decision.back, approveHref, rejectHref, openHelp });
  return (
    <>
      {hydrated ? (
        <Button variant="ghost" onClick={openHelp} aria-keyshortcuts="Shift+?">
          Keys
          <Key>?</Key>
        </Button>
      ) : null}
      {rejectHref ? (
        deciding ? (
          <Button variant="danger" pending aria-keyshortcuts="r">
            Reject
          </Button>
        ) : (
          <ButtonLink to={rejectHref} variant="danger" preventScrollReset aria-keyshortcuts={hydrated ? "r" : undefined}>
            Reject
            {hydrated ? <Key>r</Key> : null}
          </ButtonLink>
        )
      ) : null}
      {approveHref ? (
        deciding ? (
          <Button pending aria-keyshortcuts="a">
            Approve
          </Button>
        ) : (
          <ButtonLink to={approveHref} preventScrollReset aria-keyshortcuts={hydrated ? "a" : undefined}>
            Approve
            {hydrated ? <Key>a</Key> : null}
          </ButtonLink>
        )
      ) : null}
      {helpOpen ? <TriageKeysDialog onClose={() => setHelpOpen(false)} /> : null}
    </>
  );
}
