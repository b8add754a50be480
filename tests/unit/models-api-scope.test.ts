import { afterEach, describe, expect, it } from "vitest";
import { apiRequest, registerEmbeddedApi, runInApiRequestScope, type ApiRequestScope } from "~/models/api.server";

afterEach(() => registerEmbeddedApi(undefined));

describe("runInApiRequestScope", () => {
  it("hands the embedded API one scope for all the calls of a page request, a new one per request, none outside", async () => {
    const seen: (ApiRequestScope | undefined)[] = [];
    registerEmbeddedApi(async (_request, env) => {
      seen.push(env?.scope);
      return Response.json({});
    });
    await runInApiRequestScope(() => Promise.all([apiRequest("currentUser", { token: "t" }), apiRequest("userPermissions", { token: "t" })]));
    await runInApiRequestScope(() => apiRequest("currentUser", { token: "t" }));
    await apiRequest("currentUser", { token: "t" });
    const [first, second, next, outside] = seen;
    expect(first).toBeInstanceOf(Map);
    expect(second).toBe(first);
    expect(next).toBeInstanceOf(Map);
    expect(next).not.toBe(first);
    expect(outside).toBeUndefined();
  });
});
