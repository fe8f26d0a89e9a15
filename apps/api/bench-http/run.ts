// The HTTP benchmark (`pnpm bench:http`): seeds the large database, starts the built server (on
// PostgreSQL and on PGlite) and the raw-pg reference server on core 0, drives them from core 1 with
// autocannon and an open-loop paced generator, and prints each figure as a ratio inside this run.
// Expects `pnpm build` to have been run. Flags: --smoke, --rounds N, --duration SEC, --no-seed,
// --url postgres://..., --users N, --events N, --connections N, --paced-seconds SEC, --server FILE,
// --pglite-from DIR (a PGlite directory seeded before by seed-large.ts, copied instead of seeding anew),
// --trace (the PostgreSQL server logs its event-loop pauses and collections: probe.mjs; each paced round
// is printed beside them).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { pacedRun, quantile, type PacedResult } from "./paced";
import { BENCH_PASSWORD, benchAccounts, DEFAULT_BENCH_URL, seedPostgres } from "./seed-large";

const appDir = fileURLToPath(new URL("../", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const referenceTs = fileURLToPath(new URL("./reference-server.ts", import.meta.url));
/** Where the traced server's probe writes (`--trace`). */
const probeLog = join(tmpdir(), `leadcoach-bench-probe-${process.pid}.log`);
/** The probe, told where to write by its address's query (it runs inside the server, which has no such setting). */
const probeUrl = new URL(`./probe.mjs?out=${encodeURIComponent(probeLog)}`, import.meta.url).href;
const seedTs = fileURLToPath(new URL("./seed-large.ts", import.meta.url));
const autocannonJs = createRequire(import.meta.url).resolve("autocannon");
const tsxLoader = import.meta.resolve("tsx");

const { values: args } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    rounds: { type: "string" },
    duration: { type: "string" },
    "no-seed": { type: "boolean", default: false },
    url: { type: "string" },
    users: { type: "string" },
    events: { type: "string" },
    connections: { type: "string", default: "10" },
    "paced-seconds": { type: "string" },
    server: { type: "string" },
    "pglite-from": { type: "string" },
    trace: { type: "boolean", default: false },
  },
});
/** The built server; another bundle (node build.mjs dist-x/server.js) can be measured with --server. */
const serverJs = args.server ? resolve(args.server) : join(appDir, "dist/server.js");
const smoke = args.smoke;
const options = {
  url: args.url ?? (smoke ? "postgres://postgres@127.0.0.1:5432/leadcoach_bench_smoke" : DEFAULT_BENCH_URL),
  size: {
    users: Number(args.users ?? (smoke ? 200 : 10_000)),
    events: Number(args.events ?? (smoke ? 10_000 : 1_000_000)),
  },
  // PGlite gets a tenth of the data: the known users' rows are the same, the table is smaller.
  pgliteSize: smoke ? { users: 50, events: 5_000 } : { users: 1_000, events: 100_000 },
  rounds: Number(args.rounds ?? (smoke ? 1 : 3)),
  duration: Number(args.duration ?? (smoke ? 1 : 5)),
  connections: Number(args.connections),
  pacedSeconds: Number(args["paced-seconds"] ?? (smoke ? 1 : 10)),
  pacedRate: 200,
  pgliteConnections: 50,
};

// ---- CPU pinning: servers on core 0, load generators (this process, autocannon) on core 1 ----

// Read before pinning: once this process is on one core, availableParallelism() says 1.
const cores = availableParallelism();
const canPin = cores >= 2 && spawnSync("taskset", ["-c", "0", "true"], { stdio: "ignore" }).status === 0;
if (canPin) spawnSync("taskset", ["-a", "-pc", "1", String(process.pid)], { stdio: "ignore" });
const onCore = (core: number, command: string[]) =>
  canPin ? ["taskset", "-c", String(core), ...command] : command;

// ---- child processes ----

const children: ChildProcess[] = [];

function start(name: string, command: string[]): { child: ChildProcess; stderr: () => string } {
  const [file, ...rest] = command;
  if (!file) throw new Error("empty command");
  const child = spawn(file, rest, { cwd: repoRoot, stdio: ["ignore", "ignore", "pipe"] });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`${name} exited early (${signal ?? code}):\n${stderr}`);
  });
  return { child, stderr: () => stderr };
}

let stopping = false;
async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
        }),
    ),
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Runs a command to its end and returns its output; a failure carries its error output. */
async function runToEnd(command: string[]): Promise<string> {
  const [file, ...rest] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(file ?? "", rest, { cwd: appDir, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4_000)));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${rest.join(" ")} exited ${code}:\n${err}`)),
    );
  });
}

async function waitFor(url: string, proc: { child: ChildProcess; stderr: () => string }, name: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${name} did not start:\n${proc.stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within two minutes:\n${proc.stderr()}`);
}

/** The built server, in production mode, quiet on the console; no DATABASE_URL means PGlite in `pgliteDir`. */
async function startServer(name: string, database: { url: string } | { pgliteDir: string }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = [
    `PORT=${port}`,
    "HOST=127.0.0.1",
    "NODE_ENV=production",
    "SESSION_SECRET=http-benchmark-session-secret-0123456789abcdef",
    `APP_URL=${base}`,
    "SEED_DEMO=false",
    "SHUTDOWN_DRAIN_MS=0",
    // An empty DATABASE_URL is "not set" (env.ts), so the inherited one cannot win over PGlite.
    "url" in database ? `DATABASE_URL=${database.url}` : "DATABASE_URL=",
    ...("pgliteDir" in database ? [`PGLITE_DIR=${database.pgliteDir}`] : []),
  ];
  const traced = args.trace && "url" in database;
  const node = traced ? [process.execPath, "--import", probeUrl] : [process.execPath];
  const proc = start(name, onCore(0, ["env", ...env, ...node, serverJs]));
  await waitFor(`${base}/readyz`, proc, name);
  return base;
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// ---- measuring ----

interface Target {
  key: string;
  url: string;
  cookie?: string;
  connections: number;
}
interface Sample {
  rps: number;
  p99: number;
  failures: number;
}

async function autocannon(target: Target, seconds: number): Promise<Sample> {
  const command = [
    process.execPath,
    autocannonJs,
    "-c",
    String(target.connections),
    "-d",
    String(seconds),
    "-j",
    ...(target.cookie ? ["-H", `cookie=${target.cookie}`] : []),
    target.url,
  ];
  const out = await runToEnd(onCore(1, command));
  const result = JSON.parse(out) as {
    duration: number;
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: { p99: number };
  };
  return {
    rps: result["2xx"] / result.duration,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A source file the bundle is built from that changed after `builtAt`, if any (tests aside). */
function newerSource(builtAt: number): string | undefined {
  for (const dir of ["apps/api/src", "packages/api/src", "packages/db/src"]) {
    for (const entry of readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.includes(".test.")) continue;
      const file = join(entry.parentPath, entry.name);
      if (statSync(file).mtimeMs > builtAt) return relative(repoRoot, file);
    }
  }
  return undefined;
}

const median = (xs: readonly number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/**
 * `--trace`: for each paced dashboard round, its p99 beside the pauses the server's probe saw in the same
 * window: the event loop's longest gap and the collections over 2 ms. A slow round with no long gap was
 * not the server's loop: the host or the generator took the time.
 */
function printTrace(rounds: PacedResult[], windows: Array<[number, number]>): void {
  const lines = existsSync(probeLog) ? readFileSync(probeLog, "utf8").trim().split("\n") : [];
  const events = lines.map((line) => {
    const [at, kind, ms] = line.split(" ");
    return { at: Number(at), kind: kind ?? "", ms: Number(ms) };
  });
  for (const [index, [from, to]] of windows.entries()) {
    const inRound = events.filter((e) => e.at >= from && e.at <= to);
    const gaps = inRound.filter((e) => e.kind === "gap").map((e) => e.ms);
    const gcs = inRound.filter((e) => e.kind.startsWith("gc-"));
    const longest = (values: number[]) => fmt(Math.max(0, ...values), 1);
    const byKind = [...new Set(gcs.map((e) => e.kind))]
      .map((kind) => {
        const ms = gcs.filter((e) => e.kind === kind).map((e) => e.ms);
        return `${kind.slice(3)} ${ms.length}x (max ${longest(ms)} ms)`;
      })
      .join(", ");
    const round = rounds[index];
    console.log(
      `trace round ${index + 1}: p99 ${fmt(round ? quantile(round.latencies, 0.99) : Number.NaN, 1)} ms; ` +
        `event-loop gaps over 2 ms ${gaps.length}, longest ${longest(gaps)} ms, ${fmt(gaps.reduce((a, b) => a + b, 0))} ms in all; ` +
        `collections over 2 ms: ${byKind || "none"}`,
    );
  }
}

async function main(): Promise<number> {
  if (!existsSync(serverJs)) {
    console.error(`${serverJs} is missing: run \`pnpm build\` first (the benchmark builds nothing).`);
    return 1;
  }
  const stale = newerSource(statSync(serverJs).mtimeMs);
  if (stale) {
    // The reference replays the source's statements; a bundle built before them runs other ones.
    console.warn(
      `WARNING: ${stale} is newer than ${serverJs}: the server and the reference route may not run the same ` +
        "SQL. Run `pnpm build` first.",
    );
  }
  const pgliteDir = join(tmpdir(), `leadcoach-bench-pglite-${process.pid}`);
  const started = performance.now();
  console.log(
    `HTTP benchmark${smoke ? " (smoke)" : ""}: ${options.rounds} round(s) of ${options.duration} s, ` +
      `${options.connections} connections; ${canPin ? "servers on core 0, load on core 1" : "no CPU pinning (taskset or a second core missing)"}; ` +
      `load average ${fmt(loadavg()[0] ?? 0, 2)}`,
  );

  try {
    // Side by side: PGlite's initdb and load are synchronous WebAssembly that would stall this process's
    // pg connections (their connect timeout fires), so PGlite is seeded by the script in a child.
    const report = (where: string) => (r: { users: number; events: number; seconds: number }) =>
      console.log(
        `seeded ${where}: ${r.users} users, ${r.events} activity rows in ${r.seconds.toFixed(1)} s`,
      );
    await Promise.all([
      args["no-seed"] ? undefined : seedPostgres(options.url, options.size).then(report(options.url)),
      args["pglite-from"]
        ? cp(args["pglite-from"], pgliteDir, { recursive: true })
        : runToEnd([
            process.execPath,
            "--import",
            tsxLoader,
            seedTs,
            "--pglite-dir",
            pgliteDir,
            "--users",
            String(options.pgliteSize.users),
            "--events",
            String(options.pgliteSize.events),
          ]).then((out) => process.stdout.write(out)),
    ]);

    const [pg, lite] = await Promise.all([
      startServer("server (PostgreSQL)", { url: options.url }),
      startServer("server (PGlite)", { pgliteDir }),
    ]);
    const refPort = await freePort();
    const refProc = start(
      "reference server",
      onCore(0, [
        process.execPath,
        "--import",
        tsxLoader,
        referenceTs,
        "--url",
        options.url,
        "--port",
        String(refPort),
        "--user-id",
        String(benchAccounts.ordinary.id),
      ]),
    );
    const ref = `http://127.0.0.1:${refPort}`;
    await waitFor(`${ref}/healthz`, refProc, "reference server");

    const ordinary = await signIn(pg, benchAccounts.ordinary.email);
    const active = await signIn(pg, benchAccounts.active.email);
    const liteOrdinary = await signIn(lite, benchAccounts.ordinary.email);
    const c = options.connections;
    const trpcDashboard = `/trpc/dashboard.summary?input=${encodeURIComponent(JSON.stringify({ timeZone: "UTC" }))}`;
    const targets: Target[] = [
      { key: "raw", url: `${ref}/reference/dashboard`, connections: c },
      { key: "rawPrepared", url: `${ref}/reference/dashboard-prepared`, connections: c },
      { key: "rest", url: `${pg}/api/dashboard`, cookie: ordinary, connections: c },
      { key: "trpc", url: `${pg}${trpcDashboard}`, cookie: ordinary, connections: c },
      { key: "restActive", url: `${pg}/api/dashboard`, cookie: active, connections: c },
      { key: "skills", url: `${pg}/api/user/skill-progress`, cookie: ordinary, connections: c },
      { key: "skillsActive", url: `${pg}/api/user/skill-progress`, cookie: active, connections: c },
      { key: "healthz", url: `${pg}/healthz`, connections: c },
      { key: "trpcMe", url: `${pg}/trpc/auth.me`, cookie: ordinary, connections: c },
      { key: "pglite", url: `${lite}/api/dashboard`, cookie: liteOrdinary, connections: c },
      {
        key: "pglite50",
        url: `${lite}/api/dashboard`,
        cookie: liteOrdinary,
        connections: options.pgliteConnections,
      },
    ];

    // Every target answers 200 before anything is timed (a 401 would be very fast).
    for (const t of targets) {
      const response = await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} });
      const body = await response.text();
      if (!response.ok)
        throw new Error(`${t.key}: ${t.url} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    if (!smoke) for (const t of targets) await autocannon(t, 1); // JIT warm-up, not recorded

    const samples = new Map<string, Sample[]>(targets.map((t) => [t.key, []]));
    for (let round = 1; round <= options.rounds; round++) {
      for (const t of targets) samples.get(t.key)?.push(await autocannon(t, options.duration));
      console.log(`round ${round}/${options.rounds} done`);
    }

    // Paced rounds alternate between the dashboard and the raw route, like the autocannon rounds, and the
    // median round's p99 is the figure: one stall of the machine (tens of milliseconds, seen on the raw
    // route too) then moves one round, not the result.
    const pacedRest: PacedResult[] = [];
    const pacedRaw: PacedResult[] = [];
    const pacedWindows: Array<[number, number]> = [];
    for (let round = 1; round <= options.rounds; round++) {
      const from = Date.now();
      pacedRest.push(
        await pacedRun({
          url: `${pg}/api/dashboard`,
          headers: { cookie: ordinary },
          rate: options.pacedRate,
          seconds: options.pacedSeconds,
        }),
      );
      pacedWindows.push([from, Date.now()]);
      pacedRaw.push(
        await pacedRun({
          url: `${ref}/reference/dashboard`,
          rate: options.pacedRate,
          seconds: options.pacedSeconds,
        }),
      );
    }

    if (args.trace) printTrace(pacedRest, pacedWindows);

    // ---- figures ----
    const get = (key: string) => samples.get(key) ?? [];
    const failures =
      [...samples.values()].flat().reduce((n, s) => n + s.failures, 0) +
      [...pacedRest, ...pacedRaw].reduce((n, r) => n + r.failed, 0);
    /** The median over rounds of a ratio taken inside each round. */
    const ratio = (a: string, b: string) =>
      median(get(a).map((s, i) => s.rps / (get(b)[i]?.rps ?? Number.NaN)));
    const rps = (key: string) => median(get(key).map((s) => s.rps));
    const pct = (x: number) => `${fmt(x * 100)}%`;
    const rows: { figure: string; measured: string; goal: string; pass: boolean | null }[] = [];
    const atLeast = (figure: string, value: number, goal: number, detail: string) =>
      rows.push({
        figure,
        measured: `${pct(value)} (${detail})`,
        goal: `>= ${pct(goal)}`,
        pass: value >= goal,
      });
    // Two yardsticks: the same statements unnamed (parsed on every run) and prepared by name, as the app
    // sends them; the prepared one is the real limit.
    atLeast(
      "GET /api/dashboard vs raw pg route",
      ratio("rest", "raw"),
      0.8,
      `${fmt(rps("rest"))} vs ${fmt(rps("raw"))} req/s`,
    );
    atLeast(
      "GET /api/dashboard vs raw pg route, prepared",
      ratio("rest", "rawPrepared"),
      0.3,
      `${fmt(rps("rest"))} vs ${fmt(rps("rawPrepared"))} req/s`,
    );
    atLeast("tRPC dashboard.summary vs raw pg route", ratio("trpc", "raw"), 0.7, `${fmt(rps("trpc"))} req/s`);
    atLeast(
      "tRPC dashboard.summary vs raw pg route, prepared",
      ratio("trpc", "rawPrepared"),
      0.3,
      `${fmt(rps("trpc"))} req/s`,
    );
    const p99s = (results: PacedResult[]) => results.map((r) => quantile(r.latencies, 0.99));
    const roundsOf = (values: number[]) => values.map((v) => fmt(v, 1)).join(" / ");
    const p99Rest = median(p99s(pacedRest));
    const p99Raw = median(p99s(pacedRaw));
    rows.push({
      figure: `dashboard p99 at an even ${options.pacedRate} req/s`,
      measured: `${fmt(p99Rest, 1)} ms (rounds ${roundsOf(p99s(pacedRest))}; ${pacedRest.reduce((n, r) => n + r.ok, 0)} requests)`,
      goal: "< 10 ms",
      pass: p99Rest < 10,
    });
    rows.push({
      figure: `raw pg route p99 at an even ${options.pacedRate} req/s`,
      measured: `${fmt(p99Raw, 1)} ms (rounds ${roundsOf(p99s(pacedRaw))})`,
      goal: "(reference)",
      pass: null,
    });
    // How late the generator itself sent (included in the figures above): a late round is the machine's.
    const lateP99s = [...pacedRest, ...pacedRaw].map((r) => quantile(r.sendDelays, 0.99));
    const lateMax = Math.max(...[...pacedRest, ...pacedRaw].map((r) => r.sendDelays.at(-1) ?? 0));
    rows.push({
      figure: "paced generator's own send delay",
      measured: `p99 ${fmt(median(lateP99s), 1)} ms (rounds ${roundsOf(lateP99s)}); max ${fmt(lateMax, 1)} ms`,
      goal: "(diagnostic)",
      pass: null,
    });
    atLeast(
      "dashboard, active user vs ordinary",
      ratio("restActive", "rest"),
      0.8,
      `${fmt(rps("restActive"))} req/s`,
    );
    atLeast(
      "skills progress, active user vs ordinary",
      ratio("skillsActive", "skills"),
      0.8,
      `${fmt(rps("skillsActive"))} vs ${fmt(rps("skills"))} req/s`,
    );
    atLeast(
      "tRPC auth.me vs GET /healthz",
      ratio("trpcMe", "healthz"),
      0.18,
      `${fmt(rps("trpcMe"))} vs ${fmt(rps("healthz"))} req/s`,
    );
    atLeast("PGlite dashboard vs PostgreSQL", ratio("pglite", "rest"), 0.5, `${fmt(rps("pglite"))} req/s`);
    const p99Lite = median(get("pglite50").map((s) => s.p99));
    rows.push({
      figure: `PGlite dashboard p99 at ${options.pgliteConnections} connections`,
      measured: `${fmt(p99Lite)} ms (${fmt(rps("pglite50"))} req/s)`,
      goal: "< 300 ms",
      pass: p99Lite < 300,
    });

    const width = (k: "figure" | "measured" | "goal") => Math.max(...rows.map((r) => r[k].length), k.length);
    const line = (a: string, b: string, c2: string, d: string) =>
      `${a.padEnd(width("figure"))}  ${b.padEnd(width("measured"))}  ${c2.padEnd(width("goal"))}  ${d}`;
    console.log("");
    console.log(line("figure", "measured", "goal", smoke ? "" : "result"));
    for (const r of rows) {
      console.log(
        line(r.figure, r.measured, r.goal, smoke || r.pass === null ? "" : r.pass ? "pass" : "FAIL"),
      );
    }
    // Each target's own medians, to compare two builds (--server) run one after the other.
    console.log(
      `\nper target (median req/s, p99 ms): ${targets
        .map((t) => `${t.key} ${fmt(rps(t.key))}/${fmt(median(get(t.key).map((s) => s.p99)))}`)
        .join(", ")}`,
    );
    // Other work on the machine moves every figure: the load average goes next to them.
    const [one, five] = loadavg();
    console.log(
      `\nload average now ${fmt(one ?? 0, 2)} / ${fmt(five ?? 0, 2)} (1 / 5 min) on ${cores} cores; ` +
        `${fmt((performance.now() - started) / 1000)} s in all`,
    );
    if (failures > 0) {
      console.error(`${failures} requests failed (non-2xx, errors or timeouts): the figures are not valid.`);
      return 1;
    }
    if (smoke) return 0;
    return rows.every((r) => r.pass !== false) ? 0 : 1;
  } finally {
    await stopAll();
    await rm(pgliteDir, { recursive: true, force: true });
    await rm(probeLog, { force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
await stopAll();
