import { describe, expect, it } from "vitest";
import {
  MAX_ORGANISATION_NAME_LENGTH,
  SIGN_UP_DOMAINS_ONLY,
  SIGN_UP_INVITE_ONLY,
  type UpdateOrganisationSettingsInput,
} from "../schemas/organisation";
import { signInWithSso } from "../services/sso/sign-in";
import { defaultApiConfig } from "../config";
import { callerFor, createUser, expectTrpcError, RecordingSession, useTestDb } from "../testing";

const t = useTestDb();

const unique = (domain = "example.test") => `${Math.random().toString(36).slice(2)}@${domain}`;

async function superAdmin() {
  const admin = await createUser(t.db, { role: "super_admin" });
  return callerFor(t.db, { userId: admin.id, clientIp: "203.0.113.7" });
}

/** Sets the policy through the super admin's procedure, as the screen does. */
async function setPolicy(input: Partial<UpdateOrganisationSettingsInput>) {
  const api = await superAdmin();
  return api.organisation.update({
    signUpPolicy: "open",
    signUpDomains: [],
    auditRetentionDays: 400,
    ...input,
  });
}

const signUp = async (email: string) =>
  (await callerFor(t.db)).auth.signup({ name: "New Person", email, password: "secret12" });

/** SSO as the callback calls it: a verified address from a provider, a fresh subject each time. */
function ssoSignIn(email: string, session = new RecordingSession()) {
  const deps = {
    db: t.db,
    config: { ...defaultApiConfig, sso: { allowedDomains: [] } },
    now: () => new Date(),
  };
  return signInWithSso(
    deps,
    { ip: "198.51.100.4", session },
    { issuer: "https://idp.example", subject: `sub-${Math.random()}`, email, emailVerified: true },
  );
}

describe("organisation settings: who may read and change them", () => {
  it("starts open, with the documented sign-up working", async () => {
    const api = await superAdmin();
    expect(await api.organisation.settings()).toMatchObject({
      signUpPolicy: "open",
      signUpDomains: [],
      auditRetentionDays: 400,
    });
    expect(await (await callerFor(t.db)).organisation.signUpPolicy()).toEqual({ signUpPolicy: "open" });
    await expect(signUp(unique())).resolves.toMatchObject({ user: { role: "user" } });
  });

  it("refuses admins and users with 403, and signed-out callers with 401", async () => {
    for (const role of ["admin", "user"] as const) {
      const someone = await createUser(t.db, { role });
      const api = await callerFor(t.db, { userId: someone.id });
      await expectTrpcError(api.organisation.settings(), "FORBIDDEN");
      await expectTrpcError(
        api.organisation.update({ signUpPolicy: "invite_only", signUpDomains: [], auditRetentionDays: 400 }),
        "FORBIDDEN",
      );
      await expectTrpcError(api.audit.list({}), "FORBIDDEN");
      await expectTrpcError(api.audit.exportCsv({}), "FORBIDDEN");
    }
    await expectTrpcError((await callerFor(t.db)).organisation.settings(), "UNAUTHORIZED");
    expect((await (await superAdmin()).organisation.settings()).signUpPolicy).toBe("open");
  });

  it("validates domains: real names, lower-cased, deduplicated, at most 50, at least one under `domains`", async () => {
    const saved = await setPolicy({
      signUpPolicy: "domains",
      signUpDomains: [" Example.COM ", "example.com", "xn--bcher-kva.example"],
    });
    expect(saved.signUpDomains).toEqual(["example.com", "xn--bcher-kva.example"]);
    const api = await superAdmin();
    const base = { signUpPolicy: "domains", auditRetentionDays: 400 } as const;
    for (const bad of [
      ["not a domain"],
      ["@example.com"],
      ["*.example.com"],
      ["example"],
      ["-a.example.com"],
    ]) {
      await expectTrpcError(api.organisation.update({ ...base, signUpDomains: bad }), "BAD_REQUEST");
    }
    const many = Array.from({ length: 51 }, (_, i) => `d${i}.example.com`);
    await expectTrpcError(api.organisation.update({ ...base, signUpDomains: many }), "BAD_REQUEST");
    await expectTrpcError(
      api.organisation.update({ ...base, signUpDomains: [] }),
      "BAD_REQUEST",
      /at least one domain/,
    );
    await expectTrpcError(
      api.organisation.update({ signUpPolicy: "open", signUpDomains: [], auditRetentionDays: 5 }),
      "BAD_REQUEST",
    );
    await setPolicy({});
  });
});

describe("a save that changes nothing", () => {
  it("writes no audit event and no new version, and answers the settings unchanged", async () => {
    const api = await superAdmin();
    const saved = await setPolicy({
      name: "Fabrikam",
      signUpPolicy: "domains",
      signUpDomains: ["a.example", "b.example"],
    });
    const settingsEvents = () =>
      t.db
        .selectFrom("auditEvents")
        .select(["id", "detail"])
        .where("action", "=", "organisation.settings_updated")
        .execute();
    const version = async () =>
      (await t.db.selectFrom("organisationSettings").select("version").executeTakeFirstOrThrow()).version;
    const eventsBefore = await settingsEvents();
    const versionBefore = await version();

    // The same values, domains in another order and the name left out: nothing to record.
    const again = await api.organisation.update({
      signUpPolicy: "domains",
      signUpDomains: ["B.example", "a.example"],
      auditRetentionDays: 400,
    });
    expect(again).toEqual(saved);
    expect(await api.organisation.settings()).toEqual(saved);
    expect(await settingsEvents()).toEqual(eventsBefore);
    expect(await version()).toBe(versionBefore);

    // One real change is recorded, with only what changed.
    await setPolicy({
      name: "Fabrikam",
      signUpPolicy: "domains",
      signUpDomains: ["a.example", "b.example"],
      auditRetentionDays: 401,
    });
    const events = await settingsEvents();
    expect(events).toHaveLength(eventsBefore.length + 1);
    expect(events.at(-1)?.detail).toEqual({ auditRetentionDays: { from: 400, to: 401 } });
    expect(await version()).toBe(versionBefore + 1);
    await setPolicy({ name: "" });
  });
});

describe("the organisation's name", () => {
  it("is trimmed and kept when a later save leaves it out; too long is refused with the limit", async () => {
    expect((await (await superAdmin()).organisation.settings()).name).toBe("");
    expect((await setPolicy({ name: "  Contoso Engineering " })).name).toBe("Contoso Engineering");
    expect((await setPolicy({ auditRetentionDays: 500 })).name).toBe("Contoso Engineering");
    await expectTrpcError(
      (await superAdmin()).organisation.update({
        signUpPolicy: "open",
        signUpDomains: [],
        auditRetentionDays: 400,
        name: "x".repeat(MAX_ORGANISATION_NAME_LENGTH + 1),
      }),
      "BAD_REQUEST",
      `at most ${MAX_ORGANISATION_NAME_LENGTH} characters`,
    );
    const events = await (await superAdmin()).audit.list({});
    expect(JSON.stringify(events)).toContain('"to":"Contoso Engineering"');
    expect((await setPolicy({ name: "" })).name).toBe("");
  });
});

describe("the sign-up policy, enforced by the server", () => {
  it("`domains` admits listed domains only, exactly and whatever the case", async () => {
    await setPolicy({ signUpPolicy: "domains", signUpDomains: ["Acme.Example"] });
    await expect(signUp(unique("ACME.example"))).resolves.toMatchObject({ user: { role: "user" } });
    for (const email of [unique("other.example"), unique("sub.acme.example"), unique("acme.example.evil")]) {
      await expectTrpcError(signUp(email), "FORBIDDEN", SIGN_UP_DOMAINS_ONLY);
    }
    // The visitor learns the kind of policy, never the list.
    const visible = await (await callerFor(t.db)).organisation.signUpPolicy();
    expect(visible).toEqual({ signUpPolicy: "domains" });
    expect(JSON.stringify(visible)).not.toContain("acme");
    await setPolicy({});
  });

  it("`invite_only` refuses every sign-up; existing accounts still sign in", async () => {
    const existing = await createUser(t.db);
    await setPolicy({ signUpPolicy: "invite_only" });
    await expectTrpcError(signUp(unique()), "FORBIDDEN", SIGN_UP_INVITE_ONLY);
    const login = await (
      await callerFor(t.db)
    ).auth.login({ email: existing.email, password: existing.password });
    expect(login).toMatchObject({ status: "signed_in", user: { id: existing.id } });
    await setPolicy({});
    await expect(signUp(unique())).resolves.toBeDefined();
  });

  it("SSO follows the policy when it would create an account, and signs existing accounts in", async () => {
    const existing = await createUser(t.db, { email: unique("elsewhere.example") });
    await setPolicy({ signUpPolicy: "invite_only" });
    expect(await ssoSignIn(unique())).toEqual({ ok: false, reason: "signup_invite_only" });
    const session = new RecordingSession();
    expect(await ssoSignIn(existing.email.toUpperCase(), session)).toMatchObject({
      ok: true,
      source: "linked",
    });
    expect(session.userId).toBe(existing.id);

    await setPolicy({ signUpPolicy: "domains", signUpDomains: ["acme.example"] });
    expect(await ssoSignIn(unique("other.example"))).toEqual({ ok: false, reason: "signup_domains" });
    expect(await ssoSignIn(unique("sub.acme.example"))).toEqual({ ok: false, reason: "signup_domains" });
    expect(await ssoSignIn(unique("ACME.EXAMPLE"))).toMatchObject({ ok: true, source: "created" });
    await setPolicy({});
    expect(await ssoSignIn(unique("other.example"))).toMatchObject({ ok: true, source: "created" });
  });
});
