import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { ReviewCycleDetail, ZInviteReviewersInput } from "../../schemas/reviews-360";
import type { ServiceDeps } from "../deps";
import { inviteReviewer } from "../feedback/invite";
import type { SessionUser } from "../users/session-user";
import { cycleNotFound, cycleOpenProblem, readCycleDetail } from "./cycles";
import { lockOwnCycle } from "./queries";

/**
 * Invites reviewers to the cycle: one feedback request per reviewer, linked to the cycle, each with its
 * e-mail (and reminder) queued. All or nothing: one refusal (the daily limit, an address already
 * invited) leaves no request and no e-mail behind.
 */
export async function inviteReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
): Promise<ReviewCycleDetail> {
  const now = deps.now();
  const ownEmail = caller.email.toLowerCase();
  if (input.reviewers.some((r) => r.reviewerEmail.toLowerCase() === ownEmail)) {
    throw new AppError("BAD_REQUEST", "You cannot invite yourself: your own view is the self-assessment.");
  }
  await deps.db.transaction().execute(async (trx) => {
    const cycle = await lockOwnCycle(trx, caller.id, input.cycleId);
    if (!cycle) throw cycleNotFound();
    const problem = cycleOpenProblem(cycle, now);
    if (problem) throw new AppError("CONFLICT", problem);
    for (const reviewer of input.reviewers) {
      await inviteReviewer(
        trx,
        deps,
        { id: caller.id, name: caller.name, email: caller.email },
        {
          reviewerEmail: reviewer.reviewerEmail,
          reviewerName: reviewer.reviewerName ?? null,
          relationship: reviewer.relationship,
          message: input.message ?? null,
          cycle: { id: cycle.id, title: cycle.title },
        },
      );
    }
  });
  return readCycleDetail(deps.db, caller, input.cycleId, now);
}
