import type { DB } from "@leadcoach/db";
import { findLatestReleasedCycleWithSelf, findOwnCycle } from "./queries";
import { buildCycleReport } from "./results";

export interface LatestReviewGaps {
  cycleId: number;
  /** Every skill rated by self and reviewers; `gap` = self - others (positive: a blind spot). */
  skills: {
    skillId: number;
    skillKey: string;
    skillName: string;
    self: number;
    others: number;
    gap: number;
  }[];
}

/**
 * Self against reviewers per skill from the user's latest cycle whose report is released (and that has a
 * self-assessment), or null when there is none. For other services (recommendations): it reads the
 * latest release only (as the report does), so it can reveal nothing the report does not.
 */
export async function latestReviewGaps(db: DB, userId: number): Promise<LatestReviewGaps | null> {
  const latest = await findLatestReleasedCycleWithSelf(db, userId);
  if (!latest) return null;
  // Only pooled figures are read below; the clock (open invitations) matters to none of them.
  const cycle = await findOwnCycle(db, userId, latest.id, new Date());
  if (!cycle) return null;
  const report = await buildCycleReport(db, userId, cycle);
  if (!report.released) return null;
  return {
    cycleId: cycle.id,
    skills: report.skills.flatMap((skill) =>
      skill.self === null || skill.others === null || skill.gap === null
        ? []
        : [
            {
              skillId: skill.skillId,
              skillKey: skill.skillKey,
              skillName: skill.skillName,
              self: skill.self,
              others: skill.others,
              gap: skill.gap,
            },
          ],
    ),
  };
}
