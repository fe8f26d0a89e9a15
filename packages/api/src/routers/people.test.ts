import { randomUUID } from "node:crypto";
import type { Role } from "@leadcoach/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  ADMIN_STATUS_NEEDS_SUPER_ADMIN,
  OWN_ACCOUNT_UNDEACTIVATABLE,
  OWN_ROLE_UNCHANGEABLE,
  PERSON_NOT_FOUND,
  ROLE_CHANGE_NEEDS_SUPER_ADMIN,
  encodePeopleCursor,
  ZListPeopleInput,
  type ListPeopleInput,
  type Person,
} from "../schemas/people";
import { peopleStatement, SEARCH_SORTED_MATCHES } from "../services/people/queries";
import { LAST_SUPER_ADMIN, setAccountActive } from "../services/people/status";
import { callerFor, createUser, expectTrpcError, useTestDb } from "../testing";

const t = useTestDb();

/** A word no other test's people carry: searching it scopes a list to one test. */
const tag = () => `tag${randomUUID().slice(0, 8)}`;

async function person(overrides: { role?: Role; name?: string; email?: string } = {}) {
  return createUser(t.db, overrides);
}

async function as(role: Role) {
  const user = await person({ role });
  return { user, api: await callerFor(t.db, { userId: user.id, clientIp: "198.51.100.20" }) };
}

const auditOf = (subjectId: number, action?: string) => {
  let query = t.db
    .selectFrom("auditEvents")
    .select(["action", "actorUserId", "actorLabel", "ip", "detail"])
    .where("subjectType", "=", "user")
    .where("subjectId", "=", String(subjectId));
  if (action) query = query.where("action", "=", action as never);
  return query.orderBy("id").execute();
};

/** Every page of a list, following `nextCursor`. */
async function allPages(
  api: Awaited<ReturnType<typeof callerFor>>,
  input: ListPeopleInput,
): Promise<Person[]> {
  const people: Person[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const result = await api.people.list({ ...input, cursor });
    people.push(...result.people);
    if (!result.nextCursor) return people;
    cursor = result.nextCursor;
  }
  throw new Error("too many pages");
}

describe("people.list", () => {
  it("carries an invited person's pending invitation, to resend or revoke from the row", async () => {
    const { api } = await as("admin");
    const word = tag();
    const invited = await api.invitations.invite({ name: `Ina ${word}`, email: `${word}@example.test` });
    const joined = await person({ name: `Jo ${word}` });
    const listed = await api.people.list({ search: word });
    expect(listed.people.map((p) => [p.id, p.status, p.pendingInvitationId])).toEqual([
      [invited.userId, "invited", invited.invitationId],
      [joined.id, "active", null],
    ]);
    await api.invitations.resend({ id: invited.invitationId });
    const [again] = (await api.people.list({ search: `Ina ${word}` })).people;
    expect(again?.pendingInvitationId).toBe(invited.invitationId);
  });

  it("answers admins only: users 403, signed out 401", async () => {
    const { api } = await as("user");
    await expectTrpcError(api.people.list({}), "FORBIDDEN");
    await expectTrpcError((await callerFor(t.db)).people.list({}), "UNAUTHORIZED");
    const admin = await as("admin");
    await expect(admin.api.people.list({})).resolves.toHaveProperty("people");
  });

  it("shows name, e-mail, role, status, groups and last sign-in", async () => {
    const word = tag();
    const invited = await person({ name: `Ivy ${word}` });
    await t.db.updateTable("users").set({ joinedAt: null }).where("id", "=", invited.id).execute();
    const gone = await person({ name: `Gus ${word}`, role: "admin" });
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", gone.id).execute();
    const active = await person({ name: `Ann ${word}` });
    const signedIn = new Date("2026-11-01T08:30:00.123Z");
    await t.db.updateTable("users").set({ lastLoginAt: signedIn }).where("id", "=", active.id).execute();
    const group = await t.db
      .insertInto("groups")
      .values({ name: `Team ${word}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db.insertInto("groupMembers").values({ groupId: group.id, userId: active.id }).execute();

    const { api } = await as("admin");
    const { people } = await api.people.list({ search: word });
    expect(people.map((p) => [p.name, p.role, p.status])).toEqual([
      [`Ann ${word}`, "user", "active"],
      [`Gus ${word}`, "admin", "deactivated"],
      [`Ivy ${word}`, "user", "invited"],
    ]);
    expect(people[0]).toMatchObject({
      email: active.email,
      lastLoginAt: signedIn.toISOString(),
      groups: [{ id: group.id, name: `Team ${word}` }],
      groupCount: 1,
    });
    expect(people[2]).toMatchObject({ joinedAt: null, lastLoginAt: null, groups: [], groupCount: 0 });
  });

  it("searches a piece of a name or an address anywhere, case-insensitively, wildcards taken literally", async () => {
    const word = tag();
    const a = await person({ name: `Zed Quill ${word}`, email: `zq-${word}@corp.example` });
    const b = await person({ name: `Mo 100%_${word}`, email: `mo-${word}@corp.example` });
    const { api } = await as("admin");
    const ids = async (search: string) => (await api.people.list({ search })).people.map((p) => p.id);
    expect(await ids(`QUILL ${word.toUpperCase()}`)).toEqual([a.id]);
    expect(await ids(`zq-${word}@corp`)).toEqual([a.id]);
    expect(await ids(`100%_${word}`)).toEqual([b.id]);
    // '%' and '_' match only themselves: 'Zed' has neither.
    expect(await ids(`%${word}`)).toEqual([]);
    expect(await ids(`_${word}`)).toEqual([b.id]);
    expect(await ids(`  ${word}  `)).toEqual([b.id, a.id]);
  });

  it("filters by role, status and group, together with a search", async () => {
    const word = tag();
    const admin = await person({ name: `A ${word}`, role: "admin" });
    const user = await person({ name: `B ${word}` });
    const invited = await person({ name: `C ${word}` });
    await t.db.updateTable("users").set({ joinedAt: null }).where("id", "=", invited.id).execute();
    const off = await person({ name: `D ${word}` });
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", off.id).execute();
    const group = await t.db
      .insertInto("groups")
      .values({ name: `G ${word}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("groupMembers")
      .values([user, off].map((p) => ({ groupId: group.id, userId: p.id })))
      .execute();

    const { api } = await as("admin");
    const ids = async (input: ListPeopleInput) =>
      (await api.people.list({ search: word, ...input })).people.map((p) => p.id);
    expect(await ids({ role: "admin" })).toEqual([admin.id]);
    expect(await ids({ role: "user" })).toEqual([user.id, invited.id, off.id]);
    expect(await ids({ status: "invited" })).toEqual([invited.id]);
    expect(await ids({ status: "deactivated" })).toEqual([off.id]);
    expect(await ids({ status: "active" })).toEqual([admin.id, user.id]);
    expect(await ids({ groupId: group.id })).toEqual([user.id, off.id]);
    expect(await ids({ groupId: group.id, status: "active" })).toEqual([user.id]);
  });

  it("pages through every order, both directions, each row once and in order", async () => {
    const word = tag();
    const names = ["bea", "Ali", "cy", "Ali", "dee", "Émile", "eve"];
    const made: { id: number; name: string; email: string }[] = [];
    for (const [i, name] of names.entries()) {
      made.push(await person({ name: `${name} ${word}`, email: `${word}-${(7 - i) % 4}-${i}@example.test` }));
    }
    // Sign-ins with the same time, with microseconds, and none at all.
    const times = [
      "2026-10-01 10:00:00.000001+00",
      "2026-10-01 10:00:00.000001+00",
      "2026-10-02 09:00:00.5+00",
      null,
      "2026-09-30 23:59:59.999999+00",
      null,
      "2026-10-01 10:00:00.000002+00",
    ];
    for (const [i, time] of times.entries()) {
      await sql`update users set last_login_at = ${time}::timestamptz where id = ${made[i]?.id}`.execute(
        t.db,
      );
    }
    const rows = await t.db
      .selectFrom("users")
      .select(["id", sql<string>`lower(name)`.as("n"), sql<string>`lower(email)`.as("e"), "lastLoginAt"])
      .where(sql<boolean>`name like ${`%${word}`}`)
      .execute();
    const byText = (key: "n" | "e") => (x: (typeof rows)[number], y: (typeof rows)[number]) =>
      x[key] < y[key] ? -1 : x[key] > y[key] ? 1 : x.id - y.id;
    const login = (r: (typeof rows)[number]) => r.lastLoginAt?.getTime() ?? -Infinity;
    const expected = {
      name: [...rows].sort(byText("n")),
      email: [...rows].sort(byText("e")),
      lastSignIn: [...rows].sort((x, y) => login(x) - login(y) || x.id - y.id),
      newest: [...rows].sort((x, y) => x.id - y.id),
    };

    const { api } = await as("admin");
    for (const sort of ["name", "email", "lastSignIn", "newest"] as const) {
      const ascending = expected[sort].map((r) => r.id);
      for (const direction of ["asc", "desc"] as const) {
        const listed = await allPages(api, { search: word, sort, order: direction, limit: 2 });
        expect(
          listed.map((p) => p.id),
          `${sort} ${direction}`,
        ).toEqual(direction === "asc" ? ascending : [...ascending].reverse());
      }
    }
    // A search that matches many is read off the order's index, one that matches few sorted from its
    // matches: both give the same rows.
    for (const sort of ["name", "email", "lastSignIn", "newest"] as const) {
      const query = ZListPeopleInput.parse({ search: word, sort });
      const ids = async (capMatches?: number) =>
        (await peopleStatement(t.db, query, 100, { capMatches }).execute()).map((r) => r.id);
      expect(await ids(SEARCH_SORTED_MATCHES), sort).toEqual(await ids());
    }
    // Without a direction each order starts where the screen starts it.
    const newestFirst = await allPages(api, { search: word, sort: "newest", limit: 3 });
    expect(newestFirst.map((p) => p.id)).toEqual(expected.newest.map((r) => r.id).reverse());
  });

  it("pages through a search matching more people than are sorted from their matches", async () => {
    const word = tag();
    const count = SEARCH_SORTED_MATCHES + 60;
    await sql`insert into users (email, password, name, created_at)
      select ${word} || '-' || n || '@example.test', 'x', 'Bulk ' || ${word} || ' ' || (n * 7919 % ${count}),
        now() - n * interval '1 second'
      from generate_series(1, ${count}::int) n`.execute(t.db);
    const { api } = await as("admin");
    for (const sort of ["name", "newest"] as const) {
      const listed = await allPages(api, { search: word, sort, limit: 100 });
      expect(listed).toHaveLength(count);
      expect(new Set(listed.map((p) => p.id)).size).toBe(count);
      const keys = listed.map((p) => (sort === "name" ? p.name.toLowerCase() : -p.id));
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sorted);
    }
    // A cursor past the last row: an empty page, for many matches and for few.
    for (const search of [word, `Bulk ${word} 1`]) {
      const past = encodePeopleCursor({ sort: "name", order: "asc", value: "zzzz", id: 1 });
      expect(await api.people.list({ search, cursor: past })).toEqual({ people: [], nextCursor: null });
    }
  });

  it("refuses a cursor that is not one, or belongs to another order, with 400", async () => {
    const word = tag();
    await person({ name: `One ${word}` });
    await person({ name: `Two ${word}` });
    const { api } = await as("admin");
    const first = await api.people.list({ search: word, limit: 1, sort: "name" });
    expect(first.nextCursor).toEqual(expect.any(String));
    await expectTrpcError(
      api.people.list({ search: word, sort: "email", cursor: first.nextCursor ?? "" }),
      "BAD_REQUEST",
      /another order/,
    );
    for (const cursor of ["not a cursor", "eyJ4Ijoy", "", "a".repeat(3000)]) {
      await expectTrpcError(api.people.list({ cursor }), "BAD_REQUEST");
    }
    await expectTrpcError(api.people.list({ limit: 101 }), "BAD_REQUEST");
    await expectTrpcError(api.people.list({ search: "x".repeat(101) }), "BAD_REQUEST");
  });
});

describe("people.setRole", () => {
  it("lets a super admin grant and remove admin roles, audited with from and to", async () => {
    const { api, user: boss } = await as("super_admin");
    const target = await person();
    const granted = await api.people.setRole({ id: target.id, role: "admin" });
    expect(granted).toMatchObject({ changed: true, person: { id: target.id, role: "admin" } });
    await api.people.setRole({ id: target.id, role: "super_admin" });
    await api.people.setRole({ id: target.id, role: "user" });
    expect(await auditOf(target.id, "user.role_changed")).toEqual([
      expect.objectContaining({
        actorUserId: boss.id,
        actorLabel: "super_admin",
        ip: "198.51.100.20",
        detail: { from: "user", to: "admin" },
      }),
      expect.objectContaining({ detail: { from: "admin", to: "super_admin" } }),
      expect.objectContaining({ detail: { from: "super_admin", to: "user" } }),
    ]);
    // The same role again changes nothing and writes nothing.
    expect(await api.people.setRole({ id: target.id, role: "user" })).toMatchObject({ changed: false });
    expect(await auditOf(target.id, "user.role_changed")).toHaveLength(3);
  });

  it("refuses admins (any change grants or removes an admin role), anyone's own role, and unknown people", async () => {
    const admin = await as("admin");
    const target = await person();
    await expectTrpcError(
      admin.api.people.setRole({ id: target.id, role: "admin" }),
      "FORBIDDEN",
      ROLE_CHANGE_NEEDS_SUPER_ADMIN,
    );
    await expectTrpcError(
      admin.api.people.setRole({ id: admin.user.id, role: "super_admin" }),
      "FORBIDDEN",
      OWN_ROLE_UNCHANGEABLE,
    );
    const boss = await as("super_admin");
    await expectTrpcError(
      boss.api.people.setRole({ id: boss.user.id, role: "user" }),
      "FORBIDDEN",
      OWN_ROLE_UNCHANGEABLE,
    );
    await expectTrpcError(
      boss.api.people.setRole({ id: 2_000_000_000, role: "admin" }),
      "NOT_FOUND",
      PERSON_NOT_FOUND,
    );
    await expectTrpcError(boss.api.people.setRole({ id: target.id, role: "owner" as Role }), "BAD_REQUEST");
    const user = await as("user");
    await expectTrpcError(user.api.people.setRole({ id: user.user.id, role: "admin" }), "FORBIDDEN");
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("two super admins demoting each other at once: one wins, the other is refused, a super admin stays", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const a = await as("super_admin");
      const b = await as("super_admin");
      const results = await Promise.allSettled([
        a.api.people.setRole({ id: b.user.id, role: "user" }),
        b.api.people.setRole({ id: a.user.id, role: "user" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected");
      expect(String((rejected as PromiseRejectedResult).reason)).toMatch(/permission/);
      const roles = await t.db
        .selectFrom("users")
        .select("role")
        .where("id", "in", [a.user.id, b.user.id])
        .execute();
      expect(roles.map((r) => r.role).sort()).toEqual(["super_admin", "user"]);
    }
  });
});

describe("people.deactivate and people.reactivate", () => {
  it("signs the person out at once, keeps their data, audits both, and reactivation lets them back", async () => {
    const { api, user: admin } = await as("admin");
    const target = await person();
    await t.db
      .insertInto("sessions")
      .values({
        sid: `s-${target.id}`,
        sess: "{}",
        expire: new Date(Date.now() + 86_400_000),
        userId: target.id,
      })
      .execute();
    await t.db.insertInto("goals").values({ userId: target.id, title: "Stays" }).execute();

    const off = await api.people.deactivate({ id: target.id });
    expect(off).toMatchObject({ changed: true, person: { id: target.id, status: "deactivated" } });
    expect(await t.db.selectFrom("sessions").select("sid").where("userId", "=", target.id).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom("goals").select("title").where("userId", "=", target.id).execute()).toEqual([
      { title: "Stays" },
    ]);
    // Their own caller has no user any more: every procedure answers 401.
    await expectTrpcError((await callerFor(t.db, { userId: target.id })).auth.me(), "UNAUTHORIZED");
    // Again: nothing to change, nothing written.
    expect(await api.people.deactivate({ id: target.id })).toMatchObject({ changed: false });

    const on = await api.people.reactivate({ id: target.id });
    expect(on).toMatchObject({ changed: true, person: { status: "active" } });
    await expect((await callerFor(t.db, { userId: target.id })).auth.me()).resolves.toMatchObject({
      id: target.id,
    });
    expect(await auditOf(target.id)).toEqual([
      expect.objectContaining({ action: "user.deactivated", actorUserId: admin.id, actorLabel: "admin" }),
      expect.objectContaining({ action: "user.reactivated", actorUserId: admin.id }),
    ]);
  });

  it("refuses one's own account, an admin's by an admin, and unknown people; a super admin may", async () => {
    const admin = await as("admin");
    const otherAdmin = await person({ role: "admin" });
    await expectTrpcError(
      admin.api.people.deactivate({ id: admin.user.id }),
      "FORBIDDEN",
      OWN_ACCOUNT_UNDEACTIVATABLE,
    );
    await expectTrpcError(
      admin.api.people.deactivate({ id: otherAdmin.id }),
      "FORBIDDEN",
      ADMIN_STATUS_NEEDS_SUPER_ADMIN,
    );
    await expectTrpcError(admin.api.people.reactivate({ id: 2_000_000_000 }), "NOT_FOUND", PERSON_NOT_FOUND);
    const boss = await as("super_admin");
    await expect(boss.api.people.deactivate({ id: otherAdmin.id })).resolves.toMatchObject({ changed: true });
    await expectTrpcError(
      boss.api.people.deactivate({ id: boss.user.id }),
      "FORBIDDEN",
      OWN_ACCOUNT_UNDEACTIVATABLE,
    );
    const user = await as("user");
    await expectTrpcError(user.api.people.deactivate({ id: otherAdmin.id }), "FORBIDDEN");
  });

  it("an admin deactivated while their own deactivation of someone is on its way cannot act", async () => {
    const admin = await as("admin");
    const boss = await as("super_admin");
    const target = await person();
    // The admin's request passed the role check (its context holds the admin); then they lose their rights.
    await boss.api.people.deactivate({ id: admin.user.id });
    await expectTrpcError(admin.api.people.deactivate({ id: target.id }), "FORBIDDEN");
    await boss.api.people.reactivate({ id: admin.user.id });
    await boss.api.people.setRole({ id: admin.user.id, role: "user" });
    await expectTrpcError(admin.api.people.deactivate({ id: target.id }), "FORBIDDEN");
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("two super admins deactivating each other at once: one stays active", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const a = await as("super_admin");
      const b = await as("super_admin");
      const results = await Promise.allSettled([
        a.api.people.deactivate({ id: b.user.id }),
        b.api.people.deactivate({ id: a.user.id }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const active = await t.db
        .selectFrom("users")
        .select("isActive")
        .where("id", "in", [a.user.id, b.user.id])
        .execute();
      expect(active.filter((r) => r.isActive)).toHaveLength(1);
    }
  });
});

describe("setAccountActive (SCIM's door) keeps the last active super admin", () => {
  it("refuses to deactivate the only active super admin with 409, whatever the order of requests", async () => {
    // Every other super admin of this file's database steps aside first.
    await t.db.updateTable("users").set({ isActive: false }).where("role", "=", "super_admin").execute();
    const a = await person({ role: "super_admin" });
    const b = await person({ role: "super_admin" });
    const at = new Date();
    const scim = { userId: null, label: "scim" } as const;
    const results = await Promise.allSettled([
      setAccountActive(t.db, { userId: a.id, active: false, actor: scim, at }),
      setAccountActive(t.db, { userId: b.id, active: false, actor: scim, at }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(String((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason)).toContain(
      LAST_SUPER_ADMIN,
    );
    const left = await t.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "super_admin")
      .where("isActive", "=", true)
      .execute();
    expect(left).toHaveLength(1);
    const scimEvents = await t.db
      .selectFrom("auditEvents")
      .select(["actorLabel", "actorUserId"])
      .where("action", "=", "user.deactivated")
      .where("subjectId", "in", [String(a.id), String(b.id)])
      .execute();
    expect(scimEvents).toEqual([{ actorLabel: "scim", actorUserId: null }]);
    // Reactivating the other brings back a second; then either may go.
    const gone = a.id === left[0]?.id ? b.id : a.id;
    expect(await setAccountActive(t.db, { userId: gone, active: true, actor: scim, at })).toBe(true);
    expect(await setAccountActive(t.db, { userId: gone, active: true, actor: scim, at })).toBe(false);
    expect(await setAccountActive(t.db, { userId: left[0]?.id ?? 0, active: false, actor: scim, at })).toBe(
      true,
    );
    await t.db.updateTable("users").set({ isActive: true }).where("role", "=", "super_admin").execute();
  });
});

describe("bulk deactivation and reactivation", () => {
  it("changes those it may, reports each refusal with its reason, and audits each change", async () => {
    const admin = await as("admin");
    const plain = [await person(), await person(), await person()];
    const already = await person();
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", already.id).execute();
    const otherAdmin = await person({ role: "admin" });
    const ids = [
      ...plain.map((p) => p.id),
      already.id,
      otherAdmin.id,
      admin.user.id,
      2_000_000_001,
      plain[0]?.id ?? 0,
    ];
    const outcome = await admin.api.people.deactivateMany({ ids });
    expect(outcome).toEqual({
      changed: plain.map((p) => p.id),
      unchanged: [already.id],
      refused: [
        { id: otherAdmin.id, reason: ADMIN_STATUS_NEEDS_SUPER_ADMIN },
        { id: admin.user.id, reason: OWN_ACCOUNT_UNDEACTIVATABLE },
        { id: 2_000_000_001, reason: PERSON_NOT_FOUND },
      ].sort((a, b) => a.id - b.id),
    });
    for (const p of plain) expect(await auditOf(p.id, "user.deactivated")).toHaveLength(1);
    expect(await auditOf(already.id)).toEqual([]);

    const back = await admin.api.people.reactivateMany({ ids: [...plain.map((p) => p.id), already.id] });
    expect(back).toEqual({ changed: [...plain.map((p) => p.id), already.id], unchanged: [], refused: [] });
  });

  it("takes at most 500 ids and at least one", async () => {
    const admin = await as("admin");
    await expectTrpcError(admin.api.people.deactivateMany({ ids: [] }), "BAD_REQUEST", /at least one/);
    await expectTrpcError(
      admin.api.people.deactivateMany({ ids: Array.from({ length: 501 }, (_, i) => i + 1) }),
      "BAD_REQUEST",
      /at most 500/,
    );
    const many = Array.from({ length: 500 }, (_, i) => 1_900_000_000 + i);
    const outcome = await admin.api.people.reactivateMany({ ids: many });
    expect(outcome.refused).toHaveLength(500);
  });
});
