import * as tables from "../../../api/db/schema";
import { addRequest, createFreelancer } from "../../api/marketplace-fixtures";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { userRequestStates, type UserRequestState } from "../states/user-request";
import { uniqueSuffix } from "./role";

export function userRequestStateHandlers({ db, now }: StateContext): Record<UserRequestState, StateHandler> {
  const freelancer = () => createFreelancer(db, { uid: `prq${uniqueSuffix()}`.slice(0, 20), isActive: false });
  return {
    [userRequestStates.requestsExist]: async () => ({
      pendingRequestId: await addRequest(db, await freelancer(), 5, 1),
      rejectedRequestId: await addRequest(db, await freelancer(), 5, 3),
    }),
    [userRequestStates.decidedRequestExists]: async () => {
      const decidedRequestId = await addRequest(db, await freelancer(), 5, 2);
      await db.insert(tables.userRequestDecision).values({ requestId: decidedRequestId, adminId: null, adminName: "Other Admin", decision: 2, version: 1, created: now() });
      return { decidedRequestId };
    },
  };
}
