import {
  CAMPAIGN_MAX_NOMINEES,
  CAMPAIGN_MIN_NOMINEES,
  MIN_NEW_ANSWERS_PER_RELEASE,
  MIN_REVIEWERS_FOR_REPORT,
  type ReviewCycleDetail,
  type ReviewCycleSummary,
  type ReviewInstrumentItem,
} from "@leadcoach/api/schemas";

/** The three steps of a cycle's page, in order (the `?step=` values). */
export const reviewSteps = ["self", "reviewers", "report"] as const;
export type ReviewStep = (typeof reviewSteps)[number];

export function isReviewStep(value: string | null): value is ReviewStep {
  return (reviewSteps as readonly string[]).includes(value ?? "");
}

/** Where a cycle's page opens: the first step still to do, the report once it is ready. */
export function defaultReviewStep(
  cycle: Pick<ReviewCycleSummary, "selfAssessmentCompleted" | "reportReleased" | "status" | "invitedCount">,
): ReviewStep {
  if (cycle.reportReleased) return "report";
  if (cycle.status !== "active") return "report";
  if (!cycle.selfAssessmentCompleted) return "self";
  return "reviewers";
}

/** 'N of target answered' (the count can pass the target). */
export function answeredText(
  cycle: Pick<ReviewCycleSummary, "responseCount" | "targetResponseCount">,
): string {
  return `${cycle.responseCount} of ${cycle.targetResponseCount} answered`;
}

/** The share of the target answered, 0-100. */
export function answeredPercent(
  cycle: Pick<ReviewCycleSummary, "responseCount" | "targetResponseCount">,
): number {
  if (cycle.targetResponseCount <= 0) return 0;
  return Math.min(100, Math.round((cycle.responseCount / cycle.targetResponseCount) * 100));
}

/** The locked report's explanation. */
export function lockedReportText(responseCount: number, minimum = MIN_REVIEWERS_FOR_REPORT): string {
  return `${minimum} reviewers needed before results are shown (${responseCount} so far)`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the released figures rest on, and when they change next. */
export function releaseText(
  release: { answerCount: number; releasedAt: string },
  open: boolean,
  perRelease = MIN_NEW_ANSWERS_PER_RELEASE,
): string {
  const base = `Results include ${plural(release.answerCount, "answer", "answers")}, released ${formatInstant(release.releasedAt)}`;
  return open ? `${base}; the next update comes when ${perRelease} more answers arrive.` : `${base}.`;
}

/** After the close: answers that came after the last release and were too few to pool. */
export function leftoverText(count: number, perRelease = MIN_NEW_ANSWERS_PER_RELEASE): string | null {
  if (count <= 0) return null;
  return `${plural(count, "answer", "answers")} arrived too late to be included: results only change when ${perRelease} new answers arrive together, so no one's answers can be worked out from the difference.`;
}

/** The reviewer counts the cycle page shows (never who answered). */
export function reviewerCountsText(
  cycle: Pick<ReviewCycleSummary, "invitedCount" | "responseCount" | "pendingCount">,
): string {
  return `${cycle.invitedCount} invited, ${cycle.responseCount} answered, ${cycle.pendingCount} still open`;
}

/** An average on the 1-5 scale, one decimal ("3.7"), or an en dash when there is none. */
export function formatScore(value: number | null): string {
  return value === null ? "–" : value.toFixed(1);
}

/** A gap with its sign ("+1.7", "−0.3", "0.0"), or an en dash. */
export function formatGap(value: number | null): string {
  if (value === null) return "–";
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return "0.0";
  return rounded > 0 ? `+${rounded.toFixed(1)}` : `−${Math.abs(rounded).toFixed(1)}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const instantFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** 'Dec 21, 2026' from a 'YYYY-MM-DD' day (the day as written, whatever the time zone). */
export function formatDay(day: string | null): string {
  if (!day) return "–";
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** 'Dec 21, 2026' from an instant, in the browser's time zone. */
export function formatInstant(iso: string | null): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantFormat.format(date);
}

/** The instrument grouped by category, in the server's order. */
export function itemsByCategory(
  items: readonly ReviewInstrumentItem[],
): { categoryKey: string; categoryName: string; items: ReviewInstrumentItem[] }[] {
  const groups: { categoryKey: string; categoryName: string; items: ReviewInstrumentItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.categoryKey === item.categoryKey) last.items.push(item);
    else groups.push({ categoryKey: item.categoryKey, categoryName: item.categoryName, items: [item] });
  }
  return groups;
}

/** True while the cycle still takes invitations (the server has the last word on the end date). */
export function acceptsInvitations(cycle: Pick<ReviewCycleDetail, "status">): boolean {
  return cycle.status === "active";
}

/** A campaign's cycle, until its release: when the results come (never before, never live). */
export function campaignReleaseText(campaign: { releaseAt: string }): string {
  return `Results are released on ${formatInstant(campaign.releaseAt)}`;
}

/** A campaign's cycle: whom to nominate, and by when. */
export function nominationDeadlineText(campaign: { nominationDeadline: string }): string {
  return `Nominate ${CAMPAIGN_MIN_NOMINEES} to ${CAMPAIGN_MAX_NOMINEES} reviewers by ${formatInstant(campaign.nominationDeadline)}`;
}

/** The line under a cycle's title: its dates, and for a campaign's open cycle its deadline and release. */
export function cycleDatesText(
  cycle: Pick<ReviewCycleSummary, "status" | "startDate" | "endDate" | "completedAt" | "campaign">,
): string {
  if (cycle.status !== "active") {
    return `Started ${formatInstant(cycle.startDate)} · closed ${formatInstant(cycle.completedAt)}`;
  }
  if (cycle.campaign) {
    return `Started ${formatInstant(cycle.startDate)} · ${nominationDeadlineText(cycle.campaign)} · ${campaignReleaseText(cycle.campaign)}`;
  }
  return `Started ${formatInstant(cycle.startDate)} · invitations until ${formatDay(cycle.endDate)}`;
}
