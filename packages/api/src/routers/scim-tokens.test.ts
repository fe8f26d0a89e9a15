import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import { MAX_ACTIVE_SCIM_TOKENS, SCIM_TOKEN_PREFIX } from "../schemas/scim";
import { authenticateScim, SCIM_TOKEN_NOT_FOUND, TOO_MANY_SCIM_TOKENS } from "../services/scim/tokens";
import { callerFor, expectTrpcError, userWithCaller, useTestDb } from "../testing";
import { TOKEN_SESSION_ONLY_MESSAGE } from "../trpc";

const t = useTestDb();
const deps = () => ({ db: t.db, config: defaultApiConfig, now: () => new Date() });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const ENV_TOKEN = "environment-scim-token-0123456789abcdef";

describe("scimTokens", () => {
  it("shows a new token once, keeps only its hash, and lists it without the secret", async () => {
    const { user, api } = await userWithCaller(t.db, { role: "super_admin" });
    const created = await api.scimTokens.create({ name: "Okta" });
    expect(created.token.startsWith(SCIM_TOKEN_PREFIX)).toBe(true);
    expect(created.prefix).toBe(created.token.slice(0, SCIM_TOKEN_PREFIX.length + 4));

    const row = await t.db
      .selectFrom("scimTokens")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(row.createdBy).toBe(user.id);
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await api.scimTokens.list();
    const listed = list.find((token) => token.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: "Okta",
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.token);

    const audit = await t.db
      .selectFrom("auditEvents")
      .select(["action", "actorUserId"])
      .where("subjectType", "=", "scim_token")
      .where("subjectId", "=", String(created.id))
      .execute();
    expect(audit).toEqual([{ action: "scim.token_created", actorUserId: user.id }]);
  });

  it("authenticates a live token, records its use, and refuses it once revoked", async () => {
    const { api } = await userWithCaller(t.db, { role: "super_admin" });
    const created = await api.scimTokens.create({ name: "Entra ID" });
    expect(await authenticateScim(deps(), `Bearer ${created.token}`, null)).toBe(true);
    const used = (await api.scimTokens.list()).find((token) => token.id === created.id);
    expect(used?.lastUsedAt).not.toBeNull();

    await api.scimTokens.revoke({ id: created.id });
    expect(await authenticateScim(deps(), `Bearer ${created.token}`, null)).toBe(false);
    expect((await api.scimTokens.list()).map((token) => token.id)).not.toContain(created.id);
    await expectTrpcError(api.scimTokens.revoke({ id: created.id }), "NOT_FOUND", SCIM_TOKEN_NOT_FOUND);
    const actions = await t.db
      .selectFrom("auditEvents")
      .select("action")
      .where("subjectType", "=", "scim_token")
      .where("subjectId", "=", String(created.id))
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["scim.token_created", "scim.token_revoked"]);
  });

  it("accepts the environment's token and nothing near it", async () => {
    expect(await authenticateScim(deps(), `Bearer ${ENV_TOKEN}`, ENV_TOKEN)).toBe(true);
    expect(await authenticateScim(deps(), `Bearer ${ENV_TOKEN}x`, ENV_TOKEN)).toBe(false);
    expect(await authenticateScim(deps(), `Bearer ${ENV_TOKEN.slice(1)}`, ENV_TOKEN)).toBe(false);
    expect(await authenticateScim(deps(), `Bearer ${ENV_TOKEN}`, null)).toBe(false);
    expect(await authenticateScim(deps(), ENV_TOKEN, ENV_TOKEN)).toBe(false);
    expect(await authenticateScim(deps(), undefined, ENV_TOKEN)).toBe(false);
    expect(await authenticateScim(deps(), `Bearer ${SCIM_TOKEN_PREFIX}not-a-real-one`, ENV_TOKEN)).toBe(
      false,
    );
  });

  it("is for super admins only, and never through a personal access token's creation", async () => {
    for (const role of ["user", "admin"] as const) {
      const { api } = await userWithCaller(t.db, { role });
      await expectTrpcError(api.scimTokens.list(), "FORBIDDEN");
      await expectTrpcError(api.scimTokens.create({ name: "x" }), "FORBIDDEN");
      await expectTrpcError(api.scimTokens.revoke({ id: 1 }), "FORBIDDEN");
    }
    await expectTrpcError((await callerFor(t.db)).scimTokens.list(), "UNAUTHORIZED");
    const { user } = await userWithCaller(t.db, { role: "super_admin" });
    const tokenCaller = await callerFor(t.db, {
      userId: user.id,
      credential: { kind: "token", tokenId: 1, scope: "write", admin: true },
    });
    await expectTrpcError(
      tokenCaller.scimTokens.create({ name: "x" }),
      "FORBIDDEN",
      TOKEN_SESSION_ONLY_MESSAGE,
    );
  });

  it("refuses a blank name, and more than the cap of live tokens even when asked at once", async () => {
    const { api } = await userWithCaller(t.db, { role: "super_admin" });
    await expectTrpcError(api.scimTokens.create({ name: "  " }), "BAD_REQUEST", /Name is required/);
    const live = (await api.scimTokens.list()).length;
    const attempts = await Promise.allSettled(
      Array.from({ length: MAX_ACTIVE_SCIM_TOKENS - live + 2 }, (_, i) =>
        api.scimTokens.create({ name: `t${i}` }),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(MAX_ACTIVE_SCIM_TOKENS - live);
    await expectTrpcError(api.scimTokens.create({ name: "one more" }), "CONFLICT", TOO_MANY_SCIM_TOKENS);
  });
});
