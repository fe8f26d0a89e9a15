import type { ProcedurePath } from "@leadcoach/api";
import { MutationCache, type Mutation, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * The app's one freshness policy:
 * - every mutation names, by tRPC path, the data it may change; once it ends (success or failure, which
 *   also undoes an optimistic change) that data is reloaded, wherever it is shown;
 * - loaded data counts as fresh for a time that depends on its kind, after which a screen that shows it
 *   again reloads it in the background (never on window focus).
 * A procedure added to the router without an entry in `mutationEffects` fails the type check and
 * `freshness.test.ts`, so no screen can be left stale by a forgotten invalidation.
 */

export type QueryPath = ProcedurePath<"query">;
export type MutationPath = ProcedurePath<"mutation">;

/** What a mutation reloads: a query ("goals.list") or every query of a router ("dashboard"). */
export type DataScope = QueryPath | (QueryPath extends `${infer Router}.${string}` ? Router : never);

/** A submitted assessment creates scores, results, goals, recommendations and a notification. */
const assessmentSubmitEffects = [
  // The next attempt shows the options in a new order, with new ids and no saved answers.
  "assessment.questions",
  "assessment.progress",
  "assessment.status",
  "assessment.results",
  "assessment.history",
  "dashboard",
  "skills.progress",
  "goals.list",
  "recommendations.list",
  "notifications.list",
  // A submitted assessment ticks a program's assessment step.
  "programs.mine",
] as const satisfies readonly DataScope[];

/** What saving a lesson's progress changes (both the first save and later ones). */
const lessonProgressEffects = [
  "lessons.progress",
  "lessons.xp",
  "dashboard",
  "skills.progress",
  "goals.list",
  "recommendations.list",
  // A completed lesson ticks a program's lesson step.
  "programs.mine",
] as const satisfies readonly DataScope[];

/** For each mutation, the data it changes on the server. */
export const mutationEffects = {
  // Sign-up creates an account only; sign-in writes the session it answers into the cache; sign-out
  // empties the cache itself (useSignOut).
  "auth.signup": [],
  "auth.login": [],
  "passkeys.signIn": [],
  // As twoFactor.verify: the second step signs the session in.
  "passkeys.verifySecondFactor": ["twoFactor.pending", "auth.session"],
  // Enrolment at the sign-in: registering the passkey signs the session in.
  "passkeys.enrolmentOptions": [],
  "passkeys.enrol": ["twoFactor.pending", "auth.session"],
  "auth.logout": [],
  // A reset request changes nothing this browser shows; a reset ends this browser's session too.
  "auth.forgotPassword": [],
  "auth.resetPassword": ["auth.session"],
  "profile.update": ["auth.session", "auth.me"],
  "assessment.submit": assessmentSubmitEffects,
  // The web app's submit (answers by option id) changes what the submit by value changes.
  "assessment.submitChoices": assessmentSubmitEffects,
  // The screen holds the answers it saves; the next visit (any device) reloads them.
  "assessment.saveProgress": ["assessment.progress"],
  // The focus re-plans the latest assessment's goals and refreshes the recommendations.
  "assessment.chooseFocus": ["assessment.results", "dashboard", "goals.list", "recommendations.list"],
  "notifications.markRead": ["notifications.list"],
  "notifications.markAllRead": ["notifications.list"],
  "recommendations.generate": ["recommendations.list", "dashboard.summary"],
  "recommendations.dismiss": ["recommendations.list", "dashboard.summary"],
  "recommendations.start": ["recommendations.list", "dashboard.summary"],
  // Other sessions are signed out: the list of sessions shrinks to this one.
  "settings.changePassword": ["sessions.list"],
  // Erasure ends the session: the screen signs out and empties the cache itself (your-data-section).
  "account.deleteAccount": [],
  "settings.updateNotificationPreferences": ["settings.notificationPreferences"],
  "settings.updateTimeZone": ["auth.session", "auth.me"],
  "settings.adoptBrowserTimeZone": ["auth.session", "auth.me"],
  "accessTokens.create": ["accessTokens.list"],
  "accessTokens.revoke": ["accessTokens.list"],
  "sessions.revoke": ["sessions.list"],
  "sessions.revokeOthers": ["sessions.list"],
  // Two-step verification. Confirming shows the recovery codes first: the settings section reloads its
  // status (and /two-step leaves) once they were read, not before. A second step that signs in changes
  // the session.
  "twoFactor.startTotp": [],
  "twoFactor.confirmTotp": ["auth.session"],
  "twoFactor.verify": ["auth.session"],
  "twoFactor.regenerateRecoveryCodes": ["twoFactor.status"],
  "twoFactor.disable": ["twoFactor.status"],
  // The option steps only store a challenge; registering, renaming and removing change the list.
  "passkeys.registrationOptions": [],
  "passkeys.register": ["passkeys.list"],
  "passkeys.rename": ["passkeys.list"],
  "passkeys.remove": ["passkeys.list"],
  "passkeys.signInOptions": [],
  "passkeys.secondFactorOptions": [],
  // The unsubscribe link may be for another account than the one signed in here; reloading is harmless.
  "digest.unsubscribe": ["settings.notificationPreferences"],
  // Finishing a lesson also ticks the goal milestones and completes the recommendations that name it.
  "lessons.createProgress": lessonProgressEffects,
  "lessons.updateProgress": lessonProgressEffects,
  "lessons.answerQuiz": ["lessons.xp", "dashboard"],
  // Completing a role-play earns its XP once.
  "lessons.submitRolePlay": ["lessons.rolePlay", "lessons.xp", "dashboard"],
  "lessons.saveRolePlayCheck": ["lessons.rolePlay", "lessons.xp", "dashboard"],
  // The conversation is not stored, but its answered turns count towards completing the step.
  "lessons.hearRolePlayReply": ["lessons.rolePlay"],
  // A goal's alignment to a shared goal is set and cleared with the goal.
  "goals.create": ["goals.list", "dashboard", "goalAlignment.mine"],
  "goals.update": ["goals.list", "dashboard", "goalAlignment.mine"],
  "goals.delete": ["goals.list", "dashboard", "goalAlignment.mine"],
  "goals.dismissRecent": ["goals.list"],
  // A re-check sets the skill's current score and ticks the goals' re-check milestones.
  "skillPulse.submit": [
    "goals.list",
    "skills.progress",
    "dashboard",
    "recommendations.list",
    "programs.mine",
  ],
  "calendar.create": ["calendar.list", "dashboard"],
  "calendar.update": ["calendar.list", "dashboard"],
  "calendar.delete": ["calendar.list", "dashboard"],
  "calendar.join": ["calendar.list", "dashboard"],
  // Marking done (and its undo) also ticks or unticks the goal milestones and recommendations it completes.
  // Marking a skill-practice activity done ticks a program's practice step.
  "calendar.markDone": ["calendar.list", "dashboard", "goals.list", "recommendations.list", "programs.mine"],
  "calendar.undoDone": ["calendar.list", "dashboard", "goals.list", "recommendations.list", "programs.mine"],
  "calendar.createFeed": ["calendar.feedUrl"],
  "calendar.revokeFeed": ["calendar.feedUrl"],
  "feedback.createRequest": ["feedback.requests"],
  "feedback.resendRequest": ["feedback.requests"],
  "feedback.cancelRequest": ["feedback.requests"],
  // The public form: the reviewer's browser holds none of the requester's data.
  "feedback.submit": [],
  "reviews360.create": ["reviews360.list"],
  "reviews360.submitSelfAssessment": ["reviews360.list", "reviews360.get", "reviews360.report"],
  "reviews360.invite": ["reviews360.list", "reviews360.get"],
  "reviews360.remind": ["reviews360.get"],
  // Closing a 360 also completes the goals' re-check milestones.
  "reviews360.close": [
    "reviews360.list",
    "reviews360.get",
    "reviews360.report",
    "goals.list",
    "programs.mine",
  ],
  // A report, its comments and its status show in the reporter's list, the admin list and the counters.
  "bugReports.create": ["bugReports"],
  "bugReports.addComment": ["bugReports"],
  "bugReports.update": ["bugReports"],
  "bugReports.resolve": ["bugReports"],
  // A settings change is itself an audit event.
  "organisation.update": ["organisation", "audit"],
  // A token's creation and revocation are audit events too.
  "scimTokens.create": ["scimTokens", "audit"],
  "scimTokens.revoke": ["scimTokens", "audit"],
  // Each invitation change is an audit event too; accepting signs the person in.
  "invitations.invite": ["invitations", "people", "audit"],
  "invitations.import": ["invitations", "people", "audit"],
  "invitations.resend": ["invitations", "audit"],
  "invitations.revoke": ["invitations", "people", "audit"],
  "invitations.accept": ["auth.session"],
  // Every change to people or groups is an audit event; a person's row shows their groups, and the
  // analytics of a group follow its members.
  "people.setRole": ["people", "audit"],
  "people.deactivate": ["people", "audit"],
  "people.reactivate": ["people", "audit"],
  "people.deactivateMany": ["people", "audit"],
  "people.reactivateMany": ["people", "audit"],
  "people.resetSecondFactor": ["audit"],
  "groups.create": ["groups", "audit"],
  "groups.rename": ["groups", "people", "audit", "analytics"],
  "groups.delete": ["groups", "people", "audit", "analytics", "goalAlignment"],
  "groups.addMembers": ["groups", "people", "audit", "analytics"],
  "groups.removeMembers": ["groups", "people", "audit", "analytics"],
  "programs.create": ["programs"],
  "programs.createFromTemplate": ["programs"],
  // A program's analytics follow its enrolments and name its current version.
  "programs.update": ["programs", "programReports", "analytics"],
  "programs.setArchived": ["programs"],
  "programs.duplicate": ["programs", "goalAlignment.sharedGoals"],
  "programs.enrol": ["programs", "programReports", "analytics"],
  "programs.nudge": ["programs.participants", "audit"],
  "programs.join": ["programs", "calendar.list", "dashboard", "goalAlignment.mine"],
  "programs.reflect": ["programs.mine"],
  "programs.createGoal": ["programs.mine", "goals", "dashboard"],
  // Each admin action on a campaign is an audit event; opening tells the people it opened for.
  "reviewCampaigns.create": ["reviewCampaigns", "reviews360", "notifications", "audit"],
  "reviewCampaigns.openCycles": ["reviewCampaigns", "reviews360", "notifications", "audit"],
  "reviewCampaigns.remind": ["reviewCampaigns.get", "reviewCampaigns.list", "audit"],
  "reviewCampaigns.nominate": ["reviews360.list", "reviews360.get", "reviewCampaigns", "reviewerLists.mine"],
  "reviewerLists.approve": ["reviewerLists", "notifications"],
  "reviewerLists.sendBack": ["reviewerLists", "notifications"],
  "reviewCampaigns.close": [
    "reviewCampaigns",
    "reviews360",
    "programs.mine",
    "notifications",
    "dashboard",
    "audit",
    "programReports",
  ],
  "managerShares.invite": ["managerShares.mine"],
  "managerShares.resend": ["managerShares.mine"],
  // A withdrawn share also takes back the reviewer lists sent under it.
  "managerShares.withdraw": ["managerShares.mine", "reviewerLists"],
  // The link's page reads it again (used up now), and the accepting account follows the person.
  "managerShares.accept": ["managerShares.invitation", "managerShares.following", "managerShares.person"],
  "managerShares.decline": ["managerShares.invitation"],
  "managerShares.setGoalShared": ["goals", "managerShares.following", "goalAlignment.following"],
  // A shared goal shows on the admin's list and in the tree of anyone it is open to.
  "goalAlignment.createSharedGoal": ["goalAlignment"],
  "goalAlignment.updateSharedGoal": ["goalAlignment"],
  "goalAlignment.setSharedGoalArchived": ["goalAlignment"],
} as const satisfies Record<MutationPath, readonly DataScope[]>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long data of each kind counts as fresh once loaded. */
export const staleTimeByKind = {
  /** The signed-in user: 5 minutes, never refetched on mount (useSession). */
  session: 5 * MINUTE,
  /** The catalogue (assessment areas, skills, lessons): changes only with a new release of content. */
  content: 60 * MINUTE,
  /** Notifications arrive from events elsewhere; the bell polls at this pace. */
  live: 30 * SECOND,
  /** The user's own records: this tab's changes reload them at once; this catches changes made elsewhere. */
  personal: MINUTE,
  /** Platform analytics: heavy to compute and slow to change; loaded once per visit (`keptTimeByKind`). */
  analytics: 10 * MINUTE,
} as const;

export type DataKind = keyof typeof staleTimeByKind;

/**
 * Kinds whose data is kept this long once no screen shows it, and is never reloaded on mount, reconnect
 * or a timer (only once stale, by a screen that asks for it again with a new input or a retry).
 */
export const keptTimeByKind: Partial<Record<DataKind, number>> = {
  analytics: 15 * MINUTE,
};

/** The kind of each router's or query's data; anything not named is "personal". */
export const dataKinds = {
  "auth.session": "session",
  "auth.greeting": "session",
  // Whether the server offers single sign-on: it changes only with the server's configuration.
  "auth.signInOptions": "content",
  "assessment.areas": "content",
  "skills.categories": "content",
  "lessons.list": "content",
  "lessons.byId": "content",
  "reviews360.instrument": "content",
  "notifications.list": "live",
  analytics: "analytics",
} as const satisfies Partial<Record<DataScope, DataKind>>;

function scopeKey(scope: DataScope): QueryKey {
  return [scope.split(".")];
}

/** The dotted tRPC path of a mutation started through the react-query hooks (its mutationKey). */
export function mutationPathOf(mutationKey: QueryKey | undefined): string | null {
  const path = mutationKey?.[0];
  return Array.isArray(path) && path.every((part) => typeof part === "string") ? path.join(".") : null;
}

export function isKnownMutation(path: string): path is MutationPath {
  return Object.hasOwn(mutationEffects, path);
}

/** Reloads what the mutation changed (see `mutationEffects`). */
export function reloadAfterMutation(queryClient: QueryClient, mutation: Mutation<unknown, unknown, unknown>) {
  const path = mutationPathOf(mutation.options.mutationKey);
  if (path === null) return;
  if (!isKnownMutation(path)) {
    console.error(`No freshness entry for the mutation "${path}": add it to mutationEffects`);
    return;
  }
  for (const scope of mutationEffects[path]) {
    void queryClient.invalidateQueries({ queryKey: scopeKey(scope) });
  }
}

/** The mutation cache that applies the policy to every mutation started through the hooks. */
export function createFreshMutationCache(): MutationCache {
  return new MutationCache({
    onSettled: (_data, _error, _variables, _onMutateResult, mutation, context) => {
      reloadAfterMutation(context.client, mutation);
    },
  });
}

/** Gives the kinds other than "personal" (the default stale time) their own stale time (and keep time). */
export function applyStaleTimes(queryClient: QueryClient): void {
  for (const [scope, kind] of Object.entries(dataKinds) as [DataScope, DataKind][]) {
    const keptTime = keptTimeByKind[kind];
    queryClient.setQueryDefaults(scopeKey(scope), {
      staleTime: staleTimeByKind[kind],
      ...(keptTime === undefined
        ? {}
        : { gcTime: keptTime, refetchOnMount: false, refetchOnReconnect: false, refetchInterval: false }),
    });
  }
}
