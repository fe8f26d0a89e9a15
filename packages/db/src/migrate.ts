import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as initial from "./migrations/2026-11-21T00-initial";
import * as feedbackAndMail from "./migrations/2026-11-22T00-feedback-and-mail";
import * as analyticsRollups from "./migrations/2026-11-23T01-analytics-rollups";
import * as adminAccessLog from "./migrations/2026-11-23T02-admin-access-log";
import * as bugScreenshots from "./migrations/2026-11-23T03-bug-screenshots";
import * as coachingLoop from "./migrations/2026-11-24T00-coaching-loop";
import * as assessmentHistory from "./migrations/2026-11-24T01-assessment-history";
import * as passwordReset from "./migrations/2026-11-24T02-password-reset";
import * as activityCompletion from "./migrations/2026-11-24T03-activity-completion";
import * as assessmentFocus from "./migrations/2026-11-25T00-assessment-focus";
import * as rolePlayAnswers from "./migrations/2026-11-25T10-role-play-answers";
import * as ssoIdentities from "./migrations/2026-11-26T10-sso-identities";
import * as accountErasure from "./migrations/2026-11-26T23-account-erasure";
import * as accessTokens from "./migrations/2026-11-26T00-access-tokens";
import * as weeklyDigest from "./migrations/2026-11-26T20-weekly-digest";
import * as activityReferences from "./migrations/2026-11-27T00-activity-references";
import * as learningDays from "./migrations/2026-11-27T01-learning-days";
import * as listOrderIndexes from "./migrations/2026-11-27T02-list-order-indexes";
import * as learningDaySummary from "./migrations/2026-11-27T03-learning-day-summary";
import * as reviewReleases from "./migrations/2026-11-28T11-review-releases";
import * as privateToThePerson from "./migrations/2026-11-28T12-private-to-the-person";
import * as assessmentProgress from "./migrations/2026-11-28T15-assessment-progress";
import * as rolePlayConversationTurns from "./migrations/2026-11-28T16-role-play-conversation-turns";
import * as calendarRevisionsAndDigestOptIn from "./migrations/2026-11-28T17-calendar-revisions-and-digest-opt-in";
import * as organisationAndAudit from "./migrations/2026-11-28T20-organisation-and-audit";
import * as peopleAndGroups from "./migrations/2026-11-29T00-people-and-groups";
import * as peopleList from "./migrations/2026-11-29T01-people-list";
import * as pendingInvitationsIndex from "./migrations/2026-11-29T02-pending-invitations-index";
import * as programs from "./migrations/2026-11-30T00-programs";
import * as timeZone from "./migrations/2026-11-30T01-time-zone";
import * as searchStatistics from "./migrations/2026-11-30T02-search-statistics";
import * as programNudges from "./migrations/2026-11-30T03-program-nudges";
import * as organisationName from "./migrations/2026-11-30T04-organisation-name";
import * as programReminders from "./migrations/2026-11-30T05-program-reminders";
import * as reviewCampaigns from "./migrations/2026-11-30T06-review-campaigns";
import * as managerAccess from "./migrations/2026-11-30T07-manager-access";
import * as goalAlignment from "./migrations/2026-11-30T08-goal-alignment";
import * as reviewCampaignApprovals from "./migrations/2026-11-30T09-review-campaign-approvals";
import * as managerAcceptance from "./migrations/2026-11-30T10-manager-acceptance";
import * as sessionDevices from "./migrations/2026-11-30T11-session-devices";
import * as twoFactor from "./migrations/2026-11-30T12-two-factor";
import * as passkeys from "./migrations/2026-11-30T13-passkeys";
import * as saml from "./migrations/2026-11-30T14-saml";
import * as releaseRatingMeans from "./migrations/2026-11-30T15-release-rating-means";

/** Listed here, not read from disk, so the bundled server carries its migrations. Names sort by date. */
const migrations: Record<string, Migration> = {
  "2026-11-21T00-initial": initial,
  "2026-11-22T00-feedback-and-mail": feedbackAndMail,
  "2026-11-23T01-analytics-rollups": analyticsRollups,
  "2026-11-23T02-admin-access-log": adminAccessLog,
  "2026-11-23T03-bug-screenshots": bugScreenshots,
  "2026-11-24T00-coaching-loop": coachingLoop,
  "2026-11-24T01-assessment-history": assessmentHistory,
  "2026-11-24T02-password-reset": passwordReset,
  "2026-11-24T03-activity-completion": activityCompletion,
  "2026-11-25T00-assessment-focus": assessmentFocus,
  "2026-11-25T10-role-play-answers": rolePlayAnswers,
  "2026-11-26T10-sso-identities": ssoIdentities,
  "2026-11-26T23-account-erasure": accountErasure,
  "2026-11-26T00-access-tokens": accessTokens,
  "2026-11-26T20-weekly-digest": weeklyDigest,
  "2026-11-27T00-activity-references": activityReferences,
  "2026-11-27T01-learning-days": learningDays,
  "2026-11-27T02-list-order-indexes": listOrderIndexes,
  "2026-11-27T03-learning-day-summary": learningDaySummary,
  "2026-11-28T11-review-releases": reviewReleases,
  "2026-11-28T12-private-to-the-person": privateToThePerson,
  "2026-11-28T15-assessment-progress": assessmentProgress,
  "2026-11-28T16-role-play-conversation-turns": rolePlayConversationTurns,
  "2026-11-28T17-calendar-revisions-and-digest-opt-in": calendarRevisionsAndDigestOptIn,
  "2026-11-28T20-organisation-and-audit": organisationAndAudit,
  "2026-11-29T00-people-and-groups": peopleAndGroups,
  "2026-11-29T02-pending-invitations-index": pendingInvitationsIndex,
  "2026-11-29T01-people-list": peopleList,
  "2026-11-30T00-programs": programs,
  "2026-11-30T01-time-zone": timeZone,
  "2026-11-30T02-search-statistics": searchStatistics,
  "2026-11-30T03-program-nudges": programNudges,
  "2026-11-30T04-organisation-name": organisationName,
  "2026-11-30T05-program-reminders": programReminders,
  "2026-11-30T06-review-campaigns": reviewCampaigns,
  "2026-11-30T07-manager-access": managerAccess,
  "2026-11-30T08-goal-alignment": goalAlignment,
  "2026-11-30T09-review-campaign-approvals": reviewCampaignApprovals,
  "2026-11-30T10-manager-acceptance": managerAcceptance,
  "2026-11-30T11-session-devices": sessionDevices,
  "2026-11-30T12-two-factor": twoFactor,
  "2026-11-30T13-passkeys": passkeys,
  "2026-11-30T14-saml": saml,
  "2026-11-30T15-release-rating-means": releaseRatingMeans,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
