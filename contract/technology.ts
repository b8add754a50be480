import { masterDataEndpoints } from "./master-data";

const technology = masterDataEndpoints("technology", {
  permissions: { view: "common.view_technology", add: "common.add_technology", change: "common.change_technology", delete: "common.delete_technology" },
  plural: "Technologies",
  one: "technology",
  usedBy: "profile",
});

export const technologyEndpoints = {
  technologyList: technology.list,
  technologyCreate: technology.create,
  technologyGet: technology.get,
  technologyUpdate: technology.update,
  technologyDelete: technology.delete,
};
