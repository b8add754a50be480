import { like } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import { addCertificate, addProject, cityId, createAgency, createClient, createDeveloper, createFreelancer } from "../../api/marketplace-fixtures";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_MARKETPLACE_SEARCH, marketplaceUserStates, type MarketplaceUserState } from "../states/marketplace-user";
import { uniqueSuffix } from "./role";

export function marketplaceUserStateHandlers({ db }: StateContext): Record<MarketplaceUserState, StateHandler> {
  const uid = (kind: string) => `${kind}${uniqueSuffix()}`.slice(0, 20);
  return {
    [marketplaceUserStates.marketplaceUsersExist]: async () => {
      // The listed users are the only ones their search finds, whatever earlier states left.
      await db.delete(tables.user).where(like(tables.user.uid, `${PACT_MARKETPLACE_SEARCH}%`));
      const mumbai = await cityId(db, "Mumbai");
      const company = (name: string) => ({ name, registrationNumber: "U72200MH2020", companyUrl: "https://example.com", size: 25, branchCities: [mumbai] });
      const clientId = await createClient(db, { uid: `${PACT_MARKETPLACE_SEARCH}-c`, firstName: "Cara", lastName: "Client", cityId: mumbai, company: company("Cara Co") });
      const agencyId = await createAgency(db, { uid: `${PACT_MARKETPLACE_SEARCH}-a`, firstName: "Arun", lastName: "Agency", cityId: mumbai, company: company("Arun Agency") });
      const developerId = await createDeveloper(db, agencyId, { uid: uid("pdev"), firstName: "Dev", lastName: "Eloper", cityId: mumbai });
      const freelancerId = await createFreelancer(db, { uid: `${PACT_MARKETPLACE_SEARCH}-f`, firstName: "Fay", lastName: "Freelancer", cityId: mumbai });
      for (const userId of [developerId, freelancerId]) {
        await addProject(db, userId, { title: "Storefront", link: "https://shop.example.com", duration: 6, isOnGoing: true, images: ["/api/v1/media/shop.png"] });
        await addCertificate(db, userId, { title: "AWS Developer", date: "2024-05-17" });
      }
      return { clientId, agencyId, developerId, freelancerId };
    },
    [marketplaceUserStates.deletableUsersExist]: async () => ({
      clientId: await createClient(db, { uid: uid("pdc") }),
      agencyId: await createAgency(db, { uid: uid("pda") }),
      freelancerId: await createFreelancer(db, { uid: uid("pdf") }),
    }),
    [marketplaceUserStates.undeletableUsersExist]: async () => {
      const agencyId = await createAgency(db, { uid: uid("pka") });
      await createDeveloper(db, agencyId, { uid: uid("pkd") });
      return {
        clientId: await createClient(db, { uid: uid("pkc"), pendingRequest: true }),
        agencyId,
        freelancerId: await createFreelancer(db, { uid: uid("pkf"), pendingRequest: true }),
      };
    },
  };
}
