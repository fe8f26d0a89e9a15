/**
 * The privacy check's fixtures, shared by the router test (routers/admin-privacy.test.ts) and the REST
 * test (apps/api/test/admin-privacy.http.test.ts): a person whose own answers are full of a marker, and
 * every admin and super-admin procedure with an input to call it with. The procedures are read from the
 * router itself, so a new admin procedure fails the check until it is called here or skipped with a
 * reason.
 */
import { randomUUID } from "node:crypto";
import { json, type DB } from "@leadcoach/db";
import { listProcedures, middlewaresOf } from "./procedures";
import { reportTypes } from "./schemas/analytics";
import { catchUpAnalytics } from "./services/analytics/rollups";
import { callerFor, createUser, dataUrl, insertAnsweredRequest, testImages } from "./testing";
import { adminProcedure, superAdminProcedure } from "./trpc";

/** In every answer the person wrote or received about themselves: it must never reach an admin. */
export const PRIVATE_MARKER = "MARKER-7f3a";

export type AdminLevel = "admin" | "superAdmin";

type Middlewares = readonly unknown[];
const startsWith = (list: Middlewares, prefix: Middlewares) => prefix.every((m, i) => list[i] === m);

/**
 * Every procedure built on `adminProcedure` or `superAdminProcedure`, by its dotted path, found by the
 * ladder's middlewares (the same function objects), not by name.
 */
export function adminProcedurePaths(): Map<string, AdminLevel> {
  const admin = middlewaresOf(adminProcedure);
  const superAdmin = middlewaresOf(superAdminProcedure);
  const paths = new Map<string, AdminLevel>();
  for (const { path, middlewares } of listProcedures()) {
    if (startsWith(middlewares, superAdmin)) paths.set(path, "superAdmin");
    else if (startsWith(middlewares, admin)) paths.set(path, "admin");
  }
  return paths;
}

/** The person whose data the admins read. */
export interface PrivatePerson {
  owner: { id: number; email: string; name: string; password: string };
  /** Their bug report (no marker: a bug report is written for the admins), with a screenshot. */
  bugReportId: number;
  /** The title of their recommendation that draws on nothing private: the admin view keeps it. */
  visibleRecommendation: string;
  /** The title of their recommendation drawn from feedback: the admin view leaves it out. */
  feedbackRecommendation: string;
  /** A group the person is in (admins list, rename and change it; its deletion comes last). */
  groupId: number;
  /** A program the person is enrolled in with four others, with their reflection (carrying the marker). */
  programId: number;
  /** A 360 campaign for their group; their campaign cycle has three answers carrying the marker. */
  campaignId: number;
  /** A shared goal of their program, which their goal is aligned to. */
  sharedGoalId: number;
}

/** Inputs for one procedure: each is called in turn. */
type InputsFor = (person: PrivatePerson) => unknown[];

/**
 * What the check calls each admin procedure with. A procedure without input is called once with none.
 * Mutations act on the person's bug report (an admin's everyday work).
 */
/** The analytics' cohorts: everyone, the person's group and their program (five people each). */
const cohorts = (p: PrivatePerson) => [{}, { groupId: p.groupId }, { programId: p.programId }];

/** Every report type, for everyone, the person's group and their program. */
const everyReport = (p: PrivatePerson) =>
  reportTypes.flatMap((reportType) => cohorts(p).map((cohort) => ({ reportType, ...cohort })));

export const adminProcedureInputs: Record<string, InputsFor> = {
  "admin.analytics": () => [undefined],
  "admin.userDashboard": (p) => [{ userId: p.owner.id }],
  "admin.demoCredentials": () => [undefined],
  "admin.userEmails": () => [undefined],
  "analytics.engagement": cohorts,
  "analytics.skills": (p) => [undefined, ...cohorts(p)],
  "analytics.platform": (p) => cohorts(p).map((cohort) => ({ metricType: "daily", ...cohort })),
  "analytics.cohorts": (p) => [undefined, ...cohorts(p)],
  "analytics.retention": (p) => [undefined, ...cohorts(p)],
  "analytics.report": everyReport,
  "analytics.reportCsv": everyReport,
  "bugReports.list": () => [{ status: "all" }, {}],
  "bugReports.summary": () => [undefined],
  "bugReports.exportCsv": () => [{}],
  "bugReports.update": (p) => [{ id: p.bugReportId, status: "in_progress" }],
  "bugReports.resolve": (p) => [{ id: p.bugReportId, resolution: "Fixed in the next release." }],
  "account.deletions": () => [undefined],
  "organisation.settings": () => [undefined],
  "organisation.update": () => [{ signUpPolicy: "open", signUpDomains: [], auditRetentionDays: 400 }],
  "audit.list": () => [{}],
  "audit.exportCsv": () => [{}],
  "scimTokens.list": () => [undefined],
  "scimTokens.create": () => [{ name: "Privacy check" }],
  "invitations.list": () => [{}],
  "invitations.invite": () => [{ name: "Privacy Invitee", email: `privacy-${randomUUID()}@example.test` }],
  "invitations.import": () => [
    { csv: `name,email\nPrivacy Invitee,privacy-${randomUUID()}@example.test`, preview: true },
  ],
  // The people screen acts on the person: the list names them; a change to the role they have changes
  // nothing; they are deactivated and reactivated (in the router's order), alone and in bulk.
  "people.list": (p) => [{}, { search: p.owner.name }],
  "people.setRole": (p) => [{ id: p.owner.id, role: "user" }],
  "people.deactivate": (p) => [{ id: p.owner.id }],
  "people.reactivate": (p) => [{ id: p.owner.id }],
  "people.deactivateMany": (p) => [{ ids: [p.owner.id] }],
  "people.reactivateMany": (p) => [{ ids: [p.owner.id] }],
  "people.resetSecondFactor": (p) => [{ id: p.owner.id }],
  "groups.list": () => [undefined],
  "groups.get": (p) => [{ id: p.groupId }],
  "groups.create": () => [{ name: `Privacy check ${randomUUID()}` }],
  "groups.rename": (p) => [{ id: p.groupId, name: "Privacy team" }],
  "groups.addMembers": (p) => [{ id: p.groupId, userIds: [p.owner.id] }],
  "groups.removeMembers": (p) => [{ id: p.groupId, userIds: [p.owner.id] }],
  "programs.list": () => [undefined],
  "programs.templates": () => [undefined],
  "programs.createFromTemplate": () => [{ key: "tech-lead-to-manager" }],
  "programs.get": (p) => [{ id: p.programId }],
  "programs.create": () => [
    { name: "Privacy program", lengthWeeks: 1, steps: [{ week: 1, kind: "assessment", title: "Take it" }] },
  ],
  "programs.update": (p) => [
    {
      id: p.programId,
      name: "Privacy program",
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "assessment", title: "Take it" }],
    },
  ],
  "programs.setArchived": (p) => [{ id: p.programId, archived: false }],
  "programs.duplicate": (p) => [{ id: p.programId }],
  "programs.enrol": (p) => [{ programId: p.programId, groupIds: [p.groupId], startDate: "2026-11-30" }],
  // Engagement only: the list (and its stalled filter) names the person, never their reflection.
  "programs.participants": (p) => [{ programId: p.programId }, { programId: p.programId, stalledOnly: true }],
  // The second call in the week answers sent: false; neither answer nor e-mail carries an answer.
  "programs.nudge": (p) => [{ programId: p.programId, userId: p.owner.id }],
  "programReports.get": (p) => [{ programId: p.programId }],
  "programReports.csv": (p) => [{ programId: p.programId }],
  "groups.delete": (p) => [{ id: p.groupId }],
  // Counts only: people, nominated, invited, answered; never an answer or a result.
  "reviewCampaigns.list": () => [undefined],
  "reviewCampaigns.get": (p) => [{ campaignId: p.campaignId }],
  "reviewCampaigns.create": (p) => [
    {
      name: "Privacy campaign",
      programId: p.programId,
      nominationDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      releaseAt: new Date(Date.now() + 21 * 86_400_000).toISOString(),
    },
  ],
  "reviewCampaigns.openCycles": (p) => [{ campaignId: p.campaignId }],
  // Releases the person's campaign cycle (their answers reach their report, not the admin's answer).
  "reviewCampaigns.close": (p) => [{ campaignId: p.campaignId }],
  // Text and counts only (from 5 people on), never whose goals or which; the person's group is gone by
  // now (groups.delete), so these act on their program's shared goals.
  "goalAlignment.sharedGoals": (p) => [{ owner: { kind: "program", id: p.programId } }],
  "goalAlignment.createSharedGoal": (p) => [
    { owner: { kind: "program", id: p.programId }, title: "Privacy shared goal" },
  ],
  "goalAlignment.updateSharedGoal": (p) => [{ id: p.sharedGoalId, title: "Fewer pages at night" }],
  "goalAlignment.setSharedGoalArchived": (p) => [{ id: p.sharedGoalId, archived: false }],
};

/** Admin procedures the check does not call, each with why. */
export const adminProceduresSkipped: Record<string, string> = {
  "reviewCampaigns.remind":
    "Refused (429) the second time in a day, so the two roles cannot both call it; it answers the campaign's counts and how many e-mails went out (review-campaigns.test.ts).",
  "programReports.pdf":
    "draws programReports.csv's figures as PDF bytes (base64, unsearchable); program-reports.test.ts reads its text",
  "analytics.reportPdf":
    "draws analytics.reportCsv's figures as PDF bytes (base64, unsearchable); report-export.test.ts reads its text",
  "scimTokens.revoke":
    "Takes the id of a token made in the same test and answers only { success }; scim-tokens.test.ts covers it.",
  // Called here with a new address each time; the REST check sends one body to both roles, so it skips it.
  "invitations.invite":
    "answers only the new ids; the router check calls it, invitations.http.test.ts covers REST",
  "invitations.resend":
    "acts on an invitation by id and answers only { success }; invitations.test.ts covers it",
  "invitations.revoke":
    "acts on an invitation by id and answers only { success, accountDeleted }; invitations.test.ts covers it",
};

/**
 * Procedures open to any signed-in user that also let an admin read or answer another person's records
 * (`assertCanViewUser`, or a bug report's admin reader): called as admins too.
 */
export const ownerProceduresAdminsRead: Record<string, InputsFor> = {
  "goals.list": (p) => [{ userId: p.owner.id }],
  "calendar.list": (p) => [{ userId: p.owner.id }],
  "lessons.progress": (p) => [{ userId: p.owner.id }],
  "bugReports.byId": (p) => [{ id: p.bugReportId }],
  "bugReports.addComment": (p) => [{ id: p.bugReportId, comment: "Thanks, we are on it." }],
};

const m = (what: string) => `${PRIVATE_MARKER} ${what}`;

/**
 * A person with an assessment, a 360 cycle (self-rating and reflection, three reviewers' ratings and
 * words), a single feedback answer with a named reviewer, a role-play answer, recommendations whose
 * reasons quote their answers, a goal, an activity and a bug report; every private text carries
 * PRIVATE_MARKER. The analytics rollups are brought up to date, so the admin figures count them.
 */
export async function seedPrivatePerson(db: DB): Promise<PrivatePerson> {
  const owner = await createUser(db, { name: "Pat Private" });
  const api = await callerFor(db, { userId: owner.id });
  const now = new Date();

  await db
    .insertInto("assessments")
    .values({ userId: owner.id, status: "completed", overallPercent: 61, completedAt: now })
    .execute();
  await db
    .insertInto("activityEvents")
    .values({
      userId: owner.id,
      type: "assessment_taken",
      subject: "Completed the leadership skills assessment",
    })
    .execute();

  // The 360: their own cycle, self-assessment and reflection, then three reviewers' answers.
  const ratings = Object.fromEntries((await api.reviews360.instrument()).map((item) => [item.skillKey, 4]));
  const cycle = await api.reviews360.create({
    title: m("360 cycle title"),
    endDate: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  await api.reviews360.submitSelfAssessment({
    cycleId: cycle.id,
    ratings,
    overallSelfRating: 4,
    selfReflection: m("self-assessment reflection"),
  });
  const answer = async (cycleId: number | null, index: number, isAnonymous: boolean) => {
    await insertAnsweredRequest(
      db,
      {
        requesterId: owner.id,
        cycleId,
        reviewerEmail: `reviewer-${index}-${owner.id}@example.test`,
        reviewerName: m(`reviewer ${index}`),
        relationship: "peer",
        message: m(`request message ${index}`),
        tokenHash: `privacy-${owner.id}-${index}`,
        expiresAt: new Date(now.getTime() + 14 * 86_400_000),
        completedAt: now,
      },
      {
        responses: json(cycleId === null ? {} : Object.fromEntries(Object.keys(ratings).map((k) => [k, 2]))),
        overallRating: 2,
        strengths: m(`strengths ${index}`),
        areasForImprovement: m(`areas for development ${index}`),
        additionalComments: m(`comments ${index}`),
        isAnonymous,
      },
    );
  };
  for (const index of [1, 2, 3]) await answer(cycle.id, index, true);
  await answer(null, 4, false);

  // A role-play answer in a lesson.
  const lesson = await db.selectFrom("lessons").select("id").orderBy("id").executeTakeFirstOrThrow();
  await db
    .insertInto("rolePlayAnswers")
    .values({ userId: owner.id, lessonId: lesson.id, stepIndex: 0, answer: m("role-play answer") })
    .execute();

  // Recommendations: one drawn from the 360 (its text quotes them), one from their own scores only,
  // whose reason still quotes their answers (reasons are never shown to admins).
  const visibleRecommendation = "Practise Delegation and Empowerment";
  const feedbackRecommendation = "Act on your feedback: make one visible change";
  await db
    .insertInto("coachingRecommendations")
    .values([
      {
        userId: owner.id,
        type: "weekly_challenge",
        title: feedbackRecommendation,
        content: m("Because others see your Systems Thinking lower than you do"),
        reason: m("reviewers rated Systems Thinking 1.5 points below your own rating"),
        priority: "high",
        drawsOnFeedback: true,
      },
      {
        userId: owner.id,
        type: "skill_exercise",
        title: visibleRecommendation,
        content: "Work through the delegation lesson, then hand one decision to a teammate this week.",
        reason: m("your answers scored 40% on delegation"),
        priority: "medium",
      },
    ])
    .execute();

  const goal = await api.goals.create({
    title: "Run a calmer incident review",
    description: "Before the next on-call.",
  });
  const bug = await api.bugReports.create({
    title: "The chart does not load",
    description: "The skills chart stays empty on the dashboard.",
    screenshot: dataUrl(testImages.png()),
  });
  // Their group, with four others: big enough for the analytics to describe it.
  const group = await db
    .insertInto("groups")
    .values({ name: "Privacy team" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const others = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
  await db
    .insertInto("groupMembers")
    .values([owner, ...others].map((member) => ({ groupId: group.id, userId: member.id })))
    .execute();
  // Their program, with a reflection written: admins see that the step is done, never the text.
  const programAdmin = await callerFor(db, { userId: (await createUser(db, { role: "admin" })).id });
  const program = await programAdmin.programs.create({
    name: "Privacy program",
    lengthWeeks: 1,
    steps: [{ week: 1, kind: "reflection", title: "Reflect", prompt: "What did you learn?" }],
  });
  await programAdmin.programs.enrol({
    programId: program.id,
    userIds: [owner, ...others].map((member) => member.id),
    startDate: "2026-11-30",
  });
  const { enrolments } = await api.programs.mine();
  const [enrolment] = enrolments;
  const [step] = enrolment?.steps ?? [];
  if (!enrolment || !step) throw new Error("the privacy program has no step");
  await api.programs.reflect({
    enrolmentId: enrolment.enrolmentId,
    stepId: step.id,
    reflection: m("reflection"),
  });
  // A 360 campaign for their group: their campaign cycle, answered by three reviewers.
  const { campaign } = await programAdmin.reviewCampaigns.create({
    name: "Privacy campaign",
    groupId: group.id,
    nominationDeadline: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    releaseAt: new Date(now.getTime() + 21 * 86_400_000).toISOString(),
  });
  const campaignCycle = (await api.reviews360.list()).find((c) => c.campaign !== null);
  if (!campaignCycle) throw new Error("the privacy campaign opened no cycle");
  for (const index of [5, 6, 7]) await answer(campaignCycle.id, index, true);
  // A shared goal of their program, their goal aligned to it.
  const [sharedGoal] = await programAdmin.goalAlignment.createSharedGoal({
    owner: { kind: "program", id: program.id },
    title: "Fewer pages at night",
  });
  if (!sharedGoal) throw new Error("the privacy program has no shared goal");
  await api.goals.update({ goalId: goal.id, sharedGoalId: sharedGoal.id });
  await catchUpAnalytics({ db, now: () => new Date() });
  return {
    owner,
    bugReportId: bug.id,
    visibleRecommendation,
    feedbackRecommendation,
    groupId: group.id,
    programId: program.id,
    campaignId: campaign.id,
    sharedGoalId: sharedGoal.id,
  };
}
