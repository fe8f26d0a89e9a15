import type { AccountDeletionsTable } from "./account-deletions";
import type { AdminAccessLogTable } from "./access-log";
import type { AccessTokensTable } from "./access-tokens";
import type { PasskeysTable, WebauthnChallengesTable } from "./passkeys";
import type {
  GroupMembersTable,
  GroupsTable,
  InvitationsTable,
  PasswordResetTokensTable,
  RateLimitHitsTable,
  ScimTokensTable,
  SessionsTable,
  KnownDevicesTable,
  RecoveryCodesTable,
  SecondFactorAttemptsTable,
  TotpFactorsTable,
  UsersTable,
} from "./accounts";
import type {
  ActivityDaysTable,
  AnalyticsDirtyDaysTable,
  AnalyticsRollupStateTable,
  UserActivityDaysTable,
  UserSkillBaselinesTable,
} from "./analytics";
import type {
  ActivityEventsTable,
  AdminAnalyticsTable,
  EmailOutboxTable,
  NotificationsTable,
  UserLearningDaysTable,
} from "./activity";
import type {
  AssessmentProgressTable,
  AssessmentResultsTable,
  AssessmentsTable,
  ProgressSnapshotsTable,
  UserSkillsTable,
} from "./assessment";
import type { BugReportCommentsTable, BugReportScreenshotsTable, BugReportsTable } from "./bug-reports";
import type { CoachingRecommendationsTable } from "./coaching";
import type {
  ProgramEnrolmentsTable,
  ProgramNudgesTable,
  ProgramStepCompletionsTable,
  ProgramStepsTable,
  ProgramsTable,
  ProgramVersionsTable,
} from "./programs";
import type { SamlAssertionsTable, SamlRequestsTable, SsoIdentitiesTable } from "./identities";
import type { DigestDeliveriesTable, ProgramReminderDeliveriesTable } from "./digest";
import type { InstanceSettingsTable } from "./instance";
import type { ManagerSharesTable, ManagerSummaryDeliveriesTable } from "./manager-shares";
import type { GoalAlignmentsTable, SharedGoalsTable } from "./goal-alignment";
import type { AuditEventsTable, OrganisationSettingsTable } from "./organisation";
import type { AssessmentQuestionsTable, LessonsTable, SkillCategoriesTable, SkillsTable } from "./content";
import type {
  Assessment360CyclesTable,
  ReviewCampaignCountsTable,
  ReviewCampaignsTable,
  ReviewerListApproversTable,
  ReviewerListsTable,
  PeerFeedbackRequestsTable,
  PeerFeedbackResponsesTable,
  Review360ReleasesTable,
  SelfAssessmentResponsesTable,
} from "./feedback";
import type {
  CalendarEventsTable,
  CalendarFeedsTable,
  GoalsTable,
  RolePlayAnswersTable,
  SkillPulsesTable,
  UserLessonsTable,
  XpAwardsTable,
} from "./learning";

/** Every table, keyed by its SQL name; columns are camelCase (CamelCasePlugin maps them). */
export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  knownDevices: KnownDevicesTable;
  totpFactors: TotpFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  secondFactorAttempts: SecondFactorAttemptsTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  rateLimitHits: RateLimitHitsTable;
  passwordResetTokens: PasswordResetTokensTable;
  invitations: InvitationsTable;
  groups: GroupsTable;
  groupMembers: GroupMembersTable;
  programs: ProgramsTable;
  programVersions: ProgramVersionsTable;
  programSteps: ProgramStepsTable;
  programEnrolments: ProgramEnrolmentsTable;
  programStepCompletions: ProgramStepCompletionsTable;
  programNudges: ProgramNudgesTable;
  scimTokens: ScimTokensTable;
  skillCategories: SkillCategoriesTable;
  skills: SkillsTable;
  assessmentQuestions: AssessmentQuestionsTable;
  assessments: AssessmentsTable;
  assessmentResults: AssessmentResultsTable;
  assessmentProgress: AssessmentProgressTable;
  userSkills: UserSkillsTable;
  lessons: LessonsTable;
  userLessons: UserLessonsTable;
  xpAwards: XpAwardsTable;
  rolePlayAnswers: RolePlayAnswersTable;
  coachingRecommendations: CoachingRecommendationsTable;
  goals: GoalsTable;
  skillPulses: SkillPulsesTable;
  calendarEvents: CalendarEventsTable;
  calendarFeeds: CalendarFeedsTable;
  progressSnapshots: ProgressSnapshotsTable;
  adminAnalytics: AdminAnalyticsTable;
  assessment360Cycles: Assessment360CyclesTable;
  selfAssessmentResponses: SelfAssessmentResponsesTable;
  peerFeedbackRequests: PeerFeedbackRequestsTable;
  peerFeedbackResponses: PeerFeedbackResponsesTable;
  review360Releases: Review360ReleasesTable;
  reviewCampaigns: ReviewCampaignsTable;
  reviewCampaignCounts: ReviewCampaignCountsTable;
  reviewerLists: ReviewerListsTable;
  reviewerListApprovers: ReviewerListApproversTable;
  bugReports: BugReportsTable;
  bugReportComments: BugReportCommentsTable;
  bugReportScreenshots: BugReportScreenshotsTable;
  activityEvents: ActivityEventsTable;
  userLearningDays: UserLearningDaysTable;
  notifications: NotificationsTable;
  emailOutbox: EmailOutboxTable;
  analyticsDirtyDays: AnalyticsDirtyDaysTable;
  userActivityDays: UserActivityDaysTable;
  activityDays: ActivityDaysTable;
  userSkillBaselines: UserSkillBaselinesTable;
  analyticsRollupState: AnalyticsRollupStateTable;
  adminAccessLog: AdminAccessLogTable;
  ssoIdentities: SsoIdentitiesTable;
  samlRequests: SamlRequestsTable;
  samlAssertions: SamlAssertionsTable;
  accountDeletions: AccountDeletionsTable;
  accessTokens: AccessTokensTable;
  digestDeliveries: DigestDeliveriesTable;
  programReminderDeliveries: ProgramReminderDeliveriesTable;
  instanceSettings: InstanceSettingsTable;
  organisationSettings: OrganisationSettingsTable;
  auditEvents: AuditEventsTable;
  managerShares: ManagerSharesTable;
  managerSummaryDeliveries: ManagerSummaryDeliveriesTable;
  sharedGoals: SharedGoalsTable;
  goalAlignments: GoalAlignmentsTable;
}

export * from "../domain";
export * from "./access-log";
export * from "./account-deletions";
export * from "./access-tokens";
export * from "./accounts";
export * from "./activity";
export * from "./analytics";
export * from "./assessment";
export * from "./bug-reports";
export * from "./coaching";
export * from "./digest";
export * from "./content";
export * from "./feedback";
export * from "./identities";
export * from "./instance";
export * from "./learning";
export * from "./manager-shares";
export * from "./goal-alignment";
export * from "./organisation";
export * from "./columns";
