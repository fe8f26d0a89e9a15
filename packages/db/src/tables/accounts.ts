import type { ColumnType, Generated } from "kysely";
import type { Role, TechnicalBackground } from "../domain";
import type { CreatedAt, Id, JsonWithDefault, NullableTimestamp, Timestamp } from "./columns";

export type NotificationPreferences = Partial<Record<string, boolean>>;

export interface UsersTable {
  id: Id;
  email: string;
  password: string;
  name: string;
  username: string | null;
  avatar: string | null;
  jobTitle: string | null;
  department: string | null;
  companyName: string | null;
  yearsExperience: Generated<number>;
  technicalBackground: TechnicalBackground | null;
  role: ColumnType<Role, Role | undefined, Role>;
  isActive: Generated<boolean>;
  isDemo: Generated<boolean>;
  notificationPreferences: JsonWithDefault<NotificationPreferences>;
  /** When the weekly digest was last turned on; null while it is off. */
  digestOptedInAt: NullableTimestamp;
  lastLoginAt: NullableTimestamp;
  /** The sign-in before the latest one; null during a person's first session (the first-visit greeting). */
  previousLoginAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  /** sha256 of the session id: a leaked table never yields a usable cookie. */
  sid: string;
  sess: ColumnType<Record<string, unknown>, string, string>;
  expire: Timestamp;
  userId: number | null;
  createdAt: CreatedAt;
}

export interface RateLimitHitsTable {
  key: string;
  windowStart: Timestamp;
  count: Generated<number>;
}

/** One 'Forgot password?' link: only the SHA-256 of its token is stored. */
export interface PasswordResetTokensTable {
  id: Generated<string>;
  userId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
  requestedIp: string | null;
}
