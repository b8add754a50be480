import { afterEach, describe, expect, it } from "vitest";
import { apiRequest, openApiPageLookups, registerEmbeddedApi, withApiPageLookups, type ApiRequestScope } from "~/models/api.server";

afterEach(() => registerEmbeddedApi(undefined));

function recordScopes(): (ApiRequestScope | undefined)[] {
  const seen: (ApiRequestScope | undefined)[] = [];
  registerEmbeddedApi(async (_request, env) => {
    seen.push(env?.scope);
    return Response.json({});
  });
  return seen;
}

describe("the API look-ups a page request shares", () => {
  it("are one scope for the calls a page's loaders start, a new one per request, none outside", async () => {
    const seen = recordScopes();
    const closeFirst = openApiPageLookups("first");
    const closeNext = openApiPageLookups("next");
    await withApiPageLookups("first", () => Promise.all([apiRequest("currentUser", { token: "t" }), apiRequest("userPermissions", { token: "t" })]));
    await withApiPageLookups("next", () => apiRequest("currentUser", { token: "t" }));
    await apiRequest("currentUser", { token: "t" });
    const [first, second, next, outside] = seen;
    expect(first).toBeInstanceOf(Map);
    expect(second).toBe(first);
    expect(next).toBeInstanceOf(Map);
    expect(next).not.toBe(first);
    expect(outside).toBeUndefined();
    closeFirst();
    closeNext();
  });

  it("are not shared by a call made after an await, nor once the request is answered", async () => {
    const seen = recordScopes();
    const close = openApiPageLookups("page");
    await withApiPageLookups("page", async () => {
      await apiRequest("currentUser", { token: "t" });
      // Other requests may have run meanwhile: this call must not borrow anyone's look-ups.
      await apiRequest("userPermissions", { token: "t" });
    });
    close();
    await withApiPageLookups("page", () => apiRequest("currentUser", { token: "t" }));
    expect(seen[0]).toBeInstanceOf(Map);
    expect(seen.slice(1)).toEqual([undefined, undefined]);
  });

  it("leave an action's calls alone: a request the server opened none for shares nothing", async () => {
    const seen = recordScopes();
    await withApiPageLookups("an-action", () => Promise.all([apiRequest("currentUser", { token: "t" }), apiRequest("userPermissions", { token: "t" })]));
    await withApiPageLookups(null, () => apiRequest("currentUser", { token: "t" }));
    expect(seen).toEqual([undefined, undefined, undefined]);
  });
});
