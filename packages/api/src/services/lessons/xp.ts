import type { XpSummary } from "../../schemas/lessons";
import type { ServiceDeps, SessionUser } from "../deps";
import { findBadges, findXpTotal } from "./queries";

/** The caller's total XP and badges, in the order they were earned. */
export async function xpSummary({ db }: ServiceDeps, caller: SessionUser): Promise<XpSummary> {
  const [totalXp, badges] = await Promise.all([findXpTotal(db, caller.id), findBadges(db, caller.id)]);
  return {
    totalXp,
    badges: badges.flatMap((b) => (b.badge ? [{ badge: b.badge, earnedAt: b.createdAt.toISOString() }] : [])),
  };
}
