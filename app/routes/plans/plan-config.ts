// Subscription plan display helpers. Plan details are HTML (spec §5: rich text); without
// JavaScript the form has a plain textarea, so the text typed there and the HTML stored go
// through the two conversions below.
import { redirect, type Params } from "@remix-run/react";
import { PLAN_ORDERING } from "#contract/constants";
import type { Currency, PlanUserTypeName } from "#contract/subscription";
import { defineList } from "~/utils/list-state";
import { escapeHtml } from "~/utils/html";

export const PLAN_BASE_PATH = "/manage-subscription";
/** The list's tabs, which are also the `{type}` of the add and edit pages. */
export const PLAN_TABS = ["client", "agency", "freelancer"] as const satisfies readonly PlanUserTypeName[];
export const PLAN_TAB_LABELS: Record<PlanUserTypeName, string> = { client: "Client", agency: "Agency", freelancer: "Freelancers" };
/** A plan of one type, in page titles. */
export const PLAN_TYPE_NAMES: Record<PlanUserTypeName, string> = { client: "Client", agency: "Agency", freelancer: "Freelancer" };
export const planList = defineList({ orderings: PLAN_ORDERING, tabs: PLAN_TABS.map((id) => ({ id, label: PLAN_TAB_LABELS[id] })) });

export const isPlanType = (value: string): value is PlanUserTypeName => (PLAN_TABS as readonly string[]).includes(value);

/** `{type}` of /manage-subscription/{type}/...: client, agency or freelancer, else the page does not exist. */
export function planTypeParam(params: Params): PlanUserTypeName {
  const type = params.type ?? "";
  if (!isPlanType(type)) throw redirect("/notfound");
  return type;
}


/** "$ USD"; a currency whose sign is its code ("CHF") once. */
export const currencyLabel = (currency: Pick<Currency, "sign" | "code">) =>
  currency.sign === currency.code ? currency.code : `${currency.sign} ${currency.code}`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * A numeric reference's character. As in a browser, one that names no character (past U+10FFFF,
 * a surrogate, zero) is U+FFFD: fromCodePoint would throw on the first, and a lone surrogate is
 * text the page cannot encode. Another API v1 (`API_URL`) may store such references.
 */
function referencedCharacter(codePoint: number): string {
  const named = Number.isSafeInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return named ? String.fromCodePoint(codePoint) : "\ufffd";
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return referencedCharacter(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return referencedCharacter(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/**
 * Text typed without the editor as HTML, escaped: one paragraph per line, blank lines dropped;
 * lines starting with "- " become a bulleted list and lines starting with "1. " a numbered one.
 */
export function plainTextToHtml(text: string): string {
  const blocks: string[] = [];
  // (Asserted, so the closure's assignments are not narrowed away.)
  let list = null as { tag: "ul" | "ol"; items: string[] } | null;
  const closeList = () => {
    if (list) blocks.push(`<${list.tag}>${list.items.map((item) => `<li><p>${item}</p></li>`).join("")}</${list.tag}>`);
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      closeList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const tag = bullet ? "ul" : numbered ? "ol" : null;
    if (!tag) {
      closeList();
      blocks.push(`<p>${escapeHtml(line)}</p>`);
      continue;
    }
    if (list?.tag !== tag) {
      closeList();
      list = { tag, items: [] };
    }
    list.items.push(escapeHtml((bullet ?? numbered)?.[1]?.trim() ?? ""));
  }
  closeList();
  return blocks.join("");
}

const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "div", "ul", "ol"]);

/**
 * HTML as the text a user edits in the textarea (the inverse of plainTextToHtml): a line per
 * paragraph or list item, "- " and "1. " before list items; inline formatting is dropped.
 */
export function htmlToPlainText(html: string): string {
  const lines: string[] = [];
  let current = "";
  const lists: { ordered: boolean; next: number }[] = [];
  const breakLine = () => {
    if (current.trim() !== "") lines.push(current.trim());
    current = "";
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === "") continue;
    const tag = /^<\s*(\/?)\s*([a-z][a-z0-9]*)/i.exec(token);
    if (!token.startsWith("<") || !tag) {
      current += decodeEntities(token).replace(/\s+/g, " ");
      continue;
    }
    const closing = tag[1] === "/";
    const name = (tag[2] ?? "").toLowerCase();
    if (name === "br") breakLine();
    else if (name === "ul" || name === "ol") {
      breakLine();
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", next: 1 });
    } else if (name === "li") {
      breakLine();
      const list = lists.at(-1);
      if (!closing) current = list?.ordered ? `${list.next++}. ` : "- ";
    } else if (name === "p" && lists.length > 0) {
      // Paragraphs inside a list item stay on the item's line.
      if (closing) current += " ";
    } else if (BLOCK_TAGS.has(name)) breakLine();
  }
  breakLine();
  return lines.join("\n");
}

/** The textarea's text, compared without the line endings and edge spaces browsers change. */
export function sameText(a: string, b: string): boolean {
  const normalize = (text: string) => text.replace(/\r\n?/g, "\n").trim();
  return normalize(a) === normalize(b);
}
