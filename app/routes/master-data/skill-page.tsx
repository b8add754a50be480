import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { messages } from "#contract/messages";
import { hasPermission } from "#contract/permissions";
import type { Skill } from "#contract/skill";
import { requireAdmin } from "~/models/session.server";
import { listSubSkills, updateSkill } from "~/models/skill.server";
import { Button, ButtonLink } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { FormErrors } from "~/ui/field";
import { Icon } from "~/ui/icons";
import { ListView } from "~/ui/list/list-view";
import { AddButton } from "~/ui/list/add-button";
import { StatusBadge, statusOfNumber } from "~/ui/status-badge";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { masterDataColumns } from "./master-data-columns";
import { MasterDataFields, useMasterDataForm } from "./master-data-form";
import { masterDataFormSchema } from "./master-data-form-schema";
import { Card, PageHeader } from "~/ui/page";
import { useIsPending } from "~/ui/use-pending";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch, loadList } from "~/utils/list-route.server";
import { apiListParams, listSearch } from "~/utils/list-state";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { loadSkillRow } from "./skill-row.server";
import { subSkillList } from "./lists";
import { exportHref } from "~/utils/list-export-link";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.skill.title ?? "Skill"} | Backoffice` }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request, "common.view_skill");
  const id = routeId(params);
  // A sub skill's id is no skill page: loadSkillRow sends it to /notfound.
  const [skill, list] = await Promise.all([
    loadSkillRow(api, id),
    loadList(request, {
      permission: "common.view_skill",
      config: subSkillList,
      fetchPage: (token, state) => listSubSkills(token, id, apiListParams(state)),
    }),
  ]);
  return { skill, list, backHref: list.state.back || "/skill", canChange: hasPermission(user.user_permissions, "common.change_skill") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleFormAction(request, {
    permission: "common.change_skill",
    // The whole form is sent every time: a cleared description must be saved as "".
    schema: masterDataFormSchema,
    perform: async (api, value) => {
      await loadSkillRow(api, id);
      await api(updateSkill, id, value);
    },
    redirectTo: `/skill/${id}${listStateSearch(request, subSkillList)}`,
    success: messages.skillUpdated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function SkillPage() {
  const { skill, list, backHref, canChange } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const search = listSearch(list.state);
  const basePath = `/skill/${skill.id}`;
  return (
    <>
      <PageHeader
        title={skill.title}
        description="A skill and the sub skills under it."
        actions={
          <ButtonLink to={backHref} variant="secondary">
            <Icon name="chevronLeft" className="size-4" />
            Back to list
          </ButtonLink>
        }
      />
      <Card className="mb-8">
        <h2 className="mb-4 text-base font-semibold tracking-wide text-gray-900 uppercase">{canChange ? "Edit Skill" : "Skill"}</h2>
        {canChange ? (
          // Saved values change the key: the form starts again from what the API holds.
          <SkillForm key={`${skill.title}|${skill.description}|${skill.status}`} skill={skill} lastResult={lastResult} />
        ) : (
          <SkillDetails skill={skill} />
        )}
      </Card>
      <ListView
        config={subSkillList}
        headingLevel="h2"
        title="Sub Skills"
        searchLabel="Search sub skills"
        basePath={basePath}
        list={list}
        rowKey={(row) => row.id}
        columns={masterDataColumns({
          held: list.permissions,
          permissions: { change: "common.change_skill", delete: "common.delete_skill" },
          state: list.state,
          basePath: `${basePath}/sub-skill`,
        })}
        exportHref={exportHref("sub-skill", search, { skill: skill.id })}
        actions={hasPermission(list.permissions, "common.add_skill") ? <AddButton to={`${basePath}/sub-skill/add${search}`}>Add Sub Skill</AddButton> : null}
      />
      <Outlet />
    </>
  );
}

function SkillForm({ skill, lastResult }: { skill: Skill; lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = useIsPending();
  const [form, fields] = useMasterDataForm("skill-form", lastResult, {
    title: skill.title,
    description: skill.description,
    status: String(skill.status),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-2xl flex-col gap-2">
      <MasterDataFields fields={fields} />
      <FormErrors id={`${form.id}-errors`} errors={form.errors} />
      <div>
        <Button type="submit" pending={pending}>
          Update
        </Button>
      </div>
    </Form>
  );
}

/** Without the change permission the skill is shown, not offered for editing. */
function SkillDetails({ skill }: { skill: Skill }) {
  return (
    <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
      <dt className="font-medium text-gray-700">Title</dt>
      <dd className="wrap-anywhere text-gray-900">{skill.title}</dd>
      <dt className="font-medium text-gray-700">Description</dt>
      <dd className="wrap-anywhere text-gray-900">{skill.description || "-"}</dd>
      <dt className="font-medium text-gray-700">Status</dt>
      <dd>
        <StatusBadge status={statusOfNumber(skill.status)} />
      </dd>
    </dl>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
