// STUB: replaced by the peer-feedback backend.
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { FeedbackForm, ZFeedbackFormInput, ZSubmitFeedbackInput } from "../../schemas/feedback";
import type { ServiceDeps, Visitor } from "../deps";

export async function loadFeedbackForm(
  _d: ServiceDeps,
  _v: Visitor,
  _i: z.output<typeof ZFeedbackFormInput>,
): Promise<FeedbackForm> {
  throw new AppError("UNAVAILABLE", "Not built yet");
}
export async function submitFeedback(
  _d: ServiceDeps,
  _v: Visitor,
  _i: z.output<typeof ZSubmitFeedbackInput>,
): Promise<{ success: true }> {
  throw new AppError("UNAVAILABLE", "Not built yet");
}
