import { appLink } from "../../lib/app-link";
import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "../../config";
import { currentStreak } from "../activity/current-streak";
import type { EmailContent } from "../email/render";
import {
  findFeedbackReceivedBetween,
  findGoalsForDigest,
  findLessonsCompletedBetween,
  findScheduledActivitiesBetween,
  sumXpBetween,
} from "./queries";
import { formatDay, formatDayTime, formatWeekRange, isoDay, type DigestWeek } from "./week";

/** Titles listed per line; the rest is counted ('and 3 more'). */
const MAX_NAMED = 3;
/** Upcoming activities listed. */
const MAX_ACTIVITIES = 5;

/** What one person's digest says, gathered from their own rows only. */
export interface DigestSummary {
  range: string;
  /** When the person turned the digest on, if that was during the week: the digest covers only the time since. */
  since: Date | null;
  lessons: string[];
  xp: number;
  goalsCompleted: string[];
  milestonesReached: number;
  streakDays: number;
  /** Active goals whose target day falls in the week ahead. */
  goalsDue: { title: string; day: string }[];
  activities: { title: string; startTime: Date }[];
  peerAnswers: { named: string[]; anonymous: number };
  reviewAnswers: { cycleTitle: string; count: number }[];
}

const within = (at: Date | string | null | undefined, from: Date, to: Date) => {
  if (!at) return false;
  const t = new Date(at).getTime();
  return t >= from.getTime() && t < to.getTime();
};

/**
 * Reads the person's week, or the part of it since `since` (a first digest): a handful of indexed
 * probes of their own rows, whatever the table sizes.
 */
export async function gatherDigest(
  db: DB,
  userId: number,
  week: DigestWeek,
  now: Date,
  since: Date | null = null,
): Promise<DigestSummary> {
  const from = since ?? week.from;
  const [lessons, xp, goals, streakDays, activities, feedback] = await Promise.all([
    findLessonsCompletedBetween(db, userId, from, week.to),
    sumXpBetween(db, userId, from, week.to),
    findGoalsForDigest(db, userId, from),
    currentStreak(db, userId, now, "UTC"),
    findScheduledActivitiesBetween(db, userId, now, week.aheadTo, MAX_ACTIVITIES + 1),
    findFeedbackReceivedBetween(db, userId, from, week.to),
  ]);

  const firstDayAhead = isoDay(week.to);
  const lastDayAhead = isoDay(new Date(week.aheadTo.getTime() - 86_400_000));
  const reviews = new Map<number, { cycleTitle: string; count: number }>();
  const peerAnswers = { named: [] as string[], anonymous: 0 };
  for (const answer of feedback) {
    if (answer.cycleId !== null) {
      // 360 answers are shown pooled, never by person: counted per review only.
      const entry = reviews.get(answer.cycleId) ?? { cycleTitle: answer.cycleTitle ?? "", count: 0 };
      entry.count += 1;
      reviews.set(answer.cycleId, entry);
    } else if (answer.isAnonymous) {
      peerAnswers.anonymous += 1;
    } else {
      peerAnswers.named.push(answer.reviewerName ?? answer.reviewerEmail);
    }
  }

  return {
    range: formatWeekRange(week),
    since,
    lessons: lessons.map((l) => l.title),
    xp,
    goalsCompleted: goals.filter((g) => within(g.completedAt, from, week.to)).map((g) => g.title),
    milestonesReached: goals
      .flatMap((g) => g.milestones)
      .filter((m) => m.completed && within(m.completedAt, from, week.to)).length,
    streakDays,
    goalsDue: goals
      .filter(
        (g) =>
          g.status === "active" &&
          g.targetDate !== null &&
          g.targetDate >= firstDayAhead &&
          g.targetDate <= lastDayAhead,
      )
      .map((g) => ({ title: g.title, day: g.targetDate ?? "" })),
    activities,
    peerAnswers,
    reviewAnswers: [...reviews.values()],
  };
}

/** 'A', 'A and B', 'A, B and C'. */
function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1) ?? ""}`;
}

/** 'A, B and C', 'A, B, C and 2 more'. */
export function nameList(names: readonly string[], max = MAX_NAMED): string {
  const rest = names.length - max;
  return joinAnd(rest > 0 ? [...names.slice(0, max), `${rest} more`] : names);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Nothing moved: no lesson, no XP, no goal or milestone, no feedback. */
export function isQuietWeek(s: DigestSummary): boolean {
  return (
    s.lessons.length === 0 &&
    s.xp === 0 &&
    s.goalsCompleted.length === 0 &&
    s.milestonesReached === 0 &&
    s.peerAnswers.named.length === 0 &&
    s.peerAnswers.anonymous === 0 &&
    s.reviewAnswers.length === 0
  );
}

function movedLines(s: DigestSummary): string[] {
  const lines: string[] = [];
  if (s.lessons.length > 0) {
    lines.push(`- ${plural(s.lessons.length, "lesson", "lessons")} completed: ${nameList(s.lessons)}`);
  }
  if (s.xp > 0) lines.push(`- ${s.xp} XP earned`);
  if (s.goalsCompleted.length > 0) {
    lines.push(
      `- ${plural(s.goalsCompleted.length, "goal", "goals")} completed: ${nameList(s.goalsCompleted)}`,
    );
  }
  if (s.milestonesReached > 0)
    lines.push(`- ${plural(s.milestonesReached, "milestone", "milestones")} reached`);
  return lines;
}

function streakLine(days: number): string {
  return days > 0
    ? `Current streak: ${plural(days, "day", "days")}.`
    : "No streak running: one lesson step today starts a new one.";
}

/** Goals and activities in date order; a goal due on a day comes before that day's activities. */
function dueLines(s: DigestSummary): string[] {
  const activities = s.activities.slice(0, MAX_ACTIVITIES);
  const more = s.activities.length - activities.length;
  const items = [
    ...s.goalsDue.map((g) => ({
      at: new Date(`${g.day}T00:00:00Z`).getTime(),
      line: `- Goal due ${formatDay(g.day)}: ${g.title}`,
    })),
    ...activities.map((a) => ({
      at: a.startTime.getTime(),
      line: `- ${formatDayTime(a.startTime)}: ${a.title}`,
    })),
  ].sort((a, b) => a.at - b.at);
  return [...items.map((item) => item.line), ...(more > 0 ? ["- and more on your calendar"] : [])];
}

function feedbackLines(s: DigestSummary): string[] {
  const { named, anonymous } = s.peerAnswers;
  const lines: string[] = [];
  const peerCount = named.length + anonymous;
  if (peerCount > 0) {
    const rest = named.length - MAX_NAMED;
    const who = joinAnd([
      ...named.slice(0, MAX_NAMED),
      ...(rest > 0 ? [`${rest} more`] : []),
      ...(anonymous > 0 ? [plural(anonymous, "anonymous reviewer", "anonymous reviewers")] : []),
    ]);
    lines.push(`- ${plural(peerCount, "feedback answer", "feedback answers")} from ${who}`);
  }
  for (const review of s.reviewAnswers) {
    lines.push(`- ${plural(review.count, "answer", "answers")} to your 360 review "${review.cycleTitle}"`);
  }
  return lines;
}

function movedHeading(since: Date | null): string {
  return since ? `What moved since you turned the digest on (${formatDay(since)}):` : "What moved last week:";
}

function quietLine(since: Date | null): string {
  return since
    ? "Nothing has moved yet since you turned the digest on, and that is fine. Ten minutes on a lesson is enough to get going."
    : "Last week was a quiet one, and that is fine. Ten minutes on a lesson is enough to get going again.";
}

/** The digest as an e-mail: plain sentences and '- ' lists, so the text part reads as well as the HTML. */
export function digestEmailContent(
  config: ApiConfig,
  s: DigestSummary,
  unsubscribeUrl: string,
): EmailContent & { subject: string } {
  const quiet = isQuietWeek(s);
  const moved = movedLines(s);
  const due = dueLines(s);
  const feedback = feedbackLines(s);
  const paragraphs = [
    quiet ? quietLine(s.since) : [movedHeading(s.since), ...moved].join("\n"),
    streakLine(s.streakDays),
    due.length > 0 ? ["Due in the week ahead:", ...due].join("\n") : "Nothing is due in the week ahead.",
    ...(feedback.length > 0 ? [["Feedback received:", ...feedback].join("\n")] : []),
  ];
  const preheader = quiet
    ? "A quiet week, and what comes next."
    : `${plural(s.lessons.length, "lesson", "lessons")}, ${s.xp} XP and ${plural(s.streakDays, "streak day", "streak days")}.`;
  return {
    subject: `Your weekly digest: ${s.range}`,
    preheader,
    heading: `Your week: ${s.range}`,
    paragraphs,
    action: { label: "Open your dashboard", url: appLink(config.appUrl, "/dashboard") },
    footnote: `You get this e-mail because you turned on the weekly digest in Settings. ${config.mail.productName} sends it on Mondays.`,
    unsubscribe: { label: "Unsubscribe from the weekly digest", url: unsubscribeUrl },
  };
}
