import type { DB } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { Recommendation } from "../../schemas/recommendations";
import { findLatestCompletedAssessment } from "../assessment/queries";
import { loadCoachingInput } from "./coaching-input";
import type { RecommendationGenerator } from "./generator";
import { ruleBasedGenerator } from "./rule-based";
import {
  deleteRecommendation,
  findPendingRecommendations,
  markRecommendationStarted,
  replacePendingRecommendations,
} from "./store";
import { startTarget, type StartScreen } from "./targets";

/** The recommendations screen shows at most this many. */
export const RECOMMENDATION_LIST_LIMIT = 20;
export const NEEDS_ASSESSMENT = "Take the assessment first to get personalised recommendations.";
const NOT_FOUND = "Recommendation not found";

export function listRecommendations(db: DB, userId: number): Promise<Recommendation[]> {
  return findPendingRecommendations(db, userId, RECOMMENDATION_LIST_LIMIT);
}

/**
 * Generates a fresh batch and puts it in place of the pending list. The generator runs before anything
 * is deleted, so a failing generator never loses the existing list. `db` may be a transaction.
 */
export async function refreshRecommendations(
  db: DB,
  userId: number,
  now: Date,
  generator: RecommendationGenerator = ruleBasedGenerator,
): Promise<void> {
  const generated = await generator.generate(await loadCoachingInput(db, userId, now));
  await replacePendingRecommendations(db, userId, generated, { generator: generator.name, now });
}

/** POST /api/ai/generate-recommendations: needs a completed assessment. */
export async function generateRecommendations(
  db: DB,
  userId: number,
  now: Date,
  generator: RecommendationGenerator = ruleBasedGenerator,
): Promise<Recommendation[]> {
  if (!(await findLatestCompletedAssessment(db, userId))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: NEEDS_ASSESSMENT });
  }
  const generated = await generator.generate(await loadCoachingInput(db, userId, now));
  await db
    .transaction()
    .execute((trx) =>
      replacePendingRecommendations(trx, userId, generated, { generator: generator.name, now }),
    );
  return listRecommendations(db, userId);
}

/** Dismiss deletes for good; 404 when it is not the caller's. */
export async function dismissRecommendation(db: DB, userId: number, id: number): Promise<void> {
  if (!(await deleteRecommendation(db, userId, id))) {
    throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  }
}

/** Marks it started and says where to go (DECISIONS §5). */
export async function startRecommendation(
  db: DB,
  userId: number,
  id: number,
  screen: StartScreen,
): Promise<{ target: string }> {
  const row = await markRecommendationStarted(db, userId, id);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  return { target: startTarget(row, screen) };
}
