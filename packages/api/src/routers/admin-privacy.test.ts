import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getBugScreenshot } from "../services/bug-reports/bug-reports";
import { DASHBOARD_RECOMMENDATIONS } from "../services/dashboard/summary";
import { deps } from "../context";
import { expireOverdueFeedbackRequests } from "../services/feedback/expiry";
import { hashSecretToken } from "../lib/secret-token";
import { receiveFeedback } from "../services/recommendations/recommendations.fixtures";
import {
  callerFor,
  contextFor,
  createUser,
  dataUrl,
  expectTrpcError,
  testImages,
  userWithCaller,
  useTestDb,
} from "../testing";
import {
  adminProcedureInputs,
  adminProcedurePaths,
  adminProceduresSkipped,
  ownerProceduresAdminsRead,
  PRIVATE_MARKER,
  seedPrivatePerson,
  type PrivatePerson,
} from "../testing-privacy";
import { weakDelegationResponses } from "./journey.fixtures";

const t = useTestDb();
let person: PrivatePerson;
let admin: Awaited<ReturnType<typeof callerFor>>;
let superAdmin: Awaited<ReturnType<typeof callerFor>>;
beforeAll(async () => {
  person = await seedPrivatePerson(t.db);
  admin = await callerFor(t.db, {
    userId: (await createUser(t.db, { role: "admin", name: "Avery Admin" })).id,
  });
  superAdmin = await callerFor(t.db, {
    userId: (await createUser(t.db, { role: "super_admin", name: "Sky Super" })).id,
  });
}, 240_000); // A whole person to seed: slow on a busy machine.

type Api = typeof admin;
/** Calls a procedure by its dotted path, as /trpc does. */
function call(api: Api, path: string, input: unknown): Promise<unknown> {
  const procedure = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], api) as (
    input: unknown,
  ) => Promise<unknown>;
  return procedure(input);
}

describe("nothing a person wrote or received about themselves reaches an admin", () => {
  it("every admin and super-admin procedure of the router is called, or skipped with a reason", () => {
    const paths = adminProcedurePaths();
    expect(paths.get("admin.userDashboard")).toBe("admin");
    expect(paths.get("admin.userEmails")).toBe("superAdmin");
    for (const path of paths.keys()) {
      expect(
        path in adminProcedureInputs || path in adminProceduresSkipped,
        `${path}: add its input to adminProcedureInputs (testing-privacy.ts) or skip it with a reason`,
      ).toBe(true);
    }
    for (const path of [...Object.keys(adminProcedureInputs), ...Object.keys(adminProceduresSkipped)]) {
      expect(paths.has(path), `${path} is no longer an admin procedure`).toBe(true);
    }
    for (const [path, reason] of Object.entries(adminProceduresSkipped)) {
      expect(reason.trim().length, `${path} is skipped without a reason`).toBeGreaterThan(10);
    }
  });

  it("no answer of any admin or super-admin procedure carries the person's answers, feedback or 360", async () => {
    let calls = 0;
    for (const [path, level] of adminProcedurePaths()) {
      const inputs = adminProcedureInputs[path];
      if (!inputs) continue;
      for (const [role, api] of [
        ["admin", admin],
        ["super admin", superAdmin],
      ] as const) {
        for (const input of inputs(person)) {
          if (level === "superAdmin" && role === "admin") {
            await expectTrpcError(call(api, path, input), "FORBIDDEN");
            continue;
          }
          const answer = JSON.stringify(await call(api, path, input));
          expect(answer, `${path} as ${role}`).not.toContain(PRIVATE_MARKER);
          calls += 1;
        }
      }
    }
    for (const [path, inputs] of Object.entries(ownerProceduresAdminsRead)) {
      for (const api of [admin, superAdmin]) {
        for (const input of inputs(person)) {
          expect(JSON.stringify(await call(api, path, input)), path).not.toContain(PRIVATE_MARKER);
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(30);
    // The marker is really there: the person reads their own answers.
    const own = await callerFor(t.db, { userId: person.owner.id });
    expect(JSON.stringify(await own.recommendations.list())).toContain(PRIVATE_MARKER);
  });

  it("the per-user view keeps the documented figures and only recommendations drawn from nothing private", async () => {
    const view = await admin.admin.userDashboard({ userId: person.owner.id });
    expect(view.user.name).toBe("Pat Private");
    expect(view.dashboard.overallScore).toBe(61);
    expect(view.dashboard.activeGoals).toBe(1);
    expect(view.dashboard.recommendations.map((r) => r.title)).toEqual([person.visibleRecommendation]);
    const own = await callerFor(t.db, { userId: person.owner.id });
    expect((await own.recommendations.list()).map((r) => r.title).sort()).toEqual(
      [person.feedbackRecommendation, person.visibleRecommendation].sort(),
    );
  });
});

describe("the built-in engine marks what it draws from feedback or a 360", () => {
  it("the admin view leaves out exactly the recommendations resting on received answers", async () => {
    const { user, api } = await userWithCaller(t.db);
    await api.assessment.submit({
      responses: await weakDelegationResponses(t.db),
    });
    const alone = await t.db
      .selectFrom("coachingRecommendations")
      .select(["title", "drawsOnFeedback"])
      .where("userId", "=", user.id)
      .execute();
    // Nothing received yet: nothing to keep from an admin ('Ask three colleagues' rests on its absence).
    expect(alone.length).toBeGreaterThan(3);
    expect(alone.every((r) => !r.drawsOnFeedback)).toBe(true);
    expect((await admin.admin.userDashboard({ userId: user.id })).dashboard.recommendations).toHaveLength(
      Math.min(alone.length, DASHBOARD_RECOMMENDATIONS),
    );

    await receiveFeedback(
      t.db,
      user.id,
      [
        { overallRating: 2, areasForImprovement: "Could delegate more.", ratings: { "active-listening": 2 } },
        {
          overallRating: 2,
          areasForImprovement: "Should delegate the rollout.",
          ratings: { "active-listening": 3 },
        },
        { overallRating: 3, ratings: { "active-listening": 2 } },
      ],
      { selfRatings: { "active-listening": 5 } },
    );
    await api.recommendations.generate();
    const rows = await t.db
      .selectFrom("coachingRecommendations")
      .select(["id", "content", "reason", "drawsOnFeedback"])
      .where("userId", "=", user.id)
      .where("status", "=", "pending")
      .execute();
    const marked = rows.filter((r) => r.drawsOnFeedback);
    expect(marked.length).toBeGreaterThan(0);
    // A cross-check on the words, never the filter itself: every text naming peers, reviewers or a 360 is marked.
    for (const row of rows) {
      if (/peers|reviewers|360|feedback response/i.test(`${row.content} ${row.reason ?? ""}`))
        expect(row.drawsOnFeedback, row.reason ?? "").toBe(true);
    }
    const shown = (await admin.admin.userDashboard({ userId: user.id })).dashboard.recommendations;
    expect(shown.length).toBeGreaterThan(0);
    const markedIds = new Set(marked.map((r) => r.id));
    expect(shown.some((r) => markedIds.has(r.id))).toBe(false);
    expect(JSON.stringify(shown)).not.toMatch(/peers|reviewers|others see your/i);
  });
});

describe("admin reads of a person's data go to their access log", () => {
  it("opening a person's bug report and its screenshot is logged; the person's own reading is not", async () => {
    const { api: own } = await userWithCaller(t.db);
    const report = await own.bugReports.create({
      title: "Export button does nothing",
      description: "Clicking Export on the analytics page does nothing.",
      screenshot: dataUrl(testImages.png()),
    });
    const adminUser = await createUser(t.db, { role: "admin", name: "Morgan Admin" });
    const ctx = await contextFor(t.db, { userId: adminUser.id });
    const asAdmin = await callerFor(t.db, { userId: adminUser.id });

    await own.bugReports.byId({ id: report.id });
    expect(await own.accessLog.mine()).toEqual([]);

    await asAdmin.bugReports.byId({ id: report.id });
    await getBugScreenshot(deps(ctx), ctx.user!, { id: report.id });
    const log = await own.accessLog.mine();
    expect(log.map((e) => [e.viewerName, e.viewerRole, e.area])).toEqual([
      ["Morgan Admin", "admin", "bug_report"],
      ["Morgan Admin", "admin", "bug_report"],
    ]);
    // An admin's list of all reports opens no one's report in particular.
    await asAdmin.bugReports.list({});
    expect(await own.accessLog.mine()).toHaveLength(2);
  });

  it("every admin read with the person's id is logged, area by area", async () => {
    const own = await callerFor(t.db, { userId: person.owner.id });
    const before = (await own.accessLog.mine()).length;
    const reader = await callerFor(t.db, {
      userId: (await createUser(t.db, { role: "admin", name: "Reese Reader" })).id,
    });
    for (const [path, inputs] of [
      ["admin.userDashboard", adminProcedureInputs["admin.userDashboard"]],
      ...Object.entries(ownerProceduresAdminsRead).filter(([p]) => p !== "bugReports.addComment"),
    ] as const) {
      for (const input of inputs!(person)) await call(reader, path, input);
    }
    const log = await own.accessLog.mine();
    expect(log.length - before).toBe(5);
    expect(
      log
        .filter((e) => e.viewerName === "Reese Reader")
        .map((e) => e.area)
        .sort(),
    ).toEqual(["bug_report", "calendar", "dashboard", "goals", "lessons"]);
  });
});

describe("erasure leaves no name in other people's notifications", () => {
  const token = () => randomBytes(32).toString("base64url");

  it("'<name> answered your feedback request.' and the expired-request notice say 'a reviewer' instead", async () => {
    const reviewer = await createUser(t.db, { name: "Vera Named" });
    const requester = await createUser(t.db, { name: "Riley Requester" });
    const bystander = await createUser(t.db, { name: "Bo Bystander" });
    const request = async (
      requesterId: number,
      values: { reviewerName: string | null; email: string; tokenValue: string; expiresAt?: Date },
    ) =>
      t.db
        .insertInto("peerFeedbackRequests")
        .values({
          requesterId,
          reviewerEmail: values.email,
          reviewerName: values.reviewerName,
          relationship: "peer",
          tokenHash: hashSecretToken(values.tokenValue),
          expiresAt: values.expiresAt ?? new Date(Date.now() + 14 * 86_400_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const anonymousVisitor = await callerFor(t.db);
    const answer = (tokenValue: string, isAnonymous: boolean) =>
      anonymousVisitor.feedback.submit({ token: tokenValue, overallRating: 4, isAnonymous });

    // The reviewer answers two requests, one by name and one anonymously (its e-mail in upper case).
    const named = token();
    await request(requester.id, { reviewerName: "Vera Named", email: reviewer.email, tokenValue: named });
    await answer(named, false);
    const anonymous = token();
    await request(requester.id, {
      reviewerName: null,
      email: reviewer.email.toUpperCase(),
      tokenValue: anonymous,
    });
    await answer(anonymous, true);
    // A request to the reviewer's address without a name runs out unanswered.
    await request(requester.id, {
      reviewerName: null,
      email: reviewer.email,
      tokenValue: token(),
      expiresAt: new Date(Date.now() - 60_000),
    });
    await expireOverdueFeedbackRequests(deps(await contextFor(t.db)));
    // Someone else answers the bystander by name: not the erased person, so it stays.
    const other = token();
    await request(bystander.id, {
      reviewerName: "Olive Other",
      email: "olive@example.test",
      tokenValue: other,
    });
    await answer(other, false);

    const messages = async (userId: number) =>
      (
        await t.db
          .selectFrom("notifications")
          .select("message")
          .where("userId", "=", userId)
          .orderBy("id")
          .execute()
      ).map((n) => n.message);
    expect(await messages(requester.id)).toEqual([
      "Vera Named answered your feedback request.",
      "You received new anonymous feedback.",
      `Your feedback request to ${reviewer.email} expired unanswered. You can send a new link if you still want their view.`,
    ]);

    await (
      await callerFor(t.db, { userId: reviewer.id })
    ).account.deleteAccount({ password: reviewer.password });

    expect(await messages(requester.id)).toEqual([
      "A reviewer answered your feedback request.",
      "You received new anonymous feedback.",
      "Your feedback request to a reviewer expired unanswered. You can send a new link if you still want their view.",
    ]);
    expect(await messages(bystander.id)).toEqual(["Olive Other answered your feedback request."]);
    const requesterApi = await callerFor(t.db, { userId: requester.id });
    const listed = JSON.stringify(await requesterApi.notifications.list());
    expect(listed).not.toContain("Vera");
    expect(listed).not.toContain(reviewer.email);
  });
});
