import type { CoachingInput, GeneratedRecommendation, RecommendationGenerator } from "./generator";
import {
  applySignals,
  feedbackRecommendations,
  feedbackSignals,
  hiddenStrengthNote,
  type FeedbackSignals,
} from "./feedback-rules";
import { guidanceFor } from "./guidance";
import type { MilestoneLink, Priority } from "@leadcoach/db";
import { clip, DAY_MS, dueInDays, priorityForRank, priorityForScore } from "./rule-helpers";
import type { RecommendationLink } from "./targets";
import { dailyTip } from "./tips/daily-tip";

/** The focus-area note sums up; the skill recommendations carry the urgency. */
const notUrgent = (priority: Priority): Priority => (priority === "high" ? "medium" : priority);

export { dueInDays, priorityForScore } from "./rule-helpers";

type Skill = CoachingInput["skills"][number];
type Lesson = CoachingInput["lessons"][number];
type ScoredSkill = Skill & { score: number };

/**
 * The skill's lesson to work through: one in progress, else one not started. A finished lesson is
 * never proposed again; `allDone` says the skill has lessons and all are finished.
 */
function lessonFor(
  lessons: CoachingInput["lessons"],
  skillId: number,
): { lesson: Lesson | undefined; allDone: boolean } {
  const forSkill = lessons.filter((l) => l.skillId === skillId);
  const lesson =
    forSkill.find((l) => l.status === "in_progress") ?? forSkill.find((l) => l.status === "not_started");
  return { lesson, allDone: !lesson && forSkill.length > 0 };
}

function lessonClause(lesson: Lesson | undefined, allDone: boolean): string {
  if (allDone) return "you've finished its lessons, so practice on the job matters most now";
  if (!lesson) return "there is no lesson for it yet, so practice on the job matters most";
  if (lesson.status === "in_progress") return `you're ${lesson.progress}% through '${lesson.title}'`;
  return `you haven't started '${lesson.title}'`;
}

function scoreClause(skill: Skill, rank: string | null): string {
  if (skill.score === null) return `You have no assessment score for ${skill.name} yet`;
  return `Your ${skill.name} score is ${skill.score}%${rank ? ` — ${rank} —` : ""}`;
}

function skillExercise(
  skill: Skill,
  rank: string | null,
  input: CoachingInput,
  due: (days: number) => Date,
  priority: Priority,
): GeneratedRecommendation {
  const { lesson, allDone } = lessonFor(input.lessons, skill.id);
  const guide = guidanceFor(skill);
  const lessonPart = lesson
    ? lesson.status === "in_progress"
      ? `Pick up '${lesson.title}' where you left off (${lesson.progress}% done, about ${lesson.estimatedMinutes} minutes in all). `
      : `Work through '${lesson.title}' (${lesson.estimatedMinutes} minutes). `
    : "";
  return {
    type: "skill_exercise",
    title: clip(lesson ? `Practise ${skill.name}: ${lesson.title}` : `Practise ${skill.name}`),
    content: `${lessonPart}Then put it to work: ${guide.exercise}`,
    priority,
    dueDate: due(dueInDays.skill_exercise),
    lessonId: lesson?.id ?? null,
    skillId: skill.id,
    reason: `${scoreClause(skill, rank)} and ${lessonClause(lesson, allDone)}.`,
    // A blind spot or feedback theme on this skill marks it in `applySignals`.
    drawsOnFeedback: false,
  };
}

function nextOpenMilestone(goal: CoachingInput["goals"][number]) {
  return goal.milestones.find((m) => !m.completed);
}

/** At most this many skill exercises in one batch. */
const MAX_EXERCISES = 3;

/**
 * The built-in, deterministic coach: the same input always gives the same recommendations. It writes
 * - a skill exercise for the weakest skill, the largest 360 blind spot, the skill reviewers' 'areas
 *   for development' point to most, and the second weakest skill when it is below 70% (at most three,
 *   in that order of precedence);
 * - a daily tip for the weakest skill;
 * - a weekly challenge: an open goal's next milestone when there is one;
 * - a general focus-area note from the category scores (and the 360's hidden strengths);
 * - from the received feedback (feedback-rules.ts): a request for feedback from three colleagues when
 *   there is none, a feed-forward challenge when the ratings are low.
 * Then every recommendation on a blind-spot skill becomes high priority and says so in its reason, and
 * one on a recurring feedback theme moves up one priority and says so too.
 */
export const ruleBasedGenerator: RecommendationGenerator = {
  name: "rule-based",
  generate(input) {
    const due = (days: number) => new Date(input.now.getTime() + days * DAY_MS);
    // Lowest first; a tie goes to the skill the person chose to focus on first, then catalogue order.
    const order = new Map(input.skills.map((s, index) => [s.id, s.id === input.focusSkillId ? -1 : index]));
    const scored = input.skills
      .filter((s): s is ScoredSkill => s.score !== null)
      .sort((a, b) => a.score - b.score || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const weakest = scored[0];
    if (!weakest) {
      return Promise.resolve([
        {
          type: "general",
          title: "Take the leadership skills assessment",
          content:
            "The 70-question assessment takes about 45 minutes and shows where to focus first. Your recommendations will be built from your answers.",
          priority: "high",
          dueDate: due(dueInDays.general),
          lessonId: null,
          skillId: null,
          reason: "You have no assessment scores yet, so there is nothing to tailor recommendations to.",
          drawsOnFeedback: false,
        },
      ]);
    }
    const second = scored[1];
    const signals = feedbackSignals(input);
    const skillById = new Map(input.skills.map((s) => [s.id, s]));
    const candidates: { skill: Skill; rank: string | null }[] = [
      { skill: weakest, rank: "your lowest skill" },
    ];
    const topBlindSpot = signals.blindSpots[0];
    const topTheme = signals.themes[0];
    for (const skillId of [topBlindSpot?.skillId, topTheme?.skillId]) {
      const skill = skillId === undefined ? undefined : skillById.get(skillId);
      if (skill)
        candidates.push({ skill, rank: skill.id === second?.id ? "your second-lowest skill" : null });
    }
    if (second && second.score < 70) candidates.push({ skill: second, rank: "your second-lowest skill" });
    const exerciseSkills = candidates
      .filter((c, index) => candidates.findIndex((o) => o.skill.id === c.skill.id) === index)
      .slice(0, MAX_EXERCISES);

    // Priorities spread by need: the weakest skill high, the second medium, the rest low.
    const rankOf = new Map(scored.map((s, index) => [s.id, index]));
    const priorityOf = (skill: Skill) => priorityForRank(rankOf.get(skill.id) ?? scored.length, skill.score);
    const result: GeneratedRecommendation[] = exerciseSkills.map(({ skill, rank }) =>
      skillExercise(skill, rank, input, due, priorityOf(skill)),
    );

    const tip = dailyTip(weakest, input.userId, input.now);
    // A tip is a small habit, never the most urgent thing on the list.
    result.push({
      type: "daily_tip",
      title: clip(`Today's tip: ${tip.title}`),
      content: tip.text,
      priority: notUrgent(priorityOf(weakest)),
      dueDate: due(dueInDays.daily_tip),
      lessonId: null,
      skillId: weakest.id,
      reason: `A small daily habit for ${weakest.name}, where your answers scored ${weakest.score}% (${weakest.categoryName}).`,
      drawsOnFeedback: false,
    });

    result.push(weeklyChallenge(input, second ?? weakest, due, priorityOf));
    result.push(generalFocus(input, scored, signals, due));
    result.push(...feedbackRecommendations(input, weakest, signals, due));
    return Promise.resolve(result.map((r) => applySignals(r, signals)));
  },
};

/** Where a milestone's Start leads when it names no lesson. */
function milestoneLink(link: MilestoneLink | null | undefined): RecommendationLink | undefined {
  if (link?.kind === "activity") return "/calendar";
  if (link?.kind === "feedback") return "/peer-feedback";
  if (link?.kind === "pulse") return "/goals";
  return undefined;
}

function weeklyChallenge(
  input: CoachingInput,
  fallbackSkill: ScoredSkill,
  due: (days: number) => Date,
  priorityOf: (skill: Skill) => Priority,
): GeneratedRecommendation {
  const skillById = new Map(input.skills.map((s) => [s.id, s]));
  const scoreOf = new Map(input.skills.map((s) => [s.id, s.score]));
  const openGoals = input.goals
    .filter((g) => g.status === "active" && nextOpenMilestone(g))
    .sort(
      (a, b) =>
        (a.targetDate ?? "9999-12-31").localeCompare(b.targetDate ?? "9999-12-31") ||
        (a.skillId !== null ? (scoreOf.get(a.skillId) ?? 100) : 100) -
          (b.skillId !== null ? (scoreOf.get(b.skillId) ?? 100) : 100) ||
        a.id - b.id,
    );
  const goal = openGoals[0];
  const milestone = goal ? nextOpenMilestone(goal) : undefined;
  if (goal && milestone) {
    const done = goal.milestones.filter((m) => m.completed).length;
    const total = goal.milestones.length;
    const goalSkill = goal.skillId !== null ? skillById.get(goal.skillId) : undefined;
    const goalScore = goalSkill?.score ?? null;
    const link = milestoneLink(milestone.completes);
    return {
      type: "weekly_challenge",
      title: clip(`This week: ${milestone.description}`),
      content: milestone.completes
        ? `Move your goal '${goal.title}' forward by completing the milestone "${milestone.description}" this week; it ticks itself once you have done it.`
        : `Move your goal '${goal.title}' forward by completing the milestone "${milestone.description}" this week, then tick it off on the Goals page.`,
      priority: goalSkill ? priorityOf(goalSkill) : priorityForScore(null),
      dueDate: due(dueInDays.weekly_challenge),
      lessonId: milestone.completes?.kind === "lesson" ? milestone.completes.lessonId : null,
      skillId: goal.skillId,
      reason: `Your goal '${goal.title}' has ${done} of ${total} milestones done${
        goal.targetDate ? ` and is due on ${goal.targetDate}` : ""
      }${goalScore !== null ? `; its skill is at ${goalScore}%` : ""}.`,
      drawsOnFeedback: false,
      milestone: { goalId: goal.id, description: milestone.description },
      ...(link ? { link } : {}),
    };
  }
  const guide = guidanceFor(fallbackSkill);
  return {
    type: "weekly_challenge",
    title: clip(`Weekly challenge: ${guide.challengeTitle}`),
    content: guide.challenge,
    priority: priorityOf(fallbackSkill),
    dueDate: due(dueInDays.weekly_challenge),
    lessonId: null,
    skillId: fallbackSkill.id,
    reason: `${fallbackSkill.name} is at ${fallbackSkill.score}% and you have no open goal milestones to work on this week.`,
    drawsOnFeedback: false,
  };
}

function generalFocus(
  input: CoachingInput,
  scored: ScoredSkill[],
  signals: FeedbackSignals,
  due: (days: number) => Date,
): GeneratedRecommendation {
  const categories = input.categories.filter(
    (c): c is (typeof input.categories)[number] & { score: number } => c.score !== null,
  );
  const lowest = [...categories].sort((a, b) => a.score - b.score)[0];
  const highest = [...categories].sort((a, b) => b.score - a.score)[0];
  const completed = input.lessons.filter((l) => l.status === "completed").length;
  const feedback =
    input.feedback.averageRating !== null
      ? ` Your peers rated you ${input.feedback.averageRating.toFixed(1)}/5 on average across ${input.feedback.responseCount} response${input.feedback.responseCount === 1 ? "" : "s"}.`
      : "";
  const summary = categories.map((c) => `${c.name} ${c.score}%`).join(", ");
  const strength360 = hiddenStrengthNote(signals);
  // The peers' average rating or the 360's hidden strength in its text: the person's own.
  const drawsOnFeedback = feedback !== "" || strength360 !== null;
  if (!lowest || !highest) {
    const weakest = scored[0];
    return {
      type: "general",
      title: "Keep building your leadership practice",
      content: `You have completed ${completed} lesson${completed === 1 ? "" : "s"}. Keep a steady rhythm of one lesson and one real-world practice a week.${strength360?.content ?? ""}`,
      priority: notUrgent(priorityForScore(weakest?.score ?? null)),
      dueDate: due(dueInDays.general),
      lessonId: null,
      skillId: null,
      reason: `Based on your skill scores${weakest ? `, lowest ${weakest.name} at ${weakest.score}%` : ""}.${feedback}${strength360?.reason ?? ""}`,
      drawsOnFeedback,
    };
  }
  const weakSkills = scored.filter((s) => s.categoryId === lowest.id && s.score < 70).map((s) => s.name);
  const focus = weakSkills.length
    ? `Spend the next two weeks on ${weakSkills.join(" and ")}: one lesson and one real situation each week.`
    : `Every skill in ${lowest.name} is at 70% or more; pick the lowest one and aim for 80% (Strong).`;
  const strength =
    highest.id !== lowest.id
      ? ` Lean on your strength in ${highest.name} (${highest.score}%) while you do.`
      : "";
  return {
    type: "general",
    title: clip(`Focus area: ${lowest.name}`),
    content: `${lowest.name} is your lowest area at ${lowest.score}%${
      input.overallScore !== null ? ` against an overall ${input.overallScore}%` : ""
    }. ${focus}${strength} You have completed ${completed} lesson${completed === 1 ? "" : "s"} so far.${strength360?.content ?? ""}`,
    priority: notUrgent(priorityForScore(lowest.score)),
    dueDate: due(dueInDays.general),
    lessonId: null,
    skillId: null,
    reason: `Your category scores are ${summary}; ${lowest.name} is the lowest.${feedback}${strength360?.reason ?? ""}`,
    drawsOnFeedback,
  };
}
