import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { STATUS_OPTIONS } from "#contract/constants";
import {
  DEFAULT_PLAN_STATUS,
  PLAN_AMOUNT_MAX_CHARS,
  PLAN_COUNT_MAX_CHARS,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_TAX_MAX_CHARS,
  PLAN_USER_TYPES,
  planRequestFieldsSchema,
  type Currency,
  type Plan,
  type PlanUserTypeName,
  type Recurring,
} from "#contract/subscription";
import { currencyLabel, plainTextToHtml } from "./plan-config";
import { planCreateFormSchema, planEditFieldsSchema, planEditFormSchema } from "./plan-form-schema";
import { Button, ButtonLink } from "~/ui/button";
import { FormErrors, TextAreaField, TextField } from "~/ui/field";
import { SelectField } from "~/ui/select";
import { RadioGroupField } from "~/ui/radio-group";
import { Card } from "~/ui/page";
import { PLAN_DETAILS_FORMAT, PlanDetailsField } from "./plan-details-field";
import { useIsPending } from "~/ui/use-pending";

type PlanFormValues = {
  name: string;
  amount: string;
  currency: string;
  recurring: string;
  num_of_jobs: string;
  num_of_developers: string;
  tax_percentage: string;
  description: string;
  status: string;
  plan_details: string;
};

const COUNT_FIELDS = {
  client: { name: "num_of_jobs", label: "Number Of Jobs" },
  agency: { name: "num_of_developers", label: "Number Of Developers" },
} as const;

const LOCKED_HINT = "Cannot be changed after the plan is created.";

type PlanFormProps = {
  type: PlanUserTypeName;
  /** Edit: the plan (plan_details sanitized); add: absent. */
  plan?: Plan;
  currencies?: readonly Currency[];
  recurring?: readonly Recurring[];
  /** The list tab (and state) the form was opened from. */
  backHref: string;
  lastResult?: SubmissionResult<string[]> | null;
};

/** The details the field starts with: what was just submitted (after a refusal), else the plan's. */
function initialDetails(lastResult: PlanFormProps["lastResult"], plan: Plan | undefined): string {
  const submitted = lastResult?.initialValue;
  if (!submitted) return plan?.plan_details ?? "";
  const details = typeof submitted.plan_details === "string" ? submitted.plan_details : "";
  return submitted[PLAN_DETAILS_FORMAT] === "html" ? details : plainTextToHtml(details);
}

/**
 * Add and edit a plan (spec §2, §4, §5): one page. On edit every field but status, description
 * and plan details is shown read-only and not submitted.
 */
export function PlanForm({ type, plan, currencies = [], recurring = [], backHref, lastResult }: PlanFormProps) {
  const editing = plan !== undefined;
  const schema = editing ? planEditFormSchema : planCreateFormSchema(PLAN_USER_TYPES[type]);
  const [form, fields] = useForm<PlanFormValues, unknown>({
    id: "plan-form",
    lastResult,
    defaultValue: editing ? { description: plan.description, status: plan.status } : { status: DEFAULT_PLAN_STATUS },
    constraint: getZodConstraint(editing ? planEditFieldsSchema : planRequestFieldsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const pending = useIsPending();
  const count = type === "freelancer" ? undefined : COUNT_FIELDS[type];
  const statusOptions = STATUS_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

  return (
    <Card className="max-w-4xl">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {editing ? (
            <>
              <LockedField label="Plan Name" value={plan.name} />
              <LockedField label="Amount" value={plan.amount} />
              <LockedField label="Currency" value={currencyLabel(plan.currency)} />
              <LockedField label="Recurring" value={plan.recurring.name} />
              {count ? <LockedField label={count.label} value={String(plan[count.name] ?? "")} /> : null}
              <LockedField label="Tax Percentage" value={plan.tax_percentage ?? ""} placeholder="None" />
            </>
          ) : (
            <>
              <TextField label="Plan Name" inputProps={{ ...getInputProps(fields.name, { type: "text" }), maxLength: PLAN_NAME_MAX }} errors={fields.name.errors} />
              <TextField
                label="Amount"
                inputProps={{ ...getInputProps(fields.amount, { type: "text" }), inputMode: "decimal", maxLength: PLAN_AMOUNT_MAX_CHARS }}
                errors={fields.amount.errors}
              />
              <SelectField
                key={fields.currency.key}
                label="Currency"
                id={fields.currency.id}
                name={fields.currency.name}
                defaultValue={fields.currency.initialValue}
                options={currencies.map((currency) => ({ value: String(currency.id), label: currencyLabel(currency) }))}
                placeholder="Select currency"
                errors={fields.currency.errors}
              />
              <SelectField
                key={fields.recurring.key}
                label="Recurring"
                id={fields.recurring.id}
                name={fields.recurring.name}
                defaultValue={fields.recurring.initialValue}
                options={recurring.map((period) => ({ value: String(period.id), label: period.name }))}
                placeholder="Select recurring"
                errors={fields.recurring.errors}
              />
              {count ? (
                <TextField
                  label={count.label}
                  inputProps={{ ...getInputProps(fields[count.name], { type: "text" }), inputMode: "numeric", maxLength: PLAN_COUNT_MAX_CHARS }}
                  errors={fields[count.name].errors}
                />
              ) : null}
              <TextField
                label="Tax Percentage"
                inputProps={{ ...getInputProps(fields.tax_percentage, { type: "text" }), inputMode: "decimal", maxLength: PLAN_TAX_MAX_CHARS }}
                errors={fields.tax_percentage.errors}
                hint="Optional, up to 100."
              />
            </>
          )}
        </div>
        <TextAreaField
          label="Description"
          textareaProps={{ ...getTextareaProps(fields.description), maxLength: PLAN_DESCRIPTION_MAX, rows: 3 }}
          errors={fields.description.errors}
          hint={`At most ${PLAN_DESCRIPTION_MAX} characters.`}
        />
        <RadioGroupField
          key={fields.status.key}
          label="Status"
          id={fields.status.id}
          name={fields.status.name}
          defaultValue={fields.status.initialValue}
          options={statusOptions}
          errors={fields.status.errors}
        />
        <PlanDetailsField
          label="Plan details"
          name={fields.plan_details.name}
          initialHtml={initialDetails(lastResult, plan)}
          originalHtml={plan?.plan_details}
          errors={fields.plan_details.errors}
        />
        <FormErrors id={`${form.id}-errors`} errors={form.errors} />
        <div className="mt-2 flex justify-end gap-3">
          <ButtonLink to={backHref} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" pending={pending}>
            {editing ? "Update Plan" : "Add Plan"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** A field spec §4 locks on edit: shown, focusable, not editable and not submitted. */
function LockedField({ label, value, placeholder }: { label: string; value: string; placeholder?: string }) {
  return <TextField label={label} inputProps={{ value, readOnly: true, placeholder }} hint={LOCKED_HINT} />;
}
