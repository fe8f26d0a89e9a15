import { AppError } from "../../lib/app-error";
import { addDays, dayOf, programWeek } from "../../lib/days";
import {
  PROGRAM_VISIBILITY_NOTE,
  STEP_NOT_FOUND,
  STEP_NOT_GOAL,
  STEP_NOT_REFLECTION,
  type MyEnrolment,
  type MyPrograms,
  type ReflectInput,
  type StepRefInput,
} from "../../schemas/programs";
import type { ServiceDeps, SessionUser } from "../deps";
import { createGoal } from "../goals/goals";
import {
  claimGoalStep,
  findOwnEnrolments,
  findOwnStep,
  findOwnSteps,
  setStepGoal,
  upsertReflection,
} from "./queries";

/** GET /api/program: the caller's programs, each with its whole path, due dates and what is done. */
export async function myPrograms({ db, now: clock }: ServiceDeps, caller: SessionUser): Promise<MyPrograms> {
  const now = clock();
  const enrolments = await findOwnEnrolments(db, caller.id);
  const steps = await findOwnSteps(db, enrolments);
  return {
    visibilityNote: PROGRAM_VISIBILITY_NOTE,
    enrolments: enrolments.map((e): MyEnrolment => {
      const own = steps
        .filter(
          (s) => s.versionId === e.versionId && (s.enrolmentId === null || s.enrolmentId === e.enrolmentId),
        )
        .map((s) => ({
          id: s.id,
          position: s.position,
          week: s.week,
          kind: s.kind,
          title: s.title,
          lessonId: s.lessonId,
          skillId: s.skillId,
          prompt: s.prompt,
          // A week's steps are due on its last day.
          dueDate: addDays(e.startDate, s.week * 7 - 1),
          completedAt: s.completedAt ? s.completedAt.toISOString() : null,
          reflection: s.reflection,
          goalId: s.goalId,
        }));
      // Two enrolments on one version would list a step twice, once done: keep the done one.
      const byId = new Map<number, (typeof own)[number]>();
      for (const s of own) if (!byId.get(s.id)?.completedAt) byId.set(s.id, s);
      const path = [...byId.values()].sort((a, b) => a.position - b.position);
      return {
        enrolmentId: e.enrolmentId,
        programId: e.programId,
        name: e.name,
        description: e.description,
        lengthWeeks: e.lengthWeeks,
        startDate: e.startDate,
        currentWeek: programWeek(e.startDate, e.lengthWeeks, dayOf(now)),
        nextStepId: path.find((s) => s.completedAt === null)?.id ?? null,
        steps: path,
      };
    }),
  };
}

async function ownStep(deps: ServiceDeps, caller: SessionUser, input: StepRefInput) {
  const step = await findOwnStep(deps.db, caller.id, input.enrolmentId, input.stepId);
  if (!step) throw new AppError("NOT_FOUND", STEP_NOT_FOUND);
  return step;
}

/** A reflection step is done when written; the text is the person's alone. */
export async function reflect(deps: ServiceDeps, caller: SessionUser, input: ReflectInput) {
  const step = await ownStep(deps, caller, input);
  if (step.kind !== "reflection") throw new AppError("BAD_REQUEST", STEP_NOT_REFLECTION);
  await upsertReflection(deps.db, input.enrolmentId, input.stepId, input.reflection, deps.now());
  return { success: true as const };
}

/** A goal step makes its goal once and is then done; asking again answers the goal already made. */
export async function createGoalFromStep(deps: ServiceDeps, caller: SessionUser, input: StepRefInput) {
  const step = await ownStep(deps, caller, input);
  if (step.kind !== "goal") throw new AppError("BAD_REQUEST", STEP_NOT_GOAL);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    if (!(await claimGoalStep(trx, input.enrolmentId, input.stepId, now))) {
      throw new AppError("CONFLICT", "You already made the goal of this step: find it under Goals.");
    }
    const goal = await createGoal({ ...deps, db: trx }, caller, {
      title: (step.prompt ?? step.title).slice(0, 200),
      priority: "medium",
      skillId: step.skillId,
      milestones: [],
    });
    await setStepGoal(trx, input.enrolmentId, input.stepId, goal.id);
    return { goalId: goal.id };
  });
}
