import type { DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { AssessmentResult, ZSubmitAssessmentInput } from "../../schemas/assessment";
import { recordActivity } from "../activity/record";
import { recordProgressSnapshot } from "../dashboard/snapshot";
import { createNotification } from "../notifications/create";
import type { RecommendationGenerator } from "../recommendations/generator";
import { refreshRecommendations } from "../recommendations/service";
import { findCategories, findSkills } from "../skills/queries";
import { createGoalsForWeakSkills } from "./goals";
import { findAssessmentQuestions, findLatestCompletedAssessment } from "./queries";
import {
  daysUntilRetake,
  describeAnswerProblems,
  findAnswerProblems,
  IMPROVEMENT_THRESHOLD,
  scoreAssessment,
  skillStatus,
} from "./scoring";

export interface SubmitOptions {
  now: Date;
  retakeDays: number;
  generator?: RecommendationGenerator;
}

export function retakeMessage(days: number): string {
  return `You can retake the assessment in ${days} day${days === 1 ? "" : "s"}.`;
}

async function assertCanTake(db: DB, userId: number, options: SubmitOptions): Promise<void> {
  const latest = await findLatestCompletedAssessment(db, userId);
  const days = daysUntilRetake(latest?.completedAt ?? null, options.now, options.retakeDays);
  if (days > 0) throw new TRPCError({ code: "CONFLICT", message: retakeMessage(days) });
}

/**
 * Scores a complete set of answers on the server and, in one transaction, stores the assessment, its
 * per-skill results, the skills' current scores, a progress snapshot, up to three goals for the
 * weakest skills, fresh recommendations, the activity and a notification.
 *
 * `assessments.category_scores` is stored keyed by category name: { "Communication": 72, ... }.
 */
export async function submitAssessment(
  db: DB,
  userId: number,
  input: z.output<typeof ZSubmitAssessmentInput>,
  options: SubmitOptions,
): Promise<AssessmentResult> {
  const { now } = options;
  await assertCanTake(db, userId, options);

  const questions = await findAssessmentQuestions(db);
  const problem = describeAnswerProblems(findAnswerProblems(questions, input.responses));
  if (problem) throw new TRPCError({ code: "BAD_REQUEST", message: problem });
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
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    await assertCanTake(trx, userId, options);

    const { id } = await trx
      .insertInto("assessments")
      .values({
        userId,
        type: "leadership",
        status: "completed",
        totalScore: scored.totalScore,
        maxScore: scored.maxScore,
        overallPercent: scored.overall,
        categoryScores: json(Object.fromEntries(categoryScores.map((c) => [c.name, c.score]))),
        completedAt: now,
        createdAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await trx
      .insertInto("assessmentResults")
      .values(
        skillScores.map(({ result }) => ({
          assessmentId: id,
          skillId: result.skillId,
          score: result.score,
          maxScore: 100,
          answers: json(result.answers),
          needsImprovement: result.score < IMPROVEMENT_THRESHOLD,
        })),
      )
      .execute();

    await trx
      .insertInto("userSkills")
      .values(
        skillScores.map(({ result }) => ({
          userId,
          skillId: result.skillId,
          currentScore: result.score,
          lastActivityAt: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["userId", "skillId"]).doUpdateSet((eb) => ({
          currentScore: eb.ref("excluded.currentScore"),
          lastActivityAt: eb.ref("excluded.lastActivityAt"),
        })),
      )
      .execute();

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
    );

    await recordActivity(trx, {
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

    await refreshRecommendations(trx, userId, now, options.generator);

    await createNotification(trx, {
      userId,
      kind: "assessment_completed",
      title: "Assessment completed",
      message: `Your overall score is ${scored.overall}%. ${
        goalIds.length
          ? `We added ${goalIds.length} goal${goalIds.length === 1 ? "" : "s"} for your weakest skills and fresh recommendations.`
          : "Your recommendations have been refreshed."
      }`,
      actionUrl: "/skills",
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
      status: skillStatus(result.score),
    })),
  };
}
