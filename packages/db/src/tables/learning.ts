import type { ColumnType, Generated } from "kysely";
import type {
  GoalStatus,
  LessonProgressStatus,
  Priority,
  ScheduledActivityStatus,
  ScheduledActivityType,
} from "../domain";
import type { CreatedAt, DateString, Id, JsonWithDefault, NullableTimestamp, Timestamp } from "./columns";

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

export interface Milestone {
  description: string;
  completed: boolean;
  completedAt: string | null;
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
  completedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
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
}

export interface CalendarFeedsTable {
  userId: number;
  tokenHash: string;
  createdAt: CreatedAt;
}
