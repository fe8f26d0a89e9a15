import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import {
  MIN_REVIEWERS_FOR_REPORT,
  type ReviewReport,
  type ZReviewCycleIdInput,
} from "../../schemas/reviews-360";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
import { requireOwnCycle } from "./cycles";
import {
  findCycleAnswers,
  findPreviousReleasedCycle,
  findSelfAssessment,
  type CycleAnswerRow,
} from "./queries";
import { computeReviewReport, type ReviewAnswer } from "./report";
import { loadInstrument } from "./self-assessment";

const toAnswer = (row: CycleAnswerRow): ReviewAnswer => ({
  relationship: row.relationship,
  ratings: row.responses,
  overallRating: row.overallRating,
  strengths: row.strengths,
  areasForImprovement: row.areasForImprovement,
  additionalComments: row.additionalComments,
});

/** The report of one cycle of `userId` (ownership already checked). */
export async function buildCycleReport(
  db: DB,
  userId: number,
  cycle: { id: number; createdAt: Date },
): Promise<ReviewReport> {
  const [items, self, answers, previous] = await Promise.all([
    loadInstrument(db),
    findSelfAssessment(db, cycle.id),
    findCycleAnswers(db, cycle.id),
    findPreviousReleasedCycle(db, userId, cycle, MIN_REVIEWERS_FOR_REPORT),
  ]);
  const previousAnswers = previous ? await findCycleAnswers(db, previous.id) : [];
  return computeReviewReport({
    cycleId: cycle.id,
    items,
    self: self ? { ratings: self.responses, overallSelfRating: self.overallSelfRating } : null,
    answers: answers.map(toAnswer),
    previous: previous
      ? {
          id: previous.id,
          title: previous.title,
          createdAt: previous.createdAt.toISOString(),
          answers: previousAnswers.map(toAnswer),
        }
      : null,
  });
}

/** Self against reviewers; reviewer figures only once MIN_REVIEWERS_FOR_REPORT have answered. */
export async function getReviewReport(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewCycleIdInput>,
): Promise<ReviewReport> {
  const cycle = await requireOwnCycle(db, caller, input.cycleId);
  return buildCycleReport(db, caller.id, cycle);
}
