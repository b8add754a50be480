import { masterDataModel } from "./master-data.server";

export const { list: listTechnologies, export: exportTechnologies, get: getTechnology, create: createTechnology, update: updateTechnology, delete: deleteTechnology } =
  masterDataModel("technology");
