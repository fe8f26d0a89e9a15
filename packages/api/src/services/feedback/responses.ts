// STUB: replaced by the peer-feedback backend.
import { AppError } from "../../lib/app-error";
import type { FeedbackResponse } from "../../schemas/feedback";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";

export async function listFeedbackResponses(_d: ServiceDeps, _c: SessionUser): Promise<FeedbackResponse[]> {
  throw new AppError("UNAVAILABLE", "Not built yet");
}
