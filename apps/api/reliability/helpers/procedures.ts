import { listProcedures } from "@leadcoach/api";
import { callerFor, createUser, dataUrl, testImages } from "@leadcoach/api/testing";
import type { DB, Role } from "@leadcoach/db";
import { randomUUID } from "node:crypto";
import { apiConfigFromEnv } from "../../src/app";
import { restRoutes, type RestRoute } from "../../src/rest/routes";
import { testEnv } from "../../test/testing";

/**
 * Who may call a procedure or REST path, decided by reading the router (packages/api/src/routers):
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user, acting on their own records only (the procedure takes no one's ids);
 * - owner: names a user's id or a record id; only that user may use it (admins may read, when
 *   `adminMayRead`, as `assertCanViewUser` allows);
 * - admin / superAdmin: `adminProcedure` / `superAdminProcedure`.
 *
 * The lists below are explicit on purpose: a new procedure or REST row fails the matrix until it is
 * classified here, so making something public (or admin-only) is a conscious choice.
 */
export type Access = "public" | "signedIn" | "owner" | "admin" | "superAdmin";

export interface Actor {
  id: number;
  email: string;
  name: string;
  password: string;
}

/** The owner's records the matrix aims at; others must neither read nor change them. */
export interface Fixtures {
  owner: Actor;
  /** A string in the owner's goal and activity titles: it must never appear in another user's answer. */
  marker: string;
  goalKeep: number;
  goalDelete: number;
  activityKeep: number;
  activityDelete: number;
  /** The owner's activity under way (started 5 minutes ago): it may be joined, marked done and undone. */
  activityLive: number;
  progressId: number;
  lessonA: number;
  lessonB: number;
  recDismiss: number;
  recStart: number;
  recRest: number;
  notificationId: number;
  /** The owner's 360 review cycle (active, with no self-assessment yet). */
  cycleId: number;
  /** A rating for every 360 behaviour (skill key -> 1..5). */
  reviewRatings: Record<string, number>;
  /** Another of the owner's signed-in sessions (its public id), for `sessions.revoke`. */
  sessionPublicId: string;
  /** The owner's pending peer-feedback requests: one to resend, one to withdraw. */
  feedbackRequestId: number;
  feedbackCancelId: number;
  /** The owner's open bug report (its title carries the marker), with a screenshot. */
  bugReportId: number;
  /** Two goals of the owner's on a skill, half way to their target date: their re-check is due. */
  pulseGoalRead: number;
  pulseGoalSubmit: number;
  /** An answer to each of that skill's assessment questions, by the option ids the owner was shown. */
  pulseChoices: { questionId: string; optionId: string }[];
  /** The owner's personal access token (read-only): only the owner may revoke it. */
  accessTokenId: number;
  /** The owner's invitation of a manager, never sent: only the owner may send it (again). */
  managerShareId: number;
}

type InputOf = (fx: Fixtures, actor: Actor | null) => unknown;

export interface ProcedureSpec {
  access: Access;
  /** A valid input (the fuzz mutates it); none for procedures without input. */
  input?: InputOf;
  /** Admins may read this owner-scoped record (assertCanViewUser). */
  adminMayRead?: boolean;
  /** Admins may also act on it (answer a bug report): their 2xx on this mutation is expected. */
  adminMayWrite?: boolean;
}

const me = (fx: Fixtures, actor: Actor | null) => actor ?? fx.owner;
/** A record id nobody has. */
const NOBODY = 2_000_000_000;
/** Well-formed (43 base64url characters) but never issued. */
const unknownFeedbackToken = () => randomUUID().replace(/-/g, "").padEnd(43, "x");
/** A new address for each invitation the matrix sends, and an invitation id nobody has. */
const inviteInput = () => ({ name: "Matrix Invitee", email: `matrix-${randomUUID()}@example.test` });
const unknownInvitationId = 2_000_000_000;
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
export const assessmentResponses = () =>
  Array.from({ length: 70 }, (_, i) => ({ questionId: `q${i + 1}`, answer: "4" }));

/** The organisation settings as a new database has them: sign-up open, audit kept 400 days. */
const openSignUp = () => ({ signUpPolicy: "open", signUpDomains: [], auditRetentionDays: 400 });

const bugReportInput = {
  title: "Matrix bug",
  description: "Something in the matrix went wrong.",
  severity: "low",
  url: "https://app.example.test/",
};

/** A well-formed WebAuthn answer to a challenge this server never issued: the ceremonies refuse it (401). */
function matrixPasskeyResponse(kind: "attestation" | "assertion") {
  const b64 = (text: string) => Buffer.from(text).toString("base64url");
  const clientDataJSON = b64(
    JSON.stringify({ type: "webauthn.get", challenge: b64(randomUUID()), origin: "x" }),
  );
  const common = {
    id: b64("matrix"),
    rawId: b64("matrix"),
    clientExtensionResults: {},
    type: "public-key" as const,
  };
  return kind === "attestation"
    ? { ...common, response: { clientDataJSON, attestationObject: b64("none") } }
    : { ...common, response: { clientDataJSON, authenticatorData: b64("data"), signature: b64("sig") } };
}

export const procedureSpecs: Record<string, ProcedureSpec> = {
  // Personal access tokens: each person lists, creates and revokes their own.
  "accessTokens.list": { access: "signedIn" },
  "accessTokens.create": {
    access: "signedIn",
    input: () => ({ name: "Matrix token", expiresInDays: 30, scope: "read" }),
  },
  "accessTokens.revoke": { access: "owner", input: (fx) => ({ id: fx.accessTokenId }) },
  // Signed-in sessions: each person lists and ends their own (another's id reads as not found).
  "sessions.list": { access: "signedIn" },
  "sessions.revoke": { access: "owner", input: (fx) => ({ id: fx.sessionPublicId }) },
  "sessions.revokeOthers": { access: "signedIn" },
  // Two-step verification: the second step answers a session pending it (anyone else: 401); the rest
  // is the signed-in person's own.
  "twoFactor.status": { access: "signedIn" },
  "twoFactor.pending": { access: "public" },
  "twoFactor.startTotp": { access: "public" },
  "twoFactor.confirmTotp": { access: "public", input: () => ({ code: "123456" }) },
  "twoFactor.verify": { access: "public", input: () => ({ code: "123456" }) },
  "twoFactor.regenerateRecoveryCodes": { access: "signedIn", input: () => ({ code: "123456" }) },
  "twoFactor.disable": { access: "signedIn", input: () => ({ password: "wrong-password" }) },
  // Passkeys: each person manages their own; the ceremonies refuse answers to challenges never issued.
  "passkeys.list": { access: "signedIn" },
  "passkeys.registrationOptions": { access: "signedIn" },
  "passkeys.register": {
    access: "signedIn",
    input: () => ({ name: "Matrix key", response: matrixPasskeyResponse("attestation") }),
  },
  // A passkey is a second factor: an owner holding one would stop at the second step when the matrix
  // signs in with a password. So these name no one's passkey (404 for everyone); passkeys.test.ts checks
  // that another person's passkey answers 404 too.
  "passkeys.rename": { access: "signedIn", input: () => ({ id: 2_147_483_000, name: "Renamed key" }) },
  "passkeys.remove": { access: "signedIn", input: () => ({ id: 2_147_483_000 }) },
  "passkeys.signInOptions": { access: "public" },
  "passkeys.signIn": { access: "public", input: () => ({ response: matrixPasskeyResponse("assertion") }) },
  // Without a pending second step (no password accepted in this session): 401.
  "passkeys.secondFactorOptions": { access: "public" },
  "passkeys.verifySecondFactor": {
    access: "public",
    input: () => ({ response: matrixPasskeyResponse("assertion") }),
  },
  // Likewise without a sign-in waiting for its enrolment: 401 (403 when the account already has a factor).
  "passkeys.enrolmentOptions": { access: "public" },
  "passkeys.enrol": {
    access: "public",
    input: () => ({ name: "Matrix key", response: matrixPasskeyResponse("attestation") }),
  },
  "auth.session": { access: "public" },
  "auth.me": { access: "signedIn" },
  "auth.signup": {
    access: "public",
    input: () => ({ name: "Matrix", email: `matrix-${randomUUID()}@example.test`, password: "matrix-pass" }),
  },
  "auth.login": {
    access: "public",
    input: () => ({ email: `nobody-${randomUUID()}@example.test`, password: "wrong-password" }),
  },
  "auth.logout": { access: "public" },
  "auth.forgotPassword": {
    access: "public",
    input: () => ({ email: `nobody-${randomUUID()}@example.test` }),
  },
  // Well-formed but never issued: the matrix sees the 400 any unknown link gets.
  "auth.resetPassword": {
    access: "public",
    input: () => ({ token: unknownFeedbackToken(), password: "matrix-new-pass" }),
  },
  "auth.greeting": { access: "signedIn" },
  "auth.signInOptions": { access: "public" },
  "profile.update": {
    access: "signedIn",
    input: (fx, actor) => ({ name: me(fx, actor).name, email: me(fx, actor).email, jobTitle: "Lead" }),
  },
  // Options as ids of the caller's own attempt: per person, so signed in.
  "assessment.questions": { access: "signedIn" },
  "assessment.progress": { access: "signedIn" },
  "assessment.saveProgress": { access: "signedIn", input: () => ({ choices: [] }) },
  // An id that is no one's option: the matrix sees the 400 a forged id gets.
  "assessment.submitChoices": {
    access: "signedIn",
    input: () => ({ choices: [{ questionId: "q1", optionId: "AAAAAAAAAAAAAAAA" }] }),
  },
  "assessment.areas": { access: "public" },
  "assessment.status": { access: "signedIn" },
  "assessment.submit": { access: "signedIn", input: () => ({ responses: assessmentResponses() }) },
  "assessment.results": { access: "signedIn", input: () => ({}) },
  // Applies to the caller's own latest assessment; a skill that did not tie is a 400.
  "assessment.chooseFocus": { access: "signedIn", input: () => ({ skillId: 1 }) },
  "assessment.history": { access: "signedIn", input: () => ({ limit: 5 }) },
  "dashboard.summary": { access: "signedIn", input: () => ({ timeZone: "UTC" }) },
  "dashboard.skillHistory": { access: "signedIn", input: () => ({ range: "6weeks" }) },
  "notifications.list": { access: "signedIn" },
  "notifications.markRead": { access: "owner", input: (fx) => ({ id: fx.notificationId }) },
  "notifications.markAllRead": { access: "signedIn" },
  "recommendations.list": { access: "signedIn" },
  "recommendations.generate": { access: "signedIn" },
  "recommendations.dismiss": { access: "owner", input: (fx) => ({ id: fx.recDismiss }) },
  "recommendations.start": { access: "owner", input: (fx) => ({ id: fx.recStart, screen: "dashboard" }) },
  "settings.changePassword": {
    access: "signedIn",
    // A wrong current password: the matrix must not sign anyone out.
    input: () => ({ currentPassword: "not-the-password", newPassword: "new-password-123" }),
  },
  "settings.notificationPreferences": { access: "signedIn" },
  "settings.updateNotificationPreferences": {
    access: "signedIn",
    input: () => ({ kinds: { goal_due: false, activity_soon: true } }),
  },
  "settings.updateTimeZone": { access: "signedIn", input: () => ({ timeZone: "Europe/Berlin" }) },
  "settings.adoptBrowserTimeZone": { access: "signedIn", input: () => ({ timeZone: "America/New_York" }) },
  "skills.categories": { access: "public" },
  "skills.progress": { access: "signedIn" },
  "lessons.list": { access: "signedIn", input: () => ({}) },
  "lessons.byId": { access: "signedIn", input: (fx) => ({ lessonId: fx.lessonA }) },
  "lessons.progress": { access: "owner", adminMayRead: true, input: (fx) => ({ userId: fx.owner.id }) },
  "lessons.createProgress": {
    access: "owner",
    input: (fx) => ({
      userId: fx.owner.id,
      lessonId: fx.lessonB,
      progressPercentage: 10,
      status: "in_progress",
    }),
  },
  "lessons.updateProgress": {
    access: "owner",
    input: (fx) => ({
      progressId: fx.progressId,
      progressPercentage: 50,
      status: "in_progress",
      currentStep: 1,
    }),
  },
  "lessons.answerQuiz": {
    access: "signedIn",
    input: (fx) => ({ lessonId: fx.lessonA, stepIndex: 0, optionIndex: 0 }),
  },
  "lessons.xp": { access: "signedIn" },
  // The caller's own role-play answers only (scoped to the signed-in user); step 0 of lessonA is no role-play.
  "lessons.rolePlay": { access: "signedIn", input: (fx) => ({ lessonId: fx.lessonA, stepIndex: 0 }) },
  "lessons.submitRolePlay": {
    access: "signedIn",
    input: (fx) => ({ lessonId: fx.lessonA, stepIndex: 0, answer: "What I would say" }),
  },
  "lessons.saveRolePlayCheck": {
    access: "signedIn",
    input: (fx) => ({ lessonId: fx.lessonA, stepIndex: 0, selfCheck: [true, false, true] }),
  },
  "lessons.hearRolePlayReply": {
    access: "signedIn",
    input: (fx) => ({ lessonId: fx.lessonA, stepIndex: 0, turns: [{ learner: "What I would say" }] }),
  },
  "goals.list": { access: "owner", adminMayRead: true, input: (fx) => ({ userId: fx.owner.id }) },
  "goals.create": {
    access: "signedIn",
    input: () => ({ title: "Matrix goal", description: "d", priority: "high", milestones: ["one", "two"] }),
  },
  "goals.update": {
    access: "owner",
    input: (fx) => ({ goalId: fx.goalKeep, title: `${fx.marker} goal edited`, priority: "low" }),
  },
  "goals.delete": { access: "owner", input: (fx) => ({ goalId: fx.goalDelete }) },
  "goals.dismissRecent": { access: "signedIn" },
  "skillPulse.questions": { access: "owner", input: (fx) => ({ goalId: fx.pulseGoalRead }) },
  "skillPulse.submit": {
    access: "owner",
    input: (fx) => ({ goalId: fx.pulseGoalSubmit, choices: fx.pulseChoices }),
  },
  "calendar.list": { access: "owner", adminMayRead: true, input: (fx) => ({ userId: fx.owner.id }) },
  "calendar.create": {
    access: "signedIn",
    input: () => ({
      type: "meeting",
      title: "Matrix activity",
      startTime: hourFromNow(24),
      endTime: hourFromNow(25),
    }),
  },
  "calendar.update": {
    access: "owner",
    input: (fx) => ({
      id: fx.activityKeep,
      title: `${fx.marker} activity moved`,
      startTime: hourFromNow(48),
      endTime: hourFromNow(49),
    }),
  },
  "calendar.delete": { access: "owner", input: (fx) => ({ id: fx.activityDelete }) },
  "calendar.join": { access: "owner", input: (fx) => ({ id: fx.activityLive }) },
  "calendar.markDone": { access: "owner", input: (fx) => ({ id: fx.activityLive }) },
  "calendar.undoDone": { access: "owner", input: (fx) => ({ id: fx.activityLive }) },
  "calendar.feedUrl": { access: "signedIn" },
  "calendar.createFeed": { access: "signedIn" },
  "calendar.revokeFeed": { access: "signedIn" },
  "calendar.exportIcs": { access: "signedIn" },
  // The subscription feed: calendar apps call it without a session; a token nobody holds answers 404.
  "calendar.feed": { access: "public", input: () => ({ token: unknownFeedbackToken() }) },
  "feedback.requests": { access: "signedIn" },
  "feedback.createRequest": {
    access: "signedIn",
    input: () => ({
      reviewerEmail: `matrix-${randomUUID()}@example.test`,
      relationship: "peer",
      message: "Matrix",
    }),
  },
  "feedback.resendRequest": { access: "owner", input: (fx) => ({ id: fx.feedbackRequestId }) },
  // Withdrawing twice (tRPC, then REST) answers the withdrawn request again.
  "feedback.cancelRequest": { access: "owner", input: (fx) => ({ id: fx.feedbackCancelId }) },
  "feedback.responses": { access: "signedIn" },
  // The public form: anyone may ask; a token nobody issued answers 404.
  "feedback.form": { access: "public", input: () => ({ token: unknownFeedbackToken() }) },
  // The digest's unsubscribe link: public, the signed token is the credential; a forged one answers 400.
  "digest.unsubscribe": { access: "public", input: () => ({ token: `1.1.${unknownFeedbackToken()}` }) },
  "feedback.submit": {
    access: "public",
    input: () => ({
      token: unknownFeedbackToken(),
      overallRating: 4,
      strengths: "Matrix",
      isAnonymous: true,
    }),
  },
  "reviews360.list": { access: "signedIn" },
  "reviews360.get": { access: "owner", input: (fx) => ({ cycleId: fx.cycleId }) },
  "reviews360.instrument": { access: "signedIn" },
  "reviews360.create": {
    access: "signedIn",
    input: () => ({
      title: "Matrix 360",
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }),
  },
  "reviews360.submitSelfAssessment": {
    access: "owner",
    input: (fx) => ({ cycleId: fx.cycleId, ratings: fx.reviewRatings, overallSelfRating: 4 }),
  },
  "reviews360.invite": {
    access: "owner",
    input: (fx) => ({
      cycleId: fx.cycleId,
      reviewers: [{ reviewerEmail: `reviewer-${randomUUID()}@example.test`, relationship: "peer" }],
    }),
  },
  // Reminds the invitation `invite` made (router order puts invite first).
  "reviews360.remind": { access: "owner", input: (fx) => ({ cycleId: fx.cycleId }) },
  "reviews360.report": { access: "owner", input: (fx) => ({ cycleId: fx.cycleId }) },
  // Closes the cycle: router order puts it after every other owner call on it.
  "reviews360.close": { access: "owner", input: (fx) => ({ cycleId: fx.cycleId }) },
  "admin.analytics": { access: "admin" },
  // Advanced analytics: aggregates of everyone (top performers name users), admins only.
  "analytics.engagement": { access: "admin", adminMayRead: true, input: () => ({}) },
  "analytics.skills": { access: "admin", adminMayRead: true },
  "analytics.platform": { access: "admin", adminMayRead: true, input: () => ({ metricType: "daily" }) },
  "analytics.cohorts": { access: "admin", adminMayRead: true },
  "analytics.retention": { access: "admin", adminMayRead: true },
  "analytics.report": {
    access: "admin",
    adminMayRead: true,
    input: () => ({ reportType: "engagement_overview" }),
  },
  "analytics.reportCsv": {
    access: "admin",
    adminMayRead: true,
    input: () => ({ reportType: "engagement_overview" }),
  },
  "analytics.reportPdf": {
    access: "admin",
    adminMayRead: true,
    input: () => ({ reportType: "engagement_overview" }),
  },
  // Admins read anyone's view (and the e-mail list): the owner's data is expected in these answers.
  "admin.userDashboard": { access: "admin", adminMayRead: true, input: (fx) => ({ userId: fx.owner.id }) },
  "admin.demoCredentials": { access: "superAdmin" },
  "admin.userEmails": { access: "superAdmin", adminMayRead: true },
  // The caller's own access log ('Who viewed your data').
  "accessLog.mine": { access: "signedIn" },
  // Bug reports: anyone signed in reports and reads their own; the owner or an admin reads and answers
  // one report; the rest is admin work (it never closes the owner's report, so the owner may still comment).
  "bugReports.create": { access: "signedIn", input: () => bugReportInput },
  "bugReports.myReports": { access: "signedIn" },
  "bugReports.byId": { access: "owner", adminMayRead: true, input: (fx) => ({ id: fx.bugReportId }) },
  "bugReports.screenshot": { access: "owner", adminMayRead: true, input: (fx) => ({ id: fx.bugReportId }) },
  "bugReports.addComment": {
    access: "owner",
    adminMayRead: true,
    adminMayWrite: true,
    input: (fx) => ({ id: fx.bugReportId, comment: "Matrix comment", isInternal: false }),
  },
  "bugReports.list": { access: "admin", adminMayRead: true, input: () => ({ status: "open" }) },
  "bugReports.summary": { access: "admin", adminMayRead: true },
  "bugReports.exportCsv": { access: "admin", adminMayRead: true, input: () => ({ status: "open" }) },
  "bugReports.update": {
    access: "admin",
    adminMayRead: true,
    input: (fx) => ({ id: fx.bugReportId, status: "in_progress", priority: "high" }),
  },
  "bugReports.resolve": {
    access: "admin",
    adminMayRead: true,
    input: (fx) => ({ id: fx.bugReportId, resolution: "Matrix resolution" }),
  },
  // The caller's own data: its export, and its erasure (a wrong password, so the matrix erases no one).
  "account.exportData": { access: "signedIn" },
  "account.deletionRequirements": { access: "signedIn" },
  "account.deleteAccount": { access: "signedIn", input: () => ({ password: "not-the-password" }) },
  "account.deletions": { access: "admin", adminMayRead: true },
  // The organisation's settings and audit trail: super admins only; the sign-up policy's kind is public.
  // The update stores the default settings, so the matrix never closes sign-up for the calls after it.
  "organisation.settings": { access: "superAdmin" },
  "organisation.update": { access: "superAdmin", input: openSignUp },
  "organisation.signUpPolicy": { access: "public" },
  "audit.list": { access: "superAdmin", adminMayRead: true, input: () => ({}) },
  "audit.exportCsv": { access: "superAdmin", adminMayRead: true, input: () => ({}) },
  // SCIM tokens for identity providers: super admins only (a revoke of an unknown id answers 404).
  "scimTokens.list": { access: "superAdmin" },
  "scimTokens.create": { access: "superAdmin", input: () => ({ name: "Matrix" }) },
  "scimTokens.revoke": { access: "superAdmin", input: () => ({ id: 999_999 }) },
  // Invitations: admin work (each call a new address); the accept page is public and takes a token.
  "invitations.list": { access: "admin", adminMayRead: true, input: () => ({}) },
  "invitations.invite": { access: "admin", adminMayWrite: true, input: inviteInput },
  "invitations.import": {
    access: "admin",
    adminMayWrite: true,
    input: () => ({ csv: `name,email\nMatrix Invitee,${inviteInput().email}`, preview: true }),
  },
  "invitations.resend": { access: "admin", input: () => ({ id: unknownInvitationId }) },
  "invitations.revoke": { access: "admin", input: () => ({ id: unknownInvitationId }) },
  "invitations.preview": { access: "public", input: () => ({ token: unknownFeedbackToken() }) },
  "invitations.accept": {
    access: "public",
    input: () => ({ token: unknownFeedbackToken(), password: "matrix password" }),
  },
  // People and groups: admins list everyone (the owner's address included). The changes name nobody who
  // exists (404, or a bulk answer refusing each id), so the matrix deactivates no one it signs in with.
  "people.list": { access: "admin", adminMayRead: true, input: () => ({}) },
  "people.setRole": { access: "admin", input: () => ({ id: NOBODY, role: "user" }) },
  "people.deactivate": { access: "admin", input: () => ({ id: NOBODY }) },
  "people.reactivate": { access: "admin", input: () => ({ id: NOBODY }) },
  "people.deactivateMany": { access: "admin", input: () => ({ ids: [NOBODY] }) },
  "people.reactivateMany": { access: "admin", input: () => ({ ids: [NOBODY] }) },
  "people.resetSecondFactor": { access: "admin", input: () => ({ id: NOBODY }) },
  "groups.list": { access: "admin", input: () => ({}) },
  "groups.get": { access: "admin", input: () => ({ id: NOBODY }) },
  "groups.create": { access: "admin", input: () => ({ name: `Matrix group ${randomUUID()}` }) },
  "groups.rename": { access: "admin", input: () => ({ id: NOBODY, name: "Matrix group" }) },
  "groups.addMembers": { access: "admin", input: (fx) => ({ id: NOBODY, userIds: [fx.owner.id] }) },
  "groups.removeMembers": { access: "admin", input: (fx) => ({ id: NOBODY, userIds: [fx.owner.id] }) },
  "groups.delete": { access: "admin", input: () => ({ id: NOBODY }) },
  "programs.list": { access: "admin" },
  "programs.templates": { access: "admin" },
  "programs.createFromTemplate": { access: "admin", input: () => ({ key: "tech-lead-to-manager" }) },
  "programs.get": { access: "admin", input: () => ({ id: NOBODY }) },
  "programs.create": {
    access: "admin",
    input: () => ({
      name: "Matrix program",
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "assessment", title: "Take it" }],
    }),
  },
  "programs.update": {
    access: "admin",
    input: () => ({
      id: NOBODY,
      name: "Matrix program",
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "assessment", title: "Take it" }],
    }),
  },
  "programs.setArchived": { access: "admin", input: () => ({ id: NOBODY, archived: true }) },
  "programs.duplicate": { access: "admin", input: () => ({ id: NOBODY }) },
  "programs.enrol": {
    access: "admin",
    input: (fx) => ({ programId: NOBODY, userIds: [fx.owner.id], startDate: "2026-11-30" }),
  },
  "programs.participants": { access: "admin", input: () => ({ programId: NOBODY }) },
  "programs.nudge": { access: "admin", input: (fx) => ({ programId: NOBODY, userId: fx.owner.id }) },
  "programReports.get": { access: "admin", input: () => ({ programId: NOBODY }) },
  "programReports.csv": { access: "admin", input: () => ({ programId: NOBODY }) },
  "programReports.pdf": { access: "admin", input: () => ({ programId: NOBODY }) },
  "programs.mine": { access: "signedIn" },
  "programs.open": { access: "signedIn" },
  "programs.join": { access: "signedIn", input: () => ({ programId: NOBODY }) },
  "programs.reflect": {
    access: "signedIn",
    input: () => ({ enrolmentId: NOBODY, stepId: NOBODY, reflection: "Mine" }),
  },
  "programs.createGoal": { access: "signedIn", input: () => ({ enrolmentId: NOBODY, stepId: NOBODY }) },
  "reviewCampaigns.list": { access: "admin" },
  "reviewCampaigns.get": { access: "admin", input: () => ({ campaignId: NOBODY }) },
  "reviewCampaigns.create": {
    access: "admin",
    input: () => ({
      name: "Matrix campaign",
      groupId: NOBODY,
      nominationDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      releaseAt: new Date(Date.now() + 21 * 86_400_000).toISOString(),
      managerApproval: true,
    }),
  },
  "reviewCampaigns.openCycles": { access: "admin", input: () => ({ campaignId: NOBODY }) },
  "reviewCampaigns.remind": { access: "admin", input: () => ({ campaignId: NOBODY }) },
  // Only the caller's own campaign cycle (404 for anything else, the owner's personal cycle too).
  "reviewCampaigns.nominate": {
    access: "signedIn",
    input: () => ({
      cycleId: NOBODY,
      reviewers: [1, 2, 3].map(() => ({
        reviewerEmail: `reviewer-${randomUUID()}@example.test`,
        relationship: "peer",
      })),
    }),
  },
  "reviewCampaigns.close": { access: "admin", input: () => ({ campaignId: NOBODY }) },
  // A campaign's reviewer list: the participant reads their own campaign cycle's (404 for anything else);
  // a manager reads, approves or sends back only lists sent under a share naming them (404 otherwise).
  "reviewerLists.mine": { access: "signedIn", input: () => ({ cycleId: NOBODY }) },
  "reviewerLists.toApprove": { access: "signedIn" },
  "reviewerLists.approve": { access: "signedIn", input: () => ({ cycleId: NOBODY }) },
  "reviewerLists.sendBack": {
    access: "signedIn",
    input: () => ({ cycleId: NOBODY, note: "Add someone from the platform team." }),
  },
  // Managers, by consent: each person shares their own progress; a manager reads only the people who
  // share with them, once they accepted through the e-mailed link. `person` names a user but is not
  // owner-like (the owner has no share with themselves): anyone without an active share from that person
  // gets 404. The link's token is the credential of `invitation`, `accept` and `decline` (any signed-in
  // account); one never issued gets 404. The invited manager's own view of each procedure is in
  // packages/api/src/routers/manager-shares.test.ts ('who may call each procedure').
  "managerShares.invite": {
    access: "signedIn",
    input: () => ({ email: `manager-${randomUUID()}@example.test` }),
  },
  "managerShares.resend": { access: "owner", input: (fx) => ({ shareId: fx.managerShareId }) },
  "managerShares.mine": { access: "signedIn" },
  "managerShares.withdraw": { access: "signedIn", input: () => ({ shareId: NOBODY }) },
  "managerShares.invitation": { access: "signedIn", input: () => ({ token: unknownFeedbackToken() }) },
  "managerShares.accept": { access: "signedIn", input: () => ({ token: unknownFeedbackToken() }) },
  "managerShares.decline": { access: "signedIn", input: () => ({ token: unknownFeedbackToken() }) },
  "managerShares.setGoalShared": { access: "owner", input: (fx) => ({ goalId: fx.goalKeep, shared: false }) },
  "managerShares.following": { access: "signedIn" },
  "managerShares.person": { access: "signedIn", input: (fx) => ({ userId: fx.owner.id }) },
  // Goal alignment: admins write shared goals; a person reads their own tree (their goals are linked
  // through goals.create and goals.update), a manager the alignment of the goals shared with them.
  "goalAlignment.sharedGoals": { access: "admin", input: () => ({ owner: { kind: "program", id: NOBODY } }) },
  "goalAlignment.createSharedGoal": {
    access: "admin",
    input: () => ({ owner: { kind: "program", id: NOBODY }, title: "Matrix shared goal" }),
  },
  "goalAlignment.updateSharedGoal": {
    access: "admin",
    input: () => ({ id: NOBODY, title: "Matrix shared goal" }),
  },
  "goalAlignment.setSharedGoalArchived": { access: "admin", input: () => ({ id: NOBODY, archived: true }) },
  "goalAlignment.mine": { access: "signedIn" },
  "goalAlignment.following": { access: "signedIn" },
};

export interface RestSpec {
  access: Access;
  adminMayRead?: boolean;
  adminMayWrite?: boolean;
  /** Values for the path's `:params`. */
  params?: (fx: Fixtures, actor: Actor | null) => Record<string, number | string>;
  body?: InputOf;
  query?: Record<string, string>;
}

/** Every row of apps/api/src/rest/routes.ts, keyed "METHOD /url". */
export const restSpecs: Record<string, RestSpec> = {
  "GET /api/peer-feedback/requests": { access: "signedIn" },
  "POST /api/peer-feedback/requests": {
    access: "signedIn",
    body: procedureSpecs["feedback.createRequest"]?.input,
  },
  "POST /api/peer-feedback/requests/:id/resend": {
    access: "owner",
    params: (fx) => ({ id: fx.feedbackRequestId }),
  },
  "POST /api/peer-feedback/requests/:id/cancel": {
    access: "owner",
    params: (fx) => ({ id: fx.feedbackCancelId }),
  },
  "GET /api/peer-feedback/responses": { access: "signedIn" },
  "GET /api/peer-feedback/form": {
    access: "public",
    query: { token: "Matrix-unknown-token-".padEnd(43, "x") },
  },
  "POST /api/peer-feedback/submit": { access: "public", body: procedureSpecs["feedback.submit"]?.input },
  "POST /api/auth/signup": { access: "public", body: procedureSpecs["auth.signup"]?.input },
  "POST /api/auth/login": { access: "public", body: procedureSpecs["auth.login"]?.input },
  "POST /api/auth/two-factor/verify": { access: "public", body: procedureSpecs["twoFactor.verify"]?.input },
  "POST /api/logout": { access: "public" },
  "POST /api/auth/forgot-password": { access: "public", body: procedureSpecs["auth.forgotPassword"]?.input },
  "POST /api/auth/reset-password": { access: "public", body: procedureSpecs["auth.resetPassword"]?.input },
  "GET /api/auth/user": { access: "signedIn" },
  "PUT /api/profile/update": { access: "signedIn", body: procedureSpecs["profile.update"]?.input },
  "GET /api/dashboard": { access: "signedIn", query: { timeZone: "Europe/Berlin" } },
  "GET /api/user/skill-progress": { access: "signedIn" },
  "GET /api/skills": { access: "public" },
  "GET /api/assessment/status": { access: "signedIn" },
  "POST /api/assessment/submit": { access: "signedIn", body: procedureSpecs["assessment.submit"]?.input },
  "GET /api/assessment/results": { access: "signedIn" },
  "GET /api/assessment/history": { access: "signedIn", query: { limit: "5" } },
  "GET /api/coaching-recommendations": { access: "signedIn" },
  "POST /api/ai/generate-recommendations": { access: "signedIn" },
  "DELETE /api/coaching-recommendations/:id": { access: "owner", params: (fx) => ({ id: fx.recRest }) },
  "GET /api/lessons": { access: "signedIn" },
  "GET /api/user-lessons/:userId": {
    access: "owner",
    adminMayRead: true,
    params: (fx) => ({ userId: fx.owner.id }),
  },
  "POST /api/user-lessons": { access: "owner", body: procedureSpecs["lessons.createProgress"]?.input },
  "PATCH /api/user-lessons/:progressId": {
    access: "owner",
    params: (fx) => ({ progressId: fx.progressId }),
    body: () => ({ progressPercentage: 60, status: "in_progress" }),
  },
  "GET /api/goals/:userId": {
    access: "owner",
    adminMayRead: true,
    params: (fx) => ({ userId: fx.owner.id }),
  },
  "PATCH /api/goals/:goalId": {
    access: "owner",
    params: (fx) => ({ goalId: fx.goalKeep }),
    body: (fx) => ({ title: `${fx.marker} goal via REST`, status: "paused" }),
  },
  "GET /api/calendar/:userId": {
    access: "owner",
    adminMayRead: true,
    params: (fx) => ({ userId: fx.owner.id }),
  },
  "GET /api/calendar/feed/:token.ics": {
    access: "public",
    params: () => ({ token: unknownFeedbackToken() }),
  },
  "POST /api/digest/unsubscribe": { access: "public", body: procedureSpecs["digest.unsubscribe"]?.input },
  "GET /api/admin/analytics": { access: "admin" },
  "GET /api/analytics/engagement": { access: "admin", adminMayRead: true },
  "GET /api/analytics/skills": { access: "admin", adminMayRead: true },
  "GET /api/analytics/platform": { access: "admin", adminMayRead: true, query: { metricType: "daily" } },
  "GET /api/analytics/cohorts": { access: "admin", adminMayRead: true },
  "GET /api/analytics/retention": { access: "admin", adminMayRead: true },
  "GET /api/reports": { access: "admin", adminMayRead: true, query: { reportType: "user_retention" } },
  "GET /api/reports/csv": { access: "admin", adminMayRead: true, query: { reportType: "user_retention" } },
  "GET /api/reports/pdf": { access: "admin", adminMayRead: true, query: { reportType: "skill_improvement" } },
  "GET /api/admin/demo-credentials": { access: "superAdmin" },
  "GET /api/admin/download-emails": { access: "superAdmin", adminMayRead: true },
  "GET /api/admin/programs/:programId/report": { access: "admin", params: () => ({ programId: NOBODY }) },
  "GET /api/admin/programs/:programId/report.csv": { access: "admin", params: () => ({ programId: NOBODY }) },
  "GET /api/admin/programs/:programId/report.pdf": { access: "admin", params: () => ({ programId: NOBODY }) },
  "GET /api/admin/user/:userId/dashboard": {
    access: "admin",
    adminMayRead: true,
    params: (fx) => ({ userId: fx.owner.id }),
  },
  "POST /api/bug-reports": { access: "signedIn", body: () => bugReportInput },
  "GET /api/bug-reports/export": { access: "admin", adminMayRead: true, query: { status: "open" } },
  "GET /api/bug-reports/my-reports": { access: "signedIn" },
  "GET /api/bug-reports/summary/stats": { access: "admin", adminMayRead: true },
  "GET /api/bug-reports": { access: "admin", adminMayRead: true, query: { status: "open" } },
  "GET /api/bug-reports/:id": {
    access: "owner",
    adminMayRead: true,
    params: (fx) => ({ id: fx.bugReportId }),
  },
  "PUT /api/bug-reports/:id": {
    access: "admin",
    adminMayRead: true,
    params: (fx) => ({ id: fx.bugReportId }),
    body: () => ({ status: "in_progress", priority: "critical" }),
  },
  "POST /api/bug-reports/:id/comments": {
    access: "owner",
    adminMayRead: true,
    adminMayWrite: true,
    params: (fx) => ({ id: fx.bugReportId }),
    body: () => ({ comment: "Matrix comment via REST", isInternal: false }),
  },
  "GET /api/bug-reports/:id/screenshot": {
    access: "owner",
    adminMayRead: true,
    params: (fx) => ({ id: fx.bugReportId }),
  },
  "POST /api/bug-reports/:id/resolve": {
    access: "admin",
    adminMayRead: true,
    params: (fx) => ({ id: fx.bugReportId }),
    body: () => ({ resolution: "Matrix resolution via REST" }),
  },
  "GET /api/account/export": { access: "signedIn" },
  "GET /api/account/deletion-requirements": { access: "signedIn" },
  "DELETE /api/account": { access: "signedIn", body: () => ({ password: "not-the-password" }) },
  "GET /api/admin/account-deletions": { access: "admin", adminMayRead: true },
  "GET /api/admin/settings": { access: "superAdmin" },
  "PUT /api/admin/settings": { access: "superAdmin", body: openSignUp },
  "GET /api/auth/signup-policy": { access: "public" },
  "GET /api/admin/audit": { access: "superAdmin", adminMayRead: true },
  "GET /api/admin/audit/export": { access: "superAdmin", adminMayRead: true },
  "GET /api/admin/invitations": { access: "admin", adminMayRead: true },
  "POST /api/admin/invitations": { access: "admin", adminMayWrite: true, body: inviteInput },
  "POST /api/admin/invitations/import": {
    access: "admin",
    adminMayWrite: true,
    body: procedureSpecs["invitations.import"]?.input,
  },
  "POST /api/admin/invitations/:id/resend": { access: "admin", params: () => ({ id: unknownInvitationId }) },
  "DELETE /api/admin/invitations/:id": { access: "admin", params: () => ({ id: unknownInvitationId }) },
  "GET /api/invitations/:token": { access: "public", params: () => ({ token: unknownFeedbackToken() }) },
  "POST /api/invitations/accept": { access: "public", body: procedureSpecs["invitations.accept"]?.input },
  "GET /api/admin/people": { access: "admin", adminMayRead: true },
  "POST /api/admin/people/deactivate": { access: "admin", body: () => ({ ids: [NOBODY] }) },
  "POST /api/admin/people/reactivate": { access: "admin", body: () => ({ ids: [NOBODY] }) },
  "PATCH /api/admin/people/:id": {
    access: "admin",
    params: () => ({ id: NOBODY }),
    body: () => ({ role: "user" }),
  },
  "POST /api/admin/people/:id/deactivate": { access: "admin", params: () => ({ id: NOBODY }) },
  "POST /api/admin/people/:id/reactivate": { access: "admin", params: () => ({ id: NOBODY }) },
  "POST /api/admin/people/:id/reset-second-factor": { access: "admin", params: () => ({ id: NOBODY }) },
  "GET /api/admin/groups": { access: "admin" },
  "GET /api/admin/groups/:id": { access: "admin", params: () => ({ id: NOBODY }) },
  "POST /api/admin/groups": { access: "admin", body: () => ({ name: `Matrix group ${randomUUID()}` }) },
  "PATCH /api/admin/groups/:id": {
    access: "admin",
    params: () => ({ id: NOBODY }),
    body: () => ({ name: "Matrix group" }),
  },
  "POST /api/admin/groups/:id/members": {
    access: "admin",
    params: () => ({ id: NOBODY }),
    body: (fx) => ({ userIds: [fx.owner.id] }),
  },
  "POST /api/admin/groups/:id/members/remove": {
    access: "admin",
    params: () => ({ id: NOBODY }),
    body: (fx) => ({ userIds: [fx.owner.id] }),
  },
  "DELETE /api/admin/groups/:id": { access: "admin", params: () => ({ id: NOBODY }) },
};

export interface ProcedureInfo {
  path: string;
  type: "query" | "mutation" | "subscription";
}

/** Every procedure of appRouter, read from the router itself. */
export function routerProcedures(): ProcedureInfo[] {
  return listProcedures().map(({ path, type }) => ({ path, type }));
}

export const restKey = (route: Pick<RestRoute, "method" | "url">) => `${route.method} ${route.url}`;

export function restRows(): Pick<RestRoute, "method" | "url">[] {
  return restRoutes.map(({ method, url }) => ({ method, url }));
}

/** A route's URL with its `:params` filled in. */
export function fillUrl(url: string, params: Record<string, number | string> = {}): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** A user with a known password. */
export async function createActor(db: DB, role: Role = "user"): Promise<Actor> {
  const password = `pw-${randomUUID()}`;
  const user = await createUser(db, { role, password, name: `${role} ${randomUUID().slice(0, 8)}` });
  return { ...user, password };
}

/** Gives `owner` records of every kind the owner-scoped procedures name. */
export async function createFixtures(db: DB, owner: Actor): Promise<Fixtures> {
  const marker = `owner-marker-${randomUUID().slice(0, 12)}`;
  const api = await callerFor(db, { userId: owner.id });
  const lessons = await db.selectFrom("lessons").select("id").orderBy("id").limit(2).execute();
  const [lessonA, lessonB] = lessons.map((l) => l.id);
  if (lessonA === undefined || lessonB === undefined) throw new Error("the seed has fewer than 2 lessons");

  const goalKeep = await api.goals.create({ title: `${marker} goal`, milestones: ["first step"] });
  const goalDelete = await api.goals.create({ title: `${marker} goal to delete` });
  const activity = (title: string) =>
    api.calendar.create({ type: "meeting", title, startTime: hourFromNow(2), endTime: hourFromNow(3) });
  const activityKeep = await activity(`${marker} activity`);
  const activityDelete = await activity(`${marker} activity to delete`);
  const activityLive = await api.calendar.create({
    type: "meeting",
    title: `${marker} activity under way`,
    startTime: hourFromNow(-1 / 12),
    endTime: hourFromNow(1),
    allowPast: true,
  });
  const progress = await api.lessons.createProgress({
    userId: owner.id,
    lessonId: lessonA,
    progressPercentage: 30,
    status: "in_progress",
  });
  const recs = await db
    .insertInto("coachingRecommendations")
    .values(
      ["dismiss", "start", "rest"].map((name) => ({
        userId: owner.id,
        type: "general" as const,
        title: `${marker} recommendation ${name}`,
        content: "content",
        reason: "reason",
      })),
    )
    .returning("id")
    .execute();
  const notification = await db
    .insertInto("notifications")
    .values({
      userId: owner.id,
      kind: "goal_due",
      title: `${marker} notification`,
      message: "m",
      actionUrl: null,
      dedupeKey: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const [recDismiss, recStart, recRest] = recs.map((r) => r.id);
  const cycle = await api.reviews360.create({
    title: `${marker} 360 review`,
    endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const reviewRatings = Object.fromEntries(
    (await api.reviews360.instrument()).map((item) => [item.skillKey, 3]),
  );
  const feedbackRequest = (purpose: string) =>
    api.feedback.createRequest({
      reviewerEmail: `reviewer-${purpose}-${randomUUID()}@example.test`,
      relationship: "peer",
      message: `${marker} feedback request to ${purpose}`,
    });
  const feedbackRequestId = (await feedbackRequest("resend")).id;
  const feedbackCancelId = (await feedbackRequest("cancel")).id;
  // Admins answer and move the owner's bug report in the matrix; with these kinds off, their calls
  // leave the owner's notifications (part of the snapshot) as they were.
  await api.settings.updateNotificationPreferences({
    kinds: { bug_status_changed: false, bug_answered: false },
  });
  const bugReport = await api.bugReports.create({
    title: `${marker} bug report`,
    description: "The owner's bug report for the matrix.",
    screenshot: dataUrl(testImages.png()),
  });
  // Goals created 20 days ago with 20 days to go: the mid-way skill re-check is due.
  const pulseSkill = await db.selectFrom("skills").select("id").orderBy("id").executeTakeFirstOrThrow();
  const pulseGoal = (title: string) =>
    db
      .insertInto("goals")
      .values({
        userId: owner.id,
        skillId: pulseSkill.id,
        title: `${marker} ${title}`,
        targetDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        createdAt: new Date(Date.now() - 20 * 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const pulseGoalRead = (await pulseGoal("goal to re-check")).id;
  const pulseGoalSubmit = (await pulseGoal("goal re-checked")).id;
  const accessToken = await api.accessTokens.create({
    name: `${marker} token`,
    expiresInDays: 30,
    scope: "read",
  });
  // The ids the test server would show the owner: they are keyed with its link-signing key.
  const asServer = await callerFor(db, {
    userId: owner.id,
    config: { linkSigningKey: apiConfigFromEnv(testEnv()).linkSigningKey },
  });
  const pulseQuestions = (await asServer.skillPulse.questions({ goalId: pulseGoalSubmit })).questions;
  // As an invitation from before links were e-mailed: no e-mail yet, so the owner may send it at once.
  const managerShare = await db
    .insertInto("managerShares")
    .values({ participantId: owner.id, managerEmail: `manager-${randomUUID()}@example.test` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const otherSession = await db
    .insertInto("sessions")
    .values({
      sid: randomUUID(),
      sess: JSON.stringify({ userId: owner.id, signedInAt: Date.now(), cookie: {} }),
      expire: new Date(Date.now() + 86_400_000),
      userId: owner.id,
    })
    .returning("publicId")
    .executeTakeFirstOrThrow();
  return {
    sessionPublicId: otherSession.publicId,
    managerShareId: managerShare.id,
    pulseGoalRead,
    pulseGoalSubmit,
    accessTokenId: accessToken.id,
    pulseChoices: pulseQuestions.map((q) => ({ questionId: q.id, optionId: q.options[0]?.id ?? "" })),
    owner,
    marker,
    goalKeep: goalKeep.id,
    goalDelete: goalDelete.id,
    activityKeep: activityKeep.id,
    activityDelete: activityDelete.id,
    activityLive: activityLive.id,
    progressId: progress.id,
    lessonA,
    lessonB,
    recDismiss: recDismiss!,
    recStart: recStart!,
    recRest: recRest!,
    notificationId: notification.id,
    cycleId: cycle.id,
    reviewRatings,
    feedbackRequestId,
    feedbackCancelId,
    bugReportId: bugReport.id,
  };
}

/** Everything of the owner's that a procedure could change, to compare before and after others act. */
export async function ownerSnapshot(db: DB, ownerId: number): Promise<string> {
  const [user, goals, events, lessons, recs, notifications, prefs, cycles] = await Promise.all([
    db
      .selectFrom("users")
      .select(["name", "email", "password", "jobTitle", "notificationPreferences"])
      .where("id", "=", ownerId)
      .execute(),
    db
      .selectFrom("goals")
      .select(["id", "title", "status", "priority", "milestones", "isRecent"])
      .where("userId", "=", ownerId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("calendarEvents")
      .select(["id", "title", "status", "startTime"])
      .where("userId", "=", ownerId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("userLessons")
      .select(["id", "lessonId", "status", "progress"])
      .where("userId", "=", ownerId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("coachingRecommendations")
      .select(["id", "status"])
      .where("userId", "=", ownerId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("notifications")
      .select(["id", "readAt"])
      .where("userId", "=", ownerId)
      .orderBy("id")
      .execute(),
    db.selectFrom("calendarFeeds").select(["tokenHash"]).where("userId", "=", ownerId).execute(),
    db
      .selectFrom("assessment360Cycles")
      .select(["id", "status", "selfAssessmentCompleted"])
      .select((eb) =>
        eb
          .selectFrom("peerFeedbackRequests as r")
          .whereRef("r.cycleId", "=", "assessment360Cycles.id")
          .select((e) => e.fn.countAll<number>().as("n"))
          .as("invitations"),
      )
      .where("userId", "=", ownerId)
      .orderBy("id")
      .execute(),
  ]);
  const feedbackRequests = await db
    .selectFrom("peerFeedbackRequests")
    .select(["id", "status", "tokenHash", "expiresAt"])
    .where("requesterId", "=", ownerId)
    .orderBy("id")
    .execute();
  return JSON.stringify({
    user,
    goals,
    events,
    lessons,
    recs,
    notifications,
    prefs,
    cycles,
    feedbackRequests,
  });
}
