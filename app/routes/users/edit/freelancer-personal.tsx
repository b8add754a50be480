import { getFormProps, getInputProps, getSelectProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { IS_ACTIVE_OPTIONS } from "#contract/constants";
import type { Freelancer } from "#contract/marketplace-user";
import { userEditMessages } from "#contract/user-edit";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { requireAdmin } from "~/models/session.server";
import { updateFreelancer } from "~/models/user-edit.server";
import { Avatar } from "~/ui/avatar";
import { Button, ButtonLink } from "~/ui/button";
import { type ComboFallback, type ComboOption } from "~/ui/combo-box";
import { CountryCityFields } from "~/ui/country-city-fields";
import { DefaultSubmit } from "~/ui/default-submit";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Field, FormErrors, inputClassName, NativeSelectField, TextField } from "~/ui/field";
import { Card } from "~/ui/page";
import { useIsPending } from "~/ui/use-pending";
import { handleSubmitError } from "~/utils/action-error.server";
import { enterSearchRedirect } from "~/utils/enter-search.server";
import { unfinishedSubmissionReply } from "~/utils/form-action.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { initials } from "~/utils/format";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { countryCityFallback } from "~/utils/location-fields.server";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { countryDialCodes, sentCity } from "./freelancer-personal.server";
import { dialCodeOf, isLocationSearch, personalFormFromSent, personalFormStart, type PersonalFormStart } from "./freelancer-personal-form";
import { freelancerPersonalFormSchema, toFreelancerUpdate, type FreelancerPersonalFormInput } from "./freelancer-personal-form-schema";
import { LazyFileField } from "./freelancer-project-file-field";
import { freelancerEditBack, useFreelancerBeingEdited } from "./freelancer-update-tabs";

export const shouldRevalidate = shellPageShouldRevalidate;

/**
 * The dial codes, and without JavaScript the country and city searches' matches (the layout loads
 * the freelancer). The schema's field constraints (required, lengths) come as data: the browser
 * ships no zod, the action alone validates (decision 055).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "user.can_change_freelancer");
  const [countries, fallback] = await Promise.all([countryDialCodes(), countryCityFallback(new URL(request.url))]);
  return { countries, fallback: { country: fallback.country, city: fallback.city }, constraint: getZodConstraint(freelancerPersonalFormSchema) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_freelancer");
  const id = routeId(params);
  const formData = await request.formData();
  const search = enterSearchRedirect(request, formData);
  if (search) return search;
  const submission = parseWithZod(formData, { schema: freelancerPersonalFormSchema });
  // The form comes back with the city that was sent (its combo box needs the name as well as the id).
  const refused = async (answer: { data: SubmissionResult<string[]>; init: ResponseInit | null }) =>
    data({ ...answer.data, sentCity: await sentCity(formData.get("country"), formData.get("city")).catch(() => null) }, answer.init ?? undefined);
  if (submission.status !== "success") return refused(unfinishedSubmissionReply(submission));
  try {
    const dialCode = dialCodeOf((await countryDialCodes())[String(submission.value.country)]?.phone);
    // Only a newly chosen image is uploaded and sent; the stored one stays otherwise.
    const [stored] = await api(uploadFiles, fieldFiles("profile_image", submission.value.profile_image), { fileType: "image", checkDimension: false });
    await api(updateFreelancer, id, toFreelancerUpdate(submission.value, dialCode, stored?.id));
  } catch (error) {
    const answer = await handleSubmitError(error, request, submission);
    return "data" in answer ? refused(answer) : answer;
  }
  return redirectWithSuccess(freelancerEditBack(new URL(request.url)), userEditMessages.freelancerUpdated);
}

export const clientAction = keepFormOnFailedSubmit;

export default function FreelancerPersonalDetails() {
  const { freelancer, backHref } = useFreelancerBeingEdited();
  const { countries, fallback, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as (SubmissionResult<string[]> & { sentCity?: ComboOption | null }) | undefined;
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const saved = personalFormStart(freelancer);
  const sentValues = lastResult?.initialValue;
  const sent = sentValues
    ? (name: string) => (typeof sentValues[name] === "string" ? (sentValues[name] as string) : undefined)
    : isLocationSearch(params)
      ? (name: string) => params.get(name) ?? undefined
      : null;
  const start = sent
    ? personalFormFromSent(saved, sent, {
        country: (id) => countries[id]?.name,
        city: (id) => (lastResult?.sentCity?.id === id ? lastResult.sentCity.label : fallback.city.options.find((option) => option.id === id)?.label),
      })
    : saved;
  return (
    // Saved values change the key: the form starts afresh (and drops a chosen file).
    <PersonalForm
      key={`${freelancer.first_name}|${freelancer.last_name}|${freelancer.contact_number}|${freelancer.city?.id}|${freelancer.profile_image}|${freelancer.is_active}|${search}`}
      freelancer={freelancer}
      start={start}
      countries={countries}
      fallback={fallback}
      constraint={constraint}
      backHref={backHref}
      back={params.get("back")}
      lastResult={lastResult}
    />
  );
}

type PersonalFormProps = {
  freelancer: Freelancer;
  start: PersonalFormStart;
  countries: Record<string, { name: string; phone: string }>;
  fallback: { country: ComboFallback; city: ComboFallback };
  constraint: ReturnType<typeof getZodConstraint>;
  backHref: string;
  back: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
};

function PersonalForm({ freelancer, start, countries, fallback, constraint, backHref, back, lastResult }: PersonalFormProps) {
  const pending = useIsPending();
  const [preview, setPreview] = useState<string | null>(null);
  const [countryId, setCountryId] = useState(start.country?.id ?? null);
  const [form, fields] = useForm<FreelancerPersonalFormInput>({
    id: "freelancer-personal",
    lastResult,
    defaultValue: { first_name: start.first_name, last_name: start.last_name, contact_number: start.contact_number, is_active: start.is_active },
    constraint,
    // Nothing is checked here: the submit goes to the action, which answers every error.
    onValidate: ({ formData }) => parse(formData, { resolve: (value) => ({ value: value as FreelancerPersonalFormInput }) }),
  });
  const dialCode = dialCodeOf(countryId ? countries[countryId]?.phone : undefined);
  const dialCodeId = `${fields.contact_number.id}-dial-code`;
  return (
    <Card>
      <h2 className="mb-5 text-base font-semibold text-gray-900">Personal Details</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-1">
        {/* A no-JavaScript country or city search is a GET of this form: Back must survive it. */}
        {back ? <input type="hidden" name="back" value={back} /> : null}
        {/* Enter in a field saves, rather than pressing the first Search. */}
        <DefaultSubmit label="Submit" />
        <div className="mb-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar src={preview ?? freelancer.profile_image} initials={initials(freelancer.first_name, freelancer.last_name)} className="size-20 text-xl" />
          <LazyFileField
            label="Profile image (optional)"
            kind="image"
            inputProps={getInputProps(fields.profile_image, { type: "file" })}
            errors={fields.profile_image.errors}
            showPreview={false}
            onSelect={(files) => setPreview(files[0]?.previewUrl ?? null)}
            className="flex-1"
          />
        </div>
        <div className="grid gap-x-5 sm:grid-cols-2">
          <TextField label="First Name*" inputProps={{ ...getInputProps(fields.first_name, { type: "text" }), autoComplete: "off" }} errors={fields.first_name.errors} />
          <TextField label="Last Name*" inputProps={{ ...getInputProps(fields.last_name, { type: "text" }), autoComplete: "off" }} errors={fields.last_name.errors} />
        </div>
        <CountryCityFields
          country={start.country}
          city={start.city}
          fallback={fallback}
          errors={{ country: fields.country.errors, city: fields.city.errors }}
          form={form.id}
          requiredMark
          onCountryChange={(option) => setCountryId(option?.id ?? null)}
        />
        <div className="grid gap-x-5 sm:grid-cols-2">
          <TextField label="Email*" inputProps={{ id: "freelancer-email", type: "email", defaultValue: freelancer.email, disabled: true }} hint="The email cannot be changed." />
          <Field label="Phone Number*" id={fields.contact_number.id} errors={fields.contact_number.errors}>
            {(control) => (
              <div className="flex">
                <span id={dialCodeId} className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-400 bg-gray-100 px-3 text-sm text-gray-800">
                  {dialCode}
                </span>
                <input
                  {...getInputProps(fields.contact_number, { type: "tel" })}
                  {...control}
                  key={fields.contact_number.key}
                  aria-describedby={[dialCodeId, control["aria-describedby"]].filter(Boolean).join(" ")}
                  inputMode="numeric"
                  autoComplete="off"
                  className={`${inputClassName} rounded-l-none`}
                />
              </div>
            )}
          </Field>
        </div>
        <NativeSelectField
          label="Status*"
          selectProps={{ ...getSelectProps(fields.is_active), key: fields.is_active.key }}
          options={IS_ACTIVE_OPTIONS}
          errors={fields.is_active.errors}
          className="sm:max-w-xs"
        />
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
