import type { ColumnType, Generated } from "kysely";
import type {
  GoalStatus,
  LessonProgressStatus,
  Priority,
  ScheduledActivityStatus,
  ScheduledActivityType,
} from "../domain";
import type {
  CreatedAt,
  DateString,
  Id,
  Json,
  JsonWithDefault,
  NullableTimestamp,
  Timestamp,
} from "./columns";

export interface UserLessonsTable {
  id: Id;
  userId: number;
  lessonId: number;
  status: ColumnType<LessonProgressStatus, LessonProgressStatus | undefined>;
  progress: Generated<number>;
  currentStep: Generated<number>;
  completedAt: NullableTimestamp;
  timeSpent: number | null;
  rating: number | null;
  notes: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface XpAwardsTable {
  id: Id;
  userId: number;
  /** What earned it, e.g. 'quiz:12:3' or 'lesson:12'; unique per user so XP counts once. */
  sourceKey: string;
  points: number;
  badge: string | null;
  createdAt: CreatedAt;
}

/** A learner's written answer to a lesson's role-play (simulation step) and their rubric self-check. */
export interface RolePlayAnswersTable {
  id: Id;
  userId: number;
  lessonId: number;
  stepIndex: number;
  answer: string;
  /** One tick per rubric line, in rubric order; null until a self-check is saved. */
  selfCheck: ColumnType<boolean[] | null, string | null | undefined, string | null>;
  /** Learner turns a language model answered in a row for this answer; back to 0 when the answer changes. */
  conversationTurns: Generated<number>;
  /** When the step was completed (and its XP awarded); never cleared. */
  completedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/**
 * What completes a milestone by itself (the coaching loop): finishing a lesson, completing a scheduled
 * activity of a type, getting a feedback request answered, or a skill re-check (a pulse or a finished
 * 360 review). Milestones without one are ticked by hand only.
 */
export type MilestoneLink =
  | { kind: "lesson"; lessonId: number }
  | { kind: "activity"; activityType: ScheduledActivityType }
  | { kind: "feedback" }
  | { kind: "pulse" };

export interface Milestone {
  description: string;
  completed: boolean;
  completedAt: string | null;
  /** Absent or null on milestones written before the coaching loop, and on hand-ticked ones. */
  completes?: MilestoneLink | null;
  /** What ticked it ('lesson:12', 'activity:7', 'feedback:3', 'pulse:2', 'review360:4'); null when ticked by hand. */
  completedBy?: string | null;
}

export interface GoalsTable {
  id: Id;
  userId: number;
  skillId: number | null;
  title: string;
  description: string | null;
  targetScore: number | null;
  currentScore: Generated<number>;
  targetDate: DateString;
  priority: ColumnType<Priority, Priority | undefined>;
  status: ColumnType<GoalStatus, GoalStatus | undefined>;
  progressPercentage: Generated<number>;
  milestones: JsonWithDefault<Milestone[]>;
  isRecent: Generated<boolean>;
  /** The assessment that created this goal, if one did (its results page lists the goals it chose). */
  sourceAssessmentId: ColumnType<number | null, number | null | undefined, number | null>;
  completedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** The person lets the managers they share with see this goal (title, status, progress). */
  sharedWithManager: Generated<boolean>;
}

/** A mid-way skill re-check: the skill's own assessment questions answered again (never an assessment). */
export interface SkillPulsesTable {
  id: Id;
  userId: number;
  skillId: number;
  goalId: number | null;
  score: number;
  answers: Json<StoredPulseAnswer[]>;
  createdAt: CreatedAt;
}

export interface StoredPulseAnswer {
  questionId: string;
  score: number;
}

export interface CalendarEventsTable {
  id: Id;
  userId: number;
  title: string;
  description: string | null;
  type: ScheduledActivityType;
  startTime: Timestamp;
  endTime: Timestamp;
  relatedId: number | null;
  meetingUrl: string | null;
  status: ColumnType<ScheduledActivityStatus, ScheduledActivityStatus | undefined>;
  reminderSent: Generated<boolean>;
  createdAt: CreatedAt;
  /** The first 'Join' (attendance). */
  joinedAt: NullableTimestamp;
  /** 'Mark as done'; cleared by 'Undo'. */
  completedAt: NullableTimestamp;
  /** Counts the activity's changes (the iCalendar SEQUENCE); each update adds one. */
  sequence: Generated<number>;
  /** The last change (the iCalendar LAST-MODIFIED). */
  updatedAt: CreatedAt;
}

export interface CalendarFeedsTable {
  userId: number;
  tokenHash: string;
  createdAt: CreatedAt;
}
