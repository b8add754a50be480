// The add and edit form of a master data row (technology, profile type, skill, sub skill), as a
// dialog over its list; only the dialog routes load it, with Conform (zod's check after the page).
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { DESCRIPTION_MAX, STATUS_OPTIONS, TITLE_MAX } from "#contract/constants";
import { TextAreaField, TextField } from "~/ui/field";
import { FormDialog } from "~/ui/form-dialog";
import { RadioGroupField } from "~/ui/radio-group";
import { lazilyCheckedForm, type FormCheck } from "~/ui/use-lazily-checked-form";

type MasterDataFormDialogProps = {
  title: string;
  submitLabel: string;
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: MasterDataDefaults;
};

export type MasterDataDefaults = { title: string; description: string; status: string };

/** getZodConstraint(masterDataFormSchema), written out so the page ships no zod (a unit test compares them). */
export const masterDataConstraint = { title: { required: true }, description: { required: false }, status: { required: true } };

const useLazilyCheckedForm = lazilyCheckedForm(() => import("./master-data-form-check").then((module) => module.checkMasterDataForm as FormCheck));

/** The form of a master data row, validated by the contract's schema in the browser and the action. */
export function useMasterDataForm(id: string, lastResult: SubmissionResult<string[]> | null | undefined, defaultValue?: MasterDataDefaults) {
  return useLazilyCheckedForm<MasterDataDefaults>(id, masterDataConstraint, { lastResult, defaultValue: defaultValue ?? { title: "", description: "", status: "1" } });
}

const statusOptions = STATUS_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

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
      <RadioGroupField
        key={fields.status.key}
        label="Status"
        id={fields.status.id}
        name={fields.status.name}
        defaultValue={String(fields.status.initialValue ?? "1")}
        options={statusOptions}
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
