import type { LatestReviewGaps } from "../reviews-360/gaps";
import type { CoachingInput, GeneratedRecommendation } from "./generator";
import { dueInDays, plural, raisePriority } from "./rule-helpers";

/** Reviewers rate a skill at least this many points (1-5 scale) below the self-rating: a blind spot. */
export const BLIND_SPOT_GAP = 1;
/** Reviewers rate a skill at least this many points above the self-rating: a hidden strength. */
export const HIDDEN_STRENGTH_GAP = 1;
/** An average overall peer rating below this ('Good', meets expectations) is low. */
export const LOW_AVERAGE_RATING = 3;
/** Below this average, or with this many recent low ratings, acting on feedback is high priority. */
const URGENT_AVERAGE_RATING = 2.5;
const URGENT_RECENT_LOW_RATINGS = 2;
/** A skill named in at least this many responses' 'areas for development' is a recurring theme. */
export const THEME_MIN_MENTIONS = 2;
/** How many colleagues to ask when there is no feedback yet. */
export const FEEDBACK_CIRCLE = 3;

type Gap = LatestReviewGaps["skills"][number];

/** What the received feedback and the latest 360 say, ready for the rules. */
export interface FeedbackSignals {
  /** Skills reviewers rate BLIND_SPOT_GAP or more below the self-rating, largest gap first. */
  blindSpots: Gap[];
  /** Skills reviewers rate HIDDEN_STRENGTH_GAP or more above the self-rating, largest first. */
  hiddenStrengths: Gap[];
  /** Skills named in at least THEME_MIN_MENTIONS responses' areas for development, most first. */
  themes: CoachingInput["feedback"]["improvementThemes"];
}

const known = (input: CoachingInput) => {
  const ids = new Set(input.skills.map((s) => s.id));
  return (skillId: number) => ids.has(skillId);
};

export function feedbackSignals(input: CoachingInput): FeedbackSignals {
  const isKnown = known(input);
  const gaps = (input.reviewGaps?.skills ?? []).filter((g) => isKnown(g.skillId));
  return {
    blindSpots: gaps.filter((g) => g.gap >= BLIND_SPOT_GAP).sort((a, b) => b.gap - a.gap),
    hiddenStrengths: gaps.filter((g) => -g.gap >= HIDDEN_STRENGTH_GAP).sort((a, b) => a.gap - b.gap),
    themes: input.feedback.improvementThemes.filter(
      (t) => t.mentions >= THEME_MIN_MENTIONS && isKnown(t.skillId),
    ),
  };
}

const points = (value: number) => `${value.toFixed(1)} point${value.toFixed(1) === "1.0" ? "" : "s"}`;

/** The 'Why this?' sentence of a blind spot. */
export function blindSpotReason(gap: Gap): string {
  return `Your reviewers rated ${gap.skillName} ${points(gap.gap)} below your own rating in your latest 360 (you ${gap.self.toFixed(1)}, reviewers ${gap.others.toFixed(1)} out of 5).`;
}

function themeReason(theme: FeedbackSignals["themes"][number]): string {
  return `${plural(theme.mentions, "feedback response")} point${theme.mentions === 1 ? "s" : ""} to ${theme.skillName} as an area for development.`;
}

/**
 * A recommendation on a blind-spot skill becomes high priority, says why, and (an exercise) adds a
 * feed-forward step; one on a recurring feedback theme moves up one priority and says why. The
 * feedback recommendations themselves (those with a link) already say what they rest on.
 */
export function applySignals(
  rec: GeneratedRecommendation,
  signals: FeedbackSignals,
): GeneratedRecommendation {
  if (rec.skillId === null || rec.link) return rec;
  const gap = signals.blindSpots.find((g) => g.skillId === rec.skillId);
  const theme = signals.themes.find((t) => t.skillId === rec.skillId);
  if (!gap && !theme) return rec;
  const reasons = [rec.reason, gap && blindSpotReason(gap), theme && themeReason(theme)];
  const feedForward =
    gap && rec.type === "skill_exercise"
      ? ` Because others see your ${gap.skillName} lower than you do, ask two of your reviewers the feed-forward question "What is one thing I could do differently in ${gap.skillName.toLowerCase()}?", thank them without debating, and try their suggestion in the next situation that calls for it.`
      : "";
  return {
    ...rec,
    content: `${rec.content}${feedForward}`,
    priority: gap ? "high" : raisePriority(rec.priority),
    reason: reasons.filter(Boolean).join(" "),
    drawsOnFeedback: true,
  };
}

/**
 * What the received feedback asks for by itself: with no feedback (and fewer than three requests
 * waiting), asking three colleagues; with a low average or recent low ratings, a feed-forward
 * challenge to get specifics and act on them. Both lead to /peer-feedback.
 */
export function feedbackRecommendations(
  input: CoachingInput,
  weakest: { name: string; score: number },
  signals: FeedbackSignals,
  due: (days: number) => Date,
): GeneratedRecommendation[] {
  const { responseCount, averageRating, recentLowRatings, pendingRequests } = input.feedback;
  const result: GeneratedRecommendation[] = [];

  if (responseCount === 0 && pendingRequests < FEEDBACK_CIRCLE) {
    const toAsk = FEEDBACK_CIRCLE - pendingRequests;
    const waiting = pendingRequests
      ? ` You have ${plural(pendingRequests, "request")} waiting for an answer, so ask ${toAsk} more.`
      : "";
    result.push({
      type: "general",
      title: "Ask three colleagues for feedback",
      content: `On the Peer Feedback page, request feedback from three colleagues who see your work from different sides: your manager, a fellow engineer, and someone who depends on your decisions (a direct report, or a product or design partner).${waiting} In the message, name one recent situation to comment on, such as a design review you ran or an incident you led, and ask how you handled ${weakest.name.toLowerCase()} there. Answers are anonymous by default, which makes honest ones more likely.`,
      priority: "medium",
      dueDate: due(dueInDays.general),
      lessonId: null,
      skillId: null,
      link: "/peer-feedback",
      reason: `You have no peer feedback yet, so your recommendations only know how you rate yourself; an outside view matters most for ${weakest.name}, your lowest skill at ${weakest.score}%.`,
      // There is no answer to draw on: asking for feedback rests on its absence (engagement).
      drawsOnFeedback: false,
    });
  }

  const lowAverage = averageRating !== null && averageRating < LOW_AVERAGE_RATING;
  if (averageRating !== null && (lowAverage || recentLowRatings > 0)) {
    const theme = signals.themes[0];
    const focus = theme
      ? `the behaviour behind ${theme.skillName}, which ${plural(theme.mentions, "response")} point to`
      : "the one behaviour that comes up most often";
    const recent = recentLowRatings
      ? `, and ${plural(recentLowRatings, "response")} of the last 90 days rated you 'Fair' or lower`
      : "";
    result.push({
      type: "weekly_challenge",
      title: "Act on your feedback: make one visible change",
      content: `Re-read your received feedback on the Peer Feedback page and pick ${focus}. This week, ask two colleagues for specifics with a feed-forward question: "What is one thing I could do differently in the next sprint?" Thank them without debating, tell them which change you are making, and record it as a goal milestone. Two weeks later, ask them whether they noticed the difference.`,
      priority:
        averageRating < URGENT_AVERAGE_RATING || recentLowRatings >= URGENT_RECENT_LOW_RATINGS
          ? "high"
          : "medium",
      dueDate: due(dueInDays.weekly_challenge),
      lessonId: null,
      skillId: theme?.skillId ?? null,
      link: "/peer-feedback",
      reason: `Your peers rated you ${averageRating.toFixed(1)}/5 on average across ${plural(responseCount, "response")}${recent}.${
        theme ? ` ${themeReason(theme)}` : ""
      }`,
      drawsOnFeedback: true,
    });
  }
  return result;
}

/**
 * True when a generator's input holds anything received from others (a feedback answer, a theme from
 * one, a 360 gap): a provider that sees it may draw on it anywhere, so all its output is marked.
 */
export function inputHoldsFeedback(input: CoachingInput): boolean {
  return (
    input.feedback.responseCount > 0 ||
    input.feedback.improvementThemes.length > 0 ||
    (input.reviewGaps?.skills.length ?? 0) > 0
  );
}

/** The general note's addition for the 360's largest hidden strength, if any. */
export function hiddenStrengthNote(signals: FeedbackSignals): { content: string; reason: string } | null {
  const strength = signals.hiddenStrengths[0];
  if (!strength) return null;
  const above = points(-strength.gap);
  return {
    content: ` Your reviewers rate your ${strength.skillName} ${above} higher than you do: others already rely on it, so use it deliberately while you work on the rest.`,
    reason: ` In your latest 360 your reviewers rated ${strength.skillName} ${above} above your own rating.`,
  };
}
