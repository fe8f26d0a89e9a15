import type { Role } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { MAX_ENROLMENT_PEOPLE, PROGRAM_VISIBILITY_NOTE, type CreateProgramInput } from "../schemas/programs";
import { callerFor, createUser, expectTrpcError, useTestDb } from "../testing";

const t = useTestDb();

async function as(role: Role) {
  const user = await createUser(t.db, { role });
  return { user, api: await callerFor(t.db, { userId: user.id }) };
}

async function lessonIds(count: number): Promise<number[]> {
  const rows = await t.db.selectFrom("lessons").select("id").orderBy("id").limit(count).execute();
  return rows.map((r) => r.id);
}

async function draft(): Promise<CreateProgramInput> {
  const [first = 1, second = 2] = await lessonIds(2);
  return {
    name: "New managers",
    description: "Twelve weeks",
    lengthWeeks: 2,
    isOpen: false,
    steps: [
      {
        week: 1,
        kind: "lesson",
        title: "Read the first lesson",
        lessonId: first,
        skillId: null,
        prompt: null,
      },
      {
        week: 1,
        kind: "reflection",
        title: "Reflect",
        lessonId: null,
        skillId: null,
        prompt: "What surprised you?",
      },
      {
        week: 2,
        kind: "lesson",
        title: "Read the second lesson",
        lessonId: second,
        skillId: null,
        prompt: null,
      },
      {
        week: 2,
        kind: "goal",
        title: "Set a goal",
        lessonId: null,
        skillId: null,
        prompt: "Hold weekly 1:1s",
      },
    ],
  };
}

async function groupOf(userIds: number[]): Promise<number> {
  const group = await t.db
    .insertInto("groups")
    .values({ name: `Cohort ${Math.random()}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("groupMembers")
    .values(userIds.map((userId) => ({ groupId: group.id, userId })))
    .execute();
  return group.id;
}

describe("programs", () => {
  it("only admins build programs; people see their own", async () => {
    const { api: user } = await as("user");
    await expectTrpcError(user.programs.list(), "FORBIDDEN");
    await expectTrpcError(user.programs.create(await draft()), "FORBIDDEN");
    await expectTrpcError(
      user.programs.enrol({ programId: 1, userIds: [1], startDate: "2026-12-01" }),
      "FORBIDDEN",
    );
    expect(await user.programs.mine()).toEqual({ enrolments: [], visibilityNote: PROGRAM_VISIBILITY_NOTE });
  });

  it("rejects steps outside the program, unknown lessons and an unknown program with a clear 4xx", async () => {
    const { api } = await as("admin");
    const base = await draft();
    await expectTrpcError(
      api.programs.create({ ...base, lengthWeeks: 1 }),
      "BAD_REQUEST",
      /within the program/,
    );
    await expectTrpcError(
      api.programs.create({ ...base, steps: [{ ...base.steps[0]!, lessonId: 1_000_000 }] }),
      "BAD_REQUEST",
      /No lesson has the id 1000000/,
    );
    await expectTrpcError(api.programs.get({ id: 1_000_000 }), "NOT_FOUND");
  });

  it("an edit makes a new version; a running enrolment keeps its steps and progress", async () => {
    const { api: admin } = await as("admin");
    const { user, api: person } = await as("user");
    const program = await admin.programs.create(await draft());
    expect(program.version).toBe(1);
    await admin.programs.enrol({ programId: program.id, userIds: [user.id], startDate: "2026-11-30" });
    const lessonStep = program.steps[0]!;
    await person.lessons.createProgress({
      userId: user.id,
      lessonId: lessonStep.lessonId!,
      progressPercentage: 100,
      status: "completed",
    });

    const edited = await admin.programs.update({
      id: program.id,
      name: "New managers, shorter",
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "assessment", title: "Take the assessment" }],
    });
    expect(edited).toMatchObject({ version: 2, name: "New managers, shorter", lengthWeeks: 1 });
    expect(edited.steps.map((s) => s.kind)).toEqual(["assessment"]);

    const [mine] = (await person.programs.mine()).enrolments;
    expect(mine?.name).toBe("New managers");
    expect(mine?.steps.map((s) => s.title)).toEqual(program.steps.map((s) => s.title));
    expect(mine?.steps[0]?.completedAt).not.toBeNull();
    expect(mine?.nextStepId).toBe(program.steps[1]?.id);

    // Someone enrolled after the edit follows the new version.
    const { user: later, api: laterApi } = await as("user");
    await admin.programs.enrol({ programId: program.id, userIds: [later.id], startDate: "2026-11-30" });
    expect((await laterApi.programs.mine()).enrolments[0]?.steps.map((s) => s.kind)).toEqual(["assessment"]);
  });

  it("enrols people and groups once, even twice at the same time, and caps a request", async () => {
    const { api: admin } = await as("admin");
    const { api: other } = await as("admin");
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
    const groupId = await groupOf(people.slice(0, 4).map((p) => p.id));
    const program = await admin.programs.create(await draft());
    const input = {
      programId: program.id,
      userIds: people.slice(3).map((p) => p.id),
      groupIds: [groupId],
      startDate: "2026-11-30",
    };
    const [a, b] = await Promise.all([admin.programs.enrol(input), other.programs.enrol(input)]);
    expect(a.enrolled + b.enrolled).toBe(6);
    expect(a.alreadyEnrolled + b.alreadyEnrolled).toBe(6);
    expect(await admin.programs.enrol(input)).toEqual({ enrolled: 0, alreadyEnrolled: 6 });
    expect((await admin.programs.get({ id: program.id })).enrolledCount).toBe(6);

    await expectTrpcError(
      admin.programs.enrol({
        programId: program.id,
        userIds: Array.from({ length: MAX_ENROLMENT_PEOPLE + 1 }, (_, i) => i + 1),
        startDate: "2026-11-30",
      }),
      "BAD_REQUEST",
      /at most 5000/,
    );
    await admin.programs.setArchived({ id: program.id, archived: true });
    await expectTrpcError(admin.programs.enrol(input), "CONFLICT", /archived/);
  });

  it("completing a lesson, an assessment step's event and a practice activity tick steps; reflections and goals by hand", async () => {
    const { api: admin } = await as("admin");
    const { user, api: person } = await as("user");
    const program = await admin.programs.create(await draft());
    await admin.programs.enrol({ programId: program.id, userIds: [user.id], startDate: "2026-11-30" });
    const [lesson, reflection, , goal] = program.steps;
    const { enrolmentId } = (await person.programs.mine()).enrolments[0]!;

    await person.lessons.createProgress({
      userId: user.id,
      lessonId: lesson!.lessonId!,
      progressPercentage: 100,
      status: "completed",
    });
    await person.programs.reflect({
      enrolmentId,
      stepId: reflection!.id,
      reflection: "I delegate too little.",
    });
    const made = await person.programs.createGoal({ enrolmentId, stepId: goal!.id });
    await expectTrpcError(person.programs.createGoal({ enrolmentId, stepId: goal!.id }), "CONFLICT");
    await expectTrpcError(
      person.programs.reflect({ enrolmentId, stepId: lesson!.id, reflection: "x" }),
      "BAD_REQUEST",
    );

    const steps = (await person.programs.mine()).enrolments[0]!.steps;
    expect(steps.map((s) => s.completedAt !== null)).toEqual([true, true, false, true]);
    expect(steps[1]?.reflection).toBe("I delegate too little.");
    expect(steps[3]?.goalId).toBe(made.goalId);
    expect((await person.goals.list({ userId: user.id })).map((g) => g.title)).toContain("Hold weekly 1:1s");
    expect(steps[0]?.dueDate).toBe("2026-12-06");
    expect(steps[2]?.dueDate).toBe("2026-12-13");
  });

  it("another person cannot write into someone's program, and admins never read the reflection", async () => {
    const { api: admin } = await as("admin");
    const { user, api: person } = await as("user");
    const { api: stranger } = await as("user");
    const program = await admin.programs.create(await draft());
    await admin.programs.enrol({ programId: program.id, userIds: [user.id], startDate: "2026-11-30" });
    const { enrolmentId } = (await person.programs.mine()).enrolments[0]!;
    const step = program.steps[1]!;
    await expectTrpcError(
      stranger.programs.reflect({ enrolmentId, stepId: step.id, reflection: "mine now" }),
      "NOT_FOUND",
    );
    await person.programs.reflect({ enrolmentId, stepId: step.id, reflection: "SECRET-REFLECTION" });
    const seen = JSON.stringify([await admin.programs.get({ id: program.id }), await admin.programs.list()]);
    expect(seen).not.toContain("SECRET-REFLECTION");
    expect((await admin.programs.mine()).enrolments).toEqual([]);
  });

  it("people join open programs themselves, once; duplicates start with nobody", async () => {
    const { api: admin } = await as("admin");
    const { api: person } = await as("user");
    const closed = await admin.programs.create(await draft());
    await expectTrpcError(person.programs.join({ programId: closed.id }), "NOT_FOUND", /not open/);
    const open = await admin.programs.create({ ...(await draft()), name: "Open path", isOpen: true });
    expect((await person.programs.open()).map((p) => p.id)).toContain(open.id);
    expect(await person.programs.join({ programId: open.id })).toEqual({ enrolled: 1, alreadyEnrolled: 0 });
    expect(await person.programs.join({ programId: open.id })).toEqual({ enrolled: 0, alreadyEnrolled: 1 });
    const copy = await admin.programs.duplicate({ id: open.id });
    expect(copy).toMatchObject({
      name: "Open path (copy)",
      enrolledCount: 0,
      isOpen: false,
      version: 1,
      stepCount: 4,
    });
    expect(copy.steps.map((s) => s.title)).toEqual(open.steps.map((s) => s.title));
  });

  it("makes a program from each shipped template, with lessons that exist", async () => {
    const { api: admin } = await as("admin");
    const templates = await admin.programs.templates();
    expect(templates.map((tpl) => tpl.name).sort()).toEqual([
      "First 90 days as an engineering manager",
      "From tech lead to manager",
      "Leading without authority for staff engineers",
    ]);
    for (const template of templates) {
      const program = await admin.programs.createFromTemplate({ key: template.key });
      expect(program).toMatchObject({ name: template.name, lengthWeeks: template.lengthWeeks, version: 1 });
      expect(program.steps).toHaveLength(template.stepCount);
      expect(program.steps.filter((s) => s.kind === "lesson").every((s) => s.lessonId !== null)).toBe(true);
    }
    await expectTrpcError(admin.programs.createFromTemplate({ key: "nope" }), "NOT_FOUND");
  });
});
