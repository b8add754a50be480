import { createProfileType, deleteProfileType, getProfileType, listProfileTypes, updateProfileType } from "~/models/profile-type.server";
import { describeMasterDataPact } from "./master-data-pact";
import { createPact } from "./pact";
import { states } from "./states";
import { PACT_NEW_PROFILE_TYPE, PACT_PROFILE_TYPE, PACT_RENAMED_PROFILE_TYPE } from "./states/profile-type";

describeMasterDataPact({
  pact: createPact(),
  label: "profile type",
  path: "profile-type",
  idKey: "profileTypeId",
  endpoints: { list: "profileTypeList", create: "profileTypeCreate", get: "profileTypeGet", update: "profileTypeUpdate", delete: "profileTypeDelete" },
  models: { list: listProfileTypes, get: getProfileType, create: createProfileType, update: updateProfileType, remove: deleteProfileType },
  exists: states.profileTypeExists,
  inUse: states.profileTypeInUse,
  titles: { existing: PACT_PROFILE_TYPE, created: PACT_NEW_PROFILE_TYPE, renamed: PACT_RENAMED_PROFILE_TYPE },
  inUseDetail: "This profile type is used by 1 portfolio and cannot be deleted.",
});
