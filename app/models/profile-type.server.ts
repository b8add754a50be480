import { masterDataModel } from "./master-data.server";

export const { list: listProfileTypes, export: exportProfileTypes, get: getProfileType, create: createProfileType, update: updateProfileType, delete: deleteProfileType } =
  masterDataModel("profileType");
