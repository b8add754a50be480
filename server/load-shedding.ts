import pLimit from "p-limit";

export type LoadSheddingOptions = {
  /** Page requests rendered at once; more only add latency on 2 cores (decision 016). */
  concurrency: number;
  /** Requests allowed to wait for a slot; the next one is shed at once. */
  maxQueued: number;
  /** A request that waited this long for a slot is shed: its client has likely given up, or every slot is stuck. */
  maxWaitMs: number;
  log?: (line: string) => void;
};

export const RETRY_AFTER_SECONDS = 2;

export function overloadedResponse(): Response {
  return new Response("The server is busy. Please try again in a moment.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}

/**
 * A concurrency limit with a bounded queue in front of Remix: under a burst, requests past the
 * queue get an honest 503 with Retry-After at once, instead of every render slowing down until
 * the stream timeout cuts pages off. Shed requests are logged at most once a second, with a count.
 */
export function createLoadShedder({ concurrency, maxQueued, maxWaitMs, log = console.warn }: LoadSheddingOptions) {
  const limit = pLimit(concurrency);
  let shedSinceLog = 0;
  let logTimer: NodeJS.Timeout | undefined;

  const shed = (): Response => {
    shedSinceLog += 1;
    logTimer ??= setTimeout(() => {
      log(`[overload] shed ${shedSinceLog} request(s) with 503 (${limit.activeCount} running, ${limit.pendingCount} queued)`);
      shedSinceLog = 0;
      logTimer = undefined;
    }, 1000).unref();
    return overloadedResponse();
  };

  const isFull = () => limit.activeCount + limit.pendingCount >= concurrency + maxQueued;

  return {
    run(task: () => Promise<Response>): Promise<Response> {
      if (isFull()) return Promise.resolve(shed());
      // A free slot: no wait to bound (most requests, so no timer for them).
      if (limit.activeCount + limit.pendingCount < concurrency) return limit(task);
      // Answered when the wait runs out, even while every slot stays busy; its turn then passes at once.
      return new Promise<Response>((resolve, reject) => {
        let waiting = true;
        const timer = setTimeout(() => {
          waiting = false;
          resolve(shed());
        }, maxWaitMs);
        void limit(async () => {
          if (!waiting) return;
          waiting = false;
          clearTimeout(timer);
          try {
            resolve(await task());
          } catch (error) {
            reject(error);
          }
        });
      });
    },
    /** Whether a request now would be shed at once: a form is then refused before its body is read. */
    get full() {
      return isFull();
    },
    /** The 503 of a request shed before it asked for a slot (a form past the body budget), counted in the log. */
    refuse: shed,
    get active() {
      return limit.activeCount;
    },
    get queued() {
      return limit.pendingCount;
    },
  };
}

export type LoadShedder = ReturnType<typeof createLoadShedder>;
