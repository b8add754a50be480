import { masterDataEndpoints } from "./master-data";

export const profileTypeEndpoints = masterDataEndpoints("profileType", "profile-type", { model: "profiletype", plural: "Profile types", one: "profile type", usedBy: "portfolio" });
