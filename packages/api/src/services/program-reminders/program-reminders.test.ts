/**
 * The weekly program e-mail on a real database: due at each person's local Monday 08:00, queued once
 * however many processes run, with the week's open steps; never when turned off, a week late, or with
 * nothing left to do.
 */
import { json, type DB } from "@leadcoach/db";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultApiConfig, type ApiConfig } from "../../config";
import type { CreateProgramInput } from "../../schemas/programs";
import { callerFor, createUser, useSecondProcess, useTestDb } from "../../testing";
import { sendProgramReminders, type ProgramReminderRunResult } from "./send";

const config: ApiConfig = { ...defaultApiConfig, appUrl: "https://app.example.test" };
/** Thursday before the program starts; Monday 30 November 2026 is its first day. */
const THURSDAY = "2026-11-26T12:00:00Z";
const START = "2026-11-30";
/** 08:00 in Berlin (UTC+1 in winter) on the first Monday. */
const BERLIN_MONDAY_8 = "2026-11-30T07:00:00.000Z";

const t = useTestDb();
const second = useSecondProcess(t);
beforeEach(async () => {
  await t.db.deleteFrom("programEnrolments").execute();
  await t.db.deleteFrom("programReminderDeliveries").execute();
  await t.db.deleteFrom("emailOutbox").execute();
});

function run(at: string, db: DB = t.db): Promise<ProgramReminderRunResult> {
  return sendProgramReminders({ db, config, now: () => new Date(at) });
}

function outbox() {
  return t.db.selectFrom("emailOutbox").selectAll().orderBy("id").execute();
}

async function program(): Promise<number> {
  const admin = await createUser(t.db, { role: "admin" });
  const api = await callerFor(t.db, { userId: admin.id });
  const [lesson] = await t.db.selectFrom("lessons").select("id").orderBy("id").limit(1).execute();
  const step = { lessonId: null, skillId: null, prompt: null };
  const draft: CreateProgramInput = {
    name: "New managers",
    description: "",
    lengthWeeks: 2,
    isOpen: false,
    steps: [
      { ...step, week: 1, kind: "lesson", title: "Delegate the release plan", lessonId: lesson?.id ?? 1 },
      { ...step, week: 1, kind: "reflection", title: "Your first 1:1s", prompt: "What did you hear?" },
      { ...step, week: 2, kind: "practice", title: "Run a blameless review" },
    ],
  };
  return (await api.programs.create(draft)).id;
}

/** A participant in `timeZone`, enrolled by an admin to start on `startDate`. */
async function participant(programId: number, timeZone: string | null, startDate = START) {
  const person = await createUser(t.db);
  await t.db.updateTable("users").set({ timeZone }).where("id", "=", person.id).execute();
  const admin = await createUser(t.db, { role: "admin" });
  await (
    await callerFor(t.db, { userId: admin.id })
  ).programs.enrol({
    programId,
    userIds: [person.id],
    groupIds: [],
    startDate,
  });
  return person;
}

async function dueAt(userId: number): Promise<string | undefined> {
  const row = await t.db
    .selectFrom("programEnrolments")
    .select("reminderDueAt")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.reminderDueAt?.toISOString();
}

describe("the weekly program e-mail", () => {
  it("goes at the person's local Monday 08:00, once, listing the week's open steps", async () => {
    const programId = await program();
    const berta = await participant(programId, "Europe/Berlin");
    const lena = await participant(programId, "America/Los_Angeles");

    // A new enrolment only gets its Monday worked out.
    expect(await run(THURSDAY)).toEqual({ queued: 0, skipped: 0, scheduled: 2, failed: 0 });
    expect(await dueAt(berta.id)).toBe(BERLIN_MONDAY_8);
    expect(await dueAt(lena.id)).toBe("2026-11-30T16:00:00.000Z");
    expect(await run("2026-11-30T06:59:00Z")).toEqual({ queued: 0, skipped: 0, scheduled: 0, failed: 0 });

    // Two processes at once: one e-mail.
    const runs = await Promise.all([run(BERLIN_MONDAY_8), run(BERLIN_MONDAY_8, second.db)]);
    expect(runs.reduce((sum, r) => sum + r.queued, 0)).toBe(1);
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail?.toAddress).toBe(berta.email);
    expect(mail?.kind).toBe("program_reminder");
    expect(mail?.subject).toBe("Week 1 of New managers: 2 steps to go");
    expect(mail?.textBody).toContain('Week 1 of 2 of "New managers", due Sun 6 Dec:');
    expect(mail?.textBody).toContain("- Lesson: Delegate the release plan");
    expect(mail?.textBody).toContain("- Reflection: Your first 1:1s");
    expect(mail?.textBody).not.toContain("Run a blameless review");
    expect(mail?.textBody).toContain("0 of 2 done this week.");
    expect(mail?.textBody).toContain("https://app.example.test/program");
    expect(await dueAt(berta.id)).toBe("2026-12-07T07:00:00.000Z");
    expect(await run("2026-11-30T12:00:00Z")).toEqual({ queued: 0, skipped: 0, scheduled: 0, failed: 0 });

    // Los Angeles' Monday morning comes 9 hours later.
    expect((await run("2026-11-30T16:00:00Z")).queued).toBe(1);
    expect((await outbox()).map((m) => m.toAddress)).toEqual([berta.email, lena.email]);
  });

  it("counts what is done, and names what is left from earlier weeks", async () => {
    const programId = await program();
    const berta = await participant(programId, "Europe/Berlin");
    await run(THURSDAY);
    // Week 1's lesson done, its reflection not: week 2's e-mail lists the practice and the open reflection.
    const api = await callerFor(t.db, { userId: berta.id });
    const [enrolment] = (await api.programs.mine()).enrolments;
    const lessonStep = enrolment?.steps.find((s) => s.kind === "lesson");
    await t.db
      .insertInto("programStepCompletions")
      .values({ enrolmentId: enrolment?.enrolmentId ?? 0, stepId: lessonStep?.id ?? 0 })
      .execute();
    await t.db
      .updateTable("programEnrolments")
      .set({ reminderDueAt: new Date("2026-12-07T07:00:00Z") })
      .execute();
    expect((await run("2026-12-07T07:00:00Z")).queued).toBe(1);
    const [mail] = await outbox();
    expect(mail?.textBody).toContain('Week 2 of 2 of "New managers", due Sun 13 Dec:');
    expect(mail?.textBody).toContain("- Practice: Run a blameless review");
    expect(mail?.textBody).toContain("0 of 1 done this week. 1 step from earlier weeks is still open.");
  });

  it("is not sent when turned off, to a deactivated person, a week late, after the program ends or once it is archived", async () => {
    const programId = await program();
    const off = await participant(programId, "UTC");
    await (
      await callerFor(t.db, { userId: off.id })
    ).settings.updateNotificationPreferences({ emails: { program_reminders: false } });
    const gone = await participant(programId, "UTC");
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", gone.id).execute();
    const finished = await participant(programId, "UTC", "2026-10-05");
    const late = await participant(programId, "UTC");
    const archivedProgram = await program();
    const archived = await participant(archivedProgram, "UTC");
    const admin = await createUser(t.db, { role: "admin" });
    await (
      await callerFor(t.db, { userId: admin.id })
    ).programs.setArchived({ id: archivedProgram, archived: true });
    await run(THURSDAY);
    await t.db
      .updateTable("programEnrolments")
      .set({ reminderDueAt: new Date("2026-11-22T08:00:00Z") })
      .where("userId", "=", late.id)
      .execute();

    // The archived program's enrolment is only moved on (it sends nothing, so it is never due).
    expect(await run("2026-11-30T08:00:00Z")).toEqual({ queued: 0, skipped: 4, scheduled: 1, failed: 0 });
    expect(await outbox()).toEqual([]);
    // Each moves on to the next Monday all the same.
    for (const person of [off, gone, finished, late, archived]) {
      expect(await dueAt(person.id)).toBe("2026-12-07T08:00:00.000Z");
    }
    expect(
      (await (await callerFor(t.db, { userId: off.id })).settings.notificationPreferences()).emails,
    ).toEqual({ weekly_digest: false, program_reminders: false, manager_summary: true });
    await t.db
      .updateTable("users")
      .set({ notificationPreferences: json({}) })
      .execute();
  });
});
