// Messages sent from the marketplace's contact form (spec §2 Contact Us, §7). Read-only here.
import { z } from "./zod";
import { CONTACT_US_USER_TYPES, CONTACT_US_READ_MORE_AT, CONTACT_US_ORDERING } from "./constants";
import { pagedSchema, exportableListQuerySchema } from "./common";
import { messages } from "./messages";
import { defineEndpoint } from "./endpoint";
// Defined without zod for the browser (contract/constants.ts).
export { CONTACT_US_USER_TYPES, CONTACT_US_READ_MORE_AT, CONTACT_US_ORDERING };

export type ContactUsUserType = (typeof CONTACT_US_USER_TYPES)[keyof typeof CONTACT_US_USER_TYPES];

export const contactUsSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  message: z.string(),
  created: z.iso.datetime({ offset: true }),
});
export type ContactUs = z.infer<typeof contactUsSchema>;
export const contactUsListSchema = pagedSchema(contactUsSchema);

const contactUsUserTypeField = () =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? undefined : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.union([z.literal(CONTACT_US_USER_TYPES.company), z.literal(CONTACT_US_USER_TYPES.resources)], {
      error: (issue) => (issue.input === undefined ? messages.required : `"${String(issue.input)}" is not a valid choice.`),
    }),
  );

/**
 * GET contact-us-admin/?user_type (required)&page&page_size&search&ordering. `search` looks in
 * first_name, last_name, email and message; `ordering` takes first_name and last_name only.
 * Default: newest first.
 */
export const contactUsListQuerySchema = exportableListQuerySchema(CONTACT_US_ORDERING).extend({ user_type: contactUsUserTypeField() });

export const contactUsEndpoints = {
  contactUsList: defineEndpoint({
    method: "GET",
    path: "contact-us-admin/",
    auth: true,
    permission: "common.view_contactus",
    statuses: [200, 400, 401, 403, 404],
    summary: "Contact-us messages of one tab (1 company, 2 resources), paged, searched and sorted by name; newest first",
    query: contactUsListQuerySchema,
    answer: contactUsListSchema,
  }),
};
