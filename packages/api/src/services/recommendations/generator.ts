import type { GoalStatus, MilestoneLink, Priority, RecommendationType } from "@leadcoach/db";
import type { LatestReviewGaps } from "../reviews-360/gaps";
import type { LessonProgressRow, SkillRow } from "../skills/queries";
import type { RecommendationLink } from "./targets";

/** What a generator reasons from: the user's scores, weakest skills, goals, lesson progress and feedback. */
export interface CoachingInput {
  userId: number;
  now: Date;
  /** Latest assessment's overall percent; null without an assessment. */
  overallScore: number | null;
  categories: { id: number; name: string; score: number | null }[];
  /** The skill the person chose to lead a tie among their weakest skills; null or absent when none. */
  focusSkillId?: number | null;
  skills: (SkillRow & { score: number | null })[];
  goals: {
    id: number;
    title: string;
    skillId: number | null;
    status: GoalStatus;
    targetDate: string | null;
    milestones: { description: string; completed: boolean; completes?: MilestoneLink | null }[];
  }[];
  lessons: Omit<LessonProgressRow, "updatedAt">[];
  feedback: FeedbackSummary;
  /** The latest 360 cycle's self-versus-reviewer ratings per skill; null without a reportable cycle. */
  reviewGaps: LatestReviewGaps | null;
}

/**
 * What the user's received peer feedback says, in numbers only: no reviewer's name, address or words
 * (free text could identify its writer), so nothing a recommendation repeats can point at a reviewer.
 */
export interface FeedbackSummary {
  /** Responses received, all time. */
  responseCount: number;
  /** Their average overall rating (1-5), one decimal; null without responses. */
  averageRating: number | null;
  /** Responses of the last RECENT_FEEDBACK_DAYS rated 1 or 2 ('Needs Improvement', 'Fair'). */
  recentLowRatings: number;
  /** Requests sent that can still be answered. */
  pendingRequests: number;
  /**
   * Skills that reviewers' 'areas for development' point to, with how many responses do: counted by
   * keywords, never quoted. Most mentioned first.
   */
  improvementThemes: { skillId: number; skillName: string; mentions: number }[];
}

export interface GeneratedRecommendation {
  type: RecommendationType;
  title: string;
  content: string;
  priority: Priority;
  dueDate: Date | null;
  lessonId: number | null;
  skillId: number | null;
  /** The 'Why this?' text: which scores, answers, feedback or goals led to it. */
  reason: string;
  /**
   * Its text, reason or priority rests on received peer feedback or a 360 result. Those are the
   * person's own: the admin per-user view leaves such a recommendation out. When unsure, true.
   */
  drawsOnFeedback: boolean;
  /**
   * A page Start opens when the recommendation is about it rather than a lesson or skill (asking for
   * feedback); absent otherwise.
   */
  link?: RecommendationLink;
  /** The goal milestone it asks for, if any: ticking that milestone completes the recommendation. */
  milestone?: { goalId: number; description: string };
}

/**
 * Anything that turns a user's situation into recommendations. The built-in
 * `ruleBasedGenerator` is the default; a language-model provider may implement the same interface.
 */
export interface RecommendationGenerator {
  /** Stored with each recommendation so a list can say where it came from. */
  readonly name: string;
  generate(input: CoachingInput): Promise<GeneratedRecommendation[]>;
}
