import type { ColumnType } from "kysely";

/** A `date` column: read as 'YYYY-MM-DD' where the query casts it, written as a string. */
type Day = ColumnType<string, string, string>;
type Count = ColumnType<number, number | undefined, number>;

/** (user, UTC day) pairs whose rollup is out of date; filled by a trigger on activity_events. */
export interface AnalyticsDirtyDaysTable {
  userId: number;
  day: Day;
}

/** Per user and UTC day; sessions count on the day they start. */
export interface UserActivityDaysTable {
  userId: number;
  day: Day;
  events: Count;
  sessions: Count;
  sessionSeconds: ColumnType<string | number, number | undefined, number>;
  lessonsCompleted: Count;
  assessmentsTaken: Count;
  signIns: Count;
}

/** Per UTC day: the user-day rows summed, plus the day's active users. */
export interface ActivityDaysTable {
  day: Day;
  activeUsers: Count;
  events: Count;
  sessions: Count;
  sessionSeconds: ColumnType<string | number, number | undefined, number>;
  lessonsCompleted: Count;
  assessmentsTaken: Count;
}

/** Each user's first assessed score per skill, kept by a trigger on assessment_results. */
export interface UserSkillBaselinesTable {
  userId: number;
  skillId: number;
  baselineScore: number;
  assessedAt: ColumnType<Date, Date | string, Date | string>;
  /** user_skills.current_score, copied by a trigger; null until the user has one. */
  currentScore: number | null;
}

export interface AnalyticsRollupStateTable {
  name: string;
  lastRunAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastProcessed: Count;
  totalProcessed: ColumnType<string | number, number | undefined, number>;
}
