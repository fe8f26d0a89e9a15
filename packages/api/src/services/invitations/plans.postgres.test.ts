import { sql, type Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { pendingInvitationsOfStatement } from "../people/queries";
import { acceptPendingInvitationStatement } from "../sso/queries";
import { hashSecretToken } from "../../lib/secret-token";
import {
  consumeInvitationStatement,
  existingEmailsStatement,
  pendingInvitationsStatement,
  usableInvitationStatement,
} from "./queries";

const t = useTestDb();
const NOW = new Date("2026-11-29T10:00:00Z");

/** 20,000 people, each invited once: most accepted long ago, the newest 100 still pending. */
beforeAll(async () => {
  await insertCrowd(t.db, 20_000);
  await sql`insert into invitations (user_id, token_hash, sent_at, expires_at, accepted_at)
    select id, md5(id::text) || md5(email), now(), now() + interval '14 days',
      case when id > (select max(id) - 100 from users) then null else now() end
    from users`.execute(t.db);
  await sql`update users set joined_at = null
    where id in (select user_id from invitations where accepted_at is null)`.execute(t.db);
  await sql`analyze`.execute(t.db);
}, 120_000);

const plan = (statement: Compilable) => explainPlan(t.db, statement.compile());

describe("invitation statements on a database of 20,000 invitations", () => {
  it("a link is found and used by its hash's unique index", async () => {
    const hash = hashSecretToken("x".repeat(43));
    for (const statement of [
      usableInvitationStatement(t.db, hash, NOW),
      consumeInvitationStatement(t.db, hash, NOW),
    ]) {
      const text = await plan(statement);
      expect(text).toMatch(/Index Scan using invitations_token_hash_key/);
      expect(text).not.toMatch(/Seq Scan on invitations/);
    }
  });

  it("the pending list reads only pending rows, newest first", async () => {
    const text = await plan(pendingInvitationsStatement(t.db, null, 51, NOW));
    expect(text).toMatch(/invitations_pending_idx/);
    expect(text).not.toMatch(/Seq Scan on invitations/);
  });

  // A small file's check (a full 2,000-address one may rightly hash a table of 20,000 in one pass).
  it("an import's address check uses the case-insensitive address index", async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `new-${i}@example.test`);
    const text = await plan(existingEmailsStatement(t.db, emails));
    expect(text).toMatch(/users_email_lower_key/);
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it("an SSO sign-in finds the account's pending invitation by its partial unique index", async () => {
    const text = await plan(acceptPendingInvitationStatement(t.db, 12_345, NOW));
    expect(text).toMatch(/invitations_pending_key/);
    expect(text).not.toMatch(/Seq Scan on invitations/);
  });

  it("the people screen finds a page's pending invitations through a pending-only index", async () => {
    const page = Array.from({ length: 50 }, (_, i) => 19_950 + i);
    const text = await plan(pendingInvitationsOfStatement(t.db, page));
    expect(text).toMatch(/invitations_pending_(key|idx)/);
    expect(text).not.toMatch(/Seq Scan on invitations/);
  });
});
