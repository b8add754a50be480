// Technology, profile type, skill and sub skill share one shape (spec §3): each area is named
// here once, and its list, dialogs and export are made from it.
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
};

export const technology: MasterDataArea = {
  name: "Technology",
  listPath: () => "/technology",
  list: technologyList,
  deleteQuestion: (title) => `Are you sure you want to delete the technology "${title}"?`,
};

export const profileType: MasterDataArea = {
  name: "Profile Type",
  listPath: () => "/profile-type",
  list: profileTypeList,
  deleteQuestion: (title) => `Are you sure you want to delete the profile type "${title}"?`,
};

export const skill: MasterDataArea = {
  name: "Skill",
  listPath: () => "/skill",
  list: skillList,
  deleteQuestion: (title) => `Are you sure you want to delete Skill "${title}"? Its sub skills are deleted with it.`,
};

/** Sub skills are listed on their skill's page, /skill/{id}. */
export const subSkill: MasterDataArea = {
  name: "Sub Skill",
  listPath: (params) => `/skill/${params.id}`,
  list: subSkillList,
  deleteQuestion: (title) => `Are you sure you want to delete sub Skill "${title}"?`,
};
