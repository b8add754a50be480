import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { marketplaceUserPermissions, type Certificate } from "#contract/marketplace-user";
import { CERTIFICATES_MAX, userEditMessages } from "#contract/user-edit";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { listFreelancerCertifications } from "~/models/freelancer.server";
import { requireAdmin } from "~/models/session.server";
import { saveFreelancerCertificates } from "~/models/user-edit.server";
import { Button, ButtonLink } from "~/ui/button";
import { cx } from "~/utils/cx";
import { DatePicker } from "~/ui/date-picker";
import { focusableRow, useRowFocus } from "~/ui/use-row-focus";
import { DefaultSubmit } from "~/ui/default-submit";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { FormErrors, TextAreaField, TextField } from "~/ui/field";
import { Pagination } from "~/ui/list/pagination";
import { useIsPending } from "~/ui/use-pending";
import { handleSubmitError } from "~/utils/action-error.server";
import { unfinishedSubmissionReply } from "~/utils/form-action.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { routeId } from "~/utils/route-params";
import { redirectWithSuccess } from "~/utils/toast.server";
import { certificatesFormDefaults, emptyCertificate } from "./freelancer-certificate-form";
import { certificateFileField, certificatesFormSchema, toCertificatesSave, type CertificatesFormValue } from "./freelancer-certificate-form-schema";
import { LazyFileField } from "./freelancer-project-file-field";
import { loadEditPage, portfolioEditStateOf } from "./freelancer-project-page.server";
import { certificatesHref, certificatesPath, portfolioEditState, type PortfolioEditState } from "./freelancer-project-state";
import { FREELANCERS_LIST_PATH } from "./freelancer-update-tabs";

// The freelancer edit page's Certificates tab (spec §2 Edit forms): the page's certificates as
// repeating "Certificate N" blocks, "add New", Cancel and Save. A new block is removed by Conform's
// list intent (without JavaScript, a submit the action answers with the form again); a saved one
// is deleted on the server after the confirmation of the child route `:certificateId/delete`.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, marketplaceUserPermissions.freelancer.change);
  const id = routeId(params);
  const state = portfolioEditStateOf(request);
  const page = await loadEditPage(api, listFreelancerCertifications, id, state, (last) => certificatesHref(id, state, undefined, { page: last }));
  return { id, state, count: page.count, certificates: page.results, maxBlocks: CERTIFICATES_MAX };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, marketplaceUserPermissions.freelancer.change);
  const id = routeId(params);
  const state = portfolioEditStateOf(request);
  const submission = parseWithZod(await request.formData(), { schema: certificatesFormSchema });
  if (submission.status !== "success") return unfinishedSubmissionReply(submission);
  const blocks = submission.value.certifications;
  try {
    const chosen = blocks.flatMap((block, index) => fieldFiles(certificateFileField(index), block.certificate_file).map((file) => ({ index, file })));
    const stored = await api(uploadFiles, chosen.map(({ file }) => file), { fileType: "certificate", checkDimension: false });
    // uploadFiles answers every file in the order given, or throws.
    const uploadedIds = new Map(chosen.map(({ index }, position) => [index, stored[position]!.id]));
    await api(saveFreelancerCertificates, id, toCertificatesSave(submission.value, uploadedIds));
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
  return redirectWithSuccess(certificatesHref(id, state), userEditMessages.detailsUpdated);
}

export const clientAction = keepFormOnFailedSubmit;

export default function FreelancerCertificatesTab() {
  const { id, state, count, certificates, maxBlocks } = useLoaderData<typeof loader>();
  // Saved or deleted certificates change the page's data: the form starts afresh from it.
  return (
    <section aria-labelledby="certificates-heading" className="flex flex-col gap-4">
      <h2 id="certificates-heading" className="text-base font-semibold text-gray-900">
        Certificates
      </h2>
      <CertificatesForm key={JSON.stringify(certificates)} id={id} state={state} certificates={certificates} maxBlocks={maxBlocks} />
      {count > state.page_size ? <Pagination basePath={certificatesPath(id)} state={state} count={count} config={portfolioEditState} label="Certificates pages" /> : null}
      <Outlet />
    </section>
  );
}

function CertificatesForm({ id, state, certificates, maxBlocks }: { id: number; state: PortfolioEditState; certificates: Certificate[]; maxBlocks: number }) {
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  // Conform for the rows' add and remove in the browser; the action alone validates (decision 055).
  const [form, fields] = useForm<z.input<typeof certificatesFormSchema>, CertificatesFormValue>({ id: "certificates", lastResult, defaultValue: certificatesFormDefaults(certificates) });
  const blocks = fields.certifications.getFieldList();
  const firstNumber = (state.page - 1) * state.page_size;
  const { container, focusRowAt } = useRowFocus<HTMLFormElement>(blocks.length, "[data-add-certificate]");
  return (
    <Form ref={container} method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
      <DefaultSubmit label="Save" />
      {blocks.map((block, index) => (
        <CertificateBlock
          key={block.key}
          block={block}
          number={firstNumber + index + 1}
          removeButton={
            block.getFieldset().id.initialValue ? (
              <ButtonLink to={certificatesHref(id, state, `${block.getFieldset().id.initialValue}/delete`)} preventScrollReset variant="secondary" size="sm">
                Remove<span className="sr-only"> Certificate {firstNumber + index + 1}</span>
              </ButtonLink>
            ) : (
              <Button type="submit" variant="secondary" size="sm" {...form.remove.getButtonProps({ name: fields.certifications.name, index })} onClick={() => focusRowAt(index)}>
                Remove<span className="sr-only"> Certificate {firstNumber + index + 1}</span>
              </Button>
            )
          }
        />
      ))}
      <p id={fields.certifications.errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {fields.certifications.errors?.[0]}
      </p>
      <div>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={blocks.length >= maxBlocks}
          {...form.insert.getButtonProps({ name: fields.certifications.name, defaultValue: emptyCertificate })}
          onClick={() => focusRowAt(blocks.length)}
          data-add-certificate
        >
          add New<span className="sr-only"> certificate</span>
        </Button>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex justify-end gap-3 border-t border-gray-100 pt-4">
        <ButtonLink to={state.back || FREELANCERS_LIST_PATH} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" pending={pending}>
          Save
        </Button>
      </div>
    </Form>
  );
}

type CertificateFields = ReturnType<typeof useForm<z.input<typeof certificatesFormSchema>, CertificatesFormValue>>[1];
type Block = ReturnType<CertificateFields["certifications"]["getFieldList"]>[number];

function CertificateBlock({ block, number, removeButton }: { block: Block; number: number; removeButton: ReactNode }) {
  const fieldset = block.getFieldset();
  const stored = fieldset.stored_file.initialValue;
  return (
    <fieldset tabIndex={focusableRow.tabIndex} className={cx("rounded-lg border border-gray-200 p-4", focusableRow.className)}>
      <legend className="px-1 text-sm font-medium text-gray-800">Certificate {number}</legend>
      <input {...getInputProps(fieldset.id, { type: "hidden" })} />
      <input {...getInputProps(fieldset.stored_file, { type: "hidden" })} />
      <div className="grid gap-x-5 sm:grid-cols-2">
        <TextField label="Certificate Title*" inputProps={getInputProps(fieldset.title, { type: "text" })} errors={fieldset.title.errors} />
        <DatePicker
          label="Certification Date*"
          inputProps={getInputProps(fieldset.certification_date, { type: "date" })}
          errors={fieldset.certification_date.errors}
        />
        <LazyFileField
          label="Certification Image"
          kind="certificate"
          inputProps={getInputProps(fieldset.certificate_file, { type: "file" })}
          errors={fieldset.certificate_file.errors}
          existing={typeof stored === "string" && stored ? [{ url: stored }] : []}
        />
        <TextField
          label="Certificate Link"
          inputProps={{ ...getInputProps(fieldset.certification_link, { type: "url" }), placeholder: "https://example.com" }}
          errors={fieldset.certification_link.errors}
          hint="An image or a link is required."
        />
      </div>
      <TextAreaField label="Description" textareaProps={{ ...getTextareaProps(fieldset.description), rows: 3 }} errors={fieldset.description.errors} />
      {/* A saved certificate deleted meanwhile (the API's message on the block's id). */}
      {fieldset.id.errors ? <FormErrors id={fieldset.id.errorId} errors={fieldset.id.errors} /> : null}
      <div className="flex justify-end">{removeButton}</div>
    </fieldset>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
