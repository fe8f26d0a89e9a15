import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { liveSessionsStatement } from "./queries";

const t = useTestDb();

const PEOPLE = 5_000;
let userId: number;

/** 5,000 people with 4 sessions each (20,000 rows) and a known device each. */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  await sql`insert into sessions (sid, sess, expire, user_id, user_agent, ip, last_seen_at)
    select md5(u.id || '-' || n), '{}'::jsonb, now() + interval '10 days', u.id, 'Firefox', '192.0.2.1',
      now() - n * interval '1 hour'
    from users u, generate_series(1, 4) n`.execute(t.db);
  await sql`insert into known_devices (user_id, device_key) select id, 'Firefox|Linux|desktop' from users`.execute(
    t.db,
  );
  await sql`analyze`.execute(t.db);
  const row = await t.db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
  userId = row.id;
}, 120_000);

describe("the sessions list on 20,000 sessions", () => {
  it("reads the person's sessions by their user id, never the whole table", async () => {
    const text = await explainPlan(t.db, liveSessionsStatement(t.db, userId, new Date()).compile());
    expect(text).toMatch(/sessions_user_id_idx/);
    expect(text).not.toMatch(/Seq Scan on sessions/);
  });

  it("ends a session by its public id through its unique index", async () => {
    const statement = t.db
      .deleteFrom("sessions")
      .where("userId", "=", userId)
      .where("publicId", "=", "00000000-0000-4000-8000-000000000000")
      .compile();
    const text = await explainPlan(t.db, statement);
    expect(text).toMatch(/sessions_public_id_key|sessions_user_id_idx/);
    expect(text).not.toMatch(/Seq Scan on sessions/);
  });
});
