import type { DB } from "@leadcoach/db";
import {
  findCategories,
  findLatestCompletedAssessment,
  findLessonsWithProgress,
  findSkills,
  findUserSkillScores,
} from "../skills/queries";
import { normaliseMilestones } from "../goals/links";
import { latestReviewGaps } from "../reviews-360/gaps";
import { improvementThemes } from "./feedback-themes";
import type { CoachingInput } from "./generator";
import { findFeedbackSummary, findImprovementNotes, findRecentGoals } from "./queries";

/** Goals a generator looks at: the most recent ones. */
const GOAL_LIMIT = 50;
/** Low ratings count as recent for this many days. */
export const RECENT_FEEDBACK_DAYS = 90;
/** Responses whose 'areas for development' are counted for themes: the latest ones. */
const IMPROVEMENT_NOTE_LIMIT = 50;
const DAY_MS = 86_400_000;

/** Everything a recommendation generator reasons from, for one user. */
export async function loadCoachingInput(db: DB, userId: number, now: Date): Promise<CoachingInput> {
  const since = new Date(now.getTime() - RECENT_FEEDBACK_DAYS * DAY_MS);
  const [assessment, categories, skills, scores, goals, lessons, feedback, notes, reviewGaps] =
    await Promise.all([
      findLatestCompletedAssessment(db, userId),
      findCategories(db),
      findSkills(db),
      findUserSkillScores(db, userId),
      findRecentGoals(db, userId, GOAL_LIMIT),
      findLessonsWithProgress(db, userId),
      findFeedbackSummary(db, userId, since, now),
      findImprovementNotes(db, userId, IMPROVEMENT_NOTE_LIMIT),
      latestReviewGaps(db, userId),
    ]);
  const categoryScores = assessment?.categoryScores ?? {};
  const scoreBySkill = new Map(scores.map((s) => [s.skillId, s.currentScore]));
  return {
    userId,
    now,
    overallScore: assessment?.overallPercent ?? null,
    focusSkillId: assessment?.focusSkillId ?? null,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      score: categoryScores[c.name] ?? categoryScores[String(c.id)] ?? null,
    })),
    skills: skills.map((s) => ({
      id: s.id,
      key: s.key,
      name: s.name,
      description: s.description,
      categoryId: s.categoryId,
      categoryName: s.categoryName,
      score: scoreBySkill.get(s.id) ?? null,
    })),
    goals: goals.map((g) => ({
      id: g.id,
      title: g.title,
      skillId: g.skillId,
      status: g.status,
      targetDate: g.targetDate,
      milestones: normaliseMilestones(g.milestones).map((m) => ({
        description: m.description,
        completed: m.completed,
        completes: m.completes ?? null,
      })),
    })),
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      skillId: l.skillId,
      estimatedMinutes: l.estimatedMinutes,
      status: l.status,
      progress: l.progress,
    })),
    feedback: {
      ...feedback,
      averageRating: feedback.averageRating === null ? null : Math.round(feedback.averageRating * 10) / 10,
      improvementThemes: improvementThemes(notes, skills),
    },
    reviewGaps,
  };
}
