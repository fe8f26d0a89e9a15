import type { DB } from "@leadcoach/db";
import type { XpSummary } from "../../schemas/lessons";
import { findBadges, findXpTotal } from "./queries";

/** The caller's total XP and badges, in the order they were earned. */
export async function xpSummary(db: DB, userId: number): Promise<XpSummary> {
  const [totalXp, badges] = await Promise.all([findXpTotal(db, userId), findBadges(db, userId)]);
  return {
    totalXp,
    badges: badges.flatMap((b) => (b.badge ? [{ badge: b.badge, earnedAt: b.createdAt.toISOString() }] : [])),
  };
}
