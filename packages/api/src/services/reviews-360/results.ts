import type { DB, FeedbackRelationship } from "@leadcoach/db";
import type { z } from "zod";
import type { ReviewReport, ZReviewCycleIdInput } from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import { requireOwnCycle } from "./cycles";
import {
  findLatestRelease,
  findPreviousReleasedCycle,
  findReleasedAnswers,
  findSelfAssessment,
  type CycleAnswerRow,
  type ReleaseRow,
} from "./queries";
import { countedAnswers } from "./releases";
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

/** A release's answers, overall and per group: only what its stored id sets name. */
async function releasedAnswers(db: DB, cycleId: number, release: ReleaseRow | undefined) {
  if (!release) return { answers: [], groups: {} };
  const rows = await findReleasedAnswers(db, cycleId, release.responseIds);
  const groups: Partial<Record<FeedbackRelationship, ReviewAnswer[]>> = {};
  for (const [relationship, ids] of Object.entries(release.groupResponseIds) as [
    FeedbackRelationship,
    number[],
  ][]) {
    const members = new Set(ids);
    groups[relationship] = rows.filter((row) => members.has(row.id)).map(toAnswer);
  }
  return { answers: rows.map(toAnswer), groups };
}

/**
 * The report of one cycle of `userId` (ownership already checked). Every reviewer figure comes from the
 * cycle's latest release, the comparison from the previous cycle's latest release: nothing reads
 * answers a release has not pooled.
 */
export async function buildCycleReport(
  db: DB,
  userId: number,
  cycle: { id: number; createdAt: Date },
  options: { withhold?: boolean } = {},
): Promise<ReviewReport> {
  const [items, self, release, counted, previous] = await Promise.all([
    loadInstrument(db),
    findSelfAssessment(db, cycle.id),
    // A campaign's cycle before its release shows no reviewer figure, whatever is stored.
    options.withhold ? Promise.resolve(undefined) : findLatestRelease(db, cycle.id),
    countedAnswers(db, { id: cycle.id, userId }),
    findPreviousReleasedCycle(db, userId, cycle),
  ]);
  const [current, previousRelease] = await Promise.all([
    releasedAnswers(db, cycle.id, release),
    previous ? findLatestRelease(db, previous.id) : Promise.resolve(undefined),
  ]);
  const previousAnswers = previous ? await releasedAnswers(db, previous.id, previousRelease) : null;
  return computeReviewReport({
    cycleId: cycle.id,
    items,
    self: self ? { ratings: self.responses, overallSelfRating: self.overallSelfRating } : null,
    answers: current.answers,
    release: release
      ? {
          sequence: release.sequence,
          releasedAt: release.releasedAt.toISOString(),
          atClose: release.atClose,
          groups: current.groups,
        }
      : null,
    countedAnswers: counted.length,
    previous:
      previous && previousAnswers
        ? {
            id: previous.id,
            title: previous.title,
            createdAt: previous.createdAt.toISOString(),
            answers: previousAnswers.answers,
          }
        : null,
  });
}

/**
 * Self against reviewers, as of the cycle's latest release. A campaign's cycle shows no reviewer figure
 * before its release time (or the campaign's close), never live: `requireOwnCycle` completes it first
 * when that time has come, and until then the report is withheld.
 */
export async function getReviewReport(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewCycleIdInput>,
): Promise<ReviewReport> {
  const cycle = await requireOwnCycle(db, caller, input.cycleId, now());
  const withhold = cycle.releaseAt !== null && cycle.status === "active";
  return buildCycleReport(db, caller.id, cycle, { withhold });
}
