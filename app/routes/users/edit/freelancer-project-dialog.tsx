import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { TitledOption } from "#contract/option-list";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { TextAreaField, TextField } from "~/ui/field";
import { FileTrigger } from "~/ui/file-trigger";
import { FormDialog } from "~/ui/form-dialog";
import { checkboxClassName } from "~/ui/checkbox-group";
import { useZodForm } from "~/ui/use-zod-form";
import { cx } from "~/utils/cx";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { projectDialogAction, projectDialogLoader } from "./freelancer-project-dialog.server";
import { projectFormDefaults, projectFormSchema } from "./freelancer-project-form-schema";
import { projectsHref } from "./freelancer-project-state";

// Add Project and Edit Project (spec §2 Edit forms): one module listed under `projects/add` and
// `projects/:projectId/edit` in app/routes.ts; edit mode when the URL has a project id. A dialog
// over the Projects table with JavaScript, a page of its own without.
export const meta: MetaFunction = ({ params }) => [{ title: `${params.projectId ? "Edit" : "Add"} Project | Backoffice` }];
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export const loader = (args: LoaderFunctionArgs) => projectDialogLoader(args);

export const action = (args: ActionFunctionArgs) => projectDialogAction(args);

export const clientAction = keepFormOnFailedSubmit;

export default function ProjectDialog() {
  const { id, state, project, technologies, skills } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useZodForm("project", projectFormSchema, { lastResult, defaultValue: projectFormDefaults(project) });
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set(fields.deleted_images.value === undefined ? [] : [fields.deleted_images.value].flat().map(Number)));
  const formProps = { ...getFormProps(form), encType: "multipart/form-data" as const };
  return (
    <FormDialog
      title={project ? "Edit Project" : "Add Project"}
      closeHref={projectsHref(id, state)}
      formProps={formProps}
      formErrors={form.errors}
      submitLabel={project ? "Save" : "Add"}
      wide
    >
      <TextField label="Project Name*" inputProps={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} />
      <TextAreaField label="Description" textareaProps={getTextareaProps(fields.description)} errors={fields.description.errors} />
      <OptionChecklist legend="Used Technologies*" field={fields.technologies} options={technologies} />
      <OptionChecklist legend="Used Skills" field={fields.skills} options={skills} />
      <TextField label="Project Link" inputProps={{ ...getInputProps(fields.link, { type: "url" }), placeholder: "https://example.com" }} errors={fields.link.errors} />
      <div className="flex flex-wrap items-start gap-x-6">
        <TextField
          label="Project Duration (months)*"
          inputProps={{ ...getInputProps(fields.duration, { type: "text" }), inputMode: "numeric", maxLength: 2 }}
          errors={fields.duration.errors}
          className="w-48"
        />
        <label className="mt-8 flex min-h-8 items-center gap-2 text-sm text-gray-800">
          <input {...getInputProps(fields.is_on_going, { type: "checkbox" })} className={checkboxClassName} />
          Ongoing
        </label>
      </div>
      {project && project.images.length > 0 ? (
        <fieldset className="mb-3">
          <legend className="mb-2 text-sm font-medium text-gray-800">Stored images (tick to remove)</legend>
          <ul className="flex flex-wrap gap-3">
            {project.images.map((image, index) => {
              const name = `Image ${index + 1}`;
              const ticked = removed.has(image.id);
              return (
                <li key={image.id} className="flex w-28 flex-col gap-1 text-xs text-gray-700">
                  <img src={image.url} alt={`${name} of ${project.title}`} className={cx("size-24 rounded-md border border-gray-300 object-cover", ticked && "opacity-40")} />
                  <label className="flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      name={fields.deleted_images.name}
                      value={image.id}
                      defaultChecked={ticked}
                      onChange={(event) => {
                        const next = new Set(removed);
                        if (event.currentTarget.checked) next.add(image.id);
                        else next.delete(image.id);
                        setRemoved(next);
                      }}
                      className={checkboxClassName}
                    />
                    Remove {name.toLowerCase()}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      <FileTrigger label={project ? "Add images" : "Images"} kind="image" multiple inputProps={getInputProps(fields.images, { type: "file" })} errors={fields.images.errors} />
    </FormDialog>
  );
}

type ChecklistField = { name: string; errorId: string; errors?: string[]; initialValue?: unknown };

/**
 * Several options as native checkboxes in a scrolling box: no script of its own, the same with
 * and without JavaScript; the ones chosen before stay ticked when the form comes back.
 */
function OptionChecklist({ legend, field, options }: { legend: string; field: ChecklistField; options: readonly TitledOption[] }) {
  const chosen = new Set(field.initialValue === undefined ? [] : [field.initialValue].flat().map(String));
  const errorId = field.errorId;
  return (
    <fieldset aria-describedby={field.errors ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      <ul className="grid max-h-40 gap-x-6 overflow-y-auto rounded-lg border border-gray-300 px-3 py-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.id}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" name={field.name} value={option.id} defaultChecked={chosen.has(String(option.id))} className={checkboxClassName} />
              {option.title}
            </label>
          </li>
        ))}
      </ul>
      <p id={errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {field.errors?.[0]}
      </p>
    </fieldset>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
