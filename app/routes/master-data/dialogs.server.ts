// The server halves of each master data area's dialogs: `export const loader = technologyDialogs.add.loader;`.
import { masterDataRequestSchema, type MasterData, type MasterDataRequest } from "#contract/master-data";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { createProfileType, deleteProfileType, getProfileType, updateProfileType } from "~/models/profile-type.server";
import { createSkill, deleteSkill, updateSkill } from "~/models/skill.server";
import { createTechnology, deleteTechnology, getTechnology, updateTechnology } from "~/models/technology.server";
import { deleteRoute, formRoute, type RouteArgs } from "~/utils/dialog-route.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { profileType, skill, subSkill, technology, type MasterDataArea } from "./areas";
import type { EditDialogData } from "./dialogs";
import { loadSkillRow } from "./skill-row.server";

type AreaApi = {
  permissions: { add: PermissionCode; change: PermissionCode; delete: PermissionCode };
  messages: { created: string; updated: string; deleted: string };
  /** The row a URL names; a row of another area or parent is /notfound. */
  row: (token: string, args: RouteArgs) => Promise<MasterData>;
  create: (token: string, body: MasterDataRequest, args: RouteArgs) => Promise<unknown>;
  update: (token: string, body: MasterDataRequest, args: RouteArgs) => Promise<unknown>;
  remove: (token: string, args: RouteArgs) => Promise<unknown>;
};

/** Add, edit and delete of one area: the guard, the form's schema, the calls, back to the list as it was. */
function masterDataDialogs(area: MasterDataArea, api: AreaApi) {
  const redirectTo = ({ request, params }: RouteArgs) => `${area.listPath(params)}${listStateSearch(request, area.list)}`;
  return {
    add: formRoute({
      permission: api.permissions.add,
      schema: masterDataRequestSchema,
      perform: api.create,
      redirectTo,
      success: api.messages.created,
    }),
    edit: formRoute({
      permission: api.permissions.change,
      load: async (token, args): Promise<EditDialogData> => ({ row: await api.row(token, args) }),
      // The whole form is sent every time: a cleared description must be saved as "".
      schema: masterDataRequestSchema,
      perform: api.update,
      redirectTo,
      success: api.messages.updated,
    }),
    delete: deleteRoute({
      permission: api.permissions.delete,
      load: async (token, args) => ({ name: (await api.row(token, args)).title }),
      perform: api.remove,
      redirectTo,
      success: api.messages.deleted,
    }),
  };
}

const id = ({ params }: RouteArgs) => routeId(params);

export const technologyDialogs = masterDataDialogs(technology, {
  permissions: { add: "common.add_technology", change: "common.change_technology", delete: "common.delete_technology" },
  messages: { created: messages.technologyCreated, updated: messages.technologyUpdated, deleted: messages.technologyDeleted },
  row: (token, args) => getTechnology(token, id(args)),
  create: (token, body) => createTechnology(token, body),
  update: (token, body, args) => updateTechnology(token, id(args), body),
  remove: (token, args) => deleteTechnology(token, id(args)),
});

export const profileTypeDialogs = masterDataDialogs(profileType, {
  permissions: { add: "common.add_profiletype", change: "common.change_profiletype", delete: "common.delete_profiletype" },
  messages: { created: messages.profileTypeCreated, updated: messages.profileTypeUpdated, deleted: messages.profileTypeDeleted },
  row: (token, args) => getProfileType(token, id(args)),
  create: (token, body) => createProfileType(token, body),
  update: (token, body, args) => updateProfileType(token, id(args), body),
  remove: (token, args) => deleteProfileType(token, id(args)),
});

const skillPermissions = { add: "common.add_skill", change: "common.change_skill", delete: "common.delete_skill" } as const;

/** A skill: a row without a parent (a sub skill's id is no skill). Skills are edited on their own page. */
const skillRow = (token: string, { request, params }: RouteArgs) => loadSkillRow(request, token, routeId(params));

export const skillDialogs = masterDataDialogs(skill, {
  permissions: skillPermissions,
  messages: { created: messages.skillCreated, updated: messages.skillUpdated, deleted: messages.skillDeleted },
  row: skillRow,
  // The skill form has no parent: sub skills are added on the skill's page.
  create: (token, body) => createSkill(token, body),
  update: async (token, body, args) => {
    await skillRow(token, args);
    await updateSkill(token, id(args), body);
  },
  remove: async (token, args) => {
    await skillRow(token, args);
    await deleteSkill(token, id(args));
  },
});

/** A sub skill of the skill in the URL: without this check a sub-skill URL could reach any skill by its id. */
const subSkillRow = (token: string, { request, params }: RouteArgs) => loadSkillRow(request, token, routeId(params, "subId"), routeId(params));

export const subSkillDialogs = masterDataDialogs(subSkill, {
  permissions: skillPermissions,
  messages: { created: messages.subSkillCreated, updated: messages.subSkillUpdated, deleted: messages.subSkillDeleted },
  row: subSkillRow,
  // The API refuses a parent that is not a skill (400) and an unknown one.
  create: (token, body, args) => createSkill(token, { ...body, parent: id(args) }),
  update: async (token, body, args) => {
    await subSkillRow(token, args);
    await updateSkill(token, routeId(args.params, "subId"), body);
  },
  remove: async (token, args) => {
    await subSkillRow(token, args);
    await deleteSkill(token, routeId(args.params, "subId"));
  },
});
