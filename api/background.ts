// Work done after an answer has been given (mail) or on a timer (the upload sweep). A failure is
// logged, never thrown at nobody, and idle() lets close() and the tests wait for what is under way.

export type BackgroundTasks = {
  /** Starts `task` after the current answer; a failure is logged as "<label> failed:". */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far (and any they started) has settled. */
  idle(): Promise<void>;
};

/** When a task starts; setImmediate by default, so the answer is on its way first. */
export type StartTask = (start: () => void) => void;

export const afterCurrentAnswer: StartTask = (start) => {
  setImmediate(start);
};

export function createBackgroundTasks(logger: Pick<Console, "error">, startTask: StartTask = afterCurrentAnswer): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const settled = new Promise<void>((resolve) => startTask(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error(`${label} failed:`, error),
        )
        .finally(() => pending.delete(settled));
      pending.add(settled);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
