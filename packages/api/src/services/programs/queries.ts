import type { CalendarEventsTable, DB } from "@leadcoach/db";
import { sql, type Insertable } from "kysely";
import type { ProgramStepInput } from "../../schemas/programs";

/** A program with its current version and how many people are enrolled (engagement only). */
function programsWithVersion(db: DB) {
  return db
    .selectFrom("programs as p")
    .innerJoin("programVersions as v", "v.id", "p.currentVersionId")
    .select((eb) => [
      "p.id",
      "p.isOpen",
      "p.archivedAt",
      "v.id as versionId",
      "v.version",
      "v.name",
      "v.description",
      "v.lengthWeeks",
      eb
        .selectFrom("programEnrolments as e")
        .whereRef("e.programId", "=", "p.id")
        .select((c) => c.fn.countAll<number>().as("n"))
        .as("enrolledCount"),
      eb
        .selectFrom("programSteps as s")
        .whereRef("s.versionId", "=", "v.id")
        .select((c) => c.fn.countAll<number>().as("n"))
        .as("stepCount"),
    ]);
}

export type ProgramRow = NonNullable<Awaited<ReturnType<typeof findProgram>>>;

export function findPrograms(db: DB) {
  return programsWithVersion(db).orderBy("p.archivedAt", "desc").orderBy("v.name").orderBy("p.id").execute();
}

export function findProgram(db: DB, id: number) {
  return programsWithVersion(db).where("p.id", "=", id).executeTakeFirst();
}

export function findOpenPrograms(db: DB) {
  return programsWithVersion(db)
    .where("p.isOpen", "=", true)
    .where("p.archivedAt", "is", null)
    .orderBy("v.name")
    .execute();
}

export function findVersionSteps(db: DB, versionId: number) {
  return db
    .selectFrom("programSteps")
    .select(["id", "position", "week", "kind", "title", "lessonId", "skillId", "prompt"])
    .where("versionId", "=", versionId)
    .orderBy("position")
    .execute();
}

/** Holds the program's row so two edits at once write consecutive versions. */
export function lockProgram(db: DB, id: number) {
  return db
    .selectFrom("programs")
    .select(["id", "currentVersionId", "archivedAt", "isOpen"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertProgram(
  db: DB,
  values: { isOpen: boolean; templateKey: string | null; createdBy: number },
): Promise<number> {
  const row = await db.insertInto("programs").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a version with its steps and makes it the program's current one. */
export async function insertVersion(
  db: DB,
  programId: number,
  draft: { name: string; description: string; lengthWeeks: number; steps: readonly ProgramStepInput[] },
  createdBy: number,
): Promise<number> {
  const { id } = await db
    .insertInto("programVersions")
    .values({
      programId,
      version: sql<number>`(select coalesce(max(version), 0) + 1 from program_versions where program_id = ${programId})`,
      name: draft.name,
      description: draft.description,
      lengthWeeks: draft.lengthWeeks,
      createdBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("programSteps")
    .values(
      draft.steps.map((s, position) => ({
        versionId: id,
        position,
        week: s.week,
        kind: s.kind,
        title: s.title,
        lessonId: s.lessonId,
        skillId: s.skillId,
        prompt: s.prompt,
      })),
    )
    .execute();
  await db.updateTable("programs").set({ currentVersionId: id }).where("id", "=", programId).execute();
  return id;
}

export async function updateProgramFlags(
  db: DB,
  id: number,
  set: { isOpen?: boolean; archivedAt?: Date | null },
): Promise<void> {
  await db.updateTable("programs").set(set).where("id", "=", id).execute();
}

export async function missingLessons(db: DB, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom("lessons").select("id").where("id", "in", ids).execute();
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

/** Lesson ids by slug, for the slugs given. */
export async function lessonIdsBySlug(db: DB, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom("lessons").select(["id", "slug"]).where("slug", "in", slugs).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The active accounts among `userIds` and the members of `groupIds`, each once. */
export async function enrolmentTargets(
  db: DB,
  userIds: readonly number[],
  groupIds: readonly number[],
): Promise<number[]> {
  const direct =
    userIds.length > 0
      ? db.selectFrom("users").select("id").where("id", "in", userIds).where("isActive", "=", true)
      : null;
  const members =
    groupIds.length > 0
      ? db
          .selectFrom("groupMembers as m")
          .innerJoin("users as u", "u.id", "m.userId")
          .select("u.id")
          .where("m.groupId", "in", groupIds)
          .where("u.isActive", "=", true)
      : null;
  const query = direct && members ? direct.union(members) : (direct ?? members);
  if (!query) return [];
  return (await query.execute()).map((r) => r.id);
}

/** Enrols each person once: an enrolment already there is left as it is. Returns the people newly enrolled. */
export async function insertEnrolments(
  db: DB,
  values: { programId: number; versionId: number; startDate: string; enrolledBy: number | null },
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto("programEnrolments")
    .values(userIds.map((userId) => ({ ...values, userId })))
    .onConflict((oc) => oc.columns(["programId", "userId"]).doNothing())
    .returning("userId")
    .execute();
  return rows.map((row) => row.userId);
}

/** A version's practice steps with the program's name: what goes on a new participant's calendar. */
export function findPracticeSteps(db: DB, versionId: number) {
  return db
    .selectFrom("programSteps as s")
    .innerJoin("programVersions as v", "v.id", "s.versionId")
    .select(["s.id", "s.week", "s.title", "s.prompt", "v.name as programName"])
    .where("s.versionId", "=", versionId)
    .where("s.kind", "=", "practice")
    .orderBy("s.position")
    .execute();
}

/** Each person's time zone (null: not known yet). */
export function findTimeZones(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("users").select(["id", "timeZone"]).where("id", "in", userIds).execute();
}

/** Rows per statement: 8 columns each, well under PostgreSQL's 65,535 parameters. */
const ACTIVITY_CHUNK = 1_000;

/** Scheduled activities for many people at once (an enrolment's practice steps). */
export async function insertScheduledActivities(
  db: DB,
  activities: readonly Omit<Insertable<CalendarEventsTable>, "status" | "createdAt" | "updatedAt">[],
  at: Date,
): Promise<void> {
  for (let i = 0; i < activities.length; i += ACTIVITY_CHUNK) {
    await db
      .insertInto("calendarEvents")
      .values(
        activities
          .slice(i, i + ACTIVITY_CHUNK)
          .map((a) => ({ ...a, status: "scheduled" as const, createdAt: at, updatedAt: at })),
      )
      .execute();
  }
}

/** The person's enrolments with their pinned version, newest first. */
export function findOwnEnrolments(db: DB, userId: number) {
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("programVersions as v", "v.id", "e.versionId")
    .innerJoin("programs as p", "p.id", "e.programId")
    .select([
      "e.id as enrolmentId",
      "e.programId",
      "e.versionId",
      "e.startDate",
      "e.reminderDueAt",
      "v.name",
      "v.description",
      "v.lengthWeeks",
    ])
    .where("e.userId", "=", userId)
    .where("p.archivedAt", "is", null)
    .orderBy("e.id", "desc")
    .execute();
}

/** The steps of the given enrolments with the person's own completions. */
export function findOwnSteps(db: DB, enrolments: readonly { enrolmentId: number; versionId: number }[]) {
  const versionIds = [...new Set(enrolments.map((e) => e.versionId))];
  const enrolmentIds = enrolments.map((e) => e.enrolmentId);
  if (versionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("programSteps as s")
    .leftJoin("programStepCompletions as c", (join) =>
      join.onRef("c.stepId", "=", "s.id").on("c.enrolmentId", "in", enrolmentIds),
    )
    .select([
      "s.id",
      "s.versionId",
      "s.position",
      "s.week",
      "s.kind",
      "s.title",
      "s.lessonId",
      "s.skillId",
      "s.prompt",
      "c.enrolmentId",
      "c.completedAt",
      "c.reflection",
      "c.goalId",
    ])
    .where("s.versionId", "in", versionIds)
    .orderBy("s.position")
    .execute();
}

/** A step of the caller's own enrolment, or nothing. */
export function findOwnStep(db: DB, userId: number, enrolmentId: number, stepId: number) {
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("programSteps as s", "s.versionId", "e.versionId")
    .select(["e.id as enrolmentId", "s.id", "s.kind", "s.title", "s.prompt", "s.skillId"])
    .where("e.id", "=", enrolmentId)
    .where("e.userId", "=", userId)
    .where("s.id", "=", stepId)
    .executeTakeFirst();
}

/** Stores the reflection; writing again replaces the text and keeps the first completion time. */
export async function upsertReflection(
  db: DB,
  enrolmentId: number,
  stepId: number,
  reflection: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto("programStepCompletions")
    .values({ enrolmentId, stepId, reflection, completedAt: now })
    .onConflict((oc) => oc.columns(["enrolmentId", "stepId"]).doUpdateSet({ reflection }))
    .execute();
}

/** Claims a goal step for the goal about to be made; false when it was done already. */
export async function claimGoalStep(
  db: DB,
  enrolmentId: number,
  stepId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto("programStepCompletions")
    .values({ enrolmentId, stepId, completedAt: now })
    .onConflict((oc) => oc.columns(["enrolmentId", "stepId"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setStepGoal(
  db: DB,
  enrolmentId: number,
  stepId: number,
  goalId: number,
): Promise<void> {
  await db
    .updateTable("programStepCompletions")
    .set({ goalId })
    .where("enrolmentId", "=", enrolmentId)
    .where("stepId", "=", stepId)
    .execute();
}

/** Where the participants list stands in time: today (UTC), the stalled cut-offs and this week. */
export interface EngagementClock {
  /** 'YYYY-MM-DD', UTC. */
  today: string;
  /** A last step before this instant is too long ago (STALLED_NO_STEP_DAYS). */
  noStepSince: Date;
  /** An open step due before this day puts the person behind (STALLED_BEHIND_WEEKS). */
  behindBefore: string;
  /** The Monday (UTC) of this week: the key of this week's nudge. */
  weekStart: string;
}

/**
 * Every participant of the program with their engagement and the stalled rules applied. Starts from
 * the program's enrolments (`program_enrolments_program_user_key`, never another program's), counts
 * each one's steps and completions through their keys, and reads this week's nudge by its key. Dates
 * and counts only: no reflection is selected.
 */
function participantRows(db: DB, programId: number, clock: EngagementClock) {
  const today = sql`cast(${clock.today} as date)`;
  const rows = db
    .selectFrom("programEnrolments as e")
    .innerJoin("users as u", "u.id", "e.userId")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("programSteps as s")
          .leftJoin("programStepCompletions as c", (join) =>
            join.onRef("c.stepId", "=", "s.id").onRef("c.enrolmentId", "=", "e.id"),
          )
          .whereRef("s.versionId", "=", "e.versionId")
          .select([
            sql<string>`count(*)`.as("stepsTotal"),
            sql<string>`count(*) filter (where e.start_date + (s.week - 1) * 7 <= ${today})`.as("stepsDue"),
            sql<string>`count(c.step_id)`.as("stepsDone"),
            sql<Date | null>`max(c.completed_at)`.as("lastStepAt"),
            sql<number | null>`min(s.week) filter (where c.step_id is null)`.as("firstOpenWeek"),
          ])
          .as("st"),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      "e.id as enrolmentId",
      // The person's id from users: the keyset (lower(name), id) is then users_name_order_idx's own.
      "u.id as userId",
      "u.name",
      "u.email",
      "e.startDate",
      "u.isActive",
      "u.lastLoginAt",
      sql<string>`lower(u.name)`.as("sortName"),
      "st.stepsTotal",
      "st.stepsDue",
      "st.stepsDone",
      "st.lastStepAt",
      // The earliest open step was due (its week's last day) before the cut-off.
      sql<boolean>`coalesce(e.start_date + st.first_open_week * 7 - 1 < cast(${clock.behindBefore} as date), false)`.as(
        "behind",
      ),
      // A step of a week already begun is open, and nothing was done since the cut-off, counting from
      // the later of the last step and the start of that open step's week (there was nothing to do before).
      sql<boolean>`coalesce(e.start_date + (st.first_open_week - 1) * 7 <= ${today}
        and greatest(st.last_step_at, cast(e.start_date + (st.first_open_week - 1) * 7 as timestamp) at time zone 'UTC')
          < ${clock.noStepSince}, false)`.as("noRecentStep"),
      // A scalar subquery, not EXISTS: the planner could hash EXISTS over every nudge of the week (all
      // programs); this probes the key of each row shown.
      eb.fn
        .coalesce(
          eb
            .selectFrom("programNudges as n")
            .select(sql<boolean>`true`.as("nudged"))
            .whereRef("n.enrolmentId", "=", "e.id")
            .where("n.weekStart", "=", clock.weekStart)
            .limit(1),
          sql<boolean>`false`,
        )
        .as("nudgedThisWeek"),
    ])
    .where("e.programId", "=", programId);
  // A deactivated account is never stalled: nobody can act on a nudge to it.
  const stalled = sql<boolean>`(p.is_active and (p.behind or p.no_recent_step))`;
  return db.selectFrom(rows.as("p")).selectAll("p").select(stalled.as("stalled"));
}

/** The program's participants with their engagement, by name, a page at a time (`limit` rows after `cursor`). */
export function participantsStatement(
  db: DB,
  programId: number,
  clock: EngagementClock,
  filter: { stalledOnly: boolean },
  cursor: { id: number; name: string } | undefined,
  limit: number,
) {
  let query = db.selectFrom(participantRows(db, programId, clock).as("p")).selectAll("p");
  if (filter.stalledOnly) query = query.where("p.stalled", "=", true);
  if (cursor !== undefined) {
    query = query.where(sql<boolean>`(p.sort_name, p.user_id) > (${cursor.name}, ${cursor.id})`);
  }
  return query.orderBy("p.sortName").orderBy("p.userId").limit(limit);
}

export function findParticipants(
  db: DB,
  programId: number,
  clock: EngagementClock,
  filter: { stalledOnly: boolean },
  cursor: { id: number; name: string } | undefined,
  limit: number,
) {
  return participantsStatement(db, programId, clock, filter, cursor, limit).execute();
}

/**
 * The program's participants counted in one row, by the participants list's own rules: enrolled,
 * started (a step done), completed (every step of their version done), stalled, and active (a step
 * done or a sign-in) since each of `activeSince`.
 */
export function participantSummaryStatement(
  db: DB,
  programId: number,
  clock: EngagementClock,
  activeSince: { week: Date; month: Date },
) {
  const activeAfter = (since: Date) =>
    sql<string>`count(*) filter (where greatest(p.last_step_at, p.last_login_at) >= ${since})`;
  return db
    .selectFrom(participantRows(db, programId, clock).as("p"))
    .select([
      sql<string>`count(*)`.as("enrolled"),
      sql<string>`count(*) filter (where p.steps_done > 0)`.as("started"),
      sql<string>`count(*) filter (where p.steps_total > 0 and p.steps_done = p.steps_total)`.as("completed"),
      sql<string>`count(*) filter (where p.stalled)`.as("stalled"),
      activeAfter(activeSince.week).as("activeLast7Days"),
      activeAfter(activeSince.month).as("activeLast28Days"),
    ]);
}

export async function findParticipantSummary(
  db: DB,
  programId: number,
  clock: EngagementClock,
  activeSince: { week: Date; month: Date },
) {
  const row = await participantSummaryStatement(db, programId, clock, activeSince).executeTakeFirstOrThrow();
  return {
    enrolled: Number(row.enrolled),
    started: Number(row.started),
    completed: Number(row.completed),
    stalled: Number(row.stalled),
    activeLast7Days: Number(row.activeLast7Days),
    activeLast28Days: Number(row.activeLast28Days),
  };
}

/** One person's enrolment in the program, with what a nudge needs: their address and the program's name. */
export function findEnrolmentForNudge(db: DB, programId: number, userId: number) {
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("users as u", "u.id", "e.userId")
    .innerJoin("programs as p", "p.id", "e.programId")
    .innerJoin("programVersions as v", "v.id", "e.versionId")
    .select([
      "e.id as enrolmentId",
      "u.name",
      "u.email",
      "u.isActive",
      "p.archivedAt",
      "v.name as programName",
    ])
    .where("e.programId", "=", programId)
    .where("e.userId", "=", userId)
    .executeTakeFirst();
}

/**
 * Claims this week's nudge of an enrolment: true for the one caller that inserted the row, false for
 * everyone after (another admin got there first). Run it in the transaction that queues the e-mail.
 */
export async function claimNudge(db: DB, enrolmentId: number, weekStart: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto("programNudges")
    .values({ enrolmentId, weekStart, createdAt: at })
    .onConflict((oc) => oc.columns(["enrolmentId", "weekStart"]).doNothing())
    .returning("enrolmentId")
    .executeTakeFirst();
  return row !== undefined;
}
