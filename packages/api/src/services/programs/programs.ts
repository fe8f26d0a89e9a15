import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { addDays } from "../../lib/days";
import { zonedInstant, zoneOf } from "../../lib/zoned-time";
import {
  MAX_ENROLMENT_PEOPLE,
  PROGRAM_ARCHIVED,
  PROGRAM_NOT_FOUND,
  PROGRAM_NOT_OPEN,
  tooManyToEnrol,
  type ArchiveProgramInput,
  type CreateProgramInput,
  type EnrolInput,
  type EnrolResult,
  type JoinProgramInput,
  type ProgramDetail,
  type ProgramIdInput,
  type ProgramSummary,
  type UpdateProgramInput,
} from "../../schemas/programs";
import type { ServiceDeps, SessionUser } from "../deps";
import { copySharedGoals } from "../goal-alignment/shared-goals";
import {
  enrolmentTargets,
  findOpenPrograms,
  findProgram,
  findPrograms,
  findVersionSteps,
  findPracticeSteps,
  findTimeZones,
  insertEnrolments,
  insertScheduledActivities,
  insertProgram,
  insertVersion,
  lockProgram,
  missingLessons,
  updateProgramFlags,
  type ProgramRow,
} from "./queries";

function toSummary(row: ProgramRow): ProgramSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    lengthWeeks: row.lengthWeeks,
    version: row.version,
    isOpen: row.isOpen,
    archived: row.archivedAt !== null,
    enrolledCount: Number(row.enrolledCount ?? 0),
    stepCount: Number(row.stepCount ?? 0),
  };
}

async function detail(db: DB, id: number): Promise<ProgramDetail> {
  const row = await findProgram(db, id);
  if (!row) throw new AppError("NOT_FOUND", PROGRAM_NOT_FOUND);
  return { ...toSummary(row), steps: await findVersionSteps(db, row.versionId) };
}

async function requireLessons(db: DB, draft: CreateProgramInput): Promise<void> {
  const ids = draft.steps.flatMap((s) => (s.kind === "lesson" && s.lessonId !== null ? [s.lessonId] : []));
  const missing = await missingLessons(db, [...new Set(ids)]);
  if (missing.length > 0) throw new AppError("BAD_REQUEST", `No lesson has the id ${missing.join(", ")}.`);
}

/** GET /api/admin/programs: every program, archived last, with enrolment counts. */
export async function listPrograms({ db }: ServiceDeps, _caller: SessionUser): Promise<ProgramSummary[]> {
  return (await findPrograms(db)).map(toSummary);
}

/** GET /api/admin/programs/{id}: a program with the steps of its current version. */
export function getProgram({ db }: ServiceDeps, _caller: SessionUser, input: ProgramIdInput) {
  return detail(db, input.id);
}

/**
 * A new program with its first version; `templateKey` names the shipped template it came from, and
 * `alsoWrite` anything else the new program starts with (in the same transaction).
 */
export async function createProgramFrom(
  db: DB,
  caller: SessionUser,
  draft: CreateProgramInput,
  templateKey: string | null,
  alsoWrite?: (trx: DB, programId: number) => Promise<void>,
): Promise<ProgramDetail> {
  await requireLessons(db, draft);
  const id = await db.transaction().execute(async (trx) => {
    const programId = await insertProgram(trx, { isOpen: draft.isOpen, templateKey, createdBy: caller.id });
    await insertVersion(trx, programId, draft, caller.id);
    await alsoWrite?.(trx, programId);
    return programId;
  });
  return detail(db, id);
}

export function createProgram({ db }: ServiceDeps, caller: SessionUser, input: CreateProgramInput) {
  return createProgramFrom(db, caller, input, null);
}

/** An edit writes a new version; people enrolled keep the version they started on. */
export async function updateProgram(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: UpdateProgramInput,
): Promise<ProgramDetail> {
  await requireLessons(db, input);
  await db.transaction().execute(async (trx) => {
    if (!(await lockProgram(trx, input.id))) throw new AppError("NOT_FOUND", PROGRAM_NOT_FOUND);
    await insertVersion(trx, input.id, input, caller.id);
    await updateProgramFlags(trx, input.id, { isOpen: input.isOpen });
  });
  return detail(db, input.id);
}

export async function setProgramArchived(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
  input: ArchiveProgramInput,
): Promise<ProgramDetail> {
  if (!(await findProgram(db, input.id))) throw new AppError("NOT_FOUND", PROGRAM_NOT_FOUND);
  await updateProgramFlags(db, input.id, { archivedAt: input.archived ? now() : null });
  return detail(db, input.id);
}

/** A copy of the current version and its open shared goals as a new program, named '… (copy)', nobody enrolled. */
export async function duplicateProgram(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: ProgramIdInput,
): Promise<ProgramDetail> {
  const source = await detail(db, input.id);
  const name = `${source.name} (copy)`.slice(0, 120);
  return createProgramFrom(db, caller, { ...source, name, isOpen: false }, null, (trx, copyId) =>
    copySharedGoals(trx, caller, { from: source.id, to: copyId }, now()),
  );
}

/**
 * A practice step's activity: 10:00 on the third day of its program week (the Wednesday of a program
 * that starts on a Monday), in the person's zone, for half an hour. They move it as they like.
 */
const PRACTICE_HOUR = 10;
const PRACTICE_DAY_OF_WEEK = 2;
const PRACTICE_MINUTES = 30;

/** Puts each practice step of the version on the calendars of the people just enrolled. */
async function schedulePracticeSteps(
  db: DB,
  versionId: number,
  startDate: string,
  userIds: readonly number[],
  at: Date,
): Promise<void> {
  const steps = await findPracticeSteps(db, versionId);
  if (steps.length === 0 || userIds.length === 0) return;
  const zones = await findTimeZones(db, userIds);
  const activities = zones.flatMap((person) =>
    steps.map((step) => {
      const day = addDays(startDate, (step.week - 1) * 7 + PRACTICE_DAY_OF_WEEK);
      const startTime = zonedInstant(day, PRACTICE_HOUR, zoneOf(person.timeZone));
      return {
        userId: person.id,
        title: step.title,
        description: [`Practice from "${step.programName}", week ${step.week}.`, step.prompt ?? ""]
          .join(" ")
          .trim(),
        type: "skill_practice" as const,
        startTime,
        endTime: new Date(startTime.getTime() + PRACTICE_MINUTES * 60_000),
        relatedId: null,
        meetingUrl: null,
      };
    }),
  );
  await insertScheduledActivities(db, activities, at);
}

async function enrol(
  db: DB,
  programId: number,
  userIds: readonly number[],
  startDate: string,
  enrolledBy: number | null,
  at: Date,
): Promise<EnrolResult> {
  return db.transaction().execute(async (trx) => {
    const program = await lockProgram(trx, programId);
    if (!program?.currentVersionId) throw new AppError("NOT_FOUND", PROGRAM_NOT_FOUND);
    if (program.archivedAt) throw new AppError("CONFLICT", PROGRAM_ARCHIVED);
    const versionId = program.currentVersionId;
    const enrolled = await insertEnrolments(trx, { programId, versionId, startDate, enrolledBy }, userIds);
    await schedulePracticeSteps(trx, versionId, startDate, enrolled, at);
    return { enrolled: enrolled.length, alreadyEnrolled: userIds.length - enrolled.length };
  });
}

/**
 * POST /api/admin/programs/{id}/enrolments: people and the members of groups, each once, on the
 * current version. Enrolling someone again (or two admins at once) changes nothing.
 */
export async function enrolPeople(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: EnrolInput,
): Promise<EnrolResult> {
  const targets = await enrolmentTargets(db, input.userIds, input.groupIds);
  if (targets.length > MAX_ENROLMENT_PEOPLE)
    throw new AppError("BAD_REQUEST", tooManyToEnrol(targets.length));
  return enrol(db, input.programId, targets, input.startDate, caller.id, now());
}

/** Open, unarchived programs a person may join. */
export async function listOpenPrograms({ db }: ServiceDeps, _caller: SessionUser) {
  return (await findOpenPrograms(db)).map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    lengthWeeks: p.lengthWeeks,
  }));
}

/** A person joins an open program, starting today. */
export async function joinProgram(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: JoinProgramInput,
): Promise<EnrolResult> {
  const program = await findProgram(db, input.programId);
  if (!program || !program.isOpen) throw new AppError("NOT_FOUND", PROGRAM_NOT_OPEN);
  const at = now();
  return enrol(db, input.programId, [caller.id], at.toISOString().slice(0, 10), caller.id, at);
}
