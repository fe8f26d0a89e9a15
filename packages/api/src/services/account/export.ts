import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { AccountDataExport } from "../../schemas/account";
import type { ServiceDeps, SessionUser } from "../deps";
import { listFeedbackResponses } from "../feedback/responses";
import { buildCycleReport } from "../reviews-360/results";
import { exportedTables, findProfileForExport, findResponsesToOwnBugReports } from "./queries";

type JsonValue = z.infer<ReturnType<typeof z.json>>;

/** A stored value as JSON: dates as ISO strings, bytes as base64, big integers as text. */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonValue(item)]));
  }
  return null; // Functions and symbols are never stored.
}

function toJsonRow(row: object): Record<string, JsonValue> {
  return Object.fromEntries(Object.entries(row).map(([key, item]) => [key, toJsonValue(item)]));
}

/**
 * 'Download my data': the profile and every table's rows about the caller (`exportedTables`), plus
 * the feedback they received as the app shows it (anonymous answers stay anonymous, 360 reviewer
 * figures only in the released report) and the admins' answers on their bug reports.
 */
export async function exportAccountData(deps: ServiceDeps, caller: SessionUser): Promise<AccountDataExport> {
  const { db, now } = deps;
  const profile = await findProfileForExport(db, caller.id);
  if (!profile) throw new AppError("NOT_FOUND", "Your account no longer exists.");
  const tables: AccountDataExport["tables"] = {};
  for (const [name, read] of Object.entries(exportedTables)) {
    tables[name] = (await read(db, caller.id, profile.email)).map(toJsonRow);
  }
  const responses = await findResponsesToOwnBugReports(db, caller.id);
  tables.bug_reports = (tables.bug_reports ?? []).map((report) => ({
    ...report,
    answers: responses
      .filter((answer) => report.userId === caller.id && answer.bugReportId === report.id)
      .map((answer) => toJsonRow({ comment: answer.comment, createdAt: answer.createdAt })),
  }));
  tables.peer_feedback_responses = (await listFeedbackResponses(deps, caller)).map(toJsonRow);
  const reports = [];
  for (const cycle of await exportedTables.assessment_360_cycles(db, caller.id)) {
    reports.push(toJsonRow(await buildCycleReport(db, caller.id, cycle)));
  }
  tables.assessment_360_reports = reports;
  return {
    format: "leadcoach-data-export",
    version: 1,
    exportedAt: now().toISOString(),
    profile: toJsonRow(profile),
    tables,
  };
}
