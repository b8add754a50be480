// The add and edit form of a master data row (technology, profile type, skill, sub skill), as a
// dialog over its list; only the dialog routes load it, with zod and Conform.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { STATUS_OPTIONS } from "#contract/constants";
import { DESCRIPTION_MAX, TITLE_MAX } from "#contract/master-data-request";
import { masterDataFormSchema } from "./master-data-form-schema";
import { NativeSelectField, TextAreaField, TextField } from "~/ui/field";
import { FormDialog } from "~/ui/form-dialog";
import { useZodForm } from "~/ui/use-zod-form";

type MasterDataFormDialogProps = {
  title: string;
  submitLabel: string;
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: MasterDataDefaults;
};

export type MasterDataDefaults = { title: string; description: string; status: string };

/** The form of a master data row, validated by the contract's schema in the browser and the action. */
export function useMasterDataForm(id: string, lastResult: SubmissionResult<string[]> | null | undefined, defaultValue?: MasterDataDefaults) {
  return useZodForm(id, masterDataFormSchema, { lastResult, defaultValue: defaultValue ?? { title: "", description: "", status: "1" } });
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
      <NativeSelectField
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
