import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { htmlToPlainText, plainTextToHtml, sameText } from "./plan-config";
import { cx } from "~/utils/cx";
import { inputClassName } from "~/ui/field";
import type { RichTextEditorProps } from "~/ui/rich-text-editor";

/** Tells the action whether `plan_details` is the editor's HTML or the textarea's plain text. */
export const PLAN_DETAILS_FORMAT = "plan_details_format";
/** The stored HTML, so text submitted unchanged from the textarea keeps the plan's formatting. */
export const PLAN_DETAILS_ORIGINAL = "plan_details_original";

const TEXT_HINT = 'One paragraph per line. Start a line with "- " for a bulleted list or "1. " for a numbered list.';

type PlanDetailsFieldProps = {
  label: string;
  name: string;
  /** What the field starts with. */
  initialHtml: string;
  /** The plan's stored details (edit only). */
  originalHtml?: string;
  errors?: readonly string[] | null;
};

type LoadedEditor = { Editor: ComponentType<RichTextEditorProps>; html: string; focus: boolean };

/**
 * Plan details: the server renders a plain textarea (so the form works without JavaScript);
 * once the page runs, the rich text editor is fetched and takes the textarea's place, starting
 * from what it holds.
 */
export function PlanDetailsField({ label, name, initialHtml, originalHtml, errors }: PlanDetailsFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = errors?.[0];
  const initialText = htmlToPlainText(initialHtml);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<LoadedEditor | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("~/ui/rich-text-editor")
      .then((module) => {
        if (cancelled) return;
        const textarea = textareaRef.current;
        // Whatever was typed before the editor arrived is kept.
        const typed = textarea?.value ?? initialText;
        setLoaded({
          Editor: module.default,
          html: sameText(typed, initialText) ? initialHtml : plainTextToHtml(typed),
          focus: textarea !== null && document.activeElement === textarea,
        });
      })
      // The textarea stays and still works: its text is converted on the server.
      .catch((reason: unknown) => console.error("[plan details] the editor could not be loaded", reason));
    return () => {
      cancelled = true;
    };
  }, [initialHtml, initialText]);

  const describedBy = [loaded ? undefined : hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      {loaded ? (
        // The editable area is named by this label; clicking it focuses the editor as for a field.
        <label
          id={labelId}
          className="text-sm font-medium text-gray-800"
          onClick={() => document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(labelId)}"]`)?.focus()}
        >
          {label}
        </label>
      ) : (
        <label id={labelId} htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
      )}
      {loaded ? (
        <>
          <loaded.Editor name={name} initialHtml={loaded.html} labelledBy={labelId} describedBy={describedBy} invalid={Boolean(error)} autofocus={loaded.focus} />
          <input type="hidden" name={PLAN_DETAILS_FORMAT} value="html" />
        </>
      ) : (
        <>
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            rows={8}
            defaultValue={initialText}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cx(inputClassName)}
          />
          {originalHtml !== undefined ? <input type="hidden" name={PLAN_DETAILS_ORIGINAL} value={originalHtml} /> : null}
          <p id={hintId} className="text-xs text-gray-600">
            {TEXT_HINT}
          </p>
        </>
      )}
      <p id={errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}
