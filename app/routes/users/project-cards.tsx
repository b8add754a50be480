import type { Project } from "#contract/marketplace-user";
import { messages } from "#contract/messages";
import { isSafeLink } from "#contract/shared-values";
import { Carousel } from "~/ui/carousel";
import { ChipList } from "~/ui/chip-list";
import { CopyableLink } from "~/ui/copy-button";
import { DetailList } from "~/ui/detail-list";
import { DialogSurface } from "~/ui/dialog";
import { Pagination } from "~/ui/list/pagination";
import { ReadMore } from "~/ui/read-more";
import { LinkIcon } from "./portfolio-header";
import { projectDuration, titleInitials } from "./portfolio-format";
import { portfolioDetailState, portfolioHref, withoutDialog, type PortfolioDetailState } from "./portfolio-state";
import { AppLink } from "~/ui/app-link";

type ProjectsProps = { basePath: string; state: PortfolioDetailState; projects: Project[]; count: number; open: Project | null };

/**
 * The Projects tab (spec §2): a card per project, 10 a page. A title opens the Project Details
 * dialog, which is an address of its own (`?tab=projects&page=2&project=17`).
 */
export function ProjectCards({ basePath, state, projects, count, open }: ProjectsProps) {
  const listState = withoutDialog(state);
  return (
    <>
      {projects.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-sm text-gray-700">{messages.noRecords}</p>
      ) : (
        <ul aria-label="Projects" className="grid gap-4 lg:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
              <div className="flex items-start gap-3">
                <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 font-semibold text-indigo-800">
                  {titleInitials(project.title)}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold [overflow-wrap:anywhere]">
                    <AppLink to={portfolioHref(basePath, state, { filters: { project: project.id } })} preventScrollReset className="text-indigo-700 hover:underline">
                      {project.title}
                    </AppLink>
                  </h3>
                  <p className="text-sm text-gray-700">{projectDuration(project)}</p>
                </div>
                {project.link && isSafeLink(project.link) ? (
                  <a href={project.link} target="_blank" rel="noreferrer" className="flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900">
                    <LinkIcon />
                    <span className="sr-only">Link of {project.title}</span>
                  </a>
                ) : null}
              </div>
              {project.description ? <ReadMore text={project.description} className="text-sm text-gray-800" /> : null}
              <UsedOptions title="Used Technologies" items={project.technologies} />
              <UsedOptions title="Used Skills" items={project.skills} />
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath={basePath} state={listState} count={count} config={portfolioDetailState} label="Projects pages" />
      {open ? <ProjectDetailsDialog project={open} closeHref={portfolioHref(basePath, state)} /> : null}
    </>
  );
}

function UsedOptions({ title, items }: { title: string; items: readonly { title: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-gray-600">{title}</p>
      <ChipList label={`${title}`} items={items.map((item) => item.title)} />
    </div>
  );
}

/** Project Details: about, technologies, skills, the images (each opens full size), the link with copy, the duration. */
function ProjectDetailsDialog({ project, closeHref }: { project: Project; closeHref: string }) {
  return (
    <DialogSurface title="Project Details" closeHref={closeHref} width="2xl" position="top">
      <h3 className="mt-2 font-semibold text-gray-900">{project.title}</h3>
      <DetailList
        className="mt-4"
        items={[
          { label: "About", value: project.description },
          { label: "Technologies", value: project.technologies.length > 0 ? <ChipList label="Technologies" items={project.technologies.map((item) => item.title)} /> : null },
          { label: "Skills", value: project.skills.length > 0 ? <ChipList label="Skills" items={project.skills.map((item) => item.title)} /> : null },
          {
            label: "Images",
            value:
              project.images.length > 0 ? (
                <Carousel label="Project images" viewerTitle="Project Image" images={project.images.map((image, index) => ({ src: image.url, alt: `Image ${index + 1} of ${project.title}` }))} />
              ) : null,
          },
          {
            label: "Link",
            value: project.link ? <CopyableLink url={project.link} label="project link" /> : null,
          },
          { label: "Duration", value: projectDuration(project) },
        ]}
      />
    </DialogSurface>
  );
}
