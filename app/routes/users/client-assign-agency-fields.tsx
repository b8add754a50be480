// The agency chooser of Assign New Agency and of approving a client's new registration request
// (decision 056): a remote ComboBox over /lookups/agencies (more than 2 characters, 1 s pause,
// "No Agency Found"); without JavaScript a search field whose GET re-renders the matches as a
// native select. Reaches the browser: no zod here (decision 048), the action checks the form.
import type { SubmissionResult } from "@conform-to/react";
import { ComboBox, type ComboFallback, type ComboOption } from "~/ui/combo-box";
import { AGENCY_SEARCH_MIN_CHARS, activeAgencyLookupUrl } from "../requests/request-lists";

/**
 * What the loader found for the chooser: the matches of `agency_search`, the agency the URL names,
 * and the client's agency now, which is not offered (assigning it again would be refused).
 */
export type AgencyChoice = { fallback: ComboFallback; selected: ComboOption | null; current?: ComboOption | null };

type Reply = SubmissionResult<string[]> | null | undefined;

/** Messages about the whole form (a 409, a `detail`), shown under the fields. */
export function formMessages(lastResult: Reply): string[] {
  return lastResult?.error?.[""] ?? [];
}

/** The agency sent last, kept as the choice when the form comes back with an error. */
function submittedChoice(choice: AgencyChoice, lastResult: Reply): ComboOption | null {
  const sent = (lastResult?.initialValue as Record<string, unknown> | null | undefined)?.agency;
  if (typeof sent !== "string" || !sent) return choice.selected;
  return choice.fallback.options.find((option) => option.id === sent) ?? (choice.selected?.id === sent ? choice.selected : null);
}

export function AgencyChooser({ choice, lastResult, required = false, hint }: { choice: AgencyChoice; lastResult: Reply; required?: boolean; hint?: string }) {
  const current = choice.current;
  return (
    <ComboBox
      label="Agency"
      name="agency"
      selected={submittedChoice(choice, lastResult)}
      searchUrl={current ? (text) => activeAgencyLookupUrl(text, current.id) : activeAgencyLookupUrl}
      minChars={AGENCY_SEARCH_MIN_CHARS}
      emptyText="No Agency Found"
      fallback={choice.fallback}
      required={required}
      errors={lastResult?.error?.agency ?? undefined}
      hint={current ? `Assigned now: ${current.label}` : hint}
    />
  );
}
