import { useSyncExternalStore } from "react";

export type ChunkState<Module> = { module?: Module; failed: boolean };

/**
 * A module fetched once, after hydration, by the first component that asks for it; every
 * component using it re-renders when it arrives. react-aria's widgets cost more than the pages'
 * first-load budgets leave (decisions 033, 034, 035): the server renders a native control and
 * the widget takes over once its chunk is here. If it cannot load (offline), `failed` is true,
 * the native control stays, and the next subscriber tries again.
 */
export function lazyChunk<Module>(load: () => Promise<Module>) {
  const notLoaded: ChunkState<Module> = { failed: false };
  let state = notLoaded;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function preload(): Promise<void> {
    loading ??= load()
      .then(
        (module) => void (state = { module, failed: false }),
        () => void ((state = { failed: true }), (loading = undefined)),
      )
      .then(() => listeners.forEach((listener) => listener()));
    return loading;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    void preload();
    return () => void listeners.delete(listener);
  }

  /** The chunk's state; nothing on the server and during hydration, so both render the same. */
  function useChunk(): ChunkState<Module> {
    return useSyncExternalStore(
      subscribe,
      () => state,
      () => notLoaded,
    );
  }

  return { preload, useChunk };
}
