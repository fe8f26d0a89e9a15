// STUB: replaced by the peer-feedback backend.
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { FeedbackRequest, ZCreateFeedbackRequestInput, ZFeedbackRequestIdInput } from "../../schemas/feedback";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";

const todo = () => new AppError("UNAVAILABLE", "Not built yet");
export async function listFeedbackRequests(_d: ServiceDeps, _c: SessionUser): Promise<FeedbackRequest[]> {
  throw todo();
}
export async function createFeedbackRequest(
  _d: ServiceDeps,
  _c: SessionUser,
  _i: z.output<typeof ZCreateFeedbackRequestInput>,
): Promise<FeedbackRequest> {
  throw todo();
}
export async function resendFeedbackRequest(
  _d: ServiceDeps,
  _c: SessionUser,
  _i: z.output<typeof ZFeedbackRequestIdInput>,
): Promise<FeedbackRequest> {
  throw todo();
}
export async function cancelFeedbackRequest(
  _d: ServiceDeps,
  _c: SessionUser,
  _i: z.output<typeof ZFeedbackRequestIdInput>,
): Promise<FeedbackRequest> {
  throw todo();
}
