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
  /** When the person first set a password or signed in; null while an invited or provisioned account waits. */
  joinedAt: NullableTimestamp;
  /** The identity provider's id for the person (SCIM `externalId`). */
  externalId: string | null;
  /** IANA time zone name ('Europe/Berlin'); null until the browser or the person names one. */
  timeZone: string | null;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  /** sha256 of the session id: a leaked table never yields a usable cookie. */
  sid: string;
  sess: ColumnType<Record<string, unknown>, string, string>;
  expire: Timestamp;
  userId: number | null;
  createdAt: CreatedAt;
  /** Names the session in its owner's list without exposing `sid`. */
  publicId: Generated<string>;
  /** The browser and client address of the sign-in that made the session. */
  userAgent: string | null;
  ip: string | null;
  /** When the session last made a request; moved at most once a minute. */
  lastSeenAt: NullableTimestamp;
}

/** A device (browser family, OS and kind) a person has signed in from: a new one gets a security e-mail. */
export interface KnownDevicesTable {
  userId: number;
  deviceKey: string;
  firstSeenAt: CreatedAt;
  lastSeenAt: CreatedAt;
}

/** A person's authenticator app (RFC 6238); `confirmedAt` is null while enrolment waits for a first code. */
export interface TotpFactorsTable {
  userId: number;
  /** Base32 shared secret: the authenticator app holds the same one. */
  secret: string;
  confirmedAt: NullableTimestamp;
  /** The newest time step accepted: a code at or before it is refused (no replay). */
  lastUsedStep: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

/** One unused recovery code, stored as its sha256; using it deletes the row. */
export interface RecoveryCodesTable {
  userId: number;
  codeHash: string;
  createdAt: CreatedAt;
}

/** Wrong second-factor codes in a row and the end of a lockout, shared by every server process. */
export interface SecondFactorAttemptsTable {
  userId: number;
  failures: Generated<number>;
  lockedUntil: NullableTimestamp;
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

/** An invitation to an account made for it: only the SHA-256 of the link's token is stored. */
export interface InvitationsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  invitedBy: number | null;
  createdAt: CreatedAt;
  /** When the latest link went out; a resend replaces the token and moves this and `expiresAt`. */
  sentAt: CreatedAt;
  expiresAt: Timestamp;
  acceptedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
}

/** A named group of people (a team, a cohort, a department); `externalId` when SCIM made it. */
export interface GroupsTable {
  id: Generated<number>;
  name: string;
  externalId: string | null;
  createdAt: CreatedAt;
  createdBy: number | null;
}

export interface GroupMembersTable {
  groupId: number;
  userId: number;
  addedAt: CreatedAt;
}

/** A bearer token an identity provider uses for SCIM: only the SHA-256 of the secret is stored. */
export interface ScimTokensTable {
  id: Generated<number>;
  name: string;
  tokenHash: string;
  /** The token's first characters: shown, never enough to use it. */
  tokenPrefix: string;
  createdBy: number | null;
  createdAt: CreatedAt;
  lastUsedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
}
