import type { Database, DB } from "@leadcoach/db";
import { sql } from "kysely";
import { requestColumns as feedbackRequestColumns } from "../feedback/queries";
import { countOf, rowCount, type UserTable } from "../shared-queries";

/*
 * 'Download my data' reads each table by name, so a reader sees what leaves the building; secrets
 * (password and token hashes, session ids) are never selected. account.test.ts fails when a
 * table with a foreign key to users is missing from `exportedTables`.
 */

/** A person's rows of one table, as stored (columns camelCase), secrets left out. */
type TableReader = (db: DB, userId: number, email: string) => Promise<object[]>;

type ColumnOf<T extends UserTable> = keyof Database[T] & string;

/** Every column of the person's rows of a table, in `order` order when given. */
function rowsOf<T extends UserTable>(table: T, order?: ColumnOf<T>): TableReader {
  const from: UserTable = table;
  return (db, userId) => {
    const rows = db.selectFrom(from).selectAll().where(sql.ref("userId"), "=", userId);
    return (order === undefined ? rows : rows.orderBy(sql.ref(order))).execute();
  };
}

/** `columns` of the person's rows of a table (the others are secrets), in `order` order when given. */
function columnsOf<T extends UserTable>(
  table: T,
  columns: readonly ColumnOf<T>[],
  order?: ColumnOf<T>,
): TableReader {
  const from: UserTable = table;
  return (db, userId) => {
    const rows = db
      .selectFrom(from)
      .select(columns.map((column) => sql.ref(column).as(column)))
      .where(sql.ref("userId"), "=", userId);
    return (order === undefined ? rows : rows.orderBy(sql.ref(order))).execute();
  };
}

/** Every table that holds rows about a person, keyed by its SQL name. */
export const exportedTables = {
  sessions: columnsOf("sessions", ["createdAt", "expire", "userAgent", "ip", "lastSeenAt"], "createdAt"),
  known_devices: rowsOf("knownDevices", "firstSeenAt"),
  // Two-step verification: when, never the shared secret or the codes' hashes.
  totp_factors: columnsOf("totpFactors", ["createdAt", "confirmedAt"]),
  recovery_codes: columnsOf("recoveryCodes", ["createdAt"], "createdAt"),
  second_factor_attempts: columnsOf("secondFactorAttempts", ["failures", "lockedUntil"]),
  access_tokens: columnsOf(
    "accessTokens",
    ["id", "name", "tokenPrefix", "scope", "admin", "createdAt", "expiresAt", "lastUsedAt", "revokedAt"],
    "id",
  ),
  sso_identities: columnsOf(
    "ssoIdentities",
    ["id", "issuer", "subject", "email", "createdAt", "lastSignInAt"],
    "id",
  ),
  password_reset_tokens: columnsOf(
    "passwordResetTokens",
    ["id", "expiresAt", "usedAt", "createdAt", "requestedIp"],
    "createdAt",
  ),
  // Invitations to the person, and those they sent as an admin: dates only, never the link's hash or the invitee.
  invitations: (db, userId) =>
    db
      .selectFrom("invitations")
      .select(["id", "createdAt", "sentAt", "expiresAt", "acceptedAt", "revokedAt"])
      .where((eb) => eb.or([eb("userId", "=", userId), eb("invitedBy", "=", userId)]))
      .orderBy("id")
      .execute(),
  calendar_feeds: columnsOf("calendarFeeds", ["createdAt"]),
  assessments: rowsOf("assessments", "id"),
  assessment_results: (db, userId) =>
    db
      .selectFrom("assessmentResults as r")
      .innerJoin("assessments as a", "a.id", "r.assessmentId")
      .selectAll("r")
      .where("a.userId", "=", userId)
      .orderBy("r.id")
      .execute(),
  assessment_progress: rowsOf("assessmentProgress"),
  user_skills: rowsOf("userSkills", "skillId"),
  user_skill_baselines: rowsOf("userSkillBaselines", "skillId"),
  progress_snapshots: rowsOf("progressSnapshots", "id"),
  goals: rowsOf("goals", "id"),
  skill_pulses: rowsOf("skillPulses"),
  user_lessons: rowsOf("userLessons", "id"),
  xp_awards: rowsOf("xpAwards", "id"),
  role_play_answers: rowsOf("rolePlayAnswers", "id"),
  coaching_recommendations: rowsOf("coachingRecommendations", "id"),
  calendar_events: rowsOf("calendarEvents", "id"),
  activity_events: rowsOf("activityEvents", "occurredAt"),
  user_learning_days: rowsOf("userLearningDays", "day"),
  user_activity_days: rowsOf("userActivityDays", "day"),
  notifications: rowsOf("notifications", "id"),
  digest_deliveries: rowsOf("digestDeliveries"),
  program_reminder_deliveries: rowsOf("programReminderDeliveries"),
  /** E-mails sent to them. */
  email_outbox: (db, _userId, email) =>
    db
      .selectFrom("emailOutbox")
      .select([
        "id",
        "toAddress",
        "subject",
        "textBody",
        "kind",
        "status",
        "sendAfter",
        "sentAt",
        "createdAt",
      ])
      .where(sql<string>`lower(to_address)`, "=", email.toLowerCase())
      // What was delivered to them; mail still queued is the sender's until it leaves.
      .where("status", "in", ["sent", "logged"])
      .orderBy("id")
      .execute(),
  assessment_360_cycles: (db, userId) =>
    db.selectFrom("assessment360Cycles").selectAll().where("userId", "=", userId).orderBy("id").execute(),
  self_assessment_responses: rowsOf("selfAssessmentResponses", "id"),
  /**
   * Whom they asked for feedback (the link's hash stays behind); the answers come as the app shows them.
   * A 360 invitation leaves without its status and answer time: the cycle page shows only counts, and
   * the file must not tell which named reviewer answered either.
   */
  peer_feedback_requests: async (db, userId) => {
    const rows = await db
      .selectFrom("peerFeedbackRequests")
      .select(feedbackRequestColumns)
      .where("requesterId", "=", userId)
      .orderBy("id")
      .execute();
    return rows.map((row) => (row.cycleId === null ? row : { ...row, status: null, completedAt: null }));
  },
  /** Their own reports, and the reports assigned to them (without the reporter's words). */
  bug_reports: async (db, userId) => {
    const own = await db
      .selectFrom("bugReports")
      .selectAll()
      .where("userId", "=", userId)
      .orderBy("id")
      .execute();
    const assigned = await db
      .selectFrom("bugReports")
      .select(["id", "status", "priority", "assignedTo", "updatedAt"])
      .where("assignedTo", "=", userId)
      .where((eb) => eb.or([eb("userId", "is", null), eb("userId", "!=", userId)]))
      .orderBy("id")
      .execute();
    return [...own, ...assigned];
  },
  bug_report_comments: rowsOf("bugReportComments", "id"),
  bug_report_screenshots: (db, userId) =>
    db
      .selectFrom("bugReportScreenshots as s")
      .innerJoin("bugReports as b", "b.id", "s.bugReportId")
      .selectAll("s")
      .where("b.userId", "=", userId)
      .orderBy("s.bugReportId")
      .execute(),
  /** Who opened their data (an admin's view), and whose data they opened as an admin. */
  admin_access_log: (db, userId) =>
    db
      .selectFrom("adminAccessLog")
      .selectAll()
      .where((eb) => eb.or([eb("subjectUserId", "=", userId), eb("viewerId", "=", userId)]))
      .orderBy("id")
      .execute(),
  /** The SCIM tokens a super admin created: names and dates, never a secret or its hash. */
  scim_tokens: (db, userId) =>
    db
      .selectFrom("scimTokens")
      .select(["id", "name", "tokenPrefix", "createdAt", "lastUsedAt", "revokedAt"])
      .where("createdBy", "=", userId)
      .orderBy("id")
      .execute(),
  /** The groups the person belongs to, and those they created as an admin. */
  group_members: (db, userId) =>
    db
      .selectFrom("groupMembers")
      .innerJoin("groups", "groups.id", "groupMembers.groupId")
      .select(["groups.id as groupId", "groups.name", "groupMembers.addedAt"])
      .where("groupMembers.userId", "=", userId)
      .orderBy("groups.id")
      .execute(),
  groups: (db, userId) =>
    db
      .selectFrom("groups")
      .select(["id", "name", "createdAt"])
      .where("createdBy", "=", userId)
      .orderBy("id")
      .execute(),
  /** Programs and versions the person wrote as an admin: names and dates. */
  programs: (db, userId) =>
    db
      .selectFrom("programs")
      .select(["id", "templateKey", "createdAt", "archivedAt"])
      .where("createdBy", "=", userId)
      .orderBy("id")
      .execute(),
  /** 360 campaigns the person created as an admin: names and dates (their own campaign cycles are in the 360s). */
  review_campaigns: (db, userId) =>
    db
      .selectFrom("reviewCampaigns")
      .select(["id", "name", "nominationDeadline", "releaseAt", "createdAt", "closedAt"])
      .where("createdBy", "=", userId)
      .orderBy("id")
      .execute(),
  program_versions: (db, userId) =>
    db
      .selectFrom("programVersions")
      .select(["id", "programId", "version", "name", "createdAt"])
      .where("createdBy", "=", userId)
      .orderBy("id")
      .execute(),
  /**
   * The person's enrolments with their completed steps, reflections and nudges (theirs), and the
   * enrolments they made as an admin (ids and dates only).
   */
  program_enrolments: (db, userId) =>
    db
      .selectFrom("programEnrolments as e")
      .select((eb) => [
        "e.id",
        "e.programId",
        "e.versionId",
        "e.startDate",
        "e.enrolledAt",
        eb
          .case()
          .when("e.userId", "=", userId)
          .then(
            sql<unknown>`(select coalesce(json_agg(json_build_object('stepId', c.step_id, 'completedAt', c.completed_at, 'reflection', c.reflection, 'goalId', c.goal_id) order by c.step_id), '[]'::json) from program_step_completions c where c.enrolment_id = e.id)`,
          )
          .end()
          .as("completions"),
        // The weeks an admin nudged them ('your program is waiting'); who nudged is in the audit trail.
        eb
          .case()
          .when("e.userId", "=", userId)
          .then(
            sql<unknown>`(select coalesce(json_agg(n.week_start order by n.week_start), '[]'::json) from program_nudges n where n.enrolment_id = e.id)`,
          )
          .end()
          .as("nudges"),
      ])
      .where((eb) => eb.or([eb("e.userId", "=", userId), eb("e.enrolledBy", "=", userId)]))
      .orderBy("e.id")
      .execute(),
  // The managers the person shares with (their addresses), and the shares naming them as a manager (ids and dates).
  manager_shares: (db, userId) =>
    db
      .selectFrom("managerShares")
      .select((eb) => [
        "id",
        eb.case().when("participantId", "=", userId).then(eb.ref("managerEmail")).end().as("managerEmail"),
        "createdAt",
        "acceptedAt",
        "declinedAt",
        "withdrawnAt",
      ])
      .where((eb) => eb.or([eb("participantId", "=", userId), eb("managerId", "=", userId)]))
      .orderBy("id")
      .execute(),
  /** Which of their goals is aligned to which program's or group's shared goal. */
  goal_alignments: rowsOf("goalAlignments", "goalId"),
  /** Shared goals they wrote as an admin: their text and dates. */
  shared_goals: (db, userId) =>
    db
      .selectFrom("sharedGoals")
      .select(["id", "programId", "groupId", "title", "description", "createdAt", "archivedAt"])
      .where("createdBy", "=", userId)
      .orderBy("id")
      .execute(),
  manager_summary_deliveries: (db, userId) =>
    db
      .selectFrom("managerSummaryDeliveries")
      .select(["monthStart", "createdAt"])
      .where("managerId", "=", userId)
      .orderBy("monthStart")
      .execute(),
} satisfies Record<string, TableReader>;

export type ExportedTable = keyof typeof exportedTables;

/** The profile: every column of the account but the password hash. */
export async function findProfileForExport(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "name",
      "username",
      "avatar",
      "jobTitle",
      "department",
      "companyName",
      "yearsExperience",
      "technicalBackground",
      "role",
      "isActive",
      "isDemo",
      "notificationPreferences",
      "digestOptedInAt",
      "lastLoginAt",
      "previousLoginAt",
      "timeZone",
      "createdAt",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Public answers from others (admins) on the person's own reports, as the reporter sees them. */
export async function findResponsesToOwnBugReports(db: DB, userId: number) {
  return db
    .selectFrom("bugReportComments as c")
    .innerJoin("bugReports as b", "b.id", "c.bugReportId")
    .select(["c.bugReportId", "c.comment", "c.createdAt"])
    .where("b.userId", "=", userId)
    .where("c.isInternal", "=", false)
    .where((eb) => eb.or([eb("c.userId", "is", null), eb("c.userId", "!=", userId)]))
    .orderBy("c.id")
    .execute();
}

// ---- Erasure: every statement below runs inside the one erasure transaction. ----

/**
 * Locks the account and, when it is a super admin, every super admin (in id order, so two erasures
 * never deadlock): two super admins erasing themselves at once cannot both pass the last-one check.
 */
export async function lockAccountForErasure(trx: DB, userId: number) {
  const rows = await trx
    .selectFrom("users")
    .select(["id", "email", "name", "username", "role", "isActive"])
    .where((eb) => eb.or([eb("id", "=", userId), eb("role", "=", "super_admin")]))
    .orderBy("id")
    .forUpdate()
    .execute();
  const account = rows.find((row) => row.id === userId);
  if (!account) return null;
  const otherActiveSuperAdmins = rows.filter(
    (row) => row.id !== userId && row.role === "super_admin" && row.isActive,
  ).length;
  return { ...account, otherActiveSuperAdmins };
}

/** The person's own bug reports and comments, for scrubbing their name and e-mail out of the kept text. */
export async function findAuthoredBugTexts(trx: DB, userId: number) {
  const [reports, comments] = await Promise.all([
    trx
      .selectFrom("bugReports")
      .select(["id", "title", "description", "stepsToReproduce", "expectedBehavior", "actualBehavior", "url"])
      .where("userId", "=", userId)
      .execute(),
    trx.selectFrom("bugReportComments").select(["id", "comment"]).where("userId", "=", userId).execute(),
  ]);
  return { reports, comments };
}

/** Keeps a report for the admins without what ties it to a person: author, device details, screenshot. */
export async function anonymiseBugReport(
  trx: DB,
  id: number,
  text: {
    title: string;
    description: string;
    stepsToReproduce: string | null;
    expectedBehavior: string | null;
    actualBehavior: string | null;
    url: string | null;
  },
): Promise<void> {
  await trx
    .updateTable("bugReports")
    .set({ ...text, userId: null, browserInfo: null, deviceInfo: null, screenshot: null })
    .where("id", "=", id)
    .execute();
  await trx.deleteFrom("bugReportScreenshots").where("bugReportId", "=", id).execute();
}

export async function anonymiseBugComment(trx: DB, id: number, comment: string): Promise<void> {
  await trx.updateTable("bugReportComments").set({ comment, userId: null }).where("id", "=", id).execute();
}

/** An admin's openings of others' data stay in their access logs, under a name that is no one's. */
export async function anonymiseAccessLogViewer(trx: DB, userId: number, label: string): Promise<void> {
  await trx
    .updateTable("adminAccessLog")
    .set({ viewerName: label, viewerId: null })
    .where("viewerId", "=", userId)
    .execute();
}

/**
 * Others' notifications that name the person as a reviewer: the answer to a request addressed to their
 * e-mail ('<name> answered your feedback request.'; anonymous and 360 answers name no one), and such a
 * request or invitation that expired unanswered. Found through the requests (the dedupe keys carry the
 * response or request id), never by searching text; run it before the requests lose the address.
 */
export async function findNotificationsNamingReviewer(trx: DB, email: string) {
  const addressedTo = sql<string>`lower(q.reviewer_email)`;
  const [answered, expired] = await Promise.all([
    trx
      .selectFrom("peerFeedbackRequests as q")
      .innerJoin("peerFeedbackResponses as r", "r.requestId", "q.id")
      .innerJoin("notifications as n", "n.userId", "q.requesterId")
      .select("n.id")
      .where(addressedTo, "=", email.toLowerCase())
      .where("q.cycleId", "is", null)
      .where("r.isAnonymous", "=", false)
      .where(sql<boolean>`n.dedupe_key = 'feedback-received:' || r.id`)
      .execute(),
    trx
      .selectFrom("peerFeedbackRequests as q")
      .innerJoin("notifications as n", "n.userId", "q.requesterId")
      .select(["n.id", "q.cycleId"])
      .where(addressedTo, "=", email.toLowerCase())
      .where("n.kind", "=", "feedback_request_expiring")
      .where(sql<boolean>`n.dedupe_key like 'feedback-expired:' || q.id || ':%'`)
      .execute(),
  ]);
  return {
    answered: answered.map((n) => n.id),
    expired: expired.map((n) => ({ id: n.id, inCycle: n.cycleId !== null })),
  };
}

/** Puts `message` in place of the text of the given notifications. */
export async function rewriteNotificationMessages(trx: DB, ids: number[], message: string): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable("notifications").set({ message }).where("id", "in", ids).execute();
}

/**
 * Others' feedback requests addressed to the person's e-mail: the address and name go, each row
 * gets its own unreachable address (the open-request unique index holds), and a pending request is
 * withdrawn, with its unsent e-mails.
 */
export async function redactRequestsAddressedTo(trx: DB, email: string): Promise<void> {
  const rows = await trx
    .selectFrom("peerFeedbackRequests")
    .select(["id", "status"])
    .where(sql<string>`lower(reviewer_email)`, "=", email.toLowerCase())
    .execute();
  for (const row of rows) {
    await trx
      .updateTable("peerFeedbackRequests")
      .set({
        reviewerEmail: `erased-${row.id}@erased.invalid`,
        reviewerName: null,
        status: row.status === "pending" ? "cancelled" : row.status,
      })
      .where("id", "=", row.id)
      .execute();
  }
}

/** Every e-mail addressed to the person, sent or not. */
export async function deleteMailTo(trx: DB, email: string): Promise<void> {
  await trx
    .deleteFrom("emailOutbox")
    .where(sql<string>`lower(to_address)`, "=", email.toLowerCase())
    .execute();
}

/**
 * Rate-limit counters keyed by the person (`...:user:<id>`, `...:email:<address>`, `<name>:<id>`):
 * compared by exact suffix, so an e-mail's `_` or `%` matches only itself.
 */
export async function deleteRateLimitCountersOf(trx: DB, userId: number, email: string): Promise<void> {
  const suffixes = [`:user:${userId}`, `:email:${email.toLowerCase()}`, `role-play-reply:${userId}`];
  await trx
    .deleteFrom("rateLimitHits")
    .where((eb) =>
      eb.or(suffixes.map((suffix) => eb(sql<string>`right(key, ${suffix.length})`, "=", suffix))),
    )
    .execute();
}

/** What admins see of the erasure: a random id and the time. */
export async function recordAccountDeletion(trx: DB, at: Date): Promise<void> {
  await trx.insertInto("accountDeletions").values({ deletedAt: at }).execute();
}

/** Deletes the account; every row with a cascading foreign key goes with it. */
export async function deleteUserRow(trx: DB, userId: number): Promise<void> {
  await trx.deleteFrom("users").where("id", "=", userId).execute();
}

export async function findRecentAccountDeletions(db: DB, since: Date, limit: number) {
  const [recent, last30Days] = await Promise.all([
    db
      .selectFrom("accountDeletions")
      .select(["id", "deletedAt"])
      .orderBy("deletedAt", "desc")
      .limit(limit)
      .execute(),
    countOf(db.selectFrom("accountDeletions").select(rowCount).where("deletedAt", ">=", since)),
  ]);
  return { recent, last30Days };
}
