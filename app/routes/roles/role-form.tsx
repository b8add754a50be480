import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { ROLE_NAME_MAX, type PermissionGroup } from "#contract/role";
import { roleFormSchema } from "./role-form-schema";
import { DefaultSubmit } from "~/ui/default-submit";
import { FormErrors, TextField } from "~/ui/field";
import { Card, PageHeader } from "~/ui/page";
import { FormButtons } from "./form-buttons";
import { openGroupOf, PermissionPicker, permissionFieldProps, toIdList } from "./permission-picker";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";

type RoleFormPageProps = {
  title: string;
  description: string;
  submitLabel: string;
  /** The role list state the user came from. */
  cancelHref: string;
  groups: readonly PermissionGroup[];
  defaultValue?: { name: string; permissions: readonly number[] };
  lastResult?: SubmissionResult<string[]> | null;
};

/** /role/add and /role/edit/{id}: one page, a name and the permissions grouped by model (spec §2 Role form). */
export function RoleFormPage({ title, description, submitLabel, cancelHref, groups, defaultValue, lastResult }: RoleFormPageProps) {
  const pending = useIsPending();
  const [form, fields] = useZodForm("role-form", roleFormSchema, {
    lastResult,
    defaultValue: { name: defaultValue?.name ?? "" },
  });
  // The checkboxes are controlled here (Select all); a re-rendered submission wins over the defaults.
  const [selected, setSelected] = useState(() => (lastResult?.initialValue ? toIdList(lastResult.initialValue.permissions) : [...(defaultValue?.permissions ?? [])]));
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-4">
          <DefaultSubmit label={submitLabel} />
          <TextField
            label="Name"
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), maxLength: ROLE_NAME_MAX, autoComplete: "off" }}
            errors={fields.name.errors}
          />
          <PermissionPicker
            label="Permissions"
            {...permissionFieldProps(fields.permissions)}
            groups={groups}
            selected={selected}
            onChange={setSelected}
            openGroup={openGroupOf(lastResult)}
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <FormButtons cancelHref={cancelHref} submitLabel={submitLabel} pending={pending} />
        </Form>
      </Card>
    </>
  );
}
