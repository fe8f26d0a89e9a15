import type { ColumnType } from "kysely";
import type { ActivityType, EmailKind, EmailOutboxStatus } from "../domain";
import type { CreatedAt, DateString, Id, JsonWithDefault, NullableTimestamp } from "./columns";

export interface ActivityEventsTable {
  id: ColumnType<string, never, never>;
  userId: number;
  type: ActivityType;
  subject: string;
  detail: JsonWithDefault<Record<string, unknown>>;
  occurredAt: CreatedAt;
}

/**
 * Per person and UTC day with a learning action, that day's first and last one: kept by triggers on
 * activity_events (never written by the app), read by the streak.
 */
export interface UserLearningDaysTable {
  userId: ColumnType<number, never, never>;
  day: ColumnType<string, never, never>;
  firstAt: ColumnType<Date, never, never>;
  lastAt: ColumnType<Date, never, never>;
}

export interface NotificationsTable {
  id: Id;
  userId: number;
  kind: string;
  title: string;
  message: string;
  icon: ColumnType<string, string | undefined>;
  actionUrl: string | null;
  /** Keeps repeated events (a goal due soon, checked on every visit) from notifying twice. */
  dedupeKey: string | null;
  readAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface AdminAnalyticsTable {
  id: Id;
  totalUsers: number;
  activeUsers: number;
  totalAssessments: number;
  completedLessons: number;
  avgOverallScore: number;
  recordDate: ColumnType<string, string, string>;
  createdAt: CreatedAt;
}

export interface EmailOutboxTable {
  id: Id;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: ColumnType<EmailOutboxStatus, EmailOutboxStatus | undefined>;
  kind: ColumnType<EmailKind, EmailKind | undefined>;
  /** The feedback request the e-mail is about; its pending reminder is cancelled with it. */
  feedbackRequestId: number | null;
  /** Sent as `List-Unsubscribe` (one-click, RFC 8058) when set: the weekly digest's. */
  listUnsubscribeUrl: ColumnType<string | null, string | null | undefined, string | null>;
  /** A worker's claim: no other worker takes the row before this time. */
  lockedUntil: NullableTimestamp;
  attempts: ColumnType<number, number | undefined>;
  lastError: string | null;
  sendAfter: CreatedAt;
  sentAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export type ActivityDate = DateString;
