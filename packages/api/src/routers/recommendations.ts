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
import { protectedProcedure, router } from "../trpc";

export const recommendationsRouter = router({
  /** The caller's pending recommendations, newest first (GET /api/coaching-recommendations). */
  list: protectedProcedure
    .output(z.array(ZRecommendation))
    .query(({ ctx }) => listRecommendations(ctx.db, ctx.user.id)),

  /** Replaces the pending list with a fresh one (POST /api/ai/generate-recommendations). */
  generate: protectedProcedure
    .output(z.array(ZRecommendation))
    .mutation(({ ctx }) => generateRecommendations(ctx.db, ctx.user.id, ctx.now())),

  /** Deletes one for good (DELETE /api/coaching-recommendations/:id). */
  dismiss: protectedProcedure
    .input(ZRecommendationIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await dismissRecommendation(ctx.db, ctx.user.id, input.id);
      return { success: true as const };
    }),

  /** Marks it started and answers where to go. */
  start: protectedProcedure
    .input(ZStartRecommendationInput)
    .output(ZStartRecommendationOutput)
    .mutation(({ ctx, input }) => startRecommendation(ctx.db, ctx.user.id, input.id, input.screen)),
});
