import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import type { SharedGoalOwner } from "../../schemas/goal-alignment";
import { lockGroup } from "../groups/queries";
import { countOf, rowCount } from "../shared-queries";

/** The owner's column of `shared_goals`: each is read through its own partial index. */
function ownerColumn(owner: SharedGoalOwner) {
  return owner.kind === "program" ? ("sg.programId" as const) : ("sg.groupId" as const);
}

/**
 * Shared goals with their owner's name (a program's current version's, or the group's) and whether the
 * program is archived.
 */
function sharedGoalsWithOwners(db: DB) {
  return db
    .selectFrom("sharedGoals as sg")
    .leftJoin("programs as p", "p.id", "sg.programId")
    .leftJoin("programVersions as v", "v.id", "p.currentVersionId")
    .leftJoin("groups as gr", "gr.id", "sg.groupId")
    .select((eb) => [
      "sg.id",
      "sg.programId",
      "sg.groupId",
      "sg.title",
      "sg.description",
      "sg.archivedAt",
      "p.archivedAt as programArchivedAt",
      eb.fn.coalesce("v.name", "gr.name").as("ownerName"),
    ]);
}

/**
 * Holds the program's or group's row until the transaction ends, so two admins adding shared goals
 * at once count them in turn; undefined when it does not exist.
 */
export async function lockOwner(db: DB, owner: SharedGoalOwner): Promise<{ archived: boolean } | undefined> {
  if (owner.kind === "group") return (await lockGroup(db, owner.id)) ? { archived: false } : undefined;
  const program = await db
    .selectFrom("programs")
    .select("archivedAt")
    .where("id", "=", owner.id)
    .forUpdate()
    .executeTakeFirst();
  return program && { archived: program.archivedAt !== null };
}

export async function ownerExists(db: DB, owner: SharedGoalOwner): Promise<boolean> {
  const table = owner.kind === "program" ? "programs" : "groups";
  return (
    (await db.selectFrom(table).select("id").where("id", "=", owner.id).executeTakeFirst()) !== undefined
  );
}

/** The owner's shared goals that are not archived. */
export function countOpenSharedGoals(db: DB, owner: SharedGoalOwner): Promise<number> {
  return countOf(
    db
      .selectFrom("sharedGoals as sg")
      .select(rowCount)
      .where(ownerColumn(owner), "=", owner.id)
      .where("sg.archivedAt", "is", null),
  );
}

export async function insertSharedGoal(
  db: DB,
  values: { owner: SharedGoalOwner; title: string; description: string; createdBy: number; at: Date },
): Promise<number> {
  const row = await db
    .insertInto("sharedGoals")
    .values({
      programId: values.owner.kind === "program" ? values.owner.id : null,
      groupId: values.owner.kind === "group" ? values.owner.id : null,
      title: values.title,
      description: values.description,
      createdBy: values.createdBy,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The owner's shared goals, open ones first, each with how many goals are aligned to it and how many
 * people they belong to: one probe of `goal_alignments_shared_goal_idx` per shared goal.
 */
export function sharedGoalsWithCountsStatement(db: DB, owner: SharedGoalOwner) {
  return db
    .selectFrom("sharedGoals as sg")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("goalAlignments as ga")
          .select([sql<string>`count(*)`.as("goals"), sql<string>`count(distinct ga.user_id)`.as("people")])
          .whereRef("ga.sharedGoalId", "=", "sg.id")
          .as("a"),
      (join) => join.onTrue(),
    )
    .select([
      "sg.id",
      "sg.title",
      "sg.description",
      "sg.archivedAt",
      "sg.createdAt",
      "a.goals as alignedGoals",
      "a.people as alignedPeople",
    ])
    .where(ownerColumn(owner), "=", owner.id)
    .orderBy(sql`sg.archived_at is not null`)
    .orderBy("sg.id");
}

export function findSharedGoalsWithCounts(db: DB, owner: SharedGoalOwner) {
  return sharedGoalsWithCountsStatement(db, owner).execute();
}

/** A shared goal's row, held until the transaction ends. */
export function lockSharedGoal(db: DB, id: number) {
  return db
    .selectFrom("sharedGoals")
    .select(["id", "programId", "groupId", "archivedAt"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSharedGoalRow(
  db: DB,
  id: number,
  changes: { title?: string; description?: string; archivedAt?: Date | null; updatedAt: Date },
): Promise<void> {
  await db.updateTable("sharedGoals").set(changes).where("id", "=", id).execute();
}

/** Copies a program's open shared goals to another program (a duplicate); links stay behind. */
export async function copyProgramSharedGoals(
  db: DB,
  from: number,
  to: number,
  createdBy: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto("sharedGoals")
    .columns(["programId", "title", "description", "createdBy", "createdAt", "updatedAt"])
    .expression((eb) =>
      eb
        .selectFrom("sharedGoals")
        .select((s) => [
          s.val(to).as("programId"),
          "title",
          "description",
          s.val(createdBy).as("createdBy"),
          s.val(at).as("createdAt"),
          s.val(at).as("updatedAt"),
        ])
        .where("programId", "=", from)
        .where("archivedAt", "is", null)
        .orderBy("id"),
    )
    .execute();
}

/**
 * A shared goal as one person may use it: whether it or its program is archived, and whether the
 * person is enrolled in its program or a member of its group now.
 */
export function findSharedGoalFor(db: DB, userId: number, sharedGoalId: number) {
  return withMembership(sharedGoalsWithOwners(db), userId)
    .where("sg.id", "=", sharedGoalId)
    .executeTakeFirst();
}

/**
 * Adds whether the person is enrolled in the shared goal's program or is a member of its group: one key
 * probe each.
 */
function withMembership(query: ReturnType<typeof sharedGoalsWithOwners>, userId: number) {
  return query.select((eb) =>
    eb
      .or([
        eb.exists(
          eb
            .selectFrom("programEnrolments as e")
            .select("e.id")
            .whereRef("e.programId", "=", "sg.programId")
            .where("e.userId", "=", userId),
        ),
        eb.exists(
          eb
            .selectFrom("groupMembers as m")
            .select("m.userId")
            .whereRef("m.groupId", "=", "sg.groupId")
            .where("m.userId", "=", userId),
        ),
      ])
      .$castTo<boolean>()
      .as("member"),
  );
}

/** The shared goal a goal is aligned to, if any. */
export async function findAlignment(db: DB, goalId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("goalAlignments")
    .select("sharedGoalId")
    .where("goalId", "=", goalId)
    .executeTakeFirst();
  return row?.sharedGoalId;
}

/** Aligns a goal (one link per goal: a second alignment replaces the first, however many at once). */
export async function upsertAlignment(
  db: DB,
  values: { goalId: number; sharedGoalId: number; userId: number; at: Date },
): Promise<void> {
  await db
    .insertInto("goalAlignments")
    .values({
      goalId: values.goalId,
      sharedGoalId: values.sharedGoalId,
      userId: values.userId,
      alignedAt: values.at,
    })
    .onConflict((oc) =>
      oc.column("goalId").doUpdateSet({ sharedGoalId: values.sharedGoalId, alignedAt: values.at }),
    )
    .execute();
}

export async function deleteAlignment(db: DB, userId: number, goalId: number): Promise<void> {
  await db.deleteFrom("goalAlignments").where("goalId", "=", goalId).where("userId", "=", userId).execute();
}

/**
 * The participant's tree: the shared goals of their programs and groups, and those any of their goals
 * is aligned to, each with its owner and whether the person belongs to it now. Each arm starts from the
 * person's own rows (their enrolments, memberships and links) and reaches shared goals by their
 * indexes; the union drops the repeats. In no particular order.
 */
export function myAlignmentStatement(db: DB, userId: number) {
  const arm = () => withMembership(sharedGoalsWithOwners(db), userId);
  return arm()
    .innerJoin("programEnrolments as e", "e.programId", "sg.programId")
    .where("e.userId", "=", userId)
    .union(arm().innerJoin("groupMembers as m", "m.groupId", "sg.groupId").where("m.userId", "=", userId))
    .union(
      arm().innerJoin("goalAlignments as ga", "ga.sharedGoalId", "sg.id").where("ga.userId", "=", userId),
    );
}

export function findMySharedGoals(db: DB, userId: number) {
  return myAlignmentStatement(db, userId).execute();
}

/** The person's links: which goal is aligned to which shared goal. */
export function findOwnAlignments(db: DB, userId: number) {
  return db
    .selectFrom("goalAlignments")
    .select(["goalId", "sharedGoalId"])
    .where("userId", "=", userId)
    .orderBy("goalId")
    .execute();
}

/**
 * For a manager: the goals these people share with their managers that are aligned to a shared goal,
 * with that shared goal. Only those goals' title, status and progress are read.
 */
export function findSharedAlignmentsOf(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return sharedAlignmentsOfStatement(db, userIds).execute();
}

export function sharedAlignmentsOfStatement(db: DB, userIds: readonly number[]) {
  return sharedGoalsWithOwners(db)
    .innerJoin("goalAlignments as ga", "ga.sharedGoalId", "sg.id")
    .innerJoin("goals as g", "g.id", "ga.goalId")
    .select([
      "ga.userId",
      "g.id as goalId",
      "g.title as goalTitle",
      "g.status as goalStatus",
      "g.progressPercentage as goalProgress",
    ])
    .where("ga.userId", "in", [...userIds])
    .where("g.sharedWithManager", "=", true)
    .orderBy("sg.id")
    .orderBy("g.id");
}
