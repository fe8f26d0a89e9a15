import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerBackgroundJobs } from "../src/plugins/background-jobs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function appWithWarnings() {
  const warnings: unknown[] = [];
  const app = Fastify({ logger: false });
  app.log.warn = (obj: unknown) => void warnings.push(obj);
  return { app, warnings };
}

describe("registerBackgroundJobs", () => {
  it("starts nothing before the app is ready", async () => {
    const { app } = appWithWarnings();
    let runs = 0;
    registerBackgroundJobs(app, { intervalMs: 5, tasks: [{ name: "count", run: async () => void runs++ }] });
    await sleep(50);
    expect(runs).toBe(0);
    await app.ready();
    await sleep(50);
    await app.close();
    expect(runs).toBeGreaterThan(2);
  });

  it("never overlaps runs of one task, and keeps going after a failure", async () => {
    const { app, warnings } = appWithWarnings();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    registerBackgroundJobs(app, {
      intervalMs: 1,
      tasks: [
        {
          name: "slow",
          run: async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            await sleep(20);
            active--;
            runs++;
            if (runs === 1) throw new Error("first run fails");
          },
        },
      ],
    });
    await app.ready();
    await sleep(150);
    await app.close();
    expect(maxActive).toBe(1);
    expect(runs).toBeGreaterThan(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ task: "slow", err: { message: "first run fails" } });
  });

  it("runs each task on its own interval", async () => {
    const { app } = appWithWarnings();
    const runs = { often: 0, rarely: 0 };
    registerBackgroundJobs(app, {
      intervalMs: 5,
      tasks: [
        { name: "often", run: async () => void runs.often++ },
        { name: "rarely", intervalMs: 60_000, run: async () => void runs.rarely++ },
      ],
    });
    await app.ready();
    await sleep(60);
    await app.close();
    expect(runs.often).toBeGreaterThan(2);
    expect(runs.rarely).toBe(0);
  });

  it("on close, signals the running task, waits for it, and runs nothing after", async () => {
    const { app } = appWithWarnings();
    let started = 0;
    let finished = 0;
    let sawAbort = false;
    registerBackgroundJobs(app, {
      intervalMs: 1,
      tasks: [
        {
          name: "long",
          run: async (signal) => {
            started++;
            await sleep(100);
            sawAbort = signal.aborted;
            finished++;
          },
        },
      ],
    });
    await app.ready();
    await sleep(30);
    expect(started).toBe(1);
    await app.close();
    expect(finished).toBe(1);
    expect(sawAbort).toBe(true);
    await sleep(50);
    expect(started).toBe(1);
  });
});
