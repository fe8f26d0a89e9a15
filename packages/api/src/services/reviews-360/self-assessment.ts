import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  reviewRatingsProblem,
  type ReviewCycleDetail,
  type ReviewInstrumentItem,
  type ZSubmitSelfAssessmentInput,
} from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import { changeOwnCycle } from "./cycles";
import { findInstrumentItems, insertSelfAssessment, markSelfAssessmentCompleted } from "./queries";

/** The 360 instrument: one observable behaviour per skill, in category order. */
export async function loadInstrument(db: DB): Promise<ReviewInstrumentItem[]> {
  return findInstrumentItems(db);
}

export async function getReviewInstrument(
  { db }: ServiceDeps,
  _caller: SessionUser,
): Promise<ReviewInstrumentItem[]> {
  return loadInstrument(db);
}

/**
 * The caller's self-assessment for the cycle: every behaviour rated 1 to 5, once per cycle, while the
 * cycle is open. Sets `selfAssessmentCompleted`.
 */
export async function submitSelfAssessment(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZSubmitSelfAssessmentInput>,
): Promise<ReviewCycleDetail> {
  const now = clock();
  const items = await loadInstrument(db);
  return changeOwnCycle(db, caller, input.cycleId, now, async (trx, cycle) => {
    if (cycle.status !== "active") throw new AppError("CONFLICT", "This 360 review is closed.");
    if (cycle.selfAssessmentCompleted) {
      throw new AppError("CONFLICT", "You have already completed the self-assessment for this 360 review.");
    }
    const problem = reviewRatingsProblem(items, input.ratings);
    if (problem) throw new AppError("BAD_REQUEST", problem);
    await insertSelfAssessment(trx, {
      cycleId: cycle.id,
      userId: caller.id,
      ratings: input.ratings,
      overallSelfRating: input.overallSelfRating,
      selfReflection: input.selfReflection,
      at: now,
    });
    await markSelfAssessmentCompleted(trx, cycle.id);
  });
}
