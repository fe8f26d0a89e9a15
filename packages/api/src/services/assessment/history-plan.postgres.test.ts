import { sql, type CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { completedAssessmentsBeforeQuery } from "./queries";

const t = useTestDb();

const planOf = (statement: CompiledQuery) => explainPlan(t.db, statement);

describe("the assessment history, on a busy PostgreSQL server", () => {
  it("reads a page of one person's assessments, and an assessment's goals, by index however many others have", async () => {
    await insertCrowd(t.db, 3000);
    await sql`insert into assessments (user_id, type, status, overall_percent, category_scores, completed_at)
      select u.id, 'leadership', 'completed', 70, '{}'::jsonb, now() - (k || ' days')::interval
      from users u, generate_series(1, 8) k where u.email like 'crowd-%'`.execute(t.db);
    await sql`insert into goals (user_id, title, source_assessment_id)
      select a.user_id, 'Goal', a.id from assessments a, generate_series(1, 2)`.execute(t.db);
    await sql`analyze`.execute(t.db);
    const user = await createUser(t.db);

    const firstPage = await planOf(completedAssessmentsBeforeQuery(t.db, user.id, null, 21).compile());
    expect(firstPage).toMatch(/assessments_user_completed_idx/);
    expect(firstPage).not.toMatch(/Seq Scan on assessments/);

    const later = await planOf(
      completedAssessmentsBeforeQuery(t.db, user.id, { completedAt: new Date(), id: 1000 }, 21).compile(),
    );
    expect(later).toMatch(/assessments_user_completed_idx/);
    expect(later).not.toMatch(/Seq Scan on assessments/);

    const goals = await planOf(
      t.db
        .selectFrom("goals")
        .select("id")
        .where("sourceAssessmentId", "=", 1000)
        .where("userId", "=", user.id)
        .compile(),
    );
    expect(goals).not.toMatch(/Seq Scan on goals/);
  });
});
