import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { STATUS_OPTIONS } from "#contract/common";
import { DESCRIPTION_MAX, masterDataRequestSchema, TITLE_MAX, type MasterData } from "#contract/master-data";
import { hasPermission, type PermissionCode } from "#contract/permissions";
import { listSearch, type ListState } from "~/utils/list-state";
import { ButtonLink } from "./button";
import { SelectField, TextAreaField, TextField } from "./field";
import { FormDialog } from "./form-dialog";
import { Icon } from "./icons";
import type { Column } from "./list/data-table";
import { actionColumn } from "./list/row-actions";
import { useZodForm } from "./use-zod-form";

/** Technology, profile type and skills share a shape (spec §3); so do their screens. */

export function StatusBadge({ status }: { status: number }) {
  const active = status === 1;
  return (
    <span className={active ? "rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800" : "rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800"}>
      {active ? "Active" : "Inactive"}
    </span>
  );
}

export type RowPermissions = { change: PermissionCode; delete: PermissionCode };

/**
 * Title, Description, Status and, when the admin may change or delete, the Action menu
 * (spec §2: the Action column is hidden when neither permission is held).
 */
export function masterDataColumns(options: {
  held: readonly string[];
  permissions: RowPermissions;
  state: ListState;
  /** `/technology`: edit is `${base}/{id}/edit`, delete `${base}/{id}/delete`. */
  basePath: string;
  editLabel?: string;
  deleteLabel?: string;
  /** Where Edit leads when it is a page of its own (skills), instead of the dialog. */
  editHref?: (row: MasterData) => string;
  titleHref?: (row: MasterData) => string;
}): Column<MasterData>[] {
  const { held, permissions, state, basePath } = options;
  const canChange = hasPermission(held, permissions.change);
  const canDelete = hasPermission(held, permissions.delete);
  const search = listSearch(state);
  const columns: Column<MasterData>[] = [
    {
      id: "title",
      header: "Title",
      sortField: "title",
      cell: (row) =>
        options.titleHref ? (
          <Link to={options.titleHref(row)} className="font-medium text-indigo-700 hover:underline">
            {row.title}
          </Link>
        ) : (
          <span className="font-medium">{row.title}</span>
        ),
    },
    { id: "description", header: "Description", sortField: "description", cell: (row) => row.description || "-", className: "max-w-md break-words" },
    { id: "status", header: "Status", sortField: "status", cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return [
    ...columns,
    ...actionColumn<MasterData>((row) => row.title, [
      canChange && { label: options.editLabel ?? "Edit", href: (row) => options.editHref?.(row) ?? `${basePath}/${row.id}/edit${search}` },
      canDelete && { label: options.deleteLabel ?? "Delete", href: (row) => `${basePath}/${row.id}/delete${search}` },
    ]),
  ];
}

export function AddButton({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink to={to} preventScrollReset>
      <Icon name="plus" className="size-4" />
      {children}
    </ButtonLink>
  );
}

type MasterDataFormDialogProps = {
  title: string;
  submitLabel: string;
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: MasterDataDefaults;
};

type MasterDataDefaults = { title: string; description: string; status: string };

/** The form of a master data row, validated by the contract's schema in the browser and the action. */
export function useMasterDataForm(id: string, lastResult: SubmissionResult<string[]> | null | undefined, defaultValue?: MasterDataDefaults) {
  return useZodForm(id, masterDataRequestSchema, { lastResult, defaultValue: defaultValue ?? { title: "", description: "", status: "1" } });
}

/** Title, description and status (spec §5: title required with a word character, ≤100; description ≤500; status required). */
export function MasterDataFields({ fields }: { fields: ReturnType<typeof useMasterDataForm>[1] }) {
  return (
    <>
      <TextField label="Title" inputProps={{ ...getInputProps(fields.title, { type: "text" }), maxLength: TITLE_MAX }} errors={fields.title.errors} />
      <TextAreaField
        label="Description"
        textareaProps={{ ...getTextareaProps(fields.description), maxLength: DESCRIPTION_MAX }}
        errors={fields.description.errors}
        hint={`At most ${DESCRIPTION_MAX} characters.`}
      />
      <SelectField
        label="Status"
        selectProps={getSelectProps(fields.status)}
        options={STATUS_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }))}
        placeholder="Select status"
        errors={fields.status.errors}
      />
    </>
  );
}

export function MasterDataFormDialog({ title, submitLabel, closeHref, lastResult, defaultValue }: MasterDataFormDialogProps) {
  const [form, fields] = useMasterDataForm("master-data-form", lastResult, defaultValue);
  return (
    <FormDialog title={title} submitLabel={submitLabel} closeHref={closeHref} formProps={getFormProps(form)} formErrors={form.errors}>
      <MasterDataFields fields={fields} />
    </FormDialog>
  );
}
