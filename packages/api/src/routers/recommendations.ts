import { z } from "zod";
import {
  ZRecommendation,
  ZRecommendationIdInput,
  ZStartRecommendationInput,
  ZStartRecommendationOutput,
} from "../schemas/recommendations";
import {
  dismissRecommendation,
  generateRecommendations,
  listRecommendations,
  startRecommendation,
} from "../services/recommendations/service";
import { serve } from "../context";
import { protectedProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

export const recommendationsRouter = router({
  /** The caller's pending recommendations, newest first (GET /api/coaching-recommendations). */
  list: protectedProcedure.output(z.array(ZRecommendation)).query(serve(listRecommendations)),

  /**
   * Replaces the pending list with a fresh one from the configured AI provider, else the built-in
   * engine (POST /api/ai/generate-recommendations). A provider failure (429 quota_exceeded, 503) keeps it.
   */
  generate: protectedProcedure.output(z.array(ZRecommendation)).mutation(serve(generateRecommendations)),

  /** Deletes one for good (DELETE /api/coaching-recommendations/:id). */
  dismiss: protectedProcedure
    .input(ZRecommendationIdInput)
    .output(ZSuccess)
    .mutation(serve(dismissRecommendation)),

  /** Marks it started and answers where to go. */
  start: protectedProcedure
    .input(ZStartRecommendationInput)
    .output(ZStartRecommendationOutput)
    .mutation(serve(startRecommendation)),
});
