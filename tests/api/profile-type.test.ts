// profile-type/ and profile-type/{id}/.
import * as tables from "../../api/db/schema";
import { describeMasterData } from "./master-data";

describeMasterData({
  path: "profile-type",
  label: "profile type",
  permissions: {
    view: "common.view_profiletype",
    add: "common.add_profiletype",
    change: "common.change_profiletype",
    delete: "common.delete_profiletype",
  },
  refer: async (db, userId, id) => {
    await db.insert(tables.portfolio).values({ userId, profileTypeId: id });
  },
  inUseDetail: (users) => `This profile type is used by ${users} portfolios and cannot be deleted.`,
});
