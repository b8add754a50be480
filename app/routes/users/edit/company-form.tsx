import { getFormProps, getInputProps, parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { IS_ACTIVE_OPTIONS } from "#contract/constants";
import { Avatar } from "~/ui/avatar";
import { Button, ButtonLink } from "~/ui/button";
import { checkboxClassName } from "~/ui/checkbox-group";
import type { ComboOption } from "~/ui/combo-box";
import { CountryCityFields } from "~/ui/country-city-fields";
import { DefaultSubmit } from "~/ui/default-submit";
import { Field, FormErrors, inputClassName, TextField } from "~/ui/field";
import { FileTrigger } from "~/ui/file-trigger";
import { Card } from "~/ui/page";
import { RadioGroupField } from "~/ui/radio-group";
import { RepeatingFieldset } from "~/ui/repeating-fieldset";
import { useHydrated } from "~/ui/use-hydrated";
import { useIsPending } from "~/ui/use-pending";
import { cx } from "~/utils/cx";
import { initials } from "~/utils/format";
import type { CompanyUserLoaderData } from "./company-form.server";
import { TechnologyPicker } from "./company-technologies";
import { DEFAULT_DIAL_CODE } from "./company-phone";

type FormShape = {
  first_name: string;
  last_name: string;
  country: string;
  city: string;
  contact_number: string;
  profile_image: File;
  is_active: string;
  company: {
    name: string;
    is_registered_company: string;
    registration_number: string;
    company_url: string;
    size: string;
    identity: File;
    technologies: string[];
  };
  branches: { id: string; ref: string; country: string; city: string }[];
  head_office: string;
};


const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : typeof value === "string" ? [value] : []);

/** A new branch row: its own radio value, so the head office can be any row. */
const newBranchRef = () => `new-${Math.random().toString(36).slice(2, 10)}`;

type CompanyUserFormProps = { data: CompanyUserLoaderData; lastResult?: SubmissionResult<string[]> | null };

/**
 * The client and agency edit form (spec §2 Edit forms, §5): Personal Details, Company or Agency
 * Details, Branches Details, Status. The action alone validates (no zod in the browser); Conform
 * changes the branch rows in the browser at once, and without JavaScript its intents come back
 * from the action with everything typed kept.
 */
export function CompanyUserForm({ data, lastResult }: CompanyUserFormProps) {
  const { kind, user, countries, cities, fallbacks, technologies, backHref, limits } = data;
  const pending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields] = useForm<FormShape>({
    id: `${kind}-edit`,
    lastResult,
    defaultValue: data.defaultValue as never,
    // Applies the list intents in the browser and lets a real submit through to the action.
    onValidate: ({ formData }) => parse(formData, { resolve: (value) => ({ value: value as FormShape }) }),
  });
  const company = fields.company.getFieldset();
  const countryOption = (id: unknown): ComboOption | null => {
    const country = countries.find((item) => String(item.id) === text(id));
    return country ? { id: String(country.id), label: country.name } : null;
  };
  const cityOption = (id: unknown): ComboOption | null => (cities[text(id)] ? { id: text(id), label: cities[text(id)]! } : null);
  const [dialCode, setDialCode] = useState(() => countries.find((item) => String(item.id) === text(fields.country.initialValue))?.phone ?? DEFAULT_DIAL_CODE);
  const headOffice = text(fields.head_office.value ?? fields.head_office.initialValue);
  const agency = kind === "agency";
  const [preview, setPreview] = useState<string | null>(null);

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
      {/* First in the form: Enter in a field submits rather than pressing a row's Move or Remove. */}
      {user.pendingRequest ? null : <DefaultSubmit label="Submit" />}
      {/* A no-JavaScript Search sends the form as a GET: the way back must travel with it. */}
      <input type="hidden" name="back" value={backHref} />

      <Section title="Personal Details">
        <div className="mb-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar src={preview ?? user.profileImage} initials={initials(text(fields.first_name.initialValue), text(fields.last_name.initialValue))} className="size-20 text-xl" />
          <FileTrigger
            label={agency ? "Logo / Profile image" : "Profile image"}
            kind="image"
            inputProps={getInputProps(fields.profile_image, { type: "file" })}
            errors={fields.profile_image.errors}
            showPreview={false}
            onSelect={(files) => setPreview(files[0]?.previewUrl ?? null)}
            hint="Optional: the stored image stays unless you choose another (.png .jpg .jpeg, up to 2 MB)."
            className="flex-1"
          />
        </div>
        <div className="grid gap-x-5 sm:grid-cols-2">
          <TextField label="First Name" inputProps={{ ...getInputProps(fields.first_name, { type: "text" }), maxLength: limits.personName, autoComplete: "off" }} errors={fields.first_name.errors} />
          <TextField label="Last Name" inputProps={{ ...getInputProps(fields.last_name, { type: "text" }), maxLength: limits.personName, autoComplete: "off" }} errors={fields.last_name.errors} />
          <TextField label="Email" inputProps={{ id: `${form.id}-email`, type: "email", defaultValue: user.email, readOnly: true }} hint="The email cannot be changed." />
          <Field label="Phone Number" id={fields.contact_number.id} errors={fields.contact_number.errors} hint={`Dial code +${dialCode}, from the chosen country.`}>
            {(control) => (
              <div className="flex">
                <span aria-hidden="true" className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-400 bg-gray-100 px-3 text-sm text-gray-800">
                  +{dialCode}
                </span>
                <input
                  {...getInputProps(fields.contact_number, { type: "tel" })}
                  key={fields.contact_number.key}
                  {...control}
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={20}
                  className={cx(inputClassName, "rounded-l-none")}
                />
              </div>
            )}
          </Field>
        </div>
        <CountryCityFields
          key={fields.country.key}
          country={countryOption(fields.country.initialValue)}
          city={cityOption(fields.city.initialValue)}
          fallback={fallbacks?.[""]}
          errors={{ country: fields.country.errors, city: fields.city.errors }}
          form={form.id}
          onCountryChange={(option) => setDialCode(countries.find((item) => String(item.id) === option?.id)?.phone ?? DEFAULT_DIAL_CODE)}
        />
      </Section>

      <Section title={agency ? "Agency Details" : "Company Details"}>
        <div className="grid gap-x-5 sm:grid-cols-2">
          <TextField
            label={agency ? "Agency Name" : "Company Name"}
            inputProps={{ ...getInputProps(company.name, { type: "text" }), maxLength: limits.companyName, autoComplete: "off" }}
            errors={company.name.errors}
          />
          <TextField
            label={agency ? "Agency Website" : "Company Website (optional)"}
            inputProps={{ ...getInputProps(company.company_url, { type: "url" }), maxLength: limits.url, placeholder: "https://example.com" }}
            errors={company.company_url.errors}
          />
          <TextField
            label={agency ? "Agency Size" : "Company Size"}
            inputProps={{ ...getInputProps(company.size, { type: "text" }), inputMode: "numeric", maxLength: 7 }}
            errors={company.size.errors}
            hint="Number of people."
          />
          <RegistrationFields registered={company.is_registered_company} number={company.registration_number} hydrated={hydrated} maxLength={limits.registrationNumber} />
        </div>
        <FileTrigger
          label="Identity file (ID proof)"
          kind="file"
          inputProps={getInputProps(company.identity, { type: "file" })}
          errors={company.identity.errors}
          existing={user.identity ? [user.identity] : []}
          hint={user.identity ? "The stored file stays unless you choose another (.docx .doc .pdf .png .jpg .jpeg, up to 2 MB)." : undefined}
        />
        {agency ? (
          <TechnologyPicker
            key={company.technologies.key}
            name={company.technologies.name}
            options={technologies}
            defaultSelected={list(company.technologies.initialValue)}
            errors={Object.values(company.technologies.allErrors).flat()}
          />
        ) : null}
      </Section>

      <Section title="Branches Details">
        <RepeatingFieldset<BranchRowShape, FormShape>
          form={form}
          field={fields.branches}
          legend={<span className="sr-only">Branches</span>}
          itemLabel="branch"
          newRow={{ ref: newBranchRef(), country: "", city: "", id: "" } as never}
          min={1}
          max={limits.branches}
          // Spec §2: the head office cannot be removed, nor the saved one before the move is saved (decision 053).
          removable={(index) => {
            const row = fields.branches.getFieldList()[index]?.getFieldset();
            return text(row?.ref.value ?? row?.ref.initialValue) !== headOffice && text(row?.id.initialValue) !== String(user.savedHeadOffice);
          }}
        >
          {(row) => <BranchFields row={row} headOffice={headOffice} countryOption={countryOption} cityOption={cityOption} fallbacks={fallbacks} formId={form.id} />}
        </RepeatingFieldset>
      </Section>

      <Card>
        <RadioGroupField
          key={fields.is_active.key}
          label="Status"
          id={fields.is_active.id}
          name={fields.is_active.name}
          defaultValue={text(fields.is_active.initialValue)}
          options={IS_ACTIVE_OPTIONS}
          errors={fields.is_active.errors}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex justify-end gap-3 border-t border-gray-100 pt-4">
          <ButtonLink to={backHref} variant="secondary">
            Cancel
          </ButtonLink>
          {user.pendingRequest ? null : (
            <Button type="submit" pending={pending}>
              Submit
            </Button>
          )}
        </div>
      </Card>
    </Form>
  );
}

type BranchRowShape = FormShape["branches"][number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card>
      <section aria-labelledby={id} className="flex flex-col gap-2">
        <h2 id={id} className="mb-3 text-base font-semibold text-gray-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Spec §2, §5: unticking the box clears the number and stops requiring it (with JavaScript at once; without, on save). */
function RegistrationFields({ registered, number, hydrated, maxLength }: { registered: FieldMetadata<string>; number: FieldMetadata<string>; hydrated: boolean; maxLength: number }) {
  const [ticked, setTicked] = useState(text(registered.initialValue) === "on");
  const numberInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1">
      <label className="mt-7 mb-2 inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
        <input
          {...getInputProps(registered, { type: "checkbox" })}
          key={registered.key}
          className={checkboxClassName}
          onChange={(event) => {
            setTicked(event.currentTarget.checked);
            if (!event.currentTarget.checked && numberInput.current) numberInput.current.value = "";
          }}
        />
        Registered company
      </label>
      <Field label="Registration Number" id={number.id} errors={number.errors} hint={hydrated && !ticked ? "Tick “Registered company” to enter it." : "Required when the company is registered."}>
        {(control) => (
          <input
            {...getInputProps(number, { type: "text" })}
            key={number.key}
            {...control}
            ref={numberInput}
            maxLength={maxLength}
            autoComplete="off"
            // Without JavaScript the field stays open: an unticked box makes the action ignore it.
            disabled={hydrated && !ticked}
            className={inputClassName}
          />
        )}
      </Field>
    </div>
  );
}

type BranchFieldsProps = {
  row: FieldMetadata<BranchRowShape, FormShape>;
  headOffice: string;
  countryOption: (id: unknown) => ComboOption | null;
  cityOption: (id: unknown) => ComboOption | null;
  fallbacks: CompanyUserLoaderData["fallbacks"];
  formId: string;
};

function BranchFields({ row, headOffice, countryOption, cityOption, fallbacks, formId }: BranchFieldsProps) {
  const branch = row.getFieldset();
  const ref = text(branch.ref.initialValue);
  const prefix = row.name;
  return (
    <>
      <input type="hidden" name={branch.id.name} value={text(branch.id.initialValue)} />
      <input type="hidden" name={branch.ref.name} value={ref} />
      <CountryCityFields
        country={countryOption(branch.country.initialValue)}
        city={cityOption(branch.city.initialValue)}
        fallback={fallbacks?.[prefix]}
        names={{ country: branch.country.name, city: branch.city.name }}
        errors={{ country: branch.country.errors, city: branch.city.errors }}
        form={formId}
      />
      <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
        <input type="radio" name="head_office" value={ref} defaultChecked={ref === headOffice} className="size-4 accent-indigo-600" />
        Head office
      </label>
    </>
  );
}
