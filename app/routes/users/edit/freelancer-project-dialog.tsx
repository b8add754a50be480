import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { TitledOption } from "#contract/option-list";
import { checkboxClassName } from "~/ui/checkbox-group";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { TextAreaField, TextField } from "~/ui/field";
import { FormDialog } from "~/ui/form-dialog";
import { useSubmissionErrors } from "~/ui/server-validated-form";
import { cx } from "~/utils/cx";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { projectDialogAction, projectDialogLoader } from "./freelancer-project-dialog.server";
import { LazyFileField } from "./freelancer-project-file-field";
import { projectFormStart } from "./freelancer-project-form";
import { projectsHref } from "./freelancer-project-state";

// Add Project and Edit Project (spec §2 Edit forms): one module listed under `projects/add` and
// `projects/:projectId/edit` in app/routes.ts; edit mode when the URL has a project id. A dialog
// over the Projects table with JavaScript, a page of its own without. The action validates with
// the form's schema; the browser ships none (decision 055).
export const meta: MetaFunction = ({ params }) => [{ title: `${params.projectId ? "Edit" : "Add"} Project | Backoffice` }];
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export const loader = (args: LoaderFunctionArgs) => projectDialogLoader(args);

export const action = (args: ActionFunctionArgs) => projectDialogAction(args);

export const clientAction = keepFormOnFailedSubmit;

const FORM_ID = "project";
const fieldId = (name: string) => `${FORM_ID}-${name}`;

export default function ProjectDialog() {
  const { id, state, project, technologies, skills } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const errors = useSubmissionErrors(lastResult);
  const start = projectFormStart(project, lastResult);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set(start.deleted_images));
  const formProps = { id: FORM_ID, noValidate: true, onSubmit: () => undefined, onInput: errors.onInput, encType: "multipart/form-data" as const };
  const text = (name: keyof typeof start, value: string) => ({ id: fieldId(name), name, defaultValue: value });
  return (
    <FormDialog
      title={project ? "Edit Project" : "Add Project"}
      closeHref={projectsHref(id, state)}
      formProps={formProps}
      formErrors={errors.form}
      submitLabel={project ? "Save" : "Add"}
      wide
    >
      <TextField label="Project Name*" inputProps={{ ...text("title", start.title), required: true }} errors={errors.field("title")} />
      <TextAreaField label="Description" textareaProps={text("description", start.description)} errors={errors.field("description")} />
      <OptionChecklist legend="Used Technologies*" name="technologies" options={technologies} chosen={start.technologies} errors={errors.field("technologies")} />
      <OptionChecklist legend="Used Skills" name="skills" options={skills} chosen={start.skills} errors={errors.field("skills")} />
      <TextField label="Project Link" inputProps={{ ...text("link", start.link), type: "url", placeholder: "https://example.com" }} errors={errors.field("link")} />
      <div className="flex flex-wrap items-start gap-x-6">
        <TextField
          label="Project Duration (months)*"
          inputProps={{ ...text("duration", start.duration), inputMode: "numeric", maxLength: 2, required: true }}
          errors={errors.field("duration")}
          className="w-48"
        />
        <label className="mt-8 flex min-h-8 items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" name="is_on_going" defaultChecked={start.is_on_going} className={checkboxClassName} />
          Ongoing
        </label>
      </div>
      {project && project.images.length > 0 ? (
        <fieldset className="mb-3">
          <legend className="mb-2 text-sm font-medium text-gray-800">Stored images (tick to remove)</legend>
          <ul className="flex flex-wrap gap-3">
            {project.images.map((image, index) => {
              const name = `image ${index + 1}`;
              const ticked = removed.has(String(image.id));
              return (
                <li key={image.id} className="flex w-28 flex-col gap-1 text-xs text-gray-700">
                  <img src={image.url} alt={`Image ${index + 1} of ${project.title}`} className={cx("size-24 rounded-md border border-gray-300 object-cover", ticked && "opacity-40")} />
                  <label className="flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      name="deleted_images"
                      value={image.id}
                      defaultChecked={ticked}
                      onChange={(event) => {
                        const next = new Set(removed);
                        if (event.currentTarget.checked) next.add(String(image.id));
                        else next.delete(String(image.id));
                        setRemoved(next);
                      }}
                      className={checkboxClassName}
                    />
                    Remove {name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      <LazyFileField label={project ? "Add images" : "Images"} kind="image" multiple inputProps={{ id: fieldId("images"), name: "images" }} errors={errors.field("images")} />
    </FormDialog>
  );
}

type ChecklistProps = { legend: string; name: string; options: readonly TitledOption[]; chosen: readonly string[]; errors: readonly string[] | undefined };

/**
 * Several options as native checkboxes in a scrolling box: no script of its own, the same with
 * and without JavaScript; the ones chosen before stay ticked when the form comes back.
 */
function OptionChecklist({ legend, name, options, chosen, errors }: ChecklistProps) {
  const ticked = new Set(chosen);
  const errorId = fieldId(`${name}-error`);
  return (
    <fieldset aria-describedby={errors ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      <ul className="grid max-h-40 gap-x-6 overflow-y-auto rounded-lg border border-gray-300 px-3 py-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.id}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" name={name} value={option.id} defaultChecked={ticked.has(String(option.id))} className={checkboxClassName} />
              {option.title}
            </label>
          </li>
        ))}
      </ul>
      <p id={errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {errors?.[0]}
      </p>
    </fieldset>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
