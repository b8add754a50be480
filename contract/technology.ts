import { masterDataEndpoints } from "./master-data";

export const technologyEndpoints = masterDataEndpoints("technology", "technology", { model: "technology", plural: "Technologies", one: "technology", usedBy: "profile" });
