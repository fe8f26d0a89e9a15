/** Helpers shared by the outbox tests and bench. */
import type { DB } from "@leadcoach/db";
import type { Logger } from "../deps";

export interface LogLine {
  level: "info" | "warn" | "error";
  obj: object;
  msg: string | undefined;
}

/** A logger that keeps its lines, to check what was (and was not) written. */
export function recordingLog(): Logger & { lines: LogLine[]; text(): string } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: "info", obj, msg }),
    warn: (obj, msg) => void lines.push({ level: "warn", obj, msg }),
    error: (obj, msg) => void lines.push({ level: "error", obj, msg }),
    text: () => lines.map((l) => `${l.level} ${l.msg ?? ""} ${JSON.stringify(l.obj)}`).join("\n"),
  };
}

/** Queues `count` due e-mails to distinct addresses in one statement; returns their ids in order. */
export async function queueEmails(
  db: DB,
  count: number,
  options: { sendAfter: Date; prefix?: string },
): Promise<number[]> {
  const prefix = options.prefix ?? "reader";
  const rows = await db
    .insertInto("emailOutbox")
    .values(
      Array.from({ length: count }, (_, i) => ({
        toAddress: `${prefix}-${i}@example.test`,
        subject: `Message ${i}`,
        textBody: `Hello ${i}\n\nhttps://app.example.test/feedback?token=tok-${prefix}-${i}\n`,
        htmlBody: `<p>Hello ${i}</p>`,
        sendAfter: options.sendAfter,
      })),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}
