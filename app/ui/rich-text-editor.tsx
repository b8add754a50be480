import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "~/utils/cx";

// TipTap is heavy: this module is only loaded in the browser, by a dynamic import once the page
// has hydrated (see plan-details-field.tsx), so lists and the server never ship it.

export type RichTextEditorProps = {
  /** The hidden input that carries the HTML with the form. */
  name: string;
  initialHtml: string;
  /** The visible label's id: the editable area's accessible name. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Focus the editor as soon as it replaces the textarea (the textarea had focus). */
  autofocus?: boolean;
};

type Tool = { id: string; label: string; icon: ReactNode; isActive: (editor: Editor) => boolean; run: (editor: Editor) => void };

const listIcon = (ordered: boolean) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false" className="size-4">
    <path d="M10 6h10M10 12h10M10 18h10" />
    {ordered ? (
      <path d="M4 5h1v3M4 11h2l-2 3h2M4 17h2v3H4" strokeWidth="1.5" />
    ) : (
      <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="3" />
    )}
  </svg>
);

const TOOLS: readonly Tool[] = [
  { id: "bold", label: "Bold", icon: <span className="font-bold">B</span>, isActive: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { id: "italic", label: "Italic", icon: <span className="font-serif italic">I</span>, isActive: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { id: "bulletList", label: "Bulleted list", icon: listIcon(false), isActive: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { id: "orderedList", label: "Numbered list", icon: listIcon(true), isActive: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/** How plan details look, in the editor and wherever they are shown. */
export const RICH_TEXT_CLASS =
  "text-sm text-gray-900 [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold " +
  "[&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6";

/** Arrow keys move between the toolbar's buttons (one tab stop for the toolbar, as ARIA's toolbar pattern has it). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
  if (step === 0 && event.key !== "Home" && event.key !== "End") return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1 : (index + step + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

/** An empty document is "" rather than `<p></p>`, so "no details" stays empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/** A small rich text editor (bold, italic, lists) whose HTML rides along in a hidden input. */
export default function RichTextEditor({ name, initialHtml, labelledBy, describedBy, invalid, autofocus }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [focusable, setFocusable] = useState(0);
  const editor = useEditor({
    // Only ever rendered in the browser.
    immediatelyRender: true,
    autofocus: autofocus ? "end" : false,
    extensions: [
      StarterKit.configure({
        // Outside the API's allow-list (PLAN_DETAILS_SANITIZE_OPTIONS): not offered.
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${RICH_TEXT_CLASS} min-h-40 px-3 py-2 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => setHtml(htmlOf(current)),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(TOOLS.map((tool) => [tool.id, current ? tool.isActive(current) : false])),
  });

  return (
    <div
      className={cx(
        "rounded-lg border bg-white shadow-sm focus-within:border-indigo-600 focus-within:outline-2 focus-within:outline-indigo-600/40",
        invalid ? "border-red-700" : "border-gray-400",
      )}
    >
      <div role="toolbar" aria-label="Formatting" onKeyDown={moveFocus} className="flex gap-1 border-b border-gray-200 p-1">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.id}
            type="button"
            tabIndex={index === focusable ? 0 : -1}
            onFocus={() => setFocusable(index)}
            aria-label={tool.label}
            aria-pressed={active?.[tool.id] ?? false}
            onClick={() => (editor ? tool.run(editor) : undefined)}
            className={cx(
              "inline-flex size-8 items-center justify-center rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600",
              active?.[tool.id] ? "bg-indigo-100 text-indigo-800" : "text-gray-800 hover:bg-gray-100",
            )}
          >
            {tool.icon}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
