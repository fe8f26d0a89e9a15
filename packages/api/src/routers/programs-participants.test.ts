import type { Role } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import {
  ALREADY_NUDGED,
  STALLED_BEHIND_WEEKS,
  STALLED_NO_STEP_DAYS,
  type Participant,
} from "../schemas/programs";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  reflectionProgram,
  useTestDb,
  type TestClock,
} from "../testing";

const t = useTestDb();

/** Wednesday 30 December 2026, 10:00 UTC: 'now' in these tests. */
const NOW = "2026-12-30T10:00:00Z";
const SECRET = "SECRET-REFLECTION-4e1b";

type Api = Awaited<ReturnType<typeof callerFor>>;

async function adminOn(clock: TestClock): Promise<Api> {
  return callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id, clock });
}

/** Six weeks, one reflection step a week: done when written, on the writer's clock. */
function sixWeekProgram(admin: Api, name = "New managers") {
  return reflectionProgram(admin, name, 6);
}

/**
 * Enrols a new person from `startDate` and has them write the reflections of the given weeks at the
 * given instants (their own clock), with a text admins must never see.
 */
async function participant(
  admin: Api,
  programId: number,
  options: { name: string; startDate: string; done?: [week: number, at: string][]; role?: Role },
) {
  const user = await createUser(t.db, { name: options.name, role: options.role });
  await admin.programs.enrol({ programId, userIds: [user.id], startDate: options.startDate });
  const clock = createClock(NOW);
  const api = await callerFor(t.db, { userId: user.id, clock });
  const enrolment = (await api.programs.mine()).enrolments.find((e) => e.programId === programId);
  if (!enrolment) throw new Error("not enrolled");
  for (const [week, at] of options.done ?? []) {
    clock.set(at);
    const step = enrolment.steps.find((s) => s.week === week);
    await api.programs.reflect({
      enrolmentId: enrolment.enrolmentId,
      stepId: step!.id,
      reflection: `${SECRET} week ${week}`,
    });
  }
  return user;
}

async function allParticipants(admin: Api, programId: number, stalledOnly = false): Promise<Participant[]> {
  const all: Participant[] = [];
  let cursor: string | undefined;
  do {
    const page = await admin.programs.participants({ programId, stalledOnly, cursor, limit: 2 });
    expect(page.participants.length).toBeLessThanOrEqual(2);
    all.push(...page.participants);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

describe("programs.participants", () => {
  it("names the rules' numbers as the schema's constants", () => {
    expect([STALLED_NO_STEP_DAYS, STALLED_BEHIND_WEEKS]).toEqual([14, 2]);
  });

  it("lists engagement by name, and who stalled and why, from the program's own enrolments", async () => {
    const clock = createClock(NOW);
    const admin = await adminOn(clock);
    const program = await sixWeekProgram(admin);
    // Started 9 days ago (week 2), week 1 done 5 days ago: on track.
    const onTrack = await participant(admin, program.id, {
      name: "Ada On-track",
      startDate: "2026-12-21",
      done: [[1, "2026-12-25T09:00:00Z"]],
    });
    // Started 23 days ago (week 4), week 1 done 20 days ago; week 2 was due 10 days ago: quiet too long.
    const quiet = await participant(admin, program.id, {
      name: "Bo Quiet",
      startDate: "2026-12-07",
      done: [[1, "2026-12-10T09:00:00Z"]],
    });
    // Started 37 days ago (week 6), week 1 done 2 days ago, week 2 was due 24 days ago: behind.
    const behind = await participant(admin, program.id, {
      name: "Cy Behind",
      startDate: "2026-11-23",
      done: [[1, "2026-12-28T09:00:00Z"]],
    });
    // Started 9 days ago and nothing done yet: not 14 days without a step.
    const fresh = await participant(admin, program.id, { name: "Di Fresh", startDate: "2026-12-21" });
    // Starts next week: nothing due.
    const later = await participant(admin, program.id, { name: "Ed Later", startDate: "2027-01-04" });
    // Deactivated and behind: never stalled.
    const gone = await participant(admin, program.id, { name: "Flo Gone", startDate: "2026-11-02" });
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", gone.id).execute();
    // Signed in yesterday, after their last step: the last activity is the sign-in.
    await t.db
      .updateTable("users")
      .set({ lastLoginAt: new Date("2026-12-29T08:00:00Z") })
      .where("id", "=", onTrack.id)
      .execute();
    // Someone stalled in another program never shows here.
    const other = await sixWeekProgram(admin, "Tech leads");
    await participant(admin, other.id, { name: "Aaron Elsewhere", startDate: "2026-10-05" });

    const rows = await allParticipants(admin, program.id);
    expect(rows.map((r) => r.name)).toEqual([
      "Ada On-track",
      "Bo Quiet",
      "Cy Behind",
      "Di Fresh",
      "Ed Later",
      "Flo Gone",
    ]);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get("Ada On-track")).toEqual({
      userId: onTrack.id,
      name: "Ada On-track",
      email: onTrack.email,
      startDate: "2026-12-21",
      stepsDone: 1,
      stepsDue: 2,
      stepsTotal: 6,
      lastStepAt: "2026-12-25T09:00:00.000Z",
      lastActivityAt: "2026-12-29T08:00:00.000Z",
      stalled: false,
      stalledReason: null,
      nudgedThisWeek: false,
    });
    expect(byName.get("Bo Quiet")).toMatchObject({
      userId: quiet.id,
      stepsDone: 1,
      stepsDue: 4,
      lastActivityAt: "2026-12-10T09:00:00.000Z",
      stalled: true,
      stalledReason: "no_recent_step",
    });
    expect(byName.get("Cy Behind")).toMatchObject({
      userId: behind.id,
      stepsDone: 1,
      stepsDue: 6,
      lastStepAt: "2026-12-28T09:00:00.000Z",
      stalled: true,
      stalledReason: "behind",
    });
    expect(byName.get("Di Fresh")).toMatchObject({
      userId: fresh.id,
      stepsDone: 0,
      stepsDue: 2,
      lastStepAt: null,
      lastActivityAt: null,
      stalled: false,
    });
    expect(byName.get("Ed Later")).toMatchObject({ userId: later.id, stepsDue: 0, stalled: false });
    expect(byName.get("Flo Gone")).toMatchObject({ stepsDue: 6, stalled: false, stalledReason: null });

    const stalled = await allParticipants(admin, program.id, true);
    expect(stalled.map((r) => [r.name, r.stalledReason])).toEqual([
      ["Bo Quiet", "no_recent_step"],
      ["Cy Behind", "behind"],
    ]);

    // A day later Di has gone 15 days without a step in a week begun: stalled too.
    clock.advanceDays(6);
    expect((await allParticipants(admin, program.id, true)).map((r) => r.name)).toEqual([
      "Bo Quiet",
      "Cy Behind",
      "Di Fresh",
    ]);
  });

  it("someone who did every step is never stalled; a quiet spell counts from when the open step's week began", async () => {
    const clock = createClock(NOW);
    const admin = await adminOn(clock);
    const program = await admin.programs.create({
      name: "Short path",
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "reflection", title: "Reflect", prompt: "What changed?" }],
    });
    await participant(admin, program.id, {
      name: "Gil Finished",
      startDate: "2026-09-07",
      done: [[1, "2026-09-08T09:00:00Z"]],
    });
    const [row] = (await admin.programs.participants({ programId: program.id })).participants;
    expect(row).toMatchObject({ stepsDone: 1, stepsDue: 1, stepsTotal: 1, stalled: false });

    // Steps in weeks 1 and 4 only: week 1 done 27 days ago, week 4 begun 7 days ago. Nothing was asked
    // of them in weeks 2 and 3, so they are not 14 days without a step yet.
    const gappy = await admin.programs.create({
      name: "Gappy path",
      lengthWeeks: 4,
      steps: [1, 4].map((week) => ({
        week,
        kind: "reflection" as const,
        title: `Week ${week}`,
        prompt: "Why?",
      })),
    });
    await participant(admin, gappy.id, {
      name: "Ida Gap",
      startDate: "2026-12-02",
      done: [[1, "2026-12-03T09:00:00Z"]],
    });
    const page = () => admin.programs.participants({ programId: gappy.id });
    expect((await page()).participants[0]).toMatchObject({ stepsDue: 2, stalled: false });
    // Eight days on, the week-4 step has been open for 15 days.
    clock.advanceDays(8);
    expect((await page()).participants[0]).toMatchObject({ stalled: true, stalledReason: "no_recent_step" });
  });

  it("never carries a reflection's text, and refuses anyone but an admin", async () => {
    const clock = createClock(NOW);
    const admin = await adminOn(clock);
    const program = await sixWeekProgram(admin);
    const person = await participant(admin, program.id, {
      name: "Hal Private",
      startDate: "2026-11-23",
      done: [
        [1, "2026-11-24T09:00:00Z"],
        [2, "2026-12-01T09:00:00Z"],
      ],
    });
    const answers = JSON.stringify([
      await admin.programs.participants({ programId: program.id }),
      await admin.programs.participants({ programId: program.id, stalledOnly: true }),
      await admin.programs.nudge({ programId: program.id, userId: person.id }),
    ]);
    expect(answers).toContain("Hal Private");
    expect(answers).not.toContain(SECRET);
    const mail = await t.db
      .selectFrom("emailOutbox")
      .select(["subject", "textBody", "htmlBody"])
      .where("toAddress", "=", person.email)
      .execute();
    expect(JSON.stringify(mail)).not.toContain(SECRET);

    const user = await callerFor(t.db, { userId: person.id, clock });
    await expectTrpcError(user.programs.participants({ programId: program.id }), "FORBIDDEN");
    await expectTrpcError(user.programs.nudge({ programId: program.id, userId: person.id }), "FORBIDDEN");
    await expectTrpcError(admin.programs.participants({ programId: 1_000_000 }), "NOT_FOUND");
    await expectTrpcError(
      admin.programs.participants({ programId: program.id, cursor: "not a cursor" }),
      "BAD_REQUEST",
      /nextCursor/,
    );
  });
});

describe("programs.nudge", () => {
  it("sends one e-mail per person per program per week, even when two admins click at once", async () => {
    const clock = createClock(NOW);
    const admin = await adminOn(clock);
    const otherAdmin = await adminOn(clock);
    const program = await sixWeekProgram(admin);
    const person = await participant(admin, program.id, { name: "Ivy Stalled", startDate: "2026-11-23" });

    const results = await Promise.all([
      admin.programs.nudge({ programId: program.id, userId: person.id }),
      otherAdmin.programs.nudge({ programId: program.id, userId: person.id }),
    ]);
    expect(results.map((r) => r.sent).sort()).toEqual([false, true]);
    // Wednesday 30 December: the next nudge can go from Monday 4 January.
    expect(results.map((r) => r.nextNudgeFrom)).toEqual(["2027-01-04", "2027-01-04"]);
    expect(await admin.programs.nudge({ programId: program.id, userId: person.id })).toEqual({
      sent: false,
      nextNudgeFrom: "2027-01-04",
    });
    expect(ALREADY_NUDGED).toMatch(/already nudged this week/i);

    const mail = await t.db
      .selectFrom("emailOutbox")
      .select(["subject", "textBody", "kind", "sendAfter"])
      .where("toAddress", "=", person.email)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "program_nudge",
      subject: "Your program is waiting: New managers",
      sendAfter: new Date(NOW),
    });
    expect(mail[0]?.textBody).toContain("Hi Ivy Stalled,");
    expect(mail[0]?.textBody).toContain("http://localhost:3000/program");

    const audit = await t.db
      .selectFrom("auditEvents")
      .select(["subjectType", "subjectId", "detail"])
      .where("action", "=", "program.nudged")
      .where("subjectId", "=", String(person.id))
      .execute();
    expect(audit).toEqual([
      {
        subjectType: "user",
        subjectId: String(person.id),
        detail: { programId: program.id, weekStart: "2026-12-28" },
      },
    ]);
    const [row] = (await admin.programs.participants({ programId: program.id })).participants;
    expect(row).toMatchObject({ stalled: true, nudgedThisWeek: true });

    // Sunday is still the same week; Monday starts the next one.
    clock.set("2027-01-03T23:59:00Z");
    expect((await admin.programs.nudge({ programId: program.id, userId: person.id })).sent).toBe(false);
    clock.set("2027-01-04T00:00:00Z");
    expect(await admin.programs.nudge({ programId: program.id, userId: person.id })).toEqual({
      sent: true,
      nextNudgeFrom: "2027-01-11",
    });
    expect((await admin.programs.participants({ programId: program.id })).participants[0]).toMatchObject({
      nudgedThisWeek: true,
    });
  });

  it("a nudge in one program leaves the person's other programs free to nudge", async () => {
    const clock = createClock(NOW);
    const admin = await adminOn(clock);
    const first = await sixWeekProgram(admin, "First path");
    const second = await sixWeekProgram(admin, "Second path");
    const person = await participant(admin, first.id, { name: "Jo Twice", startDate: "2026-11-23" });
    await admin.programs.enrol({ programId: second.id, userIds: [person.id], startDate: "2026-11-23" });
    expect((await admin.programs.nudge({ programId: first.id, userId: person.id })).sent).toBe(true);
    expect((await admin.programs.nudge({ programId: second.id, userId: person.id })).sent).toBe(true);
  });

  it("answers 404 for someone not enrolled or an unknown program, 409 for an archived program or account", async () => {
    const clock = createClock(NOW);
    const admin = await adminOn(clock);
    const program = await sixWeekProgram(admin);
    const stranger = await createUser(t.db);
    await expectTrpcError(
      admin.programs.nudge({ programId: program.id, userId: stranger.id }),
      "NOT_FOUND",
      /not enrolled in this program/,
    );
    await expectTrpcError(
      admin.programs.nudge({ programId: 1_000_000, userId: stranger.id }),
      "NOT_FOUND",
      /no longer exists/,
    );
    const gone = await participant(admin, program.id, { name: "Kit Gone", startDate: "2026-11-23" });
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", gone.id).execute();
    await expectTrpcError(
      admin.programs.nudge({ programId: program.id, userId: gone.id }),
      "CONFLICT",
      /deactivated/,
    );
    const person = await participant(admin, program.id, { name: "Lou Archived", startDate: "2026-11-23" });
    await admin.programs.setArchived({ id: program.id, archived: true });
    await expectTrpcError(
      admin.programs.nudge({ programId: program.id, userId: person.id }),
      "CONFLICT",
      /archived/,
    );
    const sent = await t.db
      .selectFrom("emailOutbox")
      .select("id")
      .where("toAddress", "in", [stranger.email, gone.email, person.email])
      .execute();
    expect(sent).toEqual([]);
  });
});
