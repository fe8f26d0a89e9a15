import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { AssessmentResult, ZSubmitAssessmentInput } from "../../schemas/assessment";
import { skillStatusForScore } from "../../schemas/domain";
import { insertActivityEvent } from "../activity/queries";
import { recordProgressSnapshot } from "../dashboard/snapshot";
import { createNotification } from "../notifications/create";
import { refreshRecommendations } from "../recommendations/service";
import { findCategories, findSkills } from "../skills/queries";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
import { createGoalsForWeakSkills } from "./goals";
import {
  findAssessmentQuestions,
  findLatestCompletedAssessment,
  insertAssessmentResults,
  insertCompletedAssessment,
  lockUserRow,
  upsertUserSkillScores,
} from "./queries";
import {
  daysUntilRetake,
  describeAnswerProblems,
  findAnswerProblems,
  IMPROVEMENT_THRESHOLD,
  scoreAssessment,
} from "./scoring";

export function retakeMessage(days: number): string {
  return `You can retake the assessment in ${days} day${days === 1 ? "" : "s"}.`;
}

async function assertCanTake(db: DB, userId: number, now: Date, retakeDays: number): Promise<void> {
  const latest = await findLatestCompletedAssessment(db, userId);
  const days = daysUntilRetake(latest?.completedAt ?? null, now, retakeDays);
  if (days > 0) throw new AppError("CONFLICT", retakeMessage(days));
}

/**
 * Scores a complete set of answers on the server and, in one transaction, stores the assessment, its
 * per-skill results, the skills' current scores, a progress snapshot, up to three goals for the
 * weakest skills, fresh recommendations, the activity and a notification.
 *
 * `assessments.category_scores` is stored keyed by category name: { "Communication": 72, ... }.
 */
export async function submitAssessment(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZSubmitAssessmentInput>,
): Promise<AssessmentResult> {
  const now = clock();
  const userId = caller.id;
  const retakeDays = config.assessmentRetakeDays;
  await assertCanTake(db, userId, now, retakeDays);

  const questions = await findAssessmentQuestions(db);
  const problem = describeAnswerProblems(findAnswerProblems(questions, input.responses));
  if (problem) throw new AppError("BAD_REQUEST", problem);
  // The score is always computed from the chosen answer; a client-sent `score` is ignored.
  const scored = scoreAssessment(questions, new Map(input.responses.map((r) => [r.questionId, r.answer])));

  const [categories, skills] = await Promise.all([findCategories(db), findSkills(db)]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const skillById = new Map(skills.map((s) => [s.id, s]));
  const categoryScores = scored.categories.map((c) => ({
    categoryId: c.categoryId,
    name: categoryById.get(c.categoryId)?.name ?? String(c.categoryId),
    score: c.score,
  }));
  // Skills in catalogue order, so ties among the weakest resolve the same way everywhere.
  const skillScores = skills
    .map((skill) => ({ skill, result: scored.skills.find((s) => s.skillId === skill.id) }))
    .filter((entry): entry is { skill: (typeof skills)[number]; result: (typeof scored.skills)[number] } =>
      Boolean(entry.result),
    );

  const assessmentId = await db.transaction().execute(async (trx) => {
    // One submission at a time per user: the row lock makes a double submit wait, then fail the retake check.
    await lockUserRow(trx, userId);
    await assertCanTake(trx, userId, now, retakeDays);

    const id = await insertCompletedAssessment(trx, {
      userId,
      totalScore: scored.totalScore,
      maxScore: scored.maxScore,
      overallPercent: scored.overall,
      categoryScores: Object.fromEntries(categoryScores.map((c) => [c.name, c.score])),
      at: now,
    });

    await insertAssessmentResults(
      trx,
      id,
      skillScores.map(({ result }) => ({
        skillId: result.skillId,
        score: result.score,
        answers: result.answers,
        needsImprovement: result.score < IMPROVEMENT_THRESHOLD,
      })),
    );

    await upsertUserSkillScores(
      trx,
      userId,
      skillScores.map(({ result }) => result),
      now,
    );

    const goalIds = await createGoalsForWeakSkills(
      trx,
      userId,
      skillScores.map(({ skill, result }) => ({
        skillId: skill.id,
        key: skill.key,
        name: skill.name,
        description: skill.description,
        score: result.score,
      })),
      now,
      id,
    );

    await insertActivityEvent(trx, {
      userId,
      type: "assessment_taken",
      subject: "Completed the leadership skills assessment",
      detail: { assessmentId: id, overallScore: scored.overall },
      at: now,
    });

    await recordProgressSnapshot(trx, userId, now, {
      overall: scored.overall,
      skills: skillScores.map(({ result }) => result),
    });

    await refreshRecommendations(trx, userId, now);

    await createNotification(trx, {
      userId,
      kind: "assessment_completed",
      title: "Assessment completed",
      message: `Your overall score is ${scored.overall}%. ${
        goalIds.length
          ? `We added ${goalIds.length} goal${goalIds.length === 1 ? "" : "s"} for your weakest skills and fresh recommendations.`
          : "Your recommendations have been refreshed."
      }`,
      actionUrl: `/assessment/results/${id}`,
      dedupeKey: `assessment_completed:${id}`,
      at: now,
    });
    return id;
  });

  return {
    assessmentId,
    overallScore: scored.overall,
    categoryScores,
    skillScores: skillScores.map(({ skill, result }) => ({
      skillId: skill.id,
      name: skillById.get(skill.id)?.name ?? skill.name,
      score: result.score,
      status: skillStatusForScore(result.score),
    })),
  };
}
