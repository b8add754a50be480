// What the Add / Edit Project form starts from, without zod: the browser validates nothing itself
// (decision 055), so the page's first load ships no schema.
import type { SubmissionResult } from "@conform-to/react";
import type { Project } from "#contract/marketplace-user";

export type ProjectFormStart = {
  title: string;
  description: string;
  technologies: string[];
  skills: string[];
  link: string;
  duration: string;
  is_on_going: boolean;
  deleted_images: string[];
};

const list = (value: unknown): string[] => (value === undefined || value === null ? [] : [value].flat().map(String));
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The form's values: what was posted when the action answered with errors (every value kept,
 * the files aside: a browser never fills a file input), else the project being edited, else empty.
 */
export function projectFormStart(project: Project | null, lastResult: SubmissionResult<string[]> | null | undefined): ProjectFormStart {
  const posted = lastResult?.initialValue;
  if (posted) {
    return {
      title: textOf(posted.title),
      description: textOf(posted.description),
      technologies: list(posted.technologies),
      skills: list(posted.skills),
      link: textOf(posted.link),
      duration: textOf(posted.duration),
      is_on_going: posted.is_on_going === "on",
      deleted_images: list(posted.deleted_images),
    };
  }
  return {
    title: project?.title ?? "",
    description: project?.description ?? "",
    technologies: project?.technologies.map((item) => String(item.id)) ?? [],
    skills: project?.skills.map((item) => String(item.id)) ?? [],
    link: project?.link ?? "",
    duration: project ? String(project.duration) : "",
    is_on_going: project?.is_on_going ?? false,
    deleted_images: [],
  };
}
