import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GROUP_MANAGED_EXTERNALLY, GROUP_NOT_FOUND, groupNameTaken } from "../schemas/groups";
import { callerFor, createUser, expectTrpcError, useTestDb } from "../testing";

const t = useTestDb();

const unique = (prefix = "Team") => `${prefix} ${randomUUID().slice(0, 8)}`;

async function admin() {
  const user = await createUser(t.db, { role: "admin" });
  return { user, api: await callerFor(t.db, { userId: user.id, clientIp: "198.51.100.30" }) };
}

const groupAudit = (groupId: number) =>
  t.db
    .selectFrom("auditEvents")
    .select(["action", "actorUserId", "ip", "detail"])
    .where("subjectType", "=", "group")
    .where("subjectId", "=", String(groupId))
    .orderBy("id")
    .execute();

describe("groups: create, rename, delete", () => {
  it("creates, renames and deletes a group, each audited; people stay when their group goes", async () => {
    const { api, user } = await admin();
    const name = unique();
    const group = await api.groups.create({ name: `  ${name}  ` });
    expect(group).toMatchObject({ name, memberCount: 0, managedExternally: false });
    const member = await createUser(t.db);
    await api.groups.addMembers({ id: group.id, userIds: [member.id] });
    expect(await api.groups.get({ id: group.id })).toMatchObject({ id: group.id, name, memberCount: 1 });
    const renamed = await api.groups.rename({ id: group.id, name: `${name} renamed` });
    expect(renamed).toMatchObject({ id: group.id, name: `${name} renamed`, memberCount: 1 });
    expect(await api.groups.delete({ id: group.id })).toEqual({ success: true });
    expect(await t.db.selectFrom("users").select("id").where("id", "=", member.id).execute()).toHaveLength(1);
    expect(await groupAudit(group.id)).toEqual([
      { action: "group.created", actorUserId: user.id, ip: "198.51.100.30", detail: { name } },
      expect.objectContaining({ action: "group.members_added", detail: { userIds: [member.id] } }),
      expect.objectContaining({ action: "group.renamed", detail: { from: name, to: `${name} renamed` } }),
      expect.objectContaining({ action: "group.deleted", detail: { name: `${name} renamed`, members: 1 } }),
    ]);
    await expectTrpcError(api.groups.rename({ id: group.id, name: "x" }), "NOT_FOUND", GROUP_NOT_FOUND);
    await expectTrpcError(api.groups.get({ id: group.id }), "NOT_FOUND", GROUP_NOT_FOUND);
    // Deleting again (a retry, another admin at the same time) succeeds and writes nothing.
    expect(await api.groups.delete({ id: group.id })).toEqual({ success: true });
    expect(await groupAudit(group.id)).toHaveLength(4);
  });

  it("refuses a name another group has, whatever its case, with 409; also when two creates race", async () => {
    const { api } = await admin();
    const name = unique();
    const first = await api.groups.create({ name });
    await expectTrpcError(
      api.groups.create({ name: name.toUpperCase() }),
      "CONFLICT",
      groupNameTaken(name.toUpperCase()),
    );
    const other = await api.groups.create({ name: unique() });
    await expectTrpcError(api.groups.rename({ id: other.id, name: name.toLowerCase() }), "CONFLICT");
    // Renaming to its own name in another case is fine.
    await expect(api.groups.rename({ id: first.id, name: name.toLowerCase() })).resolves.toMatchObject({
      name: name.toLowerCase(),
    });

    const racing = unique("Race");
    const results = await Promise.allSettled([
      api.groups.create({ name: racing }),
      api.groups.create({ name: racing }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(String((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason)).toContain(
      "already exists",
    );
  });

  it("validates names: not empty, at most 100 characters", async () => {
    const { api } = await admin();
    await expectTrpcError(api.groups.create({ name: "   " }), "BAD_REQUEST", /group name/);
    await expectTrpcError(api.groups.create({ name: "x".repeat(101) }), "BAD_REQUEST", /at most 100/);
  });

  it("leaves a group the identity provider manages to it (409)", async () => {
    const { api } = await admin();
    const scim = await t.db
      .insertInto("groups")
      .values({ name: unique("Scim"), externalId: `ext-${randomUUID()}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    const person = await createUser(t.db);
    await expectTrpcError(
      api.groups.rename({ id: scim.id, name: unique() }),
      "CONFLICT",
      GROUP_MANAGED_EXTERNALLY,
    );
    await expectTrpcError(api.groups.delete({ id: scim.id }), "CONFLICT", GROUP_MANAGED_EXTERNALLY);
    await expectTrpcError(
      api.groups.addMembers({ id: scim.id, userIds: [person.id] }),
      "CONFLICT",
      GROUP_MANAGED_EXTERNALLY,
    );
    const listed = await api.groups.list({ search: "Scim" });
    expect(listed.groups.find((g) => g.id === scim.id)).toMatchObject({ managedExternally: true });
  });

  it("answers admins only", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    await expectTrpcError(api.groups.list(), "FORBIDDEN");
    await expectTrpcError(api.groups.create({ name: unique() }), "FORBIDDEN");
    await expectTrpcError((await callerFor(t.db)).groups.list(), "UNAUTHORIZED");
  });
});

describe("groups: members", () => {
  it("adds and removes members, reporting who changed, who was already so and who has no account", async () => {
    const { api } = await admin();
    const group = await api.groups.create({ name: unique() });
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const added = await api.groups.addMembers({ id: group.id, userIds: [b.id, a.id, 2_000_000_000, a.id] });
    expect(added).toMatchObject({
      group: { memberCount: 2 },
      changed: [a.id, b.id].sort((x, y) => x - y),
      unchanged: [],
      notFound: [2_000_000_000],
    });
    const again = await api.groups.addMembers({ id: group.id, userIds: [a.id, c.id] });
    expect(again).toMatchObject({ group: { memberCount: 3 }, changed: [c.id], unchanged: [a.id] });
    const removed = await api.groups.removeMembers({ id: group.id, userIds: [a.id, c.id, 2_000_000_000] });
    expect(removed).toMatchObject({
      group: { memberCount: 1 },
      changed: [a.id, c.id].sort((x, y) => x - y),
      unchanged: [],
      notFound: [2_000_000_000],
    });
    // Nothing changed, nothing audited.
    const before = (await groupAudit(group.id)).length;
    await api.groups.removeMembers({ id: group.id, userIds: [a.id] });
    expect(await groupAudit(group.id)).toHaveLength(before);
    // The people list's group filter lists the members.
    const listed = await api.people.list({ groupId: group.id });
    expect(listed.people.map((p) => p.id)).toEqual([b.id]);
    await expectTrpcError(api.groups.addMembers({ id: group.id, userIds: [] }), "BAD_REQUEST");
    await expectTrpcError(api.groups.addMembers({ id: 2_000_000_000, userIds: [a.id] }), "NOT_FOUND");
  });

  it("concurrent adds of the same people count each member once", async () => {
    const { api } = await admin();
    const group = await api.groups.create({ name: unique() });
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
    const ids = people.map((p) => p.id);
    const results = await Promise.all([
      api.groups.addMembers({ id: group.id, userIds: ids }),
      api.groups.addMembers({ id: group.id, userIds: [...ids].reverse() }),
    ]);
    expect(results.map((r) => r.changed.length).sort()).toEqual([0, 6]);
    expect((await api.groups.list({ search: group.name })).groups[0]?.memberCount).toBe(6);
  });
});

describe("groups.list", () => {
  it("lists by name with member counts, a page at a time, searching the start of names", async () => {
    const { api } = await admin();
    const prefix = `L${randomUUID().slice(0, 6)}`;
    const names = ["b", "A", "c", "D", "e"].map((n) => `${prefix} ${n}`);
    for (const name of names) await api.groups.create({ name });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.groups.list({ search: prefix.toLowerCase(), limit: 2, cursor });
      seen.push(...page.groups.map((g) => g.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect((await api.groups.list({ search: `${prefix} %` })).groups).toEqual([]);
    await expectTrpcError(api.groups.list({ cursor: "nope" }), "BAD_REQUEST");
  });
});
