import { and, eq } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_CONTACT, contactUsStates, type ContactUsState } from "../states/contact-us";

export function contactUsStateHandlers({ db }: StateContext): Record<ContactUsState, StateHandler> {
  const { contactUs } = tables;
  return {
    [contactUsStates.contactUsMessagesExist]: async () => {
      const [existing] = await db
        .select({ id: contactUs.id })
        .from(contactUs)
        .where(and(eq(contactUs.userType, 1), eq(contactUs.email, PACT_CONTACT.email)));
      if (!existing) {
        await db.insert(contactUs).values({
          userType: 1,
          firstName: PACT_CONTACT.first_name,
          lastName: PACT_CONTACT.last_name,
          email: PACT_CONTACT.email,
          message: PACT_CONTACT.message,
        });
      }
      return undefined;
    },
  };
}
