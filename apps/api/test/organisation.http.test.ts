import { createUser } from "@leadcoach/api/testing";
import { SIGN_UP_DOMAINS_ONLY, SIGN_UP_INVITE_ONLY } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { useSsoTestServer } from "./sso-provider";
import { signIn } from "./testing";

const { server, provider: ssoProvider } = useSsoTestServer();

const unique = (domain = "example.test") => `${Math.random().toString(36).slice(2)}@${domain}`;

async function member(role: "user" | "admin" | "super_admin") {
  const account = await createUser(server.db, { role });
  return { ...account, cookie: await signIn(server.app, account.email, account.password) };
}

const inject = (method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: object) =>
  server.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function setPolicy(cookie: string, signUpPolicy: string, signUpDomains: string[] = []) {
  const response = await inject("PUT", "/api/admin/settings", cookie, {
    signUpPolicy,
    signUpDomains,
    auditRetentionDays: 400,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ signUpPolicy: string; signUpDomains: string[] }>();
}

const signUp = (email: string) =>
  inject("POST", "/api/auth/signup", undefined, { name: "New", email, password: "secret12" });

/** The whole SSO round trip for a new identity: start, the provider, the callback. */
async function ssoSignIn(email: string) {
  const start = await inject("GET", "/api/auth/sso/start");
  const flow = start.cookies.find((c) => c.name === "lc_sso");
  if (!flow) throw new Error("no flow cookie");
  const back = await ssoProvider().authorize(String(start.headers.location), {
    sub: `sub-${Math.random()}`,
    email,
    email_verified: true,
    name: "New Person",
  });
  return server.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `lc_sso=${flow.value}` },
  });
}

describe("organisation settings over REST", () => {
  it("GET and PUT /api/admin/settings answer super admins only", async () => {
    const user = await member("user");
    const admin = await member("admin");
    const superAdmin = await member("super_admin");
    for (const method of ["GET", "PUT"] as const) {
      expect((await inject(method, "/api/admin/settings")).statusCode).toBe(401);
      for (const someone of [user, admin]) {
        const refused = await inject(method, "/api/admin/settings", someone.cookie, {
          signUpPolicy: "invite_only",
          signUpDomains: [],
          auditRetentionDays: 400,
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: "Only a super admin can do this." });
      }
    }
    const settings = await inject("GET", "/api/admin/settings", superAdmin.cookie);
    expect(settings.json()).toMatchObject({
      signUpPolicy: "open",
      signUpDomains: [],
      auditRetentionDays: 400,
    });
  });

  it("sign-up answers 403 with the rule, never the domains; the public policy says only its kind", async () => {
    const { cookie } = await member("super_admin");
    expect((await setPolicy(cookie, "domains", ["Acme.Example"])).signUpDomains).toEqual(["acme.example"]);
    const refused = await signUp(unique("other.example"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SIGN_UP_DOMAINS_ONLY });
    expect((await signUp(unique("ACME.EXAMPLE"))).statusCode).toBe(201);
    const policy = await inject("GET", "/api/auth/signup-policy");
    expect(policy.json()).toEqual({ signUpPolicy: "domains" });

    await setPolicy(cookie, "invite_only");
    const closed = await signUp(unique());
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: SIGN_UP_INVITE_ONLY });
    expect((await inject("GET", "/api/auth/signup-policy")).json()).toEqual({ signUpPolicy: "invite_only" });

    // SSO: a new account is refused with the same rule, on the login page.
    const sso = await ssoSignIn(unique());
    expect(sso.statusCode).toBe(303);
    expect(sso.headers.location).toBe("/login?sso_error=signup_invite_only");

    await setPolicy(cookie, "open");
    expect((await signUp(unique())).statusCode).toBe(201);
    expect((await ssoSignIn(unique())).headers.location).toBe("/");
  });
});

describe("the audit trail over REST", () => {
  it("GET /api/admin/audit pages newest first with filters; admins get 403", async () => {
    const admin = await member("admin");
    const superAdmin = await member("super_admin");
    expect((await inject("GET", "/api/admin/audit", admin.cookie)).statusCode).toBe(403);
    await setPolicy(superAdmin.cookie, "invite_only");
    await setPolicy(superAdmin.cookie, "open");

    const url = `/api/admin/audit?action=organisation.settings_updated&actorEmail=${encodeURIComponent(superAdmin.email)}&limit=1`;
    const first = await inject("GET", url, superAdmin.cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json<{ events: { id: number; detail: unknown }[]; nextCursor: string }>();
    expect(page.events[0]?.detail).toEqual({ signUpPolicy: { from: "invite_only", to: "open" } });
    const next = await inject(
      "GET",
      `${url}&cursor=${encodeURIComponent(page.nextCursor)}`,
      superAdmin.cookie,
    );
    expect(next.json<{ events: { detail: unknown }[] }>().events[0]?.detail).toEqual({
      signUpPolicy: { from: "open", to: "invite_only" },
    });
    for (const bad of ["action=not-an-action", "cursor=yesterday", "actorEmail=nobody"]) {
      expect((await inject("GET", `/api/admin/audit?${bad}`, superAdmin.cookie)).statusCode).toBe(400);
    }
  });

  it("GET /api/admin/audit/export answers audit_events.csv to a super admin only", async () => {
    const admin = await member("admin");
    const superAdmin = await member("super_admin");
    expect((await inject("GET", "/api/admin/audit/export")).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/audit/export", admin.cookie)).statusCode).toBe(403);
    // A real change each time: a save that changes nothing records nothing.
    await setPolicy(superAdmin.cookie, "invite_only");
    await setPolicy(superAdmin.cookie, "open");
    const file = await inject(
      "GET",
      "/api/admin/audit/export?action=organisation.settings_updated",
      superAdmin.cookie,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="audit_events.csv"');
    const lines = file.body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "id,occurred_at,action,actor_user_id,actor_email,actor_label,subject_type,subject_id,ip,detail",
    );
    expect(
      lines
        .slice(1)
        .filter(Boolean)
        .every((line) => line.includes(",organisation.settings_updated,")),
    ).toBe(true);
    expect(lines).toContainEqual(
      expect.stringContaining(`,${superAdmin.id},${superAdmin.email},super_admin,`),
    );
  });
});
