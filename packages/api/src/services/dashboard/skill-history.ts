import type { SkillHistory } from "../../schemas/dashboard";
import type { ServiceDeps, SessionUser } from "../deps";
import { findSkills } from "../skills/queries";
import { findSnapshotsBetween } from "./queries";

export type HistoryRange = "6weeks" | "3months" | "6months";
/** More snapshots than anyone takes in six months; keeps the response bounded. */
const SNAPSHOT_LIMIT = 500;

/** The start of a range ending at `now`: 6 weeks, or 3 / 6 calendar months back. */
export function rangeStart(range: HistoryRange, now: Date): Date {
  const start = new Date(now);
  if (range === "6weeks") start.setUTCDate(start.getUTCDate() - 42);
  else start.setUTCMonth(start.getUTCMonth() - (range === "3months" ? 3 : 6));
  return start;
}

/**
 * The skills chart's data from the caller's progress snapshots within the range: every point, and the
 * latest score in range per skill (what the bar chart shows). Snapshot keys may be skill ids or names.
 */
export async function getSkillHistory(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: { range: HistoryRange },
): Promise<SkillHistory> {
  const now = clock();
  const [skills, snapshots] = await Promise.all([
    findSkills(db),
    findSnapshotsBetween(db, caller.id, rangeStart(input.range, now), now, SNAPSHOT_LIMIT),
  ]);
  const byKey = new Map<string, (typeof skills)[number]>();
  for (const skill of skills) {
    byKey.set(String(skill.id), skill);
    byKey.set(skill.name, skill);
  }
  const latest = new Map<number, number>();
  const points = snapshots.map((snapshot) => {
    const scores: Record<string, number> = {};
    for (const [key, score] of Object.entries(snapshot.skillScores ?? {})) {
      const skill = byKey.get(key);
      if (!skill || typeof score !== "number") continue;
      scores[skill.name] = score;
      latest.set(skill.id, score);
    }
    return { date: snapshot.snapshotDate.toISOString(), overallScore: snapshot.overallScore, skills: scores };
  });
  return {
    points,
    latest: skills
      .filter((s) => latest.has(s.id))
      .map((s) => ({ skillName: s.name, categoryName: s.categoryName, score: latest.get(s.id) ?? 0 })),
  };
}
