import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { IS_ACTIVE_OPTIONS } from "#contract/constants";
import { messages } from "#contract/messages";
import type { PermissionGroup, RoleOption } from "#contract/role";
import { PERSON_NAME_MAX, SUB_ADMIN_EMAIL_MAX, subAdminMessages, type SubAdmin } from "#contract/sub-admin";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { Card, PageHeader } from "~/ui/page";
import { RadioGroupField, type RadioOption } from "~/ui/radio-group";
import { SelectField } from "~/ui/select";
import { openGroupOf, PermissionPicker, permissionFieldProps, toIdList } from "../roles/permission-picker";
import { DefaultSubmit } from "~/ui/default-submit";
import { FormButtons } from "../roles/form-buttons";
import { useHydrated } from "~/ui/use-hydrated";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";
import { subAdminFormSchema } from "./sub-admin-form-schema";

/** The submit intent that re-renders the form with the chosen role's permissions (without JavaScript). */
export const LOAD_ROLE_INTENT = "load-role";

/** Where the form fetches a role's permissions with JavaScript: `?role=<id>`. */
export const ROLE_PERMISSIONS_PATH = "/sub-admin/role-permissions";
export type RolePermissions = { role: number; permissions: number[]; error?: string };

/** Active waits for the invitation to be accepted: the API refuses it before (spec §2). */
function statusChoices(subAdmin: SubAdmin): RadioOption[] {
  return [
    { ...IS_ACTIVE_OPTIONS[0], disabledReason: subAdmin.invitation_accepted ? undefined : subAdminMessages.activeAfterAcceptance },
    IS_ACTIVE_OPTIONS[1],
  ];
}

type SubAdminFormPageProps = {
  title: string;
  description: string;
  submitLabel: string;
  cancelHref: string;
  roles: readonly RoleOption[];
  groups: readonly PermissionGroup[];
  /** The sub admin being edited; absent when inviting one. */
  subAdmin?: SubAdmin;
  lastResult?: SubmissionResult<string[]> | null;
};

/** /sub-admin/add and /sub-admin/edit/{id} (spec §2 Sub-admin form). */
export function SubAdminFormPage({ title, description, submitLabel, cancelHref, roles, groups, subAdmin, lastResult }: SubAdminFormPageProps) {
  const pending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields] = useZodForm("sub-admin-form", subAdminFormSchema(subAdmin), {
    lastResult,
    defaultValue: subAdmin
      ? {
          email: subAdmin.email,
          first_name: subAdmin.first_name,
          last_name: subAdmin.last_name,
          contact_number: subAdmin.contact_number ?? "",
          is_active: String(subAdmin.is_active),
        }
      : { email: "" },
  });

  // Role and permissions are controlled here: choosing a role replaces the permissions.
  const submitted = lastResult?.initialValue;
  const [roleId, setRoleId] = useState(() => (submitted ? String(submitted.groups ?? "") : String(subAdmin?.groups[0]?.id ?? "")));
  const [selected, setSelected] = useState(() => (submitted ? toIdList(submitted.user_permissions) : (subAdmin?.user_permissions.map((item) => item.id) ?? [])));

  const roleFetcher = useFetcher<RolePermissions>();
  const awaitedRole = useRef<string | null>(null);
  const loadRole = (id: string) => {
    if (!id) {
      awaitedRole.current = null;
      setSelected([]);
      return;
    }
    awaitedRole.current = id;
    roleFetcher.load(`${ROLE_PERMISSIONS_PATH}?role=${encodeURIComponent(id)}`);
  };
  useEffect(() => {
    const loaded = roleFetcher.data;
    // Only the answer for the role chosen last: an earlier, slower one must not win.
    if (roleFetcher.state !== "idle" || !loaded || String(loaded.role) !== awaitedRole.current) return;
    awaitedRole.current = null;
    if (!loaded.error) setSelected(loaded.permissions);
  }, [roleFetcher.state, roleFetcher.data]);
  const loadingRole = roleFetcher.state !== "idle";
  const roleError = roleFetcher.state === "idle" ? roleFetcher.data?.error : undefined;

  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-2">
          <DefaultSubmit label={submitLabel} />
          <TextField
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), maxLength: SUB_ADMIN_EMAIL_MAX, readOnly: Boolean(subAdmin), autoComplete: "off" }}
            errors={fields.email.errors}
            hint={subAdmin ? "The email of a sub admin cannot be changed." : "The invitation is sent to this address."}
          />
          {subAdmin ? (
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                label="First Name"
                inputProps={{ ...getInputProps(fields.first_name, { type: "text" }), maxLength: PERSON_NAME_MAX, autoComplete: "off" }}
                errors={fields.first_name.errors}
              />
              <TextField
                label="Last Name"
                inputProps={{ ...getInputProps(fields.last_name, { type: "text" }), maxLength: PERSON_NAME_MAX, autoComplete: "off" }}
                errors={fields.last_name.errors}
              />
              <TextField
                label="Phone"
                inputProps={{ ...getInputProps(fields.contact_number, { type: "tel" }), maxLength: 16, autoComplete: "off" }}
                errors={fields.contact_number.errors}
                hint="Digits with an optional leading +, 7 to 15 digits."
              />
            </div>
          ) : null}
          <div className="flex flex-wrap items-start gap-x-3">
            <SelectField
              className="min-w-64 flex-1"
              label="Role"
              id={fields.groups.id}
              name={fields.groups.name}
              value={roleId}
              onChange={(id) => {
                setRoleId(id);
                loadRole(id);
              }}
              disabled={roles.length === 0}
              options={roles.map((role) => ({ value: String(role.id), label: role.name }))}
              placeholder="Select role"
              emptyText={messages.noRoles}
              errors={fields.groups.errors}
              hint="Choosing a role loads its permissions; clearing it empties them."
            />
            <div className="pt-7">
              {hydrated ? (
                <Button type="button" variant="secondary" disabled={!roleId} pending={loadingRole} onClick={() => loadRole(roleId)}>
                  Reset
                </Button>
              ) : (
                <Button type="submit" variant="secondary" name="intent" value={LOAD_ROLE_INTENT} formNoValidate>
                  Load role permissions
                </Button>
              )}
            </div>
          </div>
          <p role="status" className="min-h-5 text-sm text-gray-700">
            {loadingRole ? "Loading the role's permissions…" : (roleError ?? "")}
          </p>
          <PermissionPicker
            label="Permissions"
            {...permissionFieldProps(fields.user_permissions)}
            groups={groups}
            selected={selected}
            onChange={setSelected}
            openGroup={openGroupOf(lastResult)}
          />
          {subAdmin ? (
            <RadioGroupField
              key={fields.is_active.key}
              label="Status"
              id={fields.is_active.id}
              name={fields.is_active.name}
              defaultValue={String(fields.is_active.initialValue ?? "true")}
              options={statusChoices(subAdmin)}
              errors={fields.is_active.errors}
            />
          ) : (
            // The API keeps an invited account inactive until the invitation is accepted.
            <div className="mb-5 flex flex-col gap-1.5 text-sm">
              <span className="font-medium text-gray-800">Status</span>
              <span className="text-gray-700">Inactive until the invitation is accepted</span>
            </div>
          )}
          <FormErrors id={form.errorId} errors={form.errors} />
          <FormButtons cancelHref={cancelHref} submitLabel={submitLabel} pending={pending} />
        </Form>
      </Card>
    </>
  );
}
