import type { FastifyInstance } from "fastify";

export interface BackgroundTask {
  /** For the log. */
  name: string;
  /** One pass of the work. `signal` aborts when the app closes: a long task may stop early. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** Overrides the runner's interval for this task (housekeeping needs it hourly, not every poll). */
  intervalMs?: number;
}

export interface BackgroundJobsOptions {
  intervalMs: number;
  tasks: readonly BackgroundTask[];
}

/**
 * Runs each task in the server process, over and over, `intervalMs` after its previous run ended:
 * a run never overlaps the one before it, however long it takes. A failure is logged and the next
 * run comes as usual; the process never stops for it. Nothing starts before the app is ready (so a
 * test that builds the app and never uses it runs nothing), the timers never keep the process
 * alive, and closing the app stops them and waits for the runs in progress before the database
 * and connections close.
 */
export function registerBackgroundJobs(app: FastifyInstance, options: BackgroundJobsOptions): void {
  const stop = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function schedule(task: BackgroundTask): void {
    if (stop.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(task).finally(() => {
        running.delete(run);
        schedule(task);
      });
      running.add(run);
    }, task.intervalMs ?? options.intervalMs);
    timer.unref();
    timers.add(timer);
  }

  async function runOnce(task: BackgroundTask): Promise<void> {
    try {
      await task.run(stop.signal);
    } catch (error) {
      app.log.warn({ err: error, task: task.name }, `background task ${task.name} failed`);
    }
  }

  app.addHook("onReady", async () => {
    for (const task of options.tasks) schedule(task);
  });
  // preClose runs before the server and the onClose hooks (the database among them) shut down.
  app.addHook("preClose", async () => {
    stop.abort();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all([...running]);
  });
}
