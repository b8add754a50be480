// technology/ and technology/{id}/.
import * as tables from "../../api/db/schema";
import { describeMasterData } from "./master-data";

describeMasterData({
  path: "technology",
  label: "technology",
  permissions: {
    view: "common.view_technology",
    add: "common.add_technology",
    change: "common.change_technology",
    delete: "common.delete_technology",
  },
  refer: async (db, userId, id) => {
    await db.insert(tables.userTechnology).values({ userId, technologyId: id });
  },
  inUseDetail: (users) => `This technology is used by ${users} profiles and cannot be deleted.`,
});
