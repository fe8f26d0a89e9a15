import type { GoalStatus, LessonProgressStatus, Priority, RecommendationType } from "@leadcoach/db";

/** What a generator reasons from: the user's scores, weakest skills, goals, lesson progress and feedback. */
export interface CoachingInput {
  userId: number;
  now: Date;
  /** Latest assessment's overall percent; null without an assessment. */
  overallScore: number | null;
  categories: { id: number; name: string; score: number | null }[];
  skills: {
    id: number;
    key: string;
    name: string;
    description: string;
    categoryId: number;
    categoryName: string;
    score: number | null;
  }[];
  goals: {
    id: number;
    title: string;
    skillId: number | null;
    status: GoalStatus;
    targetDate: string | null;
    milestones: { description: string; completed: boolean }[];
  }[];
  lessons: {
    id: number;
    title: string;
    skillId: number | null;
    estimatedMinutes: number;
    status: LessonProgressStatus;
    progress: number;
  }[];
  feedback: { responseCount: number; averageRating: number | null };
}

export interface GeneratedRecommendation {
  type: RecommendationType;
  title: string;
  content: string;
  priority: Priority;
  dueDate: Date | null;
  lessonId: number | null;
  skillId: number | null;
  /** The 'Why this?' text: which scores, answers or goals led to it. */
  reason: string;
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
