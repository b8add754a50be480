// The server halves of each master data area's dialogs; the URL names the area and the dialog.
import type { MasterData, MasterDataRequest } from "#contract/master-data";
import { messages } from "#contract/messages";
import { createProfileType, deleteProfileType, getProfileType, updateProfileType } from "~/models/profile-type.server";
import { createSkill, deleteSkill, updateSkill } from "~/models/skill.server";
import { createTechnology, deleteTechnology, getTechnology, updateTechnology } from "~/models/technology.server";
import type { SessionApi } from "~/models/session.server";
import { deleteRoute, formRoute, type RouteArgs } from "~/utils/dialog-route.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { masterDataDialogAt, profileType, skill, subSkill, technology, type MasterDataArea } from "./areas";
import type { EditDialogData } from "./dialogs";
import { masterDataFormSchema } from "./master-data-form-schema";
import { loadSkillRow } from "./skill-row.server";

type AreaCalls = {
  messages: { created: string; updated: string; deleted: string };
  /** The row a URL names. One the API does not have (gone, or of another area) answers the list; a sub skill under another skill is /notfound. */
  row: (api: SessionApi, args: RouteArgs) => Promise<MasterData>;
  create: (api: SessionApi, body: MasterDataRequest, args: RouteArgs) => Promise<unknown>;
  update: (api: SessionApi, body: MasterDataRequest, args: RouteArgs) => Promise<unknown>;
  remove: (api: SessionApi, args: RouteArgs) => Promise<unknown>;
};

/** Add, edit and delete of one area: the guard, the form's schema, the calls, back to the list as it was. */
function masterDataDialogs(area: MasterDataArea, calls: AreaCalls) {
  const redirectTo = ({ request, params }: RouteArgs) => `${area.listPath(params)}${listStateSearch(request, area.list)}`;
  return {
    add: formRoute({
      permission: area.permissions.add,
      schema: masterDataFormSchema,
      perform: calls.create,
      redirectTo,
      success: calls.messages.created,
    }),
    edit: formRoute({
      permission: area.permissions.change,
      load: async (api, args): Promise<EditDialogData> => ({ row: await calls.row(api, args) }),
      // The whole form is sent every time: a cleared description must be saved as "".
      schema: masterDataFormSchema,
      perform: calls.update,
      redirectTo,
      success: calls.messages.updated,
    }),
    delete: deleteRoute({
      permission: area.permissions.delete,
      load: async (api, args) => ({ name: (await calls.row(api, args)).title }),
      perform: calls.remove,
      redirectTo,
      success: calls.messages.deleted,
    }),
  };
}

const id = ({ params }: RouteArgs) => routeId(params);

const technologyDialogs = masterDataDialogs(technology, {
  messages: { created: messages.technologyCreated, updated: messages.technologyUpdated, deleted: messages.technologyDeleted },
  row: (api, args) => api(getTechnology, id(args)),
  create: (api, body) => api(createTechnology, body),
  update: (api, body, args) => api(updateTechnology, id(args), body),
  remove: (api, args) => api(deleteTechnology, id(args)),
});

const profileTypeDialogs = masterDataDialogs(profileType, {
  messages: { created: messages.profileTypeCreated, updated: messages.profileTypeUpdated, deleted: messages.profileTypeDeleted },
  row: (api, args) => api(getProfileType, id(args)),
  create: (api, body) => api(createProfileType, body),
  update: (api, body, args) => api(updateProfileType, id(args), body),
  remove: (api, args) => api(deleteProfileType, id(args)),
});

/** A skill: a row without a parent (a sub skill's id is no skill). Skills are edited on their own page. */
const skillRow = (api: SessionApi, { params }: RouteArgs) => loadSkillRow(api, routeId(params));

const skillDialogs = masterDataDialogs(skill, {
  messages: { created: messages.skillCreated, updated: messages.skillUpdated, deleted: messages.skillDeleted },
  row: skillRow,
  // The skill form has no parent: sub skills are added on the skill's page.
  create: (api, body) => api(createSkill, body),
  update: async (api, body, args) => {
    await skillRow(api, args);
    await api(updateSkill, id(args), body);
  },
  remove: async (api, args) => {
    await skillRow(api, args);
    await api(deleteSkill, id(args));
  },
});

/** A sub skill of the skill in the URL: without this check a sub-skill URL could reach any skill by its id. */
const subSkillRow = (api: SessionApi, { params }: RouteArgs) => loadSkillRow(api, routeId(params, "subId"), routeId(params));

const subSkillDialogs = masterDataDialogs(subSkill, {
  messages: { created: messages.subSkillCreated, updated: messages.subSkillUpdated, deleted: messages.subSkillDeleted },
  row: subSkillRow,
  // The API refuses a parent that is not a skill (400) and an unknown one.
  create: (api, body, args) => api(createSkill, { ...body, parent: id(args) }),
  update: async (api, body, args) => {
    await subSkillRow(api, args);
    await api(updateSkill, routeId(args.params, "subId"), body);
  },
  remove: async (api, args) => {
    await subSkillRow(api, args);
    await api(deleteSkill, routeId(args.params, "subId"));
  },
});

const dialogsByArea = new Map<MasterDataArea, ReturnType<typeof masterDataDialogs>>([
  [technology, technologyDialogs],
  [profileType, profileTypeDialogs],
  [skill, skillDialogs],
  [subSkill, subSkillDialogs],
]);

/** The loader and action of the dialog a request's URL names (app/routes.ts lists those URLs). */
export function masterDataDialogRoute(request: Request) {
  const { area, kind } = masterDataDialogAt(new URL(request.url).pathname);
  const dialogs = dialogsByArea.get(area);
  if (!dialogs) throw new Error(`No dialogs for ${area.name}`);
  return dialogs[kind];
}
