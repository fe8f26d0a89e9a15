import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { ZChooseFocusInput } from "../../schemas/assessment";
import { refreshRecommendations } from "../recommendations/service";
import { findLatestCompletedAssessment, findSkills } from "../skills/queries";
import { lockUserRow } from "../users/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import { focusCandidates } from "./focus";
import { replanGoalsForFocus } from "./goals";
import { findAssessmentSkillResults, findCompletedAssessment, setAssessmentFocus } from "./queries";

const NOT_FOUND = "Assessment not found";

/**
 * The one-click answer to 'Which would you like to focus on first?' when the weakest skills of the
 * caller's latest assessment tie (the only assessment it applies to, so the input names no record). Only a tied skill is accepted, once per assessment; in one transaction
 * the choice is stored, the assessment's goals are re-planned around it and the recommendations are
 * refreshed, so the first goal and the high-priority recommendation go to the chosen skill.
 */
export async function chooseAssessmentFocus(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZChooseFocusInput>,
): Promise<{ assessmentId: number; skillId: number }> {
  const now = clock();
  const userId = caller.id;
  // Always the latest: it is the assessment that chose the current goals and recommendations.
  const latest = await findLatestCompletedAssessment(db, userId);
  const assessment = latest && (await findCompletedAssessment(db, userId, latest.id));
  if (!assessment) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (assessment.focusSkillId !== null)
    throw new AppError("CONFLICT", "You have already chosen a focus for this assessment.");

  const [skills, results] = await Promise.all([
    findSkills(db),
    findAssessmentSkillResults(db, assessment.id),
  ]);
  const scoreOf = new Map(results.map((r) => [r.skillId, r.score]));
  // Catalogue order, as at submit, so the re-plan differs from the first plan only by the choice.
  const scored = skills.flatMap((skill) => {
    const score = scoreOf.get(skill.id);
    return score === undefined
      ? []
      : [{ skillId: skill.id, key: skill.key, name: skill.name, description: skill.description, score }];
  });
  const candidates = focusCandidates(scored);
  if (!candidates.some((c) => c.skillId === input.skillId)) {
    throw new AppError(
      "BAD_REQUEST",
      candidates.length
        ? `Choose one of the tied skills: ${candidates.map((c) => c.name).join(", ")}.`
        : "Your weakest skills do not tie, so there is no focus to choose.",
    );
  }

  await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if (!(await setAssessmentFocus(trx, userId, assessment.id, input.skillId)))
      throw new AppError("CONFLICT", "You have already chosen a focus for this assessment.");
    await replanGoalsForFocus(trx, userId, assessment.id, scored, input.skillId, now);
    await refreshRecommendations(trx, userId, now);
  });
  return { assessmentId: assessment.id, skillId: input.skillId };
}
