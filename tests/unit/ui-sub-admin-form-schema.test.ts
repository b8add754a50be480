// The sub-admin form's one schema in its two modes, and the bodies its value becomes.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { subAdminFormSchema, toInvitation, toSubAdminUpdate } from "~/routes/sub-admins/sub-admin-form-schema";
import { form } from "./form-data";

/** A submission's field errors; none when it succeeded. */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) => submission.error ?? undefined;

describe("the sub-admin form schema", () => {
  it("invites with email, role and permissions only, whatever else is sent", () => {
    const submission = parseWithZod(form({ email: "new@example.com", groups: "2", user_permissions: ["5", "7"], first_name: "Extra" }), {
      schema: subAdminFormSchema(),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toInvitation(submission.value)).toEqual({ email: "new@example.com", groups: 2, user_permissions: [5, 7] });
  });

  it("checks the invitation's email as the wire schema does", () => {
    const submission = parseWithZod(form({ email: "not-an-email", groups: "2", user_permissions: "5" }), { schema: subAdminFormSchema() });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.email).toBeDefined();
  });

  it("edits with a status, keeps names that exist from being cleared, and clears an empty phone", () => {
    const edit = subAdminFormSchema({ first_name: "Ada", last_name: "" });
    const cleared = parseWithZod(form({ email: "ada@example.com", groups: "2", user_permissions: "5", first_name: "", is_active: "true" }), { schema: edit });
    expect(cleared.status).toBe("error");
    expect(errorsOf(cleared)?.first_name).toEqual([messages.required]);
    const noStatus = parseWithZod(form({ email: "ada@example.com", groups: "2", user_permissions: "5", first_name: "Ada" }), { schema: edit });
    expect(errorsOf(noStatus)?.is_active).toBeDefined();
    const saved = parseWithZod(form({ email: "ada@example.com", groups: "2", user_permissions: "5", first_name: "Ada", is_active: "false" }), { schema: edit });
    expect(saved.status).toBe("success");
    if (saved.status !== "success") return;
    expect(toSubAdminUpdate(saved.value)).toEqual({
      email: "ada@example.com",
      first_name: "Ada",
      last_name: undefined,
      contact_number: null,
      is_active: false,
      groups: 2,
      user_permissions: [5],
    });
  });
});
