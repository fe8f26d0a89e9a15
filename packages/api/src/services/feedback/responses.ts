import { createHash } from "node:crypto";
import { MIN_ANONYMOUS_GROUP_SIZE, type FeedbackResponse } from "../../schemas/feedback";
import type { ServiceDeps, SessionUser } from "../deps";
import { compareAnswersForDisplay, labelledAnonymousGroups, startOfUtcDay } from "./anonymity";
import { findResponsesToRequester } from "./queries";

/** A requester receives a handful of answers; the cap keeps one answer bounded whatever happens. */
export const MAX_LISTED_FEEDBACK_RESPONSES = 200;

/**
 * An anonymous answer's id in the API: derived from its link's secret hash (which the requester never
 * sees), so it is stable across loads but says nothing about when the answer arrived, unlike the
 * row's serial id. Above 2^48, so it never equals a real id.
 */
export function anonymousResponseId(tokenHash: string): number {
  const digest = createHash("sha256").update(`anonymous-response:${tokenHash}`).digest("hex");
  return 2 ** 48 + Number.parseInt(digest.slice(0, 12), 16);
}

/**
 * GET /api/peer-feedback/responses: answers to the caller's requests outside any 360 cycle. An
 * anonymous answer carries no reviewer name, no request id, its day only, and its relationship only
 * when enough anonymous answers share it (`labelledAnonymousGroups`); the order follows day, rating
 * and content, not arrival.
 */
export async function listFeedbackResponses(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<FeedbackResponse[]> {
  const rows = await findResponsesToRequester(db, caller.id, MAX_LISTED_FEEDBACK_RESPONSES);
  const labelled = labelledAnonymousGroups(
    rows.filter((row) => row.isAnonymous).map((row) => row.relationship),
    MIN_ANONYMOUS_GROUP_SIZE,
  );
  const answers = rows.map((row) => {
    const submittedAt = row.isAnonymous ? startOfUtcDay(row.submittedAt) : row.submittedAt;
    const id = row.isAnonymous ? anonymousResponseId(row.tokenHash) : row.id;
    const response: FeedbackResponse = {
      id,
      request: row.isAnonymous
        ? { reviewerName: null, relationship: labelled.has(row.relationship) ? row.relationship : null }
        : // The reviewer chose to be named: by the name the requester gave, else the address they used.
          { reviewerName: row.reviewerName ?? row.reviewerEmail, relationship: row.relationship },
      overallRating: row.overallRating,
      strengths: row.strengths,
      areasForImprovement: row.areasForImprovement,
      additionalComments: row.additionalComments,
      isAnonymous: row.isAnonymous,
      submittedAt: submittedAt.toISOString(),
    };
    return { response, order: { ...row, submittedAt, tieBreaker: String(id).padStart(16, "0") } };
  });
  return answers.sort((a, b) => compareAnswersForDisplay(a.order, b.order)).map((a) => a.response);
}
