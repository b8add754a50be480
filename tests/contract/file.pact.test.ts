import { readFile } from "node:fs/promises";
import path from "node:path";
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { UPLOAD_RATE_LIMIT, uploadKinds } from "#contract/file";
import { errorMessage } from "~/models/errors";
import { uploadFile } from "~/models/file.server";
import { againstMock, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";

const { eachLike, integer, regex, string } = MatchersV3;

const pact = createPact();

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const AVATAR = path.join(FIXTURES, "avatar-250.png");
const NOT_AN_IMAGE = path.join(FIXTURES, "not-an-image.png");
// A fixed boundary keeps the pact file byte-identical from one run to the next.
const BOUNDARY = "pact-boundary-7d1a3c";

async function fixtureFile(filePath: string): Promise<File> {
  return new File([await readFile(filePath)], path.basename(filePath), { type: "image/png" });
}

describe("uploadFile", () => {
  it("201: stores a 250 x 250 PNG and answers where it is served", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("an upload of a 250 x 250 PNG profile image")
      .withRequestMultipartFileUpload(
        { method: "POST", path: apiPath("uploadFile"), headers: authHeader },
        "image/png",
        AVATAR,
        "file_obj",
        BOUNDARY,
      )
      .willRespondWith({
        status: 201,
        body: {
          id: integer(1),
          file: regex("^(https?://[^/]+)?/\\S+$", "/api/v1/media/0f1e2d3c4b5a69788796a5b4c3d2e1f0.png"),
          file_name: string("avatar-250.png"),
          content_type: string("image/png"),
          size: integer(327),
        },
      });
    await againstMock(pact, async () => {
      const stored = await uploadFile(EXAMPLE_TOKEN, await fixtureFile(AVATAR), { fileType: "image", checkDimension: true });
      expect(stored.file).toBe("/api/v1/media/0f1e2d3c4b5a69788796a5b4c3d2e1f0.png");
      expect(stored.content_type).toBe("image/png");
    });
  });

  it("400: refuses a text file renamed to .png", async () => {
    const message = messages.fileType("not-an-image.png", uploadKinds.file);
    pact
      .given(states.adminSignedIn)
      .uponReceiving("an upload of a text file renamed to .png")
      .withRequestMultipartFileUpload(
        { method: "POST", path: apiPath("uploadFile"), headers: authHeader },
        // Pact's mock matches the part by its content, which is text whatever the name says.
        "text/plain",
        NOT_AN_IMAGE,
        "file_obj",
        BOUNDARY,
      )
      .willRespondWith({ status: 400, body: { file_obj: eachLike(message) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(
        uploadFile(EXAMPLE_TOKEN, await fixtureFile(NOT_AN_IMAGE), { fileType: "file", checkDimension: false }),
        400,
      );
      expect(errorMessage(error.body)).toBe(message);
    });
  });

  it("429: refuses an admin past its upload calls with a detail", async () => {
    const detail = messages.uploadThrottled(UPLOAD_RATE_LIMIT.windowMs / 60_000);
    pact
      .given(states.adminUploadsUsedUp)
      .uponReceiving("an upload from an admin past its upload calls")
      .withRequestMultipartFileUpload(
        { method: "POST", path: apiPath("uploadFile"), headers: authHeader },
        "image/png",
        AVATAR,
        "file_obj",
        BOUNDARY,
      )
      .willRespondWith({ status: 429, body: { detail: string(detail) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(
        uploadFile(EXAMPLE_TOKEN, await fixtureFile(AVATAR), { fileType: "image", checkDimension: true }),
        429,
      );
      expect(errorMessage(error.body)).toBe(detail);
    });
  });
});
