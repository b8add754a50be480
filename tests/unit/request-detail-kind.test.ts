import { describe, expect, it } from "vitest";
import { kindOfPath } from "../../app/routes/requests/detail-paths";
import { appRouteManifest, fullPath } from "../app-routes";

describe("the request detail module's kind", () => {
  it("is read from every address app/routes.ts maps to it", () => {
    const manifest = appRouteManifest();
    const kinds = Object.values(manifest)
      .filter((route) => route.file === "routes/requests/detail.tsx")
      .map((route) => [route.id, kindOfPath(fullPath(manifest, route.id).replace(":id", "7"))]);
    expect(Object.fromEntries(kinds)).toEqual({
      "routes/requests/new-client-view": "client",
      "routes/requests/new-agency-view": "agency",
      "routes/requests/new-freelancer-view": "freelancer",
      "routes/requests/updated-client-view": "client",
      "routes/requests/updated-agency-view": "agency",
      "routes/requests/updated-freelancer-view": "freelancer",
      "routes/requests/developer-request": "agency-developer",
      "routes/requests/rejected-client-view": "client",
      "routes/requests/rejected-agency-view": "agency",
      "routes/requests/rejected-freelancer-view": "freelancer",
      "routes/requests/rejected-agency-developer-view": "agency-developer",
    });
  });

  it("reads the spec's capitalised spelling and names no kind elsewhere", () => {
    expect(kindOfPath("/new-requests/Freelancer-view/4")).toBe("freelancer");
    expect(kindOfPath("/rejected-logs/agency-developer-view/4")).toBe("agency-developer");
    expect(kindOfPath("/new-requests/admin-view/4")).toBeUndefined();
    expect(kindOfPath("/new-request")).toBeUndefined();
  });
});
