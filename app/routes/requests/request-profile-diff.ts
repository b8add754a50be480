// What an update request changes, field by field, against the live profile (decision 047): "was"
// and "now" for values, and lists compared item by item. Pure: the loader runs it, the page shows it.
import type { RequestedProfileAnswer } from "#contract/user-request";
import { availabilityLabel, fullName, price, projectDuration, shortDate } from "../users/portfolio-format";

export type ValueChange = { kind: "value"; field: string; label: string; was: string | null; now: string | null };
export type ListItemChange = { was: string; now: string };
export type ListChange = { kind: "list"; field: string; label: string; added: string[]; removed: string[]; changed: ListItemChange[] };
export type ProfileChange = ValueChange | ListChange;

type ValueFact = { field: string; label: string; text: string | null };
/** `key` names the item across both sides; null (a project or certificate without an id) matches by its text. */
type ListItem = { key: string | null; text: string };
type ListFact = { field: string; label: string; items: ListItem[] };

const titled = (field: string, label: string, options: readonly { id: number; title: string }[] | undefined): ListFact | null =>
  options ? { field, label, items: options.map((option) => ({ key: String(option.id), text: option.title })) } : null;

/** The file's own name in a stored path (`/api/v1/media/ab/cd/photo.png` → `photo.png`). */
function fileName(url: string | null | undefined): string | null {
  if (!url) return null;
  return decodeURIComponent(url.split(/[?#]/)[0]?.split("/").filter(Boolean).at(-1) ?? url);
}

const blankToNull = (text: string | null | undefined): string | null => (text === null || text === undefined || text.trim() === "" ? null : text);
const numberText = (value: number | null | undefined): string | null => (value === null || value === undefined ? null : String(value));

/** The values a profile shows, in page order; sections the profile does not hold are left out. */
function valueFacts(profile: RequestedProfileAnswer, kind: "developer" | "freelancer"): ValueFact[] {
  const facts: ValueFact[] = [
    { field: "profile_image", label: "Profile Image", text: fileName(profile.profile_image) },
    { field: "name", label: "Full Name", text: blankToNull(fullName(profile)) },
    { field: "contact_number", label: "Contact Number", text: blankToNull(profile.contact_number) },
    { field: "city", label: "Location", text: profile.city?.display_name ?? null },
  ];
  const { company, branches, portfolio } = profile;
  if (company) {
    facts.push(
      { field: "company_name", label: "Company Name", text: blankToNull(company.name) },
      { field: "registration_number", label: "Registration Number", text: blankToNull(company.registration_number) },
      { field: "company_url", label: "Website", text: blankToNull(company.company_url) },
      { field: "size", label: "Company Size", text: numberText(company.size) },
      { field: "identity", label: "ID Proof", text: blankToNull(company.file_name) ?? fileName(company.identity) },
    );
  }
  if (branches) {
    facts.push(
      { field: "head_branch_location", label: "Main Office Location", text: branches.find((branch) => branch.is_head_quarter)?.city.display_name ?? null },
      { field: "total_branches", label: "Number of Branch", text: String(branches.length) },
    );
  }
  if (portfolio) {
    facts.push(
      { field: "profile_type", label: "Profile Type", text: portfolio.profile_type?.title ?? null },
      { field: "availability", label: "Availability", text: availabilityLabel(portfolio.availability, kind) },
      { field: "experience", label: "Experience in Years", text: numberText(portfolio.experience) },
      { field: "education_details", label: "Education", text: blankToNull(portfolio.education_details) },
      { field: "amount", label: "Price", text: price(portfolio.amount, portfolio.salary_type) },
      { field: "description", label: "About", text: blankToNull(portfolio.description) },
      { field: "specialties", label: "Specialties", text: blankToNull(portfolio.specialties) },
      { field: "document_file", label: "ID Proof", text: blankToNull(portfolio.file_name) ?? fileName(portfolio.document_file) },
    );
  }
  return facts;
}

/** A project's technologies or skills are a set (stored without order): sorted, so the order sent is no change. */
const titles = (options: readonly { title: string }[]) =>
  options
    .map((option) => option.title)
    .sort((a, b) => a.localeCompare(b))
    .join(", ");

/** A project's images, counted: the text is what the Changes table shows, where an address would say nothing. */
const imageCount = (images: readonly unknown[]) => (images.length === 0 ? null : images.length === 1 ? "1 image" : `${images.length} images`);

/** A project or certificate is keyed by its id; one without (as the marketplace may send a kept one) by its content. */
const itemKey = (item: { id: number | null }) => (item.id === null ? null : String(item.id));

/** The lists a profile shows; items are matched by key (the option, the city, the language, the id). */
function listFacts(profile: RequestedProfileAnswer): ListFact[] {
  const { company, branches, portfolio, projects, certifications } = profile;
  const facts: (ListFact | null)[] = [
    titled("company.technologies", "Technologies", company?.technologies),
    branches
      ? { field: "branches", label: "Branches", items: branches.map((branch) => ({ key: String(branch.city.id), text: `${branch.city.display_name}${branch.is_head_quarter ? " (Head Office)" : ""}` })) }
      : null,
    titled("portfolio.technologies", "Technologies", portfolio?.technologies),
    titled("skills", "Skills", portfolio?.skills),
    titled("sub_skills", "Sub-Skills", portfolio?.sub_skills),
    portfolio
      ? {
          field: "communication_language",
          label: "Languages",
          items: portfolio.communication_language.map((language) => ({ key: language.communication_language.key, text: `${language.communication_language.value}: ${language.proficiency.title}` })),
        }
      : null,
    projects
      ? {
          field: "projects",
          label: "Projects",
          items: projects.map((project) => ({
            key: itemKey(project),
            text: [project.title, projectDuration(project), project.link, titles(project.technologies), titles(project.skills), project.description, imageCount(project.images)]
              .filter(Boolean)
              .join(" · "),
          })),
        }
      : null,
    certifications
      ? {
          field: "certifications",
          label: "Certificates",
          items: certifications.map((certificate) => ({
            key: itemKey(certificate),
            text: [certificate.title, shortDate(certificate.certification_date), certificate.certification_link, fileName(certificate.certificate_file), certificate.description].filter(Boolean).join(" · "),
          })),
        }
      : null,
  ];
  return facts.filter((fact): fact is ListFact => fact !== null);
}

/** Two items of a list with the same key (two branches in one city) stay apart: the second is `key#2`. */
function keyed(key: string, seen: Map<string, number>): string {
  const count = (seen.get(key) ?? 0) + 1;
  seen.set(key, count);
  return count === 1 ? key : `${key}#${count}`;
}

/**
 * Added, removed and changed items. Items whose keys are on both sides are paired by key (same
 * text: unchanged; else changed). The rest (an item without a key, or a key the other side lacks)
 * pair by equal text, one to one: an item sent again without its id is the same item, not removed
 * and added. What is left is added (in `now`) or removed (in `was`).
 */
export function diffList(was: readonly ListItem[], now: readonly ListItem[]): Pick<ListChange, "added" | "removed" | "changed"> {
  const wasSeen = new Map<string, number>();
  const nowSeen = new Map<string, number>();
  const before = was.map((item) => ({ key: item.key === null ? null : keyed(item.key, wasSeen), text: item.text }));
  const after = now.map((item) => ({ key: item.key === null ? null : keyed(item.key, nowSeen), text: item.text }));
  const beforeByKey = new Map(before.flatMap((item) => (item.key === null ? [] : [[item.key, item] as const])));
  const paired = new Set<(typeof before)[number]>();
  const changed: ListItemChange[] = [];
  const unpaired: (typeof after)[number][] = [];
  for (const item of after) {
    const old = item.key === null ? undefined : beforeByKey.get(item.key);
    if (!old) {
      unpaired.push(item);
      continue;
    }
    paired.add(old);
    if (old.text !== item.text) changed.push({ was: old.text, now: item.text });
  }
  // What no key paired: equal text is the same item.
  const leftByText = new Map<string, (typeof before)[number][]>();
  for (const item of before) if (!paired.has(item)) leftByText.set(item.text, [...(leftByText.get(item.text) ?? []), item]);
  const added: string[] = [];
  for (const item of unpaired) {
    const same = leftByText.get(item.text)?.shift();
    if (same) paired.add(same);
    else added.push(item.text);
  }
  const removed = before.filter((item) => !paired.has(item)).map((item) => item.text);
  return { added, removed, changed };
}

/**
 * Every field whose value differs between the live profile (`was`) and the requested one (`now`),
 * in page order. A section only one side holds is compared with an empty one.
 */
export function diffProfiles(was: RequestedProfileAnswer, now: RequestedProfileAnswer, kind: "developer" | "freelancer" = "freelancer"): ProfileChange[] {
  const changes: ProfileChange[] = [];
  const wasValues = new Map(valueFacts(was, kind).map((fact) => [fact.field, fact]));
  const nowValues = valueFacts(now, kind);
  const fields = new Set([...nowValues.map((fact) => fact.field), ...wasValues.keys()]);
  const nowByField = new Map(nowValues.map((fact) => [fact.field, fact]));
  for (const field of fields) {
    const before = wasValues.get(field);
    const after = nowByField.get(field);
    const label = (after ?? before)?.label ?? field;
    const wasText = before?.text ?? null;
    const nowText = after?.text ?? null;
    if (wasText !== nowText) changes.push({ kind: "value", field, label, was: wasText, now: nowText });
  }
  const wasLists = new Map(listFacts(was).map((fact) => [fact.field, fact]));
  const nowLists = new Map(listFacts(now).map((fact) => [fact.field, fact]));
  for (const field of new Set([...nowLists.keys(), ...wasLists.keys()])) {
    const before = wasLists.get(field);
    const after = nowLists.get(field);
    const diff = diffList(before?.items ?? [], after?.items ?? []);
    if (diff.added.length || diff.removed.length || diff.changed.length) changes.push({ kind: "list", field, label: (after ?? before)?.label ?? field, ...diff });
  }
  return changes;
}
