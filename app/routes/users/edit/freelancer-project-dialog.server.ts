// The server half of the Add Project and Edit Project dialogs (one module, the URL says which):
// the project comes from the page of the table the dialog is over, since the API has no call for
// one project; its images are uploaded first and named by the ids upload_file/ answered.
import { parseWithZod } from "@conform-to/zod/v4";
import { replace } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { marketplaceUserPermissions, type Project } from "#contract/marketplace-user";
import type { TitledOption } from "#contract/option-list";
import { userEditMessages } from "#contract/user-edit";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { listFreelancerProjects } from "~/models/freelancer.server";
import { isApiError, UploadRefusedError } from "~/models/errors";
import { listSkillOptions, listTechnologyOptions } from "~/models/option-list.server";
import { requireAdmin, type SessionApi } from "~/models/session.server";
import { createFreelancerProject, updateFreelancerProject } from "~/models/user-edit.server";
import { handleSubmitError } from "~/utils/action-error.server";
import { unfinishedSubmissionReply } from "~/utils/form-action.server";
import { routeId } from "~/utils/route-params";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { loadEditPage, portfolioEditStateOf } from "./freelancer-project-page.server";
import { projectFormSchema, toProjectCreate, toProjectUpdate } from "./freelancer-project-form-schema";
import { projectsHref, type PortfolioEditState } from "./freelancer-project-state";

const permission = marketplaceUserPermissions.freelancer.change;

export type ProjectDialogData = {
  id: number;
  state: PortfolioEditState;
  project: Project | null;
  technologies: TitledOption[];
  skills: TitledOption[];
};

/** `projectId` of the URL: absent in add mode; present, a positive whole number or the page is not found. */
function projectIdOf(params: Params): number | null {
  if (params.projectId === undefined) return null;
  return routeId(params, "projectId");
}

/** Options the project holds stay choosable even when no longer active (the API keeps them too). */
function withHeld(options: readonly TitledOption[], held: readonly TitledOption[]): TitledOption[] {
  const ids = new Set(options.map((option) => option.id));
  return [...options, ...held.filter((option) => !ids.has(option.id))];
}

/** The project being edited, from the page the dialog is over; one not on it leads back to the table. */
async function findProject(api: SessionApi, id: number, projectId: number, state: PortfolioEditState): Promise<Project> {
  const page = await loadEditPage(api, listFreelancerProjects, id, state, (last) => projectsHref(id, state, undefined, { page: last }));
  const project = page.results.find((row) => row.id === projectId);
  if (!project) throw replace(projectsHref(id, state));
  return project;
}

export async function projectDialogLoader({ request, params }: { request: Request; params: Params }): Promise<ProjectDialogData> {
  const { api } = await requireAdmin(request, permission);
  const id = routeId(params);
  const projectId = projectIdOf(params);
  const state = portfolioEditStateOf(request);
  const [project, technologies, skills] = await Promise.all([
    projectId === null ? null : findProject(api, id, projectId, state),
    api(listTechnologyOptions),
    api(listSkillOptions),
  ]);
  return {
    id,
    state,
    project,
    technologies: withHeld(technologies, project?.technologies ?? []),
    skills: withHeld(skills, project?.skills ?? []),
  };
}

/**
 * Saving: the form's rules, the images through upload_file/ (a refused one on the images field),
 * then the create or the change, back to the table with the spec's toast. A save that fails for
 * any other reason than the API's answer to the form says "Please try again!" (spec §8).
 */
export async function projectDialogAction({ request, params }: { request: Request; params: Params }) {
  const { api } = await requireAdmin(request, permission);
  const id = routeId(params);
  const projectId = projectIdOf(params);
  const state = portfolioEditStateOf(request);
  const submission = parseWithZod(await request.formData(), { schema: projectFormSchema });
  if (submission.status !== "success") return unfinishedSubmissionReply(submission);
  const value = submission.value;
  try {
    const current = projectId === null ? null : await findProject(api, id, projectId, state);
    const stored = await api(uploadFiles, fieldFiles("images", value.images), { fileType: "image", checkDimension: false });
    const imageIds = stored.map((file) => file.id);
    if (current === null || projectId === null) {
      await api(createFreelancerProject, id, toProjectCreate(value, imageIds));
      return redirectWithSuccess(projectsHref(id, state, undefined, { page: 1 }), userEditMessages.projectCreated);
    }
    await api(updateFreelancerProject, id, projectId, toProjectUpdate(value, current, imageIds));
    return redirectWithSuccess(projectsHref(id, state), userEditMessages.detailsUpdated);
  } catch (error) {
    if (error instanceof Response || error instanceof UploadRefusedError || (isApiError(error) && error.status < 500)) return handleSubmitError(error, request, submission);
    console.error("[project] save failed", error);
    return jsonWithError(submission.reply({ formErrors: [userEditMessages.tryAgain] }), userEditMessages.tryAgain, { status: 500 });
  }
}
