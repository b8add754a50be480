// The role form's own schema: a name and the permission ids, as the wire body has them
// (contract/role.ts), so the form's value is the body. The picker's Select all / Clear all are
// intents of the form action (permission-form.server.ts), not fields.
import { roleRequestSchema } from "#contract/role";

export const roleFormSchema = roleRequestSchema;
