/** Helpers shared by the recommendation tests: received feedback and a 360 cycle, written directly. */
import { json, type DB } from "@leadcoach/db";
import { randomUUID } from "node:crypto";
import { insertAnsweredRequest, releaseCycleIfDue } from "../../testing";

export interface ReceivedAnswer {
  overallRating: number;
  areasForImprovement?: string;
  /** 360 behaviour ratings by skill key (only with a cycle). */
  ratings?: Record<string, number>;
  reviewerEmail?: string;
  reviewerName?: string;
  submittedAt?: Date;
}

/**
 * Completed feedback requests of `requesterId`, each with its answer. With `selfRatings`, they belong to
 * a new 360 cycle whose self-assessment gave those ratings (by skill key), released when at least 3
 * answers are in; returns the cycle's id.
 */
export async function receiveFeedback(
  db: DB,
  requesterId: number,
  answers: readonly ReceivedAnswer[],
  options: { selfRatings?: Record<string, number> } = {},
): Promise<{ cycleId: number | null }> {
  let cycleId: number | null = null;
  if (options.selfRatings) {
    const cycle = await db
      .insertInto("assessment360Cycles")
      .values({ userId: requesterId, title: "Spring 360", selfAssessmentCompleted: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    cycleId = cycle.id;
    await db
      .insertInto("selfAssessmentResponses")
      .values({ cycleId, userId: requesterId, responses: json(options.selfRatings), overallSelfRating: 4 })
      .execute();
  }
  for (const answer of answers) {
    await insertAnsweredRequest(
      db,
      {
        requesterId,
        cycleId,
        reviewerEmail: answer.reviewerEmail ?? `reviewer-${randomUUID()}@example.test`,
        reviewerName: answer.reviewerName ?? null,
        relationship: "peer",
        expiresAt: new Date(Date.now() + 14 * 86_400_000),
        completedAt: answer.submittedAt ?? new Date(),
      },
      {
        responses: json(answer.ratings ?? {}),
        overallRating: answer.overallRating,
        areasForImprovement: answer.areasForImprovement ?? null,
        isAnonymous: true,
        ...(answer.submittedAt ? { submittedAt: answer.submittedAt } : {}),
      },
    );
  }
  // A 360's answers reach the report (and the recommendations) only through a release, as on the form.
  if (cycleId !== null) await releaseCycleIfDue(db, cycleId, new Date());
  return { cycleId };
}
