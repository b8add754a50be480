// Helpers for component tests in happy-dom (files that start with `// @vitest-environment happy-dom`).
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export type Hydrated = { container: HTMLElement; serverHtml: string; unmount: () => Promise<void> };

/**
 * Renders `element` on the "server" (what a browser without JavaScript gets), puts that markup in
 * the document and hydrates it, as a page load does. A hydration mismatch fails the test.
 */
export async function renderAndHydrate(element: ReactElement): Promise<Hydrated> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const serverHtml = renderToString(element);
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) });
  });
  if (errors.length > 0) throw new Error(`hydration failed: ${String(errors[0])}`);
  return {
    container,
    serverHtml,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** Runs a user action inside act, so React's updates and effects have run when it returns. */
export async function user(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}
