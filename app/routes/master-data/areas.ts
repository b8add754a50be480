// Technology, profile type, skill and sub skill share one shape (spec §3): each area is named
// here once, and its list, dialogs and export are made from it.
import type { PermissionCode } from "#contract/permissions";
import type { ListConfig } from "~/utils/list-state";
import type { ListPath } from "~/utils/dialog-route";
import { profileTypeList, skillList, subSkillList, technologyList } from "./lists";

export type MasterDataArea = {
  /** "Technology", in titles and labels. */
  name: string;
  /** The list a dialog returns to. */
  listPath: ListPath;
  list: ListConfig;
  /** The confirmation before a row is deleted. */
  deleteQuestion: (title: string) => string;
  /** Who may add, change and delete a row (the list needs the view permission). */
  permissions: { add: PermissionCode; change: PermissionCode; delete: PermissionCode };
};

const skillPermissions = { add: "common.add_skill", change: "common.change_skill", delete: "common.delete_skill" } as const;

export const technology: MasterDataArea = {
  name: "Technology",
  listPath: () => "/technology",
  list: technologyList,
  deleteQuestion: (title) => `Are you sure you want to delete the technology "${title}"?`,
  permissions: { add: "common.add_technology", change: "common.change_technology", delete: "common.delete_technology" },
};

export const profileType: MasterDataArea = {
  name: "Profile Type",
  listPath: () => "/profile-type",
  list: profileTypeList,
  deleteQuestion: (title) => `Are you sure you want to delete the profile type "${title}"?`,
  permissions: { add: "common.add_profiletype", change: "common.change_profiletype", delete: "common.delete_profiletype" },
};

export const skill: MasterDataArea = {
  name: "Skill",
  listPath: () => "/skill",
  list: skillList,
  deleteQuestion: (title) => `Are you sure you want to delete Skill "${title}"? Its sub skills are deleted with it.`,
  permissions: skillPermissions,
};

/** Sub skills are listed on their skill's page, /skill/{id}. */
export const subSkill: MasterDataArea = {
  name: "Sub Skill",
  listPath: (params) => `/skill/${params.id}`,
  list: subSkillList,
  deleteQuestion: (title) => `Are you sure you want to delete sub Skill "${title}"?`,
  permissions: skillPermissions,
};

const areasByFirstSegment: Record<string, MasterDataArea> = { technology, "profile-type": profileType, skill };

export type MasterDataDialogKind = "add" | "edit" | "delete";

/** The area and the dialog a master data dialog's URL names: /technology/12/edit, /skill/3/sub-skill/add. */
export function masterDataDialogAt(pathname: string): { area: MasterDataArea; kind: MasterDataDialogKind } {
  const segments = pathname.split("/").filter(Boolean);
  const kind = segments.at(-1);
  const area = segments.includes("sub-skill") ? subSkill : areasByFirstSegment[segments[0] ?? ""];
  if (!area || (kind !== "add" && kind !== "edit" && kind !== "delete")) throw new Error(`No master data dialog at ${pathname}`);
  return { area, kind };
}
