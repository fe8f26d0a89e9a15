import http from "node:http";

export interface PacedResult {
  sent: number;
  ok: number;
  failed: number;
  /** Milliseconds from each request's scheduled send time to the end of its response, sorted. */
  latencies: number[];
  /**
   * Milliseconds each request left after its scheduled time, sorted: the generator's own stalls (its
   * timers, its collector, its core taken), which the latencies above include.
   */
  sendDelays: number[];
}

/**
 * An open-loop load: requests leave at exact intervals whether or not earlier ones have come back, and
 * each latency counts from the scheduled send time, so a stalled server shows up in the tail instead
 * of slowing the generator down (autocannon's -R sends each second's quota in a burst).
 */
export async function pacedRun(options: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  seconds: number;
}): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const headers = options.headers ?? {};
  const request = (scheduled: number) =>
    new Promise<{ ms: number; ok: boolean }>((resolve) => {
      const req = http.request(options.url, { agent, headers }, (res) => {
        res.resume();
        res.once("end", () =>
          resolve({ ms: performance.now() - scheduled, ok: (res.statusCode ?? 0) < 300 }),
        );
      });
      req.once("error", () => resolve({ ms: performance.now() - scheduled, ok: false }));
      req.end();
    });

  // A few connections opened beforehand, so the first scheduled requests do not pay for the handshake.
  await Promise.all(Array.from({ length: 4 }, () => request(performance.now())));

  const interval = 1000 / options.rate;
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const start = performance.now() + 20;
  const pending: Promise<{ ms: number; ok: boolean }>[] = [];
  const sendDelays: number[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Every request whose time has come leaves now, late timers included; none is skipped.
      while (pending.length < total && start + pending.length * interval <= now) {
        const scheduled = start + pending.length * interval;
        sendDelays.push(now - scheduled);
        pending.push(request(scheduled));
      }
      if (pending.length >= total) return done();
      setTimeout(tick, Math.max(0, start + pending.length * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
  const results = await Promise.all(pending);
  agent.destroy();
  return {
    sent: results.length,
    ok: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    latencies: results.map((r) => r.ms).sort((a, b) => a - b),
    sendDelays: sendDelays.sort((a, b) => a - b),
  };
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
