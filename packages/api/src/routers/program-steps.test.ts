import { describe, expect, it } from "vitest";
import type { ProgramStepInput } from "../schemas/programs";
import { callerFor, createClock, createUser, useTestDb, type TestClock } from "../testing";
import { choicesFor, skillIdByName, weakDelegationResponses } from "./journey.fixtures";

/**
 * The steps the person's own actions complete, through the progress events (services/progress-events
 * calling services/program-steps): a pulse, a finished 360, a practice session marked done and the
 * assessment. Lessons, reflections and goals are covered in programs.test.ts.
 */
const t = useTestDb();

type Api = Awaited<ReturnType<typeof callerFor>>;

const step = (
  week: number,
  kind: ProgramStepInput["kind"],
  title: string,
  skillId: number | null = null,
) => ({
  week,
  kind,
  title,
  lessonId: null,
  skillId,
  prompt: null,
});

/** A person enrolled (from the clock's day) in a program of the given steps; their caller on that clock. */
async function enrolledIn(steps: ProgramStepInput[], clock: TestClock) {
  const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id, clock });
  const program = await admin.programs.create({ name: "Step ticking", lengthWeeks: 4, steps });
  const user = await createUser(t.db);
  await admin.programs.enrol({
    programId: program.id,
    userIds: [user.id],
    startDate: clock.now().toISOString().slice(0, 10),
  });
  const api = await callerFor(t.db, { userId: user.id, clock });
  return { user, api, admin, programId: program.id };
}

/** Each step's title with whether it is done, in the path's order. */
async function doneByTitle(api: Api): Promise<Record<string, boolean>> {
  const [enrolment] = (await api.programs.mine()).enrolments;
  return Object.fromEntries((enrolment?.steps ?? []).map((s) => [s.title, s.completedAt !== null]));
}

describe("program steps ticked by what the person does", () => {
  it("submitting the assessment ticks the assessment step, once", async () => {
    const clock = createClock("2026-06-01T08:00:00Z");
    const { api } = await enrolledIn(
      [step(1, "assessment", "Take the assessment"), step(3, "assessment", "Retake it")],
      clock,
    );
    expect(await doneByTitle(api)).toEqual({ "Take the assessment": false, "Retake it": false });
    await api.assessment.submit({ responses: await weakDelegationResponses(t.db) });
    expect(await doneByTitle(api)).toEqual({ "Take the assessment": true, "Retake it": false });
  });

  it("a skill pulse ticks the earliest open pulse step on that skill (or on none), not another skill's", async () => {
    const clock = createClock("2026-06-01T08:00:00Z");
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    const empathy = await skillIdByName(t.db, "Empathy");
    const { api, user } = await enrolledIn(
      [
        step(1, "skill_pulse", "Re-check empathy", empathy),
        step(1, "skill_pulse", "Re-check delegation", delegation),
        step(2, "skill_pulse", "Re-check any skill"),
      ],
      clock,
    );
    await api.assessment.submit({ responses: await weakDelegationResponses(t.db) });
    const goal = (await api.goals.list({ userId: user.id })).find((g) => g.skillId === delegation);
    if (!goal) throw new Error("expected a Delegation goal");
    clock.set("2026-06-22T09:00:00Z");
    const pulse = await api.skillPulse.questions({ goalId: goal.id });
    await api.skillPulse.submit({
      goalId: goal.id,
      choices: await choicesFor(t.db, pulse.questions, () => "3"),
    });
    expect(await doneByTitle(api)).toEqual({
      "Re-check empathy": false,
      "Re-check delegation": true,
      "Re-check any skill": false,
    });
  });

  it("closing a 360 cycle (it completes) ticks the review_360 step", async () => {
    const clock = createClock("2026-11-21T10:00:00Z");
    const { api } = await enrolledIn([step(2, "review_360", "Run a 360")], clock);
    const cycle = await api.reviews360.create({ title: "Program 360", endDate: "2026-12-21" });
    expect(await doneByTitle(api)).toEqual({ "Run a 360": false });
    clock.advanceDays(3);
    expect(await api.reviews360.close({ cycleId: cycle.id })).toMatchObject({ status: "completed" });
    expect(await doneByTitle(api)).toEqual({ "Run a 360": true });
  });

  it("marking a skill-practice activity done ticks one practice step; a meeting ticks none", async () => {
    const clock = createClock("2026-11-21T10:00:00Z");
    const { api } = await enrolledIn(
      [step(1, "practice", "Practise a hard 1:1"), step(2, "practice", "Practise delegating")],
      clock,
    );
    async function activityDone(type: "skill_practice" | "meeting") {
      const start = new Date(clock.now().getTime() + 60_000);
      const activity = await api.calendar.create({
        type,
        title: type === "meeting" ? "Team sync" : "Practise a hard 1:1 with Sam",
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      });
      clock.set(new Date(start.getTime() + 31 * 60_000));
      await api.calendar.markDone({ id: activity.id });
    }
    await activityDone("meeting");
    expect(await doneByTitle(api)).toEqual({ "Practise a hard 1:1": false, "Practise delegating": false });
    await activityDone("skill_practice");
    expect(await doneByTitle(api)).toEqual({ "Practise a hard 1:1": true, "Practise delegating": false });
    await activityDone("skill_practice");
    expect(await doneByTitle(api)).toEqual({ "Practise a hard 1:1": true, "Practise delegating": true });
  });
});
