import { describe, expect, it } from "vitest";
import { callerFor, createClock, createUser, useTestDb } from "../testing";

const t = useTestDb();

/** A two-week program whose second week has a practice step; enrolment starts Monday 30 November 2026. */
async function practiceProgram() {
  const admin = await createUser(t.db, { role: "admin" });
  const api = await callerFor(t.db, { userId: admin.id, clock: createClock("2026-11-26T12:00:00Z") });
  const none = { lessonId: null, skillId: null, prompt: null };
  const program = await api.programs.create({
    name: "Leading incidents",
    description: "",
    lengthWeeks: 2,
    isOpen: true,
    steps: [
      { ...none, week: 1, kind: "reflection", title: "Your last incident", prompt: "Who decided what?" },
      {
        ...none,
        week: 2,
        kind: "practice",
        title: "Run the incident review",
        prompt: "Ask 'what made this make sense at the time?' before any fix.",
      },
    ],
  });
  return { api, program };
}

describe("a program's practice steps on the participant's calendar", () => {
  it("are scheduled at enrolment, on the third day of their week at 10:00 local time, once", async () => {
    const { api, program } = await practiceProgram();
    const berlin = await createUser(t.db);
    const unknown = await createUser(t.db);
    await t.db.updateTable("users").set({ timeZone: "Europe/Berlin" }).where("id", "=", berlin.id).execute();
    const input = {
      programId: program.id,
      userIds: [berlin.id, unknown.id],
      groupIds: [],
      startDate: "2026-11-30",
    };
    expect(await api.programs.enrol(input)).toEqual({ enrolled: 2, alreadyEnrolled: 0 });
    expect(await api.programs.enrol(input)).toEqual({ enrolled: 0, alreadyEnrolled: 2 });

    const own = await (await callerFor(t.db, { userId: berlin.id })).calendar.list({ userId: berlin.id });
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      title: "Run the incident review",
      type: "skill_practice",
      status: "scheduled",
      startTime: "2026-12-09T09:00:00.000Z",
      endTime: "2026-12-09T09:30:00.000Z",
    });
    expect(own[0]?.description).toBe(
      `Practice from "Leading incidents", week 2. Ask 'what made this make sense at the time?' before any fix.`,
    );
    // No zone known yet: UTC.
    const theirs = await (
      await callerFor(t.db, { userId: unknown.id })
    ).calendar.list({ userId: unknown.id });
    expect(theirs.map((a) => a.startTime)).toEqual(["2026-12-09T10:00:00.000Z"]);
  });

  it("ticks the step when the person marks the activity done, and a person who joins gets it too", async () => {
    const { program } = await practiceProgram();
    const person = await createUser(t.db);
    const clock = createClock("2026-12-01T09:00:00Z");
    const own = await callerFor(t.db, { userId: person.id, clock });
    expect(await own.programs.join({ programId: program.id })).toEqual({ enrolled: 1, alreadyEnrolled: 0 });
    const [activity] = await own.calendar.list({ userId: person.id });
    // Joined on Tuesday 1 December: week 2 starts on 8 December, its third day is the 10th.
    expect(activity?.startTime).toBe("2026-12-10T10:00:00.000Z");
    clock.set("2026-12-10T10:30:00Z");
    await own.calendar.markDone({ id: activity?.id ?? 0 });
    const [enrolment] = (await own.programs.mine()).enrolments;
    const practice = enrolment?.steps.find((s) => s.kind === "practice");
    expect(practice?.completedAt).not.toBeNull();
  });
});
