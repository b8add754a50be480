// The freelancer edit page's Project dialog and Certificates form: what the browser posts, the
// form's rules, and the API bodies the values become (decision 055).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { certificatesSaveSchema, projectCreateSchema, projectUpdateSchema, userEditMessages } from "#contract/user-edit";
import { certificatesFormDefaults } from "~/routes/users/edit/freelancer-certificate-form";
import { certificatesFormSchema, toCertificatesSave } from "~/routes/users/edit/freelancer-certificate-form-schema";
import { projectFormStart } from "~/routes/users/edit/freelancer-project-form";
import { projectFormSchema, toProjectCreate, toProjectUpdate } from "~/routes/users/edit/freelancer-project-form-schema";
import { form } from "./form-data";

/** A submission's field errors; none when it succeeded. */
const errorsOf = (submission: object) => ("error" in submission ? (submission.error as Record<string, string[] | null> | null) : null) ?? undefined;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
// What a browser posts for a file input left empty.
const noFile = () => new File([], "", { type: "application/octet-stream" });

const project = {
  id: 7,
  title: "Shop",
  description: "An online shop",
  technologies: [{ id: 3, title: "React" }],
  skills: [{ id: 5, title: "Design" }],
  images: [
    { id: 11, url: "/media/a.png" },
    { id: 12, url: "/media/b.png" },
  ],
  link: "https://shop.example.com",
  duration: 6,
  is_on_going: true,
};

describe("the project form", () => {
  it("creates with the ticked options, the ongoing checkbox and the uploaded images' ids", () => {
    const submission = parseWithZod(
      form({ title: " Shop ", description: "", technologies: ["3", "4"], link: "", duration: "6", is_on_going: "on", images: [png("a.png"), png("b.png")] }),
      { schema: projectFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.images.map((file) => file.name)).toEqual(["a.png", "b.png"]);
    const body = toProjectCreate(submission.value, [41, 42]);
    expect(body).toEqual({ title: "Shop", duration: 6, is_on_going: true, technologies: [3, 4], skills: [], description: "", link: null, images: [41, 42] });
    expect(projectCreateSchema.safeParse(body).success).toBe(true);
  });

  it("reads an unticked ongoing box and an empty file input as false and no image", () => {
    const submission = parseWithZod(form({ title: "Shop", technologies: "3", duration: "12", images: noFile() }), { schema: projectFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.is_on_going).toBe(false);
    expect(submission.value.images).toEqual([]);
  });

  it("asks for the name, a technology and a duration of at most 2 digits, with the API's messages", () => {
    const submission = parseWithZod(form({ title: "", duration: "120" }), { schema: projectFormSchema });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.title).toEqual([messages.required]);
    expect(errorsOf(submission)?.technologies).toEqual([messages.required]);
    expect(errorsOf(submission)?.duration).toEqual([userEditMessages.duration]);
    const link = parseWithZod(form({ title: "Shop", technologies: "3", duration: "2", link: "not a url" }), { schema: projectFormSchema });
    expect(errorsOf(link)?.link).toEqual([userEditMessages.url]);
  });

  it("refuses an image of another type before uploading it", () => {
    const submission = parseWithZod(form({ title: "Shop", technologies: "3", duration: "2", images: new File(["x"], "notes.txt") }), { schema: projectFormSchema });
    expect(errorsOf(submission)?.images?.[0]).toMatch(/notes\.txt file is not a valid file/);
  });

  it("changes every field, removes an emptied link, adds new images and removes only the project's ticked ones", () => {
    const submission = parseWithZod(
      form({ title: "Shop 2", technologies: "3", skills: "5", duration: "7", link: "", deleted_images: ["12", "99", "12"] }),
      { schema: projectFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const body = toProjectUpdate(submission.value, project, [50]);
    expect(body).toEqual({
      title: "Shop 2",
      duration: 7,
      is_on_going: false,
      technologies: [3],
      skills: [5],
      description: "",
      link: null,
      images: [50],
      deleted_images: [12],
    });
    expect(projectUpdateSchema.parse(body).link).toBeNull();
  });

  it("starts an edit from the project, an add empty, and a refused submit from what was posted", () => {
    expect(projectFormStart(project, undefined)).toEqual({
      title: "Shop",
      description: "An online shop",
      technologies: ["3"],
      skills: ["5"],
      link: "https://shop.example.com",
      duration: "6",
      is_on_going: true,
      deleted_images: [],
    });
    expect(projectFormStart(null, undefined)).toMatchObject({ title: "", technologies: [], is_on_going: false });
    const refused = parseWithZod(form({ title: "", technologies: ["3", "4"], duration: "7", deleted_images: "12" }), { schema: projectFormSchema }).reply();
    expect(projectFormStart(project, refused)).toMatchObject({ title: "", technologies: ["3", "4"], duration: "7", is_on_going: false, deleted_images: ["12"] });
  });
});

const certificate = {
  id: 21,
  title: "AWS",
  certification_date: "2024-03-15",
  certificate_file: "/media/aws.png",
  certification_link: null,
  description: "Cloud",
};

describe("the certificates form", () => {
  it("saves changed and new blocks in order, each new image by its upload id", () => {
    const submission = parseWithZod(
      form({
        "certifications[0].id": "21",
        "certifications[0].title": "AWS",
        "certifications[0].certification_date": "2024-03-15",
        "certifications[0].stored_file": "/media/aws.png",
        "certifications[0].certificate_file": noFile(),
        "certifications[1].title": "Scrum",
        "certifications[1].certification_date": "2025-01-02",
        "certifications[1].certification_link": "https://scrum.example.org/1",
        "certifications[2].title": "Azure",
        "certifications[2].certification_date": "2025-02-03",
        "certifications[2].certificate_file": png("azure.png"),
      }),
      { schema: certificatesFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const body = toCertificatesSave(submission.value, new Map([[2, 77]]));
    expect(body).toEqual({
      certifications: [
        { id: 21, title: "AWS", certification_date: "2024-03-15", certification_link: null, description: "" },
        { title: "Scrum", certification_date: "2025-01-02", certification_link: "https://scrum.example.org/1", description: "" },
        { title: "Azure", certification_date: "2025-02-03", certificate_file: 77, certification_link: null, description: "" },
      ],
    });
    expect(certificatesSaveSchema.safeParse(body).success).toBe(true);
  });

  it("asks a block for an image or a link unless it has a stored image, on that block's field", () => {
    const submission = parseWithZod(
      form({
        "certifications[0].id": "21",
        "certifications[0].title": "AWS",
        "certifications[0].certification_date": "2024-03-15",
        "certifications[0].stored_file": "/media/aws.png",
        "certifications[1].title": "Scrum",
        "certifications[1].certification_date": "",
      }),
      { schema: certificatesFormSchema },
    );
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.["certifications[0].certificate_file"]).toBeUndefined();
    expect(errorsOf(submission)?.["certifications[1].certificate_file"]).toEqual([userEditMessages.certificateFileOrLink]);
    expect(errorsOf(submission)?.["certifications[1].certification_date"]).toEqual([messages.required]);
  });

  it("removes a new block by Conform's list intent, keeping what was typed in the others", () => {
    const data = form({
      "certifications[0].title": "Kept",
      "certifications[0].certification_date": "2024-01-01",
      "certifications[1].title": "Dropped",
      __intent__: JSON.stringify({ type: "remove", payload: { name: "certifications", index: 1 } }),
    });
    const submission = parseWithZod(data, { schema: certificatesFormSchema });
    expect(submission.status).toBeUndefined();
    const reply = submission.reply();
    expect(reply.initialValue).toEqual({ certifications: [{ title: "Kept", certification_date: "2024-01-01" }] });
  });

  it("starts from the page's certificates, or one empty block", () => {
    expect(certificatesFormDefaults([certificate])).toEqual({
      certifications: [{ id: "21", title: "AWS", certification_date: "2024-03-15", stored_file: "/media/aws.png", certification_link: "", description: "Cloud" }],
    });
    expect(certificatesFormDefaults([]).certifications).toHaveLength(1);
  });
});
