import { createDb, migrateToLatest, seed } from "@leadcoach/db";
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { reliabilityEnv } from "../env";

/** apps/api, where `node --import tsx src/server.ts` runs the server from source. */
export const apiRoot = fileURLToPath(new URL("../../", import.meta.url));

export const SESSION_SECRET = "reliability-session-secret-0123456789-abcdef";

/** The environment every server child gets: quiet, generous rate limits, a short drain. */
export function serverEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...reliabilityEnv.inherited,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    SESSION_SECRET,
    LOG_LEVEL: "warn",
    WEB_DIST: "/nonexistent",
    // Empty means unset: the embedded database unless a test names a PostgreSQL server.
    DATABASE_URL: "",
    LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: "100000",
    LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: "100000",
    SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR: "100000",
    SIGNUP_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: "100000",
    SHUTDOWN_DRAIN_MS: "1000",
    ...extra,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  pid: number;
  output(): { stdout: string; stderr: string };
  /** Resolves when the process has exited, with its code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
}

/** Starts `node --import tsx src/server.ts` with the given environment. */
export function startServer(port: number, extra: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: serverEnv(port, extra),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      done = true;
      resolve({ code, signal });
    }),
  );
  return {
    child,
    port,
    pid: child.pid ?? -1,
    output: () => ({ stdout, stderr }),
    exited,
    hasExited: () => done,
  };
}

/** Waits until /healthz answers 200; throws (with the server's output) if it exits or takes too long. */
export async function waitReady(server: ServerProcess, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.hasExited()) {
      const { stderr, stdout } = server.output();
      throw new Error(`server on port ${server.port} exited before it was ready:\n${stderr}\n${stdout}`);
    }
    const answer = await httpRequest(server.port, "GET", "/healthz", { timeoutMs: 1_000 });
    // Another run's server could hold the port: only our child's socket counts.
    if ("status" in answer && answer.status === 200 && listensOn(server.pid, server.port))
      return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `server on port ${server.port} not ready after ${timeoutMs} ms:\n${server.output().stderr}`,
  );
}

/** Waits for the process to exit, at most `timeoutMs`; null when it is still running. */
export async function exitWithin(server: ServerProcess, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  const result = await Promise.race([server.exited, timeout]);
  clearTimeout(timer);
  return result;
}

/** Stops a server this test started: `signal`, then SIGKILL if it has not exited within `graceMs`. */
export async function stopServer(
  server: ServerProcess | undefined,
  signal: NodeJS.Signals = "SIGTERM",
  graceMs = 20_000,
) {
  if (!server || server.hasExited()) return;
  server.child.kill(signal);
  if ((await exitWithin(server, graceMs)) === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

/**
 * A free TCP port on 127.0.0.1 in 3200-3299 (the range this suite may use), from a random starting
 * point so that two runs at once rarely reach for the same one.
 */
export async function freePort(): Promise<number> {
  const first = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3200 + ((first + i) % 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 3200-3299");
}

/**
 * Whether process `pid` holds the listening socket of `port` (Linux: /proc/net/tcp inodes against
 * the process's file descriptors). Elsewhere, or when /proc cannot be read, assumed true.
 */
export function listensOn(pid: number, port: number): boolean {
  if (process.platform !== "linux") return true;
  try {
    const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
    const inodes = new Set<string>();
    for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      let text = "";
      try {
        text = readFileSync(table, "utf8");
      } catch {
        continue;
      }
      for (const line of text.split("\n").slice(1)) {
        const columns = line.trim().split(/\s+/);
        // sl local_address rem_address st ... inode (column 9); st 0A is LISTEN.
        if (columns[3] === "0A" && columns[1]?.endsWith(hexPort) && columns[9]) inodes.add(columns[9]);
      }
    }
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      let link = "";
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** True when nothing accepts connections on 127.0.0.1:port. */
export function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/", timeout: 1_000 }, (res) => {
      res.resume();
      resolve(false);
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
    request.on("timeout", () => request.destroy());
  });
}

export interface HttpAnswer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}
export type HttpResult = HttpAnswer | { error: string };

export interface HttpOptions {
  body?: unknown;
  cookie?: string;
  agent?: http.Agent;
  timeoutMs?: number;
  /** Called once the whole request has been handed to the socket. */
  onSent?: () => void;
}

/** One request over loopback; network failures resolve as `{ error: code }` instead of throwing. */
export function httpRequest(
  port: number,
  method: string,
  path: string,
  options: HttpOptions = {},
): Promise<HttpResult> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request({
      host: "127.0.0.1",
      port,
      method,
      path,
      agent: options.agent ?? false,
      headers: {
        ...(payload !== undefined
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
          : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    let settled = false;
    const finish = (result: HttpResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.setTimeout(options.timeoutMs ?? 30_000, () =>
      request.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })),
    );
    request.on("finish", () => options.onSent?.());
    request.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => finish({ status: response.statusCode ?? 0, body, headers: response.headers }));
      response.on("aborted", () => finish({ error: "ECONNRESET" }));
      response.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    });
    request.end(payload);
  });
}

export const isAnswer = (result: HttpResult): result is HttpAnswer => "status" in result;

/** The `sid` cookie an answer set, for a Cookie header. */
export function cookieFrom(answer: HttpResult): string {
  const cookies = isAnswer(answer) ? (answer.headers["set-cookie"] ?? []) : [];
  const sid = cookies
    .map((c) => /^sid=([^;]*)/.exec(c)?.[1])
    .filter((v): v is string => Boolean(v))
    .at(-1);
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(answer).slice(0, 300)}`);
  return `sid=${sid}`;
}

/** Signs up a fresh account and signs it in; returns the cookie. */
export async function signUpAndIn(
  port: number,
): Promise<{ cookie: string; email: string; password: string }> {
  const email = `reliability-${randomUUID()}@example.test`;
  const password = "reliability-password";
  const signup = await httpRequest(port, "POST", "/api/auth/signup", {
    body: { name: "Reliability", email, password },
  });
  if (!isAnswer(signup) || signup.status !== 201)
    throw new Error(`sign-up failed: ${JSON.stringify(signup).slice(0, 300)}`);
  return { cookie: await signInOver(port, email, password), email, password };
}

export async function signInOver(port: number, email: string, password: string): Promise<string> {
  const login = await httpRequest(port, "POST", "/api/auth/login", { body: { email, password } });
  if (!isAnswer(login) || login.status !== 200)
    throw new Error(`sign-in failed: ${JSON.stringify(login).slice(0, 300)}`);
  return cookieFrom(login);
}

/** The titles of the signed-in user's goals (tRPC goals.list needs the user's id: auth.me first). */
export async function goalTitles(port: number, cookie: string): Promise<Set<string>> {
  const me = await httpRequest(port, "GET", "/api/auth/user", { cookie });
  if (!isAnswer(me) || me.status !== 200)
    throw new Error(`auth.me failed: ${JSON.stringify(me).slice(0, 300)}`);
  const { id } = JSON.parse(me.body) as { id: number };
  const list = await httpRequest(port, "GET", `/api/goals/${id}`, { cookie });
  if (!isAnswer(list) || list.status !== 200)
    throw new Error(`goals list failed: ${JSON.stringify(list).slice(0, 300)}`);
  return new Set((JSON.parse(list.body) as { title: string }[]).map((g) => g.title));
}

/** Creates a goal through tRPC; the title identifies the write. */
export function createGoal(
  port: number,
  cookie: string,
  title: string,
  options: HttpOptions = {},
): Promise<HttpResult> {
  return httpRequest(port, "POST", "/trpc/goals.create", { ...options, cookie, body: { title } });
}

/**
 * A migrated, seeded PGlite directory to copy from: creating one from scratch costs the server half a
 * minute, copying it a fraction of a second.
 */
export async function pgliteTemplate(): Promise<{ dir: string; copy: () => string; remove: () => void }> {
  const root = mkdtempSync(join(tmpdir(), "leadcoach-reliability-"));
  const dir = join(root, "template");
  const handle = await createDb({ pgliteDir: dir });
  await migrateToLatest(handle.db);
  await seed(handle.db, { demo: true });
  await handle.close();
  let copies = 0;
  return {
    dir,
    copy: () => {
      const target = join(root, `copy-${++copies}`);
      cpSync(dir, target, { recursive: true });
      return target;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
