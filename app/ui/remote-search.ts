// The search behind a combo box's options (spec §9): nothing below the minimum number of
// characters, then one request per pause in typing (debounced 1 s); an answer to an older text is
// dropped. Plain code, so its timing is tested with fake timers.

export type ComboOption = { id: string; label: string };

export type RemoteSearchState =
  | { status: "idle" } // fewer characters than the minimum
  | { status: "waiting"; text: string } // typed; the request goes when typing pauses
  | { status: "loading"; text: string }
  | { status: "done"; text: string; options: readonly ComboOption[] }
  | { status: "failed"; text: string };

export type RemoteSearchOptions = {
  minChars: number;
  delayMs?: number;
  /** The options for a text: the app's own resource route, fetched. */
  load: (text: string, signal: AbortSignal) => Promise<readonly ComboOption[]>;
  onChange: (state: RemoteSearchState) => void;
};

export const SEARCH_DELAY_MS = 1000;

export function createRemoteSearch({ minChars, delayMs = SEARCH_DELAY_MS, load, onChange }: RemoteSearchOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  const stop = () => {
    clearTimeout(timer);
    request?.abort();
    request = undefined;
  };
  return {
    /** The text in the field changed. */
    input(raw: string) {
      stop();
      const text = raw.trim();
      if (text.length < minChars) return onChange({ status: "idle" });
      onChange({ status: "waiting", text });
      timer = setTimeout(() => {
        const controller = (request = new AbortController());
        onChange({ status: "loading", text });
        load(text, controller.signal).then(
          (options) => !controller.signal.aborted && onChange({ status: "done", text, options }),
          () => !controller.signal.aborted && onChange({ status: "failed", text }),
        );
      }, delayMs);
    },
    stop,
  };
}
