import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PactV3, SpecificationVersion } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { againstMock } from "./pact";

// Its own consumer and directory: nothing here may reach pacts/.
function throwawayPact(): PactV3 {
  return new PactV3({
    consumer: "harness-check",
    provider: "harness-check-provider",
    dir: mkdtempSync(join(tmpdir(), "pact-harness-")),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V3,
    logLevel: "error",
  });
}

describe("againstMock waits for the mock's record, not a fixed time", () => {
  it("still fails when the expected request is never made", async () => {
    const pact = throwawayPact()
      .uponReceiving("a request the test never makes")
      .withRequest({ method: "GET", path: "/never" })
      .willRespondWith({ status: 204 });
    await expect(againstMock(pact, async () => "no request")).rejects.toThrow(/expected but not received/);
  });

  it("passes as soon as the request is matched", async () => {
    const pact = throwawayPact()
      .uponReceiving("a request the test makes")
      .withRequest({ method: "GET", path: "/made" })
      .willRespondWith({ status: 204 });
    const status = await againstMock(pact, async () => {
      const base = process.env.API_URL ?? "";
      return (await fetch(new URL("/made", base))).status;
    });
    expect(status).toBe(204);
  });
});
