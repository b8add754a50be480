import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#contract/file";
import { acceptFor, uploadProblem } from "~/utils/files";

describe("uploadProblem (profile image)", () => {
  it("accepts png, jpg and jpeg up to 2 MB, whatever the case of the extension", () => {
    expect(uploadProblem({ name: "me.png", size: 1000 }, "image")).toBeNull();
    expect(uploadProblem({ name: "me.JPG", size: MAX_UPLOAD_BYTES }, "image")).toBeNull();
    expect(uploadProblem({ name: "me.jpeg", size: 10 }, "image")).toBeNull();
  });

  it("refuses another type with the spec's message", () => {
    expect(uploadProblem({ name: "cv.pdf", size: 10 }, "image")).toBe("cv.pdf file is not a valid file please upload from .png, .jpg, .jpeg files");
  });

  it("refuses 2 MB + 1 byte with the spec's message", () => {
    expect(uploadProblem({ name: "big.png", size: MAX_UPLOAD_BYTES + 1 }, "image")).toBe("file size needs to be less than 2 MB");
  });

  it("gives the accept attribute of a kind", () => {
    expect(acceptFor("image")).toBe(".png,.jpg,.jpeg");
  });
});
