/**
 * The embedded database's last replies to the reads marked `reusedOnEmbedded` (prepared.ts), by statement
 * and arguments. The embedded database lives in this process alone (its directory is locked) and runs one
 * statement at a time, so every statement that could change data passes through the driver that holds
 * this memory: it forgets every reply before such a statement runs, and a reply kept is exactly what the
 * database would answer now. A reply is the raw bytes, read anew on each use, so no caller shares a row.
 *
 * What it saves is the statement's run inside the database, which shares this process's core with
 * everything else: for the session lookup every signed-in request makes, 90 µs of the 725 µs a dashboard
 * request took (docs/performance.md).
 */
export class RecentReplies {
  private readonly replies = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(
    /** Kept bytes at most (a session row can carry an avatar of a few hundred kilobytes). */
    private readonly maxBytes: number,
  ) {}

  static key(name: string, values: readonly (string | null)[]): string {
    return `${name}\u0000${JSON.stringify(values)}`;
  }

  get(key: string): Uint8Array | undefined {
    return this.replies.get(key);
  }

  keep(key: string, reply: Uint8Array): void {
    if (reply.length > this.maxBytes / 8) return;
    this.drop(key);
    this.replies.set(key, reply);
    this.bytes += reply.length;
    // The oldest go first (a Map iterates in insertion order).
    for (const [oldest, kept] of this.replies) {
      if (this.bytes <= this.maxBytes) break;
      this.replies.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  /** Before anything that may write: nothing kept so far can be trusted after it. */
  forgetAll(): void {
    this.replies.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.replies.size;
  }

  private drop(key: string): void {
    const kept = this.replies.get(key);
    if (!kept) return;
    this.replies.delete(key);
    this.bytes -= kept.length;
  }
}
