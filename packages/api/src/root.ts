import { authRouter } from "./routers/auth";
import { twoFactorRouter } from "./routers/two-factor";
import { profileRouter } from "./routers/profile";
import { assessmentRouter } from "./routers/assessment";
import { dashboardRouter } from "./routers/dashboard";
import { notificationsRouter } from "./routers/notifications";
import { recommendationsRouter } from "./routers/recommendations";
import { settingsRouter } from "./routers/settings";
import { skillsRouter } from "./routers/skills";
import { lessonsRouter } from "./routers/lessons";
import { goalsRouter } from "./routers/goals";
import { skillPulseRouter } from "./routers/skill-pulse";
import { calendarRouter } from "./routers/calendar";
import { feedbackRouter } from "./routers/feedback";
import { reviews360Router } from "./routers/reviews-360";
import { adminRouter } from "./routers/admin";
import { accessLogRouter } from "./routers/access-log";
import { analyticsRouter } from "./routers/analytics";
import { bugReportsRouter } from "./routers/bug-reports";
import { accountRouter } from "./routers/account";
import { digestRouter } from "./routers/digest";
import { accessTokensRouter } from "./routers/access-tokens";
import { sessionsRouter } from "./routers/sessions";
import { passkeysRouter } from "./routers/passkeys";
import { organisationRouter } from "./routers/organisation";
import { auditRouter } from "./routers/audit";
import { scimTokensRouter } from "./routers/scim-tokens";
import { invitationsRouter } from "./routers/invitations";
import { peopleRouter } from "./routers/people";
import { groupsRouter } from "./routers/groups";
import { programsRouter } from "./routers/programs";
import { reviewCampaignsRouter } from "./routers/review-campaigns";
import { reviewerListsRouter } from "./routers/reviewer-lists";
import { managerSharesRouter } from "./routers/manager-shares";
import { programReportsRouter } from "./routers/program-reports";
import { goalAlignmentRouter } from "./routers/goal-alignment";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  assessment: assessmentRouter,
  dashboard: dashboardRouter,
  notifications: notificationsRouter,
  recommendations: recommendationsRouter,
  settings: settingsRouter,
  skills: skillsRouter,
  lessons: lessonsRouter,
  goals: goalsRouter,
  skillPulse: skillPulseRouter,
  calendar: calendarRouter,
  feedback: feedbackRouter,
  reviews360: reviews360Router,
  admin: adminRouter,
  accessLog: accessLogRouter,
  analytics: analyticsRouter,
  bugReports: bugReportsRouter,
  account: accountRouter,
  digest: digestRouter,
  accessTokens: accessTokensRouter,
  sessions: sessionsRouter,
  twoFactor: twoFactorRouter,
  passkeys: passkeysRouter,
  organisation: organisationRouter,
  audit: auditRouter,
  scimTokens: scimTokensRouter,
  invitations: invitationsRouter,
  people: peopleRouter,
  groups: groupsRouter,
  programs: programsRouter,
  reviewCampaigns: reviewCampaignsRouter,
  reviewerLists: reviewerListsRouter,
  managerShares: managerSharesRouter,
  programReports: programReportsRouter,
  goalAlignment: goalAlignmentRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
