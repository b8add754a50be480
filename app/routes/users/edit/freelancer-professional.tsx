import { getFormProps, getInputProps, getSelectProps, getTextareaProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Freelancer } from "#contract/marketplace-user";
import { LANGUAGES_MAX, userEditMessages } from "#contract/user-edit";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { getFreelancer } from "~/models/freelancer.server";
import { requireAdmin } from "~/models/session.server";
import { saveFreelancerPortfolio } from "~/models/user-edit.server";
import { Button, ButtonLink } from "~/ui/button";
import { CheckboxGroupField } from "~/ui/checkbox-group";
import { type ComboFallback } from "~/ui/combo-box";
import { DefaultSubmit } from "~/ui/default-submit";
import { comboSearchSentWithEnter } from "~/ui/enter-search";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Field, FormErrors, NativeSelectField, TextAreaField, TextField } from "~/ui/field";
import { Card } from "~/ui/page";
import { RepeatingFieldset } from "~/ui/repeating-fieldset";
import { useIsPending } from "~/ui/use-pending";
import { handleSubmitError } from "~/utils/action-error.server";
import { fetchLookupOptions } from "~/utils/lookup-options";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { redirectWithSuccess } from "~/utils/toast.server";
import { professionalFormStart, refillValues, REFILL_INTENTS, savedLanguageNames, SEARCH_LANGUAGES_INTENT, SHOW_SUB_SKILLS_INTENT, valueList } from "./freelancer-professional-form";
import { professionalFormSchema, toPortfolioInput, type ProfessionalFormInput } from "./freelancer-professional-form-schema";
import { LazyFileField } from "./freelancer-project-file-field";
import { professionalOptions, sentFormOptions, type ChoiceOption, type SentFormOptions } from "./freelancer-professional.server";
import { freelancerEditBack, useFreelancerBeingEdited } from "./freelancer-update-tabs";
import { LanguageFields } from "./language-fields";

export const shouldRevalidate = shellPageShouldRevalidate;

/**
 * The option lists (the layout loads the freelancer; its portfolio's choices join the lists), and
 * the schema's field constraints and the rows' limit as data: the browser ships no zod (the
 * contract's modules bring it), the action alone validates (decision 055).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_freelancer");
  const freelancer = await api(getFreelancer, routeId(params));
  const options = await professionalOptions(api, freelancer.portfolio);
  const constraint = getZodConstraint(professionalFormSchema(Boolean(freelancer.portfolio?.document_file)));
  return { ...options, constraint, languagesMax: LANGUAGES_MAX };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_freelancer");
  const id = routeId(params);
  const formData = await request.formData();
  // Enter in a no-JavaScript language search field searches, as its button does.
  const intent = comboSearchSentWithEnter(formData) ? SEARCH_LANGUAGES_INTENT : formData.get("intent");
  try {
    const freelancer = await api(getFreelancer, id);
    const submission = parseWithZod(formData, { schema: professionalFormSchema(Boolean(freelancer.portfolio?.document_file)) });
    // Sub skills shown, a language searched, a row added or removed (without JavaScript): the form again, as typed.
    if (typeof intent === "string" && REFILL_INTENTS.includes(intent)) {
      const result: SubmissionResult<string[]> = { initialValue: refillValues(submission.payload) as SubmissionResult<string[]>["initialValue"] };
      return data({ ...result, sent: await sentFormOptions(api, formData) });
    }
    if (submission.status !== "success") {
      return data({ ...submission.reply(), sent: await sentFormOptions(api, formData) }, { status: submission.status === undefined ? 200 : 400 });
    }
    try {
      const [stored] = await api(uploadFiles, fieldFiles("document_file", submission.value.document_file), { fileType: "file", checkDimension: false });
      await api(saveFreelancerPortfolio, id, toPortfolioInput(submission.value, stored?.id));
    } catch (error) {
      const answer = await handleSubmitError(error, request, submission);
      // A refusal keeps the options of what was sent (the sub skills of the skills ticked now).
      if (!("data" in answer)) return answer;
      return data({ ...answer.data, sent: await sentFormOptions(api, formData) }, answer.init ?? undefined);
    }
  } catch (error) {
    return handleSubmitError(error, request);
  }
  return redirectWithSuccess(freelancerEditBack(new URL(request.url)), userEditMessages.portfolioUpdated);
}

export const clientAction = keepFormOnFailedSubmit;

type ActionResult = SubmissionResult<string[]> & { sent?: SentFormOptions };

export default function FreelancerProfessionalDetails() {
  const { freelancer, backHref } = useFreelancerBeingEdited();
  const options = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as ActionResult | undefined;
  const portfolio = freelancer.portfolio;
  return (
    <ProfessionalForm
      // A save changes the portfolio: the form starts afresh from it.
      key={JSON.stringify(professionalFormStart(portfolio))}
      freelancer={freelancer}
      options={options}
      backHref={backHref}
      lastResult={lastResult}
    />
  );
}

type ProfessionalFormProps = {
  freelancer: Freelancer;
  options: Awaited<ReturnType<typeof loader>>;
  backHref: string;
  lastResult: ActionResult | undefined;
};

const AVAILABILITY_OPTIONS = [
  { value: "1", label: "Part Time" },
  { value: "2", label: "Full Time" },
];

function ProfessionalForm({ freelancer, options, backHref, lastResult }: ProfessionalFormProps) {
  const pending = useIsPending();
  const portfolio = freelancer.portfolio;
  const start = professionalFormStart(portfolio);
  const sentValues = lastResult?.initialValue;
  const [form, fields] = useForm<ProfessionalFormInput>({
    id: "freelancer-professional",
    lastResult,
    defaultValue: start,
    constraint: options.constraint,
    // Applies the row intents in the browser; nothing is checked here, the action answers every error.
    onValidate: ({ formData }) => parse(formData, { resolve: (value) => ({ value: value as ProfessionalFormInput }) }),
  });

  // Checkbox groups are controlled; they start from what was sent when the form comes back.
  const sentList = (name: keyof typeof start) => (sentValues ? valueList(sentValues[name]) : (start[name] as string[]));
  const [technologies, setTechnologies] = useState(() => sentList("technologies"));
  const [skills, setSkills] = useState(() => sentList("skills"));
  const [subSkills, setSubSkills] = useState(() => sentList("sub_skills"));
  const subSkillOptions = useSubSkillOptions(skills, lastResult?.sent?.subSkills ?? options.subSkills);
  const shownSubSkills = subSkills.filter((value) => subSkillOptions.status !== "ready" || subSkillOptions.options.some((option) => option.value === value));

  const languageNames = { ...savedLanguageNames(portfolio), ...lastResult?.sent?.languageNames };
  const fallbacks: Record<string, ComboFallback> = lastResult?.sent?.languageFallbacks ?? {};
  const document = portfolio?.document_file ? [{ url: portfolio.document_file, name: portfolio.file_name ?? undefined }] : [];

  return (
    <Card>
      <h2 className="mb-5 text-base font-semibold text-gray-900">Professional Details</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-1">
        <DefaultSubmit label="Submit" />
        <div className="grid gap-x-5 sm:grid-cols-2">
          <NativeSelectField
            label="Profile Type*"
            selectProps={{ ...getSelectProps(fields.profile_type), key: fields.profile_type.key }}
            options={options.profileTypes}
            placeholder="Select profile type"
            errors={fields.profile_type.errors}
          />
          <NativeSelectField
            label="Availability*"
            selectProps={{ ...getSelectProps(fields.availability), key: fields.availability.key }}
            options={AVAILABILITY_OPTIONS}
            placeholder="Select availability"
            errors={fields.availability.errors}
          />
          <TextField
            label="Experience (years)*"
            inputProps={{ ...getInputProps(fields.experience, { type: "text" }), inputMode: "numeric" }}
            errors={fields.experience.errors}
          />
          <TextField label="Education*" inputProps={getInputProps(fields.education_details, { type: "text" })} errors={fields.education_details.errors} />
        </div>
        <ChoiceGroup label="Technologies*" name={fields.technologies.name} errorId={fields.technologies.errorId} errors={fields.technologies.errors} options={options.technologies} selected={technologies} onChange={setTechnologies} />
        <ChoiceGroup label="Skill*" name={fields.skills.name} errorId={fields.skills.errorId} errors={fields.skills.errors} options={options.skills} selected={skills} onChange={setSkills}>
          {/* Without JavaScript the sub skills of new ticks come with the form again. */}
          <noscript>
            <Button type="submit" variant="secondary" size="sm" name="intent" value={SHOW_SUB_SKILLS_INTENT} formNoValidate>
              Show sub skills
            </Button>
          </noscript>
        </ChoiceGroup>
        <ChoiceGroup
          label="Sub-skill"
          name={fields.sub_skills.name}
          errorId={fields.sub_skills.errorId}
          errors={fields.sub_skills.errors}
          options={subSkillOptions.options}
          selected={shownSubSkills}
          onChange={setSubSkills}
          empty={subSkillOptions.status === "loading" ? "Loading sub skills…" : skills.length === 0 ? "Choose a skill to see its sub skills." : "The chosen skills have no sub skills."}
        />
        <LazyFileField
          label={document.length > 0 ? "ID proof file* (a new file replaces the stored one)" : "ID proof file*"}
          kind="file"
          inputProps={getInputProps(fields.document_file, { type: "file" })}
          errors={fields.document_file.errors}
          existing={document}
        />
        <TextAreaField label="Specialties" textareaProps={getTextareaProps(fields.specialties)} errors={fields.specialties.errors} />
        <TextAreaField label="About*" textareaProps={getTextareaProps(fields.description)} errors={fields.description.errors} />
        <RepeatingFieldset
          form={form}
          field={fields.communication_language}
          legend="Languages"
          itemLabel="language"
          newRow={{ communication_language: "", proficiency: "" }}
          max={options.languagesMax}
        >
          {(row, index) => {
            const code = row.getFieldset().communication_language.value as string | undefined;
            return (
              <LanguageFields
                row={row}
                position={index + 1}
                formId={form.id}
                language={code && languageNames[code] ? { id: code, label: languageNames[code] } : null}
                proficiencies={options.proficiencies}
                fallback={fallbacks[row.getFieldset().communication_language.name]}
                searchSubmit={{ name: "intent", value: SEARCH_LANGUAGES_INTENT }}
              />
            );
          }}
        </RepeatingFieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="mt-2 flex justify-end gap-3">
          <ButtonLink to={backHref} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" pending={pending}>
            Submit
          </Button>
        </div>
      </Form>
    </Card>
  );
}

type ChoiceGroupProps = {
  label: string;
  name: string;
  errorId: string;
  errors?: readonly string[] | null;
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  empty?: string;
  children?: React.ReactNode;
};

/** A checkbox group with the field's error under it. */
function ChoiceGroup({ label, name, errorId, errors, options, selected, onChange, empty = "No Options found", children }: ChoiceGroupProps) {
  return (
    <div className="mb-2" aria-describedby={errors?.length ? errorId : undefined}>
      {options.length > 0 ? (
        <CheckboxGroupField label={label} labelClassName="mb-2 text-sm font-medium text-gray-800" name={name} options={options} selected={selected} onChange={onChange} />
      ) : (
        <Field label={label} id={`${name}-empty`}>
          {(control) => (
            <p id={control.id} className="text-sm text-gray-600">
              {empty}
            </p>
          )}
        </Field>
      )}
      {children}
      <p id={errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {errors?.[0]}
      </p>
    </div>
  );
}

type SubSkillOptions = { status: "ready" | "loading"; options: readonly ChoiceOption[] };

/**
 * The sub skills of the ticked skills: those the page came with, then with JavaScript fetched
 * again as soon as the ticks change (an answer to older ticks is dropped).
 */
function useSubSkillOptions(skills: readonly string[], initial: readonly ChoiceOption[]): SubSkillOptions {
  const [initialSkills] = useState(() => skills.join(","));
  const [state, setState] = useState<SubSkillOptions>({ status: "ready", options: initial });
  const key = skills.join(",");
  useEffect(() => {
    if (key === initialSkills) {
      setState({ status: "ready", options: initial });
      return;
    }
    if (key === "") {
      setState({ status: "ready", options: [] });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ status: "loading", options: current.options }));
    const query = new URLSearchParams(key.split(",").map((skill) => ["parent", skill]));
    fetchLookupOptions(`/lookups/sub-skills?${query}`, controller.signal)
      .then((found) => setState({ status: "ready", options: found.map((option) => ({ value: option.id, label: option.label })) }))
      .catch(() => controller.signal.aborted || setState((current) => ({ status: "ready", options: current.options })));
    return () => controller.abort();
    // `initial` is the page's answer for `initialSkills`; it changes only with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, initialSkills]);
  return state;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
