import { useFormAction } from "@remix-run/react";
import { useId, useState } from "react";
import { messages } from "#contract/messages";
import type { PermissionGroup } from "#contract/role";
import { CheckboxGroupField } from "~/ui/checkbox-group";
import { Icon } from "~/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";

/** The submit intents of a group's "Select all" without JavaScript: `select-all:<model>`, `clear-all:<model>`. */
export const SELECT_ALL_INTENT = "select-all:";
export const CLEAR_ALL_INTENT = "clear-all:";
/** Where the form's re-render after a group's "Select all" / "Clear all" names that group: it opens again. */
export const OPEN_GROUP_KEY = "_open_group";

/** The group (its model) a "Select all" / "Clear all" intent is about, or null for another intent. */
export function groupOfIntent(intent: string): string | null {
  if (intent.startsWith(SELECT_ALL_INTENT)) return intent.slice(SELECT_ALL_INTENT.length);
  if (intent.startsWith(CLEAR_ALL_INTENT)) return intent.slice(CLEAR_ALL_INTENT.length);
  return null;
}

/** The group a form's re-render opens, from its last result. */
export function openGroupOf(lastResult: { initialValue?: Record<string, unknown> | null } | null | undefined): string | undefined {
  const group = lastResult?.initialValue?.[OPEN_GROUP_KEY];
  return typeof group === "string" ? group : undefined;
}

// An id holds no white space; models are named like "user request".
const groupAnchor = (model: string) => `permission-group-${model.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/** Permission ids from a form value: one value, a list, or nothing. */
export function toIdList(value: unknown): number[] {
  const items = value === undefined || value === null ? [] : [value].flat();
  return items.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** The picker's name and errors from its form field; an id refused by its index (`permissions[1]`) shows on the picker too. */
export function permissionFieldProps(field: { name: string; allErrors: Record<string, string[]>; errorId: string }) {
  return { name: field.name, errors: Object.values(field.allErrors).flat(), errorId: field.errorId };
}

type PermissionPickerProps = {
  label: string;
  /** The form field the checked ids are sent as. */
  name: string;
  groups: readonly PermissionGroup[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  errors?: readonly string[] | null;
  /** The id of the error line, for the form library to point at. */
  errorId?: string;
  /** A group to show open besides those holding a permission: the one whose "Clear all" was just used. */
  openGroup?: string;
};

/**
 * Permission checkboxes grouped by model in an accordion of `<details>`, each group a fieldset
 * with its own "Select all". Without JavaScript "Select all" is a submit button the action
 * answers by re-rendering the form with the group checked; with it, a tri-state checkbox.
 */
export function PermissionPicker({ label, name, groups, selected, onChange, errors, errorId, openGroup }: PermissionPickerProps) {
  const fallbackId = useId();
  // Counts follow the ticks only with JavaScript; without it they would go stale, so none are shown.
  const hydrated = useHydrated();
  const errorLineId = errorId ?? `${fallbackId}-error`;
  const error = errors?.[0];
  const chosen = new Set(selected);
  // Groups holding a permission start open, and without JavaScript the group a "Select all" or
  // "Clear all" was used in (a <details>' state is not sent); afterwards the user opens and closes them.
  const [initiallyOpen] = useState(
    () => new Set([...groups.filter((group) => group.permissions.some((item) => chosen.has(item.id))).map((group) => group.model), openGroup]),
  );
  // The round trip lands on the group it changed, not on the top of the page.
  const formAction = useFormAction();
  const total = groups.reduce((sum, group) => sum + group.permissions.length, 0);

  return (
    <fieldset aria-describedby={error ? errorLineId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{label}</legend>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-700">{messages.noOptions}</p>
      ) : (
        <>
          <p className="min-h-4 text-xs text-gray-600" aria-live="polite">
            {hydrated ? `${selected.length} of ${total} selected` : null}
          </p>
          <div className="divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white">
            {groups.map((group) => (
              <PermissionGroupPanel
                key={group.model}
                name={name}
                group={group}
                chosen={chosen}
                defaultOpen={initiallyOpen.has(group.model)}
                hydrated={hydrated}
                formAction={formAction}
                onGroupChange={(ids, checked) => onChange([...selected.filter((id) => !ids.includes(id)), ...checked])}
              />
            ))}
          </div>
        </>
      )}
      <p id={errorLineId} className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </fieldset>
  );
}

type GroupPanelProps = {
  name: string;
  group: PermissionGroup;
  chosen: ReadonlySet<number>;
  defaultOpen: boolean;
  hydrated: boolean;
  /** The form's action URL, which the no-JavaScript "Select all" posts to with the group's anchor. */
  formAction: string;
  /** The group's permissions (`ids`) now checked: `checked`. */
  onGroupChange: (ids: readonly number[], checked: readonly number[]) => void;
};

function PermissionGroupPanel({ name, group, chosen, defaultOpen, hydrated, formAction, onGroupChange }: GroupPanelProps) {
  const ids = group.permissions.map((item) => item.id);
  const count = ids.filter((id) => chosen.has(id)).length;
  const all = count === ids.length;
  return (
    <details id={groupAnchor(group.model)} open={defaultOpen || undefined} className="group/panel scroll-mt-20">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <span>{group.name}</span>
        <span className="flex items-center gap-2 text-xs font-normal text-gray-700">
          {hydrated ? `${count} of ${ids.length}` : null}
          <Icon name="chevronDown" className="size-4 transition-transform group-open/panel:rotate-180" aria-hidden="true" />
        </span>
      </summary>
      <CheckboxGroupField
        className="border-t border-gray-100 px-4 pt-2 pb-3"
        label={group.name}
        labelClassName="sr-only"
        name={name}
        options={group.permissions.map((item) => ({ value: String(item.id), label: item.name }))}
        selected={ids.filter((id) => chosen.has(id)).map(String)}
        onChange={(next) => onGroupChange(ids, next.map(Number))}
        selectAllFallback={
          <button
            type="submit"
            name="intent"
            value={`${all ? CLEAR_ALL_INTENT : SELECT_ALL_INTENT}${group.model}`}
            formAction={`${formAction}#${groupAnchor(group.model)}`}
            formNoValidate
            className="rounded-md px-2 py-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {all ? "Clear all" : "Select all"}
          </button>
        }
      />
    </details>
  );
}

/** The ids of a form's permissions after a group's "Select all" / "Clear all" submit, or null for another intent. */
export function applyGroupIntent(intent: string, groups: readonly PermissionGroup[], selected: readonly number[]): number[] | null {
  const model = groupOfIntent(intent);
  if (model === null) return null;
  const select = intent.startsWith(SELECT_ALL_INTENT);
  const group = groups.find((candidate) => candidate.model === model);
  const next = new Set(selected);
  for (const item of group?.permissions ?? []) {
    if (select) next.add(item.id);
    else next.delete(item.id);
  }
  return [...next];
}
