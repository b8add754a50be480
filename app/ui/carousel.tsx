import { useState, useSyncExternalStore } from "react";
import { cx } from "~/utils/cx";
import { Icon } from "./icons";
import { ImageViewer } from "./image-viewer";
import { useHydrated } from "./use-hydrated";

export type CarouselImage = { src: string; alt: string };

// Spec §9: 3 slides, 2 under 767 px. The CSS below (min-[767px]) and this query say the same.
const WIDE = "(min-width: 767px)";
export const slidesPerView = (wide: boolean) => (wide ? 3 : 2);

/** The slides a page shows: the page that holds slide `first`, `perView` at a time. */
export function carouselPage(count: number, perView: number, first: number) {
  const start = Math.floor(Math.min(Math.max(first, 0), Math.max(count - 1, 0)) / perView) * perView;
  const end = Math.min(start + perView, count);
  return { start, end, hasPrevious: start > 0, hasNext: end < count };
}

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

const pagerButton =
  "flex size-9 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

type CarouselProps = {
  images: readonly CarouselImage[];
  /** Names the carousel (e.g. "Project images"). */
  label: string;
  /** The full-size dialog's title (spec: "Project Image"). */
  viewerTitle?: string;
};

/**
 * Images 3 at a time (2 under 767 px), each opening the ImageViewer. Without JavaScript (and until
 * hydration) a row that scrolls sideways with snap points, each slide a link to its image. After
 * hydration the row pages instead: Previous and Next buttons (at an end they stay focusable,
 * marked aria-disabled, and do nothing), and the newly shown slides are announced politely.
 * Renders nothing without images.
 * Use: `<Carousel label="Project images" images={project.images.map((src, i) => ({ src, alt: `Project image ${i + 1}` }))} />`.
 */
export function Carousel({ images, label, viewerTitle = "Project Image" }: CarouselProps) {
  const hydrated = useHydrated();
  const wide = useWide();
  const [first, setFirst] = useState(0);
  if (images.length === 0) return null;

  const perView = slidesPerView(wide);
  const paging = hydrated && images.length > perView;
  const page = carouselPage(images.length, perView, first);
  const go = (to: number, allowed: boolean) => () => {
    if (allowed) setFirst(to);
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex items-center gap-2">
      {paging ? (
        <button type="button" aria-label="Previous images" aria-disabled={!page.hasPrevious || undefined} onClick={go(page.start - perView, page.hasPrevious)} className={pagerButton}>
          <Icon name="chevronLeft" />
        </button>
      ) : null}
      <div
        aria-live={hydrated ? "polite" : undefined}
        className={cx(
          "min-w-0 flex-1 gap-3",
          hydrated ? "grid grid-cols-2 min-[767px]:grid-cols-3" : "flex snap-x snap-mandatory overflow-x-auto pb-2",
        )}
      >
        {images.map((image, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
            hidden={paging && (index < page.start || index >= page.end)}
            className={cx(!hydrated && "shrink-0 basis-[calc((100%-0.75rem)/2)] snap-start min-[767px]:basis-[calc((100%-1.5rem)/3)]")}
          >
            <ImageViewer src={image.src} alt={image.alt} title={viewerTitle} label={`View ${image.alt}`} className="w-full">
              <img src={image.src} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover" />
            </ImageViewer>
          </div>
        ))}
      </div>
      {paging ? (
        <button type="button" aria-label="Next images" aria-disabled={!page.hasNext || undefined} onClick={go(page.end, page.hasNext)} className={pagerButton}>
          <Icon name="chevronRight" />
        </button>
      ) : null}
    </section>
  );
}
