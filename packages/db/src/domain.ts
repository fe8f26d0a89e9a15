/**
 * Every enumeration the database stores, in one place: the table types, the API's zod schemas, its
 * services and the web app all take their lists and types from here (the web through
 * `@leadcoach/api/schemas`). Browser-safe: no imports, no I/O. The initial migration's CHECK
 * constraints hold the same lists as they stood that day; a change here needs a new migration.
 */

/** Account roles, least privileged first. */
export const roles = ["user", "admin", "super_admin"] as const;
export type Role = (typeof roles)[number];

/** The technical backgrounds a profile may name, in the order the forms offer them. */
export const technicalBackgrounds = [
  "engineering",
  "product",
  "design",
  "data",
  "devops",
  "qa",
  "management",
  "other",
] as const;
export type TechnicalBackground = (typeof technicalBackgrounds)[number];

/** Priority of a goal or a coaching recommendation; 'medium' when none is given. */
export const priorities = ["high", "medium", "low"] as const;
export type Priority = (typeof priorities)[number];

export const goalStatuses = ["active", "completed", "paused"] as const;
export type GoalStatus = (typeof goalStatuses)[number];

export const lessonDifficulties = ["beginner", "intermediate", "advanced"] as const;
export type LessonDifficulty = (typeof lessonDifficulties)[number];

/** A learner's progress through one lesson; it only ever moves forward. */
export const lessonProgressStatuses = ["not_started", "in_progress", "completed"] as const;
export type LessonProgressStatus = (typeof lessonProgressStatuses)[number];

export const recommendationTypes = ["daily_tip", "weekly_challenge", "skill_exercise", "general"] as const;
export type RecommendationType = (typeof recommendationTypes)[number];
export const recommendationStatuses = ["pending", "started", "completed"] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

/** Activities on the schedule (the `calendar_events` table). */
export const scheduledActivityTypes = ["skill_practice", "lesson", "meeting", "other"] as const;
export type ScheduledActivityType = (typeof scheduledActivityTypes)[number];
export const scheduledActivityStatuses = ["scheduled", "attended", "cancelled"] as const;
export type ScheduledActivityStatus = (typeof scheduledActivityStatuses)[number];

/** How a reviewer asked for feedback knows the requester. */
export const feedbackRelationships = ["manager", "peer", "direct_report", "other"] as const;
export type FeedbackRelationship = (typeof feedbackRelationships)[number];
/** 'cancelled': withdrawn by the requester while pending. 'expired' is stored by the sweep and also computed on read. */
export const feedbackRequestStatuses = ["pending", "completed", "expired", "cancelled"] as const;
export type FeedbackRequestStatus = (typeof feedbackRequestStatuses)[number];
/** An outbox row: 'logged' was written to the server log because no SMTP server is configured. */
export const emailOutboxStatuses = ["pending", "sent", "logged", "cancelled"] as const;
export type EmailOutboxStatus = (typeof emailOutboxStatuses)[number];
/** What an outbox e-mail is; a reminder is called off when its request is answered, withdrawn or resent. */
export const emailKinds = [
  "generic",
  "feedback_request",
  "feedback_reminder",
  "review_360_invitation",
  "password_reset",
  "weekly_digest",
  "invitation",
  "program_reminder",
  "program_nudge",
  "manager_share",
  "manager_summary",
  "review_campaign_opened",
  "reviewer_list_approval",
  "security_alert",
] as const;
export type EmailKind = (typeof emailKinds)[number];
export const reviewCycleStatuses = ["active", "completed", "cancelled"] as const;
export type ReviewCycleStatus = (typeof reviewCycleStatuses)[number];
/** A campaign reviewer list sent to the participant's manager: waiting, sent back with a note, or approved. */
export const reviewerListStatuses = ["awaiting_approval", "returned", "approved"] as const;
export type ReviewerListStatus = (typeof reviewerListStatuses)[number];

/** A bug report's severity (default 'medium'); its priority takes the same values. */
export const bugSeverities = ["low", "medium", "high", "critical"] as const;
export type BugSeverity = (typeof bugSeverities)[number];
export const bugCategories = [
  "ui",
  "functionality",
  "performance",
  "data",
  "authentication",
  "other",
] as const;
export type BugCategory = (typeof bugCategories)[number];
export const bugStatuses = ["open", "in_progress", "resolved", "closed"] as const;
export type BugStatus = (typeof bugStatuses)[number];

/** What the server records as a user's activity (streaks, analytics, the dashboard's recent list). */
export const activityTypes = [
  "assessment_taken",
  "lesson_step",
  "lesson_completed",
  "quiz_answered",
  "role_play_completed",
  "goal_progress",
  "goal_completed",
  "activity_attended",
  "sign_in",
  "feedback_requested",
  "feedback_received",
  "bug_reported",
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** What a personal access token may do: read only, or read and write. */
export const accessTokenScopes = ["read", "write"] as const;
export type AccessTokenScope = (typeof accessTokenScopes)[number];

/** XP for completing a lesson's role-play step (a real attempt, checked against its rubric), once. */
export const ROLE_PLAY_POINTS = 20;

/** How many questions the assessment has (q1-q70); the content check holds the bank to it. */
export const ASSESSMENT_QUESTION_COUNT = 70;

/** Who may create an account: anyone, addresses of listed domains only, or nobody without an invitation. */
export const signUpPolicies = ["open", "domains", "invite_only"] as const;
export type SignUpPolicy = (typeof signUpPolicies)[number];

/** Who must have a second factor to sign in; the organisation_settings CHECK constraint holds the same list. */
export const secondFactorPolicies = ["nobody", "admins", "everyone"] as const;
export type SecondFactorPolicy = (typeof secondFactorPolicies)[number];

/** What an audit event records; the audit_events CHECK constraint holds the same list. */
export const auditActions = [
  "organisation.settings_updated",
  "auth.sso_sign_in",
  "auth.password_reset",
  "account.deleted",
  "admin.demo_credentials_viewed",
  "admin.user_emails_exported",
  "audit.exported",
  "audit.retention_swept",
  "invitation.sent",
  "invitation.resent",
  "invitation.revoked",
  "invitation.accepted",
  "user.provisioned",
  "user.updated",
  "user.role_changed",
  "user.deactivated",
  "user.reactivated",
  "group.created",
  "group.renamed",
  "group.deleted",
  "group.members_added",
  "group.members_removed",
  "scim.token_created",
  "scim.token_revoked",
  "program.nudged",
  "review_campaign.opened",
  "review_campaign.people_added",
  "review_campaign.reminded",
  "review_campaign.closed",
  "review_campaign.released",
  "auth.second_factor_reset",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What a step of a leadership program asks the person to do. */
export const programStepKinds = [
  "lesson",
  "assessment",
  "skill_pulse",
  "review_360",
  "practice",
  "reflection",
  "goal",
] as const;
export type ProgramStepKind = (typeof programStepKinds)[number];
