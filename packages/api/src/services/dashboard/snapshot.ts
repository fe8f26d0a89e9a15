import type { DB } from "@leadcoach/db";
import { currentStreak } from "../activity/current-streak";
import { countActiveGoals, countCompletedLessons, insertProgressSnapshot } from "./queries";

/**
 * Records where the user stands now. `skillScores` is stored keyed by skill id (as a string), so a
 * renamed skill keeps its history; readers map ids to names.
 */
export async function recordProgressSnapshot(
  db: DB,
  userId: number,
  now: Date,
  scores: { overall: number; skills: readonly { skillId: number; score: number }[] },
): Promise<void> {
  const [completedLessons, activeGoals, streakDays] = await Promise.all([
    countCompletedLessons(db, userId),
    countActiveGoals(db, userId),
    currentStreak(db, userId, now),
  ]);
  await insertProgressSnapshot(db, {
    userId,
    snapshotDate: now,
    overallScore: scores.overall,
    skillScores: Object.fromEntries(scores.skills.map((s) => [String(s.skillId), s.score])),
    completedLessons,
    activeGoals,
    streakDays,
  });
}
