// Loaded into the server by `pnpm bench:http --trace` (node --import): writes, as lines of
// "<epoch ms> <kind> <ms>", every pause of the event loop that a 5 ms interval timer sees (gap) and every
// garbage collection over 2 ms (gc-<kind>), so a slow paced round can be laid beside what the server did.
import { appendFileSync } from "node:fs";
import { PerformanceObserver, performance } from "node:perf_hooks";

const out = new URL(import.meta.url).searchParams.get("out");
if (out) {
  const epoch = (t) => (performance.timeOrigin + t).toFixed(1);
  const write = (line) => appendFileSync(out, `${line}\n`);
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const gap = now - last - 5;
    if (gap > 2) write(`${epoch(now - gap)} gap ${gap.toFixed(1)}`);
    last = now;
  }, 5).unref();
  const gcKinds = { 1: "minor", 2: "major", 4: "incremental", 8: "weakcb" };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.duration > 2)
        write(
          `${epoch(entry.startTime)} gc-${gcKinds[entry.detail?.kind] ?? "other"} ${entry.duration.toFixed(1)}`,
        );
  }).observe({ entryTypes: ["gc"] });
}
