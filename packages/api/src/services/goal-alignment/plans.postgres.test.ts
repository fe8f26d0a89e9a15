import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd, insertGroupCohorts, insertProgramCohorts } from "../../testing-plans";
import { myAlignmentStatement, sharedAlignmentsOfStatement, sharedGoalsWithCountsStatement } from "./queries";

const t = useTestDb();

const PEOPLE = 20_000;
const PROGRAMS = 100;
const GROUPS = 400;
let firstProgram: number;

/**
 * 20,000 people, each enrolled in one of 100 programs and a member of one of 400 groups; 5 shared goals
 * per program and per group (2,500, every fifth archived); a goal each, half of them aligned to their
 * program's first shared goal and a quarter shared with a manager.
 */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  firstProgram = await insertProgramCohorts(t.db, {
    programs: PROGRAMS,
    firstStart: "2026-11-02",
    spreadDays: 28,
  });
  await insertGroupCohorts(t.db, GROUPS);
  await sql`insert into shared_goals (program_id, title, archived_at)
    select p.id, 'Program goal ' || n, case when n = 5 then now() end from programs p, generate_series(1, 5) n`.execute(
    t.db,
  );
  await sql`insert into shared_goals (group_id, title, archived_at)
    select g.id, 'Group goal ' || n, case when n = 5 then now() end from groups g, generate_series(1, 5) n`.execute(
    t.db,
  );
  await sql`insert into goals (user_id, title, target_date, shared_with_manager)
    select id, 'Goal of ' || id, date '2027-03-01', id % 4 = 0 from users`.execute(t.db);
  await sql`insert into goal_alignments (goal_id, shared_goal_id, user_id)
    select g.id, (select min(sg.id) from shared_goals sg where sg.program_id = e.program_id), g.user_id
    from goals g join program_enrolments e on e.user_id = g.user_id where g.user_id % 2 = 0`.execute(t.db);
  await sql`analyze`.execute(t.db);
}, 300_000);

describe("goal alignment among 20,000 people (2,500 shared goals, 10,000 links)", () => {
  it("a participant's tree starts from their own enrolments, memberships and links", async () => {
    const person = await t.db
      .selectFrom("goalAlignments")
      .select("userId")
      .orderBy("userId")
      .executeTakeFirstOrThrow();
    const text = await explainPlan(t.db, myAlignmentStatement(t.db, person.userId).compile());
    expect(text).toMatch(/program_enrolments_user_idx|program_enrolments_program_user_key/);
    expect(text).toMatch(/group_members_user_idx|group_members_pkey/);
    expect(text).toMatch(/goal_alignments_user_idx/);
    expect(text).toMatch(/shared_goals_program_idx/);
    expect(text).toMatch(/shared_goals_group_idx/);
    for (const table of [
      "shared_goals",
      "goal_alignments",
      "program_enrolments",
      "group_members",
      "programs",
    ]) {
      expect(text, `${table}:\n${text}`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    }
    const rows = await myAlignmentStatement(t.db, person.userId).execute();
    // Their program's 5 and their group's 5 (archived ones included: the service drops those without a link).
    expect(rows).toHaveLength(10);
  });

  it("the admins' counts probe each shared goal's links by its index", async () => {
    const owner = { kind: "program", id: firstProgram } as const;
    const text = await explainPlan(t.db, sharedGoalsWithCountsStatement(t.db, owner).compile());
    expect(text).toMatch(/shared_goals_program_idx/);
    expect(text).toMatch(/goal_alignments_shared_goal_idx/);
    expect(text).not.toMatch(/Seq Scan on goal_alignments/);
    expect(text).not.toMatch(/Seq Scan on shared_goals/);
    const [first] = await sharedGoalsWithCountsStatement(t.db, owner).execute();
    const links = await t.db
      .selectFrom("goalAlignments")
      .select((eb) => [
        eb.fn.countAll<string>().as("goals"),
        sql<string>`count(distinct user_id)`.as("people"),
      ])
      .where("sharedGoalId", "=", first!.id)
      .executeTakeFirstOrThrow();
    expect(Number(links.goals)).toBeGreaterThan(0);
    expect([Number(first?.alignedGoals), Number(first?.alignedPeople)]).toEqual([
      Number(links.goals),
      Number(links.people),
    ]);
  });

  it("a manager's view reads the followed people's links by their index", async () => {
    const people = await t.db.selectFrom("users").select("id").where("id", "<=", 40).execute();
    const statement = sharedAlignmentsOfStatement(
      t.db,
      people.map((p) => p.id),
    ).compile();
    const text = await explainPlan(t.db, statement);
    expect(text).toMatch(/goal_alignments_user_idx/);
    expect(text).not.toMatch(/Seq Scan on goal_alignments/);
    expect(text).not.toMatch(/Seq Scan on goals\b/);
  });
});
