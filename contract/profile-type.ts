import { masterDataEndpoints } from "./master-data";

const profileType = masterDataEndpoints("profile-type", {
  permissions: { view: "common.view_profiletype", add: "common.add_profiletype", change: "common.change_profiletype", delete: "common.delete_profiletype" },
  plural: "Profile types",
  one: "profile type",
  usedBy: "portfolio",
});

export const profileTypeEndpoints = {
  profileTypeList: profileType.list,
  profileTypeCreate: profileType.create,
  profileTypeGet: profileType.get,
  profileTypeUpdate: profileType.update,
  profileTypeDelete: profileType.delete,
};
