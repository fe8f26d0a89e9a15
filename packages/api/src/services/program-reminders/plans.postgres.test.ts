import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { dueRemindersStatement } from "./queries";

const t = useTestDb();
const NOW = new Date("2026-11-30T08:00:00Z");

/** 20,000 people in one program: every e-mail worked out for next Monday, 50 due now, 10 new. */
beforeAll(async () => {
  await insertCrowd(t.db, 20_000);
  await sql`with p as (insert into programs default values returning id),
      v as (insert into program_versions (program_id, version, name, length_weeks)
        select id, 1, 'New managers', 12 from p returning id, program_id)
    insert into program_enrolments (program_id, version_id, user_id, start_date, reminder_due_at)
    select v.program_id, v.id, u.id, '2026-11-02',
      case when u.id % 400 = 0 then timestamptz '2026-11-30T07:00:00Z'
           when u.id % 2000 = 1 then null
           else timestamptz '2026-12-07T08:00:00Z' end
    from users u cross join v`.execute(t.db);
  await sql`analyze`.execute(t.db);
}, 120_000);

describe("the program e-mail's check on 20,000 enrolments", () => {
  it("reads only the due and new enrolments, through the due-time index", async () => {
    const text = await explainPlan(t.db, dueRemindersStatement(t.db, NOW, 0, 100).compile());
    expect(text).toMatch(/program_enrolments_reminder_due_idx/);
    expect(text).not.toMatch(/Seq Scan on program_enrolments/);
    const due = await dueRemindersStatement(t.db, NOW, 0, 100).execute();
    expect(due.length).toBe(60);
  });
});
