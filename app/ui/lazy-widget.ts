import { useSyncExternalStore } from "react";

/**
 * A hook that answers a widget's react-aria part once its chunk has loaded, and null on the server,
 * during hydration and before (decisions 033, 034: heavy react-aria parts load after the page, and
 * the server-rendered fallback stands in until then). The chunk is fetched when the first widget
 * using it mounts in the browser; if it cannot load (offline), the fallback stays and the next
 * widget to mount tries again.
 */
export function lazyWidget<Loaded>(load: () => Promise<Loaded>): () => Loaded | null {
  let loaded: Loaded | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    loading ??= load()
      .then((module) => {
        loaded = module;
        listeners.forEach((notify) => notify());
      })
      .catch(() => {
        loading = null;
      });
    return () => void listeners.delete(listener);
  };
  return function useLazyWidget() {
    return useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
  };
}
