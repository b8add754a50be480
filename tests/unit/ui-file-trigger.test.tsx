import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#contract/file";
import { FileTrigger } from "~/ui/file-trigger";
import { fileProblems, uploadHint } from "~/utils/files";
import { fileNameFromUrl } from "~/ui/stored-files";

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const square = async () => ({ width: 250, height: 250 });
const wide = async () => ({ width: 300, height: 250 });

describe("fileProblems (the checks before upload)", () => {
  it("passes accepted files and names each refused one in the spec's words", async () => {
    expect(await fileProblems([file("a.png"), file("b.JPEG")], { kind: "image" })).toEqual([]);
    expect(await fileProblems([file("a.png"), file("notes.txt"), file("big.jpg", MAX_UPLOAD_BYTES + 1)], { kind: "image" })).toEqual([
      "notes.txt file is not a valid file please upload from .png, .jpg, .jpeg files",
      "file size needs to be less than 2 MB",
    ]);
  });

  it("takes the accept list of the kind: documents for the ID proof, PDFs for certificates", async () => {
    expect(await fileProblems([file("id.docx"), file("id.pdf")], { kind: "file" })).toEqual([]);
    expect(await fileProblems([file("cert.docx")], { kind: "certificate" })).toEqual([
      "cert.docx file is not a valid file please upload from .pdf, .png, .jpg, .jpeg files",
    ]);
  });

  it("checks 250 x 250 only when asked, and only on images", async () => {
    expect(await fileProblems([file("a.png")], { kind: "image", readDimension: wide })).toEqual([]);
    expect(await fileProblems([file("a.png")], { kind: "image", checkDimension: true, readDimension: square })).toEqual([]);
    expect(await fileProblems([file("a.png")], { kind: "image", checkDimension: true, readDimension: wide })).toEqual(["the dimension needs to be 250 x 250"]);
    expect(await fileProblems([file("c.pdf")], { kind: "certificate", checkDimension: true, readDimension: wide })).toEqual([]);
  });

  it("refuses an image that does not decode when the dimension is checked", async () => {
    const broken = () => Promise.reject(new Error("not an image"));
    expect(await fileProblems([file("a.png")], { kind: "image", checkDimension: true, readDimension: broken })).toEqual(["the dimension needs to be 250 x 250"]);
  });
});

describe("uploadHint and fileNameFromUrl", () => {
  it("says the types, 2 MB, and the dimension when checked (spec §2 Shell)", () => {
    expect(uploadHint("image")).toBe("Allowed *.png, *.jpg, *.jpeg, 2MB or less");
    expect(uploadHint("image", true)).toBe("Allowed *.png, *.jpg, *.jpeg, 2MB or less, 250 x 250 pixels");
  });

  it("names a stored file by its URL's last segment", () => {
    expect(fileNameFromUrl("/api/v1/media/id%20proof.pdf?x=1")).toBe("id proof.pdf");
    expect(fileNameFromUrl("https://cdn.example/a/b.png#top")).toBe("b.png");
  });
});

describe("FileTrigger on the server (the page without JavaScript)", () => {
  it("is a native file input with the accept list, the hint and the server's error under it", () => {
    const html = renderToStaticMarkup(
      <FileTrigger label="ID proof" kind="file" inputProps={{ id: "proof", name: "proof" }} errors={["x.exe file is not a valid file please upload from .docx files"]} />,
    );
    expect(html).toMatch(/<input [^>]*type="file"[^>]*>/);
    expect(html).toContain('accept=".docx,.doc,.pdf,.png,.jpg,.jpeg"');
    expect(html).toContain('name="proof"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="proof-hint proof-error"');
    expect(html).toContain("Allowed *.docx, *.doc, *.pdf, *.png, *.jpg, *.jpeg, 2MB or less");
    expect(html).toMatch(/<p id="proof-error"[^>]*>x\.exe file is not a valid file/);
    expect(html).not.toContain("multiple");
  });

  it("takes several files when multiple (project images)", () => {
    const html = renderToStaticMarkup(<FileTrigger label="Project images" kind="image" multiple inputProps={{ id: "images", name: "images" }} />);
    expect(html).toMatch(/<input [^>]*multiple=""/);
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("lists stored files by name, each with a View link that opens it apart from the form", () => {
    const html = renderToStaticMarkup(
      <FileTrigger
        label="Certificate file"
        kind="certificate"
        inputProps={{ id: "cert", name: "cert" }}
        existing={[{ url: "/api/v1/media/cert-1.pdf" }, { url: "/api/v1/media/abc.png", name: "Award.png" }]}
      />,
    );
    expect(html).toMatch(/<ul aria-label="Stored files"/);
    expect(html).toMatch(/<span[^>]*>cert-1\.pdf<\/span><a href="\/api\/v1\/media\/cert-1\.pdf" target="_blank" rel="noopener noreferrer"[^>]*>View<span class="sr-only"> cert-1\.pdf<\/span><\/a>/);
    expect(html).toContain("View<span class=\"sr-only\"> Award.png</span>");
  });
});
