import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type {
  AssessmentResult,
  SubmitAssessmentChoicesInput,
  ZSubmitAssessmentInput,
} from "../../schemas/assessment";
import { skillStatusForScore } from "../../schemas/domain";
import { insertActivityEvent } from "../activity/queries";
import { recordProgressSnapshot } from "../dashboard/snapshot";
import { createNotification } from "../notifications/create";
import { refreshRecommendations } from "../recommendations/service";
import { onAssessmentCompleted } from "../progress-events";
import { findCategories, findLatestCompletedAssessment, findSkills } from "../skills/queries";
import { lockUserRow } from "../users/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import { ALREADY_SUBMITTED_MESSAGE, valuesOfChoices } from "./choices";
import { createGoalsForWeakSkills } from "./goals";
import {
  deleteAssessmentProgress,
  findAssessmentQuestions,
  insertAssessmentResults,
  insertCompletedAssessment,
  upsertUserSkillScores,
} from "./queries";
import {
  daysUntilRetake,
  describeAnswerProblems,
  findAnswerProblems,
  IMPROVEMENT_THRESHOLD,
  scoreAssessment,
} from "./scoring";
import { currentAttempt } from "./status";

export function retakeMessage(days: number): string {
  return `You can retake the assessment in ${days} day${days === 1 ? "" : "s"}.`;
}

/** A 409 while the retake interval runs. */
export async function assertCanTake(db: DB, userId: number, now: Date, retakeDays: number): Promise<void> {
  const latest = await findLatestCompletedAssessment(db, userId);
  const days = daysUntilRetake(latest?.completedAt ?? null, now, retakeDays);
  if (days > 0) throw new AppError("CONFLICT", retakeMessage(days));
}

/**
 * REST and scripts: answers by value (the documented contract). Scores a complete set of answers on the
 * server and stores the assessment (see `storeAssessment`).
 */
export async function submitAssessment(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZSubmitAssessmentInput>,
): Promise<AssessmentResult> {
  await assertCanTake(deps.db, caller.id, deps.now(), deps.config.assessmentRetakeDays);
  const questions = await findAssessmentQuestions(deps.db);
  const problem = describeAnswerProblems(findAnswerProblems(questions, input.responses));
  if (problem) throw new AppError("BAD_REQUEST", problem);
  // The score is always computed from the chosen answer; a client-sent `score` is ignored.
  const answers = new Map(input.responses.map((r) => [r.questionId, r.answer]));
  return storeAssessment(deps, caller, questions, answers, null);
}

/**
 * The web app: answers by option id (the browser never holds the values). The ids are mapped back to
 * values for the caller's current attempt, then scored and stored exactly as a submit by value.
 */
export async function submitAssessmentChoices(
  deps: ServiceDeps,
  caller: SessionUser,
  input: SubmitAssessmentChoicesInput,
): Promise<AssessmentResult> {
  await assertCanTake(deps.db, caller.id, deps.now(), deps.config.assessmentRetakeDays);
  const [questions, owner] = await Promise.all([
    findAssessmentQuestions(deps.db),
    currentAttempt(deps.db, caller.id),
  ]);
  const values = valuesOfChoices(deps.config.linkSigningKey, owner, questions, input.choices);
  const missing = questions.filter((q) => !values.has(q.id)).map((q) => q.id);
  if (missing.length) throw new AppError("BAD_REQUEST", `Missing answers for: ${missing.join(", ")}`);
  const answers = new Map([...values].map(([questionId, value]) => [questionId, String(value)]));
  return storeAssessment(deps, caller, questions, answers, owner.attempt);
}

/**
 * In one transaction, stores the assessment, its per-skill results, the skills' current scores, a
 * progress snapshot, up to three goals for the weakest skills, fresh recommendations, the activity and
 * a notification, and clears the answers in progress. `attempt`, when the answers were option ids, is
 * the attempt they were mapped for: if another submit completed it meanwhile, this one is refused.
 *
 * `assessments.category_scores` is stored keyed by category name: { "Communication": 72, ... }.
 */
async function storeAssessment(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  questions: Awaited<ReturnType<typeof findAssessmentQuestions>>,
  answers: ReadonlyMap<string, string>,
  attempt: number | null,
): Promise<AssessmentResult> {
  const now = clock();
  const userId = caller.id;
  const retakeDays = config.assessmentRetakeDays;
  const scored = scoreAssessment(questions, answers);

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
    if (attempt !== null && (await currentAttempt(trx, userId)).attempt !== attempt)
      throw new AppError("CONFLICT", ALREADY_SUBMITTED_MESSAGE);
    // The attempt is over: its answers in progress go with it (a later save of it is refused).
    await deleteAssessmentProgress(trx, userId);

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

    await onAssessmentCompleted(trx, userId, now);
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
