import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { latestActivityPerSkillStatement } from "./queries";

const t = useTestDb();

describe("the latest activity per skill, on a busy PostgreSQL server", () => {
  it("probes one index entry per skill, lesson and goal, however long the caller's history and however many other people", async () => {
    // Many people with goals and events, then fresh statistics.
    await insertCrowd(t.db, 2000);
    await sql`insert into goals (user_id, skill_id, title)
      select u.id, (select min(id) from skills), 'Goal' from users u, generate_series(1, 10)
      where u.email like 'crowd-%'`.execute(t.db);
    await sql`insert into activity_events (user_id, type, subject, detail)
      select g.user_id, 'goal_progress', 'x', jsonb_build_object('goalId', g.id) from goals g`.execute(t.db);
    const user = await createUser(t.db);
    // A long history of the caller's own: every probe must still find its newest entry at once.
    await sql`insert into activity_events (user_id, type, subject, detail)
      select ${user.id}, 'lesson_progress', 'x', jsonb_build_object('lessonId', l.id)
      from lessons l, generate_series(1, 100)`.execute(t.db);
    await sql`analyze`.execute(t.db);
    const text = await explainPlan(t.db, latestActivityPerSkillStatement(user.id).compile(t.db));
    for (const kind of ["skill", "lesson", "goal"]) expect(text).toMatch(`activity_events_${kind}_ref_idx`);
    // Never the person's whole history (their time index) nor everyone's rows.
    expect(text).not.toMatch(/activity_events_user_time_idx/);
    expect(text).not.toMatch(/Seq Scan on (goals|activity_events)/);
  });
});
