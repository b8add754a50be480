import { createContext, lazy, Suspense, useContext, type ComponentType } from "react";

/**
 * Components a page seldom shows (toasts, the root's error page) are loaded by the browser when
 * they first render, so a page that never shows one does not ship them (decision 013). Pages must
 * work without JavaScript, so the server renders them at once: entry.server hands every one of
 * them over by name, and hydration waits for the chunk inside <Suspense>.
 */
export type ServerRenderedName = "ToastList" | "GeneralErrorBoundary";

const ServerRendered = createContext<Partial<Record<ServerRenderedName, unknown>>>({});
export const ServerRenderedProvider = ServerRendered.Provider;

function RenderNothing() {
  return null;
}

export function clientLazy<Props extends object>(name: ServerRenderedName, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  // (Typed as the component it resolves to: TypeScript cannot relate a lazy component's ref-aware
  // props to a generic Props.)
  // A chunk that cannot be fetched (the browser went offline) renders nothing rather than
  // replacing the page with the error page: a toast is not worth the form under it.
  const Loaded = lazy(async () => ({ default: await load().catch(() => RenderNothing) })) as unknown as ComponentType<Props>;
  function ClientLazy(props: Props) {
    const Rendered = useContext(ServerRendered)[name] as ComponentType<Props> | undefined;
    return <Suspense fallback={null}>{Rendered ? <Rendered {...props} /> : <Loaded {...props} />}</Suspense>;
  }
  ClientLazy.displayName = `ClientLazy(${name})`;
  return ClientLazy;
}
