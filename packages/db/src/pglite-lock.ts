import { createHash } from "node:crypto";
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { join } from "node:path";

/** Who holds an embedded database directory. */
interface Holder {
  pid: number;
  startedAt: string;
  command: string;
}

export class DatabaseInUseError extends Error {
  constructor(dir: string, holder: Holder | null) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}, started ${holder.startedAt})`
      : "another process";
    super(
      `The embedded database in ${dir} is in use by ${who}. Stop that process, or set PGLITE_DIR to another directory, or set DATABASE_URL to use PostgreSQL.`,
    );
    this.name = "DatabaseInUseError";
  }
}

export interface DirectoryLock {
  release(): Promise<void>;
}

const me = (): Holder => ({
  pid: process.pid,
  startedAt: new Date().toISOString(),
  command: process.argv.slice(1, 3).join(" ") || "node",
});

/**
 * PGlite is PostgreSQL in one process: two processes on one directory each keep their own copy in
 * memory and overwrite each other's files. So a directory is opened by one process at a time.
 *
 * On Linux the lock is a socket in the abstract namespace named after the directory: binding it is
 * atomic, it disappears with its process however that process ends (no stale lock after kill -9),
 * and the holder tells a newcomer who it is. Elsewhere, a pid file that is taken over when its
 * process is gone.
 */
export async function lockDirectory(dir: string): Promise<DirectoryLock> {
  const real = realpathSync(dir);
  return process.platform === "linux" ? socketLock(real) : pidFileLock(real);
}

async function socketLock(dir: string): Promise<DirectoryLock> {
  const name = `\0leadcoach-pglite-${createHash("sha256").update(dir).digest("hex").slice(0, 40)}`;
  const holder = me();
  const server: Server = createServer((socket) => socket.end(JSON.stringify(holder)));
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE") return reject(error);
      askHolder(name).then((other) => reject(new DatabaseInUseError(dir, other)), reject);
    });
    server.listen({ path: name }, () => resolve());
  });
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function askHolder(name: string): Promise<Holder | null> {
  return new Promise((resolve) => {
    let text = "";
    const socket = connect({ path: name });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("close", () => {
      try {
        resolve(JSON.parse(text) as Holder);
      } catch {
        resolve(null);
      }
    });
    socket.on("error", () => resolve(null));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function pidFileLock(dir: string): Promise<DirectoryLock> {
  const file = join(dir, "leadcoach.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me()));
      closeSync(fd);
      return { release: async () => unlinkSync(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let other: Holder | null = null;
      try {
        other = JSON.parse(readFileSync(file, "utf8")) as Holder;
      } catch {
        // unreadable: treat as stale
      }
      if (other && isAlive(other.pid)) throw new DatabaseInUseError(dir, other);
      unlinkSync(file);
    }
  }
  throw new DatabaseInUseError(dir, null);
}
