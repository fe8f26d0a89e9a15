import type { DB } from "@leadcoach/db";
import { json, preparedStatement } from "@leadcoach/db";
import { sql } from "kysely";
import type { Recommendation } from "../../schemas/recommendations";
import type { GeneratedRecommendation } from "./generator";
import { deleteOwnRow, latestOwnRows, ownRowUpdate } from "../shared-queries";

const columns = [
  "id",
  "type",
  "title",
  "content",
  "priority",
  "status",
  "dueDate",
  "reason",
  "lessonId",
  "skillId",
  "createdAt",
] as const;

const priorityRank = sql<number>`case priority when 'high' then 0 when 'medium' then 1 else 2 end`;

/** The caller's pending recommendations, the query (the dashboard folds it into its own statement). */
export const pendingRecommendationsQuery = (db: DB, userId: number, limit: number) =>
  db
    .selectFrom("coachingRecommendations")
    .select(columns)
    .where("userId", "=", userId)
    .where("status", "=", "pending")
    .orderBy("createdAt", "desc")
    .orderBy(priorityRank)
    .orderBy("id")
    .limit(limit);

const pendingRecommendations = preparedStatement(2, pendingRecommendationsQuery);

/** The caller's pending recommendations: newest first, the most urgent first within one batch. */
export async function findPendingRecommendations(
  db: DB,
  userId: number,
  limit: number,
): Promise<Recommendation[]> {
  const rows = await pendingRecommendations(db, userId, limit);
  return rows.map(toRecommendation);
}

/**
 * The pending recommendations an admin may see in the per-user view: none that rests on received
 * feedback or a 360 result (`draws_on_feedback`, set by the generator), which are the person's own.
 */
export async function findPendingRecommendationsForAdmin(
  db: DB,
  userId: number,
  limit: number,
): Promise<Recommendation[]> {
  const rows = await pendingRecommendationsQuery(db, userId, limit)
    .where("drawsOnFeedback", "=", false)
    .execute();
  return rows.map(toRecommendation);
}

function toRecommendation(
  r: Omit<Recommendation, "dueDate" | "createdAt"> & { dueDate: Date | null; createdAt: Date },
): Recommendation {
  return {
    ...r,
    dueDate: r.dueDate ? r.dueDate.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Replaces the user's pending recommendations with a new batch (started ones stay). Run it in a transaction. */
export async function replacePendingRecommendations(
  db: DB,
  userId: number,
  generated: readonly GeneratedRecommendation[],
  meta: { generator: string; now: Date },
): Promise<void> {
  await db
    .deleteFrom("coachingRecommendations")
    .where("userId", "=", userId)
    .where("status", "=", "pending")
    .execute();
  if (generated.length === 0) return;
  await db
    .insertInto("coachingRecommendations")
    .values(
      generated.map((g) => ({
        userId,
        type: g.type,
        title: g.title.slice(0, 200),
        content: g.content,
        reason: g.reason,
        drawsOnFeedback: g.drawsOnFeedback,
        priority: g.priority,
        dueDate: g.dueDate,
        lessonId: g.lessonId,
        skillId: g.skillId,
        aiMetadata: json({
          generator: meta.generator,
          generatedAt: meta.now.toISOString(),
          ...(g.link ? { link: g.link } : {}),
          ...(g.milestone ? { milestone: g.milestone } : {}),
        }),
        createdAt: meta.now,
      })),
    )
    .execute();
}

/** Deletes one of the caller's recommendations; false when it is not theirs or does not exist. */
export async function deleteRecommendation(db: DB, userId: number, id: number): Promise<boolean> {
  return deleteOwnRow(db, "coachingRecommendations", userId, id);
}

/** Marks one of the caller's recommendations started and returns what Start needs to navigate. */
export function markRecommendationStarted(db: DB, userId: number, id: number) {
  return ownRowUpdate(db.updateTable("coachingRecommendations"), userId, id)
    .set({ status: "started" })
    .returning(["id", "type", "lessonId", "skillId", "aiMetadata"])
    .executeTakeFirst();
}

/** The user's most recent goals, newest first. */
export function findRecentGoals(db: DB, userId: number, limit: number) {
  return latestOwnRows(db.selectFrom("goals"), userId, limit)
    .select(["id", "title", "skillId", "status", "targetDate", "milestones"])
    .execute();
}

/**
 * The user's received peer feedback in numbers: how many responses, their average overall rating, how
 * many since `since` were rated 1 or 2, and how many sent requests can still be answered at `now`.
 */
export async function findFeedbackSummary(db: DB, userId: number, since: Date, now: Date) {
  const [responses, requests] = await Promise.all([
    db
      .selectFrom("peerFeedbackResponses as r")
      .innerJoin("peerFeedbackRequests as q", "q.id", "r.requestId")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("responseCount"),
        eb.fn.avg<string | number | null>("r.overallRating").as("averageRating"),
        eb.fn
          .countAll<string | number>()
          .filterWhere((w) => w.and([w("r.overallRating", "<=", 2), w("r.submittedAt", ">=", since)]))
          .as("recentLowRatings"),
      ])
      .where("q.requesterId", "=", userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("peerFeedbackRequests")
      .select((eb) => eb.fn.countAll<string | number>().as("pendingRequests"))
      .where("requesterId", "=", userId)
      .where("status", "=", "pending")
      .where("expiresAt", ">", now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    responseCount: Number(responses.responseCount),
    averageRating: responses.averageRating === null ? null : Number(responses.averageRating),
    recentLowRatings: Number(responses.recentLowRatings),
    pendingRequests: Number(requests.pendingRequests),
  };
}

/**
 * The 'areas for development' texts of the user's latest responses, newest first. Only counted by
 * keywords (feedback-themes.ts); never stored in or quoted by a recommendation.
 */
export async function findImprovementNotes(db: DB, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("peerFeedbackResponses as r")
    .innerJoin("peerFeedbackRequests as q", "q.id", "r.requestId")
    .select("r.areasForImprovement")
    .where("q.requesterId", "=", userId)
    .where("r.areasForImprovement", "is not", null)
    .orderBy("r.submittedAt", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.areasForImprovement ? [r.areasForImprovement] : []));
}
