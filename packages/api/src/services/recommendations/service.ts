import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import type {
  Recommendation,
  ZRecommendationIdInput,
  ZStartRecommendationInput,
} from "../../schemas/recommendations";
import type { ServiceDeps, SessionUser } from "../deps";
import { loadCoachingInput } from "./coaching-input";
import type { RecommendationGenerator } from "./generator";
import { openAiCompatibleGenerator } from "./openai-compatible";
import { ruleBasedGenerator } from "./rule-based";
import {
  deleteRecommendation,
  findPendingRecommendations,
  markRecommendationStarted,
  replacePendingRecommendations,
} from "./queries";
import { linkOf, startTarget } from "./targets";
import { findLatestCompletedAssessment } from "../skills/queries";

/** The recommendations screen shows at most this many. */
export const RECOMMENDATION_LIST_LIMIT = 20;
export const NEEDS_ASSESSMENT = "Take the assessment first to get personalised recommendations.";
const NOT_FOUND = "Recommendation not found";

/** The caller's pending recommendations, newest first. */
export function listRecommendations({ db }: ServiceDeps, caller: SessionUser): Promise<Recommendation[]> {
  return findPendingRecommendations(db, caller.id, RECOMMENDATION_LIST_LIMIT);
}

/**
 * The generator 'Generate New' uses: the configured OpenAI-compatible provider when `config.ai` is set,
 * else the built-in engine. Without `config.ai` no call leaves the machine.
 */
export function recommendationGenerator(config: ApiConfig): RecommendationGenerator {
  return config.ai ? openAiCompatibleGenerator(config.ai) : ruleBasedGenerator;
}

/**
 * Generates a fresh batch and puts it in place of the pending list. The generator runs before anything
 * is deleted, so a failing generator never loses the existing list. `db` may be a transaction.
 *
 * The assessment submit calls this inside its transaction, with the built-in engine whatever the
 * configuration: a provider's outage or a 20-second wait must never fail or hold up a submit (nor hold
 * a transaction open). 'Generate New' is where the provider is used.
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

/** POST /api/ai/generate-recommendations ('Generate New'): needs a completed assessment. */
export async function generateRecommendations(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
): Promise<Recommendation[]> {
  const now = clock();
  const generator = recommendationGenerator(config);
  if (!(await findLatestCompletedAssessment(db, caller.id)))
    throw new AppError("BAD_REQUEST", NEEDS_ASSESSMENT);
  // First generate (a provider may fail here: 429 quota_exceeded or 503), then replace: the pending
  // list is only deleted once a new batch is in hand.
  const generated = await generator.generate(await loadCoachingInput(db, caller.id, now));
  await db
    .transaction()
    .execute((trx) =>
      replacePendingRecommendations(trx, caller.id, generated, { generator: generator.name, now }),
    );
  return findPendingRecommendations(db, caller.id, RECOMMENDATION_LIST_LIMIT);
}

/** Dismiss deletes for good; 404 when it is not the caller's. */
export async function dismissRecommendation(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZRecommendationIdInput>,
): Promise<{ success: true }> {
  if (!(await deleteRecommendation(db, caller.id, input.id))) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { success: true };
}

/** Marks it started and says where to go. */
export async function startRecommendation(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZStartRecommendationInput>,
): Promise<{ target: string }> {
  const row = await markRecommendationStarted(db, caller.id, input.id);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { target: startTarget({ ...row, link: linkOf(row.aiMetadata) }, input.screen) };
}
