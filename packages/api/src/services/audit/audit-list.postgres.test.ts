import { sql, type Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE } from "../../schemas/audit";
import { createUser, useTestDb } from "../../testing";
import { explainPlan } from "../../testing-plans";
import { auditEventsStatement } from "./queries";

const t = useTestDb();
let actorEmail: string;

/** 10,000 people, 200,000 events over two years from 2,000 actors across every action, then fresh statistics. */
beforeAll(async () => {
  await sql`insert into users (email, password, name)
    select 'crowd-' || n || '@example.test', 'x', 'Crowd ' || n from generate_series(1, 10000) n`.execute(
    t.db,
  );
  const actor = await createUser(t.db, { role: "super_admin" });
  actorEmail = actor.email;
  await sql`insert into audit_events (occurred_at, actor_user_id, actor_label, action, ip, detail)
    select now() - n * interval '5 minutes',
      case when n % 100 = 0 then ${actor.id} else 1000000 + n % 2000 end, 'user',
      (array['organisation.settings_updated', 'auth.sso_sign_in', 'auth.password_reset', 'account.deleted',
        'admin.demo_credentials_viewed', 'admin.user_emails_exported', 'audit.exported'])[1 + n % 7],
      '10.0.0.' || n % 250, '{}'::jsonb
    from generate_series(1, 200000) n`.execute(t.db);
  await sql`analyze`.execute(t.db);
});
const plan = (statement: Compilable) => explainPlan(t.db, statement.compile());

const cursor = { occurredAt: new Date(Date.now() - 30 * 86_400_000).toISOString(), id: 150_000 };

describe("the audit list on 200,000 events", () => {
  it("reads the newest page, and the page after a cursor, by the time index without sorting", async () => {
    for (const position of [undefined, cursor]) {
      const text = await plan(auditEventsStatement(t.db, {}, position, AUDIT_PAGE_SIZE + 1));
      expect(text).toMatch(/Index Scan using audit_events_newest_idx/);
      expect(text).not.toMatch(/Seq Scan on audit_events|Sort/);
    }
  });

  it("filters by action through the (action, time) index", async () => {
    const text = await plan(
      auditEventsStatement(t.db, { action: "auth.password_reset" }, cursor, AUDIT_PAGE_SIZE + 1),
    );
    expect(text).toMatch(/audit_events_action_idx/);
    expect(text).not.toMatch(/Seq Scan on audit_events|Sort/);
  });

  it("filters by actor through the (actor, time) index, the address found by the users index", async () => {
    const text = await plan(auditEventsStatement(t.db, { actorEmail }, undefined, AUDIT_PAGE_SIZE + 1));
    expect(text).toMatch(/audit_events_actor_idx/);
    expect(text).toMatch(/users_email_lower_key/);
    expect(text).not.toMatch(/Seq Scan on audit_events|Sort/);
  });
});
