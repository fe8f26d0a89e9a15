import { createUser, invitationLinkToken } from "@leadcoach/api/testing";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { send, sessionRowsOf, signIn, useTestServer } from "./testing";

const ENV_TOKEN = "scim-env-token-0123456789abcdefghijklmnop";
const server = useTestServer({ SCIM_BEARER_TOKEN: ENV_TOKEN });

type Body = Record<string, unknown>;

/** A SCIM request as an identity provider sends it: the bearer token and SCIM's media type. */
function scim(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  token = ENV_TOKEN,
) {
  return server.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
    },
    ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

const json = (response: LightMyRequestResponse) => response.json<Body>();

function expectScimError(response: LightMyRequestResponse, status: number, scimType?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toContain("application/scim+json");
  const body = json(response);
  expect(body.schemas).toEqual(["urn:ietf:params:scim:api:messages:2.0:Error"]);
  expect(body.status).toBe(String(status));
  expect(typeof body.detail).toBe("string");
  if (scimType) expect(body.scimType).toBe(scimType);
}

const unique = () => Math.random().toString(36).slice(2, 10);

function auditActions(subjectType: "user" | "group", subjectId: string) {
  return server.db
    .selectFrom("auditEvents")
    .select(["action", "actorLabel", "actorUserId", "detail"])
    .where("subjectType", "=", subjectType)
    .where("subjectId", "=", subjectId)
    .orderBy("id")
    .execute();
}

/** Okta's create request (recorded shape). */
const oktaUser = (email: string) => ({
  schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
  userName: email,
  name: { givenName: "Ada", familyName: "Lovelace" },
  emails: [{ primary: true, value: email, type: "work" }],
  displayName: "Ada Lovelace",
  locale: "en-US",
  externalId: `00u${unique()}`,
  groups: [],
  password: "not-kept-1234",
  active: true,
});

/** Entra ID's create request (recorded shape). */
const entraUser = (email: string) => ({
  schemas: [
    "urn:ietf:params:scim:schemas:core:2.0:User",
    "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
  ],
  externalId: `${unique()}-entra`,
  userName: email,
  active: true,
  emails: [{ primary: true, type: "work", value: email }],
  meta: { resourceType: "User" },
  name: { formatted: "Grace Hopper", familyName: "Hopper", givenName: "Grace" },
  roles: [],
});

describe("authentication", () => {
  it("refuses a missing, wrong or malformed token with 401 in the SCIM error schema", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong-token" }, { authorization: "Basic abc" }]) {
      const response = await server.app.inject({ method: "GET", url: "/scim/v2/Users", headers });
      expectScimError(response, 401);
      expect(response.headers["www-authenticate"]).toContain("Bearer");
    }
  });

  it("accepts the environment's token", async () => {
    const response = await scim("GET", "/ServiceProviderConfig");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/scim+json");
    expect(json(response)).toMatchObject({ patch: { supported: true }, bulk: { supported: false } });
  });

  it("answers a personal access token or a session with 401: SCIM takes only SCIM tokens", async () => {
    const user = await createUser(server.db, { role: "super_admin" });
    const cookie = await signIn(server.app, user.email, user.password);
    const response = await server.app.inject({ method: "GET", url: "/scim/v2/Users", headers: { cookie } });
    expectScimError(response, 401);
  });
});

describe("SCIM tokens from /admin/settings", () => {
  it("a super admin's token works until it is revoked, then answers 401", async () => {
    const admin = await createUser(server.db, { role: "super_admin" });
    const cookie = await signIn(server.app, admin.email, admin.password);
    const create = await send(server.app, "POST", "/trpc/scimTokens.create", {
      cookie,
      body: { name: "Okta" },
    });
    expect(create.statusCode, create.body).toBe(200);
    const token = (json(create) as { result: { data: { id: number; token: string } } }).result.data;
    expect((await scim("GET", "/Users?count=1", undefined, token.token)).statusCode).toBe(200);

    const revoke = await send(server.app, "POST", "/trpc/scimTokens.revoke", {
      cookie,
      body: { id: token.id },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expectScimError(await scim("GET", "/Users?count=1", undefined, token.token), 401);
    // The environment's token is not affected.
    expect((await scim("GET", "/Users?count=1")).statusCode).toBe(200);
  });
});

describe("the sign-up policy", () => {
  it("holds SCIM to the organisation's e-mail domains, as it does SSO", async () => {
    const admin = await createUser(server.db, { role: "super_admin" });
    const cookie = await signIn(server.app, admin.email, admin.password);
    const policy = (signUpPolicy: string, signUpDomains: string[]) =>
      send(server.app, "PUT", "/api/admin/settings", {
        cookie,
        body: { signUpPolicy, signUpDomains, auditRetentionDays: 400 },
      });
    expect((await policy("domains", ["allowed.test"])).statusCode).toBe(200);
    try {
      expectScimError(
        await scim("POST", "/Users", { userName: `out-${unique()}@example.test` }),
        400,
        "invalidValue",
      );
      expect((await scim("POST", "/Users", { userName: `in-${unique()}@allowed.test` })).statusCode).toBe(
        201,
      );
    } finally {
      expect((await policy("open", [])).statusCode).toBe(200);
    }
  });
});

describe("discovery", () => {
  it("lists resource types and schemas, and answers each by id", async () => {
    const types = json(await scim("GET", "/ResourceTypes"));
    expect((types.Resources as Body[]).map((r) => r.id)).toEqual(["User", "Group"]);
    expect(json(await scim("GET", "/ResourceTypes/User")).endpoint).toBe("/Users");
    const schemas = json(await scim("GET", "/Schemas"));
    expect(schemas.totalResults).toBe(2);
    const user = json(await scim("GET", "/Schemas/urn:ietf:params:scim:schemas:core:2.0:User"));
    expect((user.attributes as Body[]).map((a) => a.name)).toContain("userName");
    expectScimError(await scim("GET", "/Schemas/urn:nothing"), 404);
    expectScimError(await scim("GET", "/Nothing"), 404);
  });
});

describe("Okta's sequence", () => {
  it("looks the user up, creates, reads, deactivates with a value object, reactivates, updates by PUT", async () => {
    const email = `okta-${unique()}@example.test`;
    const filtered = json(
      await scim(
        "GET",
        `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`,
      ),
    );
    expect(filtered).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1, itemsPerPage: 0 });

    const create = await scim("POST", "/Users", oktaUser(email));
    expect(create.statusCode, create.body).toBe(201);
    const user = json(create);
    expect(create.headers.location).toBe((user.meta as Body).location);
    expect(user).toMatchObject({
      userName: email,
      active: true,
      name: { givenName: "Ada", familyName: "Lovelace" },
      meta: { resourceType: "User" },
    });
    const id = user.id as string;
    const row = await server.db
      .selectFrom("users")
      .select(["joinedAt", "externalId", "role", "name"])
      .where("id", "=", Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ joinedAt: null, role: "user", name: "Ada Lovelace" });
    expect(row.externalId).toBe(user.externalId);

    // Okta's lookup is case-insensitive on the address.
    const found = json(
      await scim("GET", `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`),
    );
    expect(found.totalResults).toBe(1);

    const off = await scim("PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).active).toBe(false);

    const on = await scim("PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "replace", value: { active: true } }],
    });
    expect(json(on).active).toBe(true);

    const put = await scim("PUT", `/Users/${id}`, {
      ...oktaUser(email),
      id,
      externalId: user.externalId,
      name: { givenName: "Ada", familyName: "King" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put)).toMatchObject({ displayName: "Ada King", externalId: user.externalId });

    const events = await auditActions("user", id);
    expect(events.map((e) => e.action)).toEqual([
      "user.provisioned",
      "invitation.sent",
      "user.deactivated",
      "user.reactivated",
      "user.updated",
    ]);
    expect(events.every((e) => e.actorLabel === "scim" && e.actorUserId === null)).toBe(true);
  });

  it("adds and removes group members with the path filter, renames with a value object", async () => {
    const member = json(await scim("POST", "/Users", oktaUser(`okta-member-${unique()}@example.test`)));
    const name = `Okta group ${unique()}`;
    const created = await scim("POST", "/Groups", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      displayName: name,
      members: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = json(created);
    const id = group.id as string;

    const add = await scim("PATCH", `/Groups/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "add", path: "members", value: [{ value: member.id, display: member.userName }] }],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(json(add).members).toEqual([expect.objectContaining({ value: member.id })]);

    const rename = await scim("PATCH", `/Groups/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "replace", value: { id, displayName: `${name} renamed` } }],
    });
    expect(json(rename).displayName).toBe(`${name} renamed`);

    const remove = await scim("PATCH", `/Groups/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "remove", path: `members[value eq "${member.id as string}"]` }],
    });
    expect(json(remove).members).toEqual([]);

    expect((await scim("DELETE", `/Groups/${id}`)).statusCode).toBe(204);
    expectScimError(await scim("GET", `/Groups/${id}`), 404);
    expect((await auditActions("group", id)).map((e) => e.action)).toEqual([
      "group.created",
      "group.members_added",
      "group.renamed",
      "group.members_removed",
      "group.deleted",
    ]);
  });
});

describe("Entra ID's sequence", () => {
  it("creates, filters by externalId, patches attributes and active as the string False", async () => {
    const email = `entra-${unique()}@example.test`;
    const body = entraUser(email);
    const create = await scim("POST", "/Users", body);
    expect(create.statusCode, create.body).toBe(201);
    const id = json(create).id as string;

    // Entra ID writes the filter's spaces as "+" and escapes only the "@".
    const plus = json(await scim("GET", `/Users?filter=userName+eq+"${email.replace("@", "%40")}"`));
    expect((plus.Resources as Body[]).map((r) => r.id)).toEqual([id]);

    const byExternal = json(
      await scim("GET", `/Users?filter=${encodeURIComponent(`externalId eq "${body.externalId}"`)}`),
    );
    expect((byExternal.Resources as Body[]).map((r) => r.id)).toEqual([id]);

    const update = await scim("PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [
        { op: "Replace", path: "name.familyName", value: "Murray Hopper" },
        { op: "Replace", path: 'emails[type eq "work"].value', value: email },
        {
          op: "Add",
          path: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
          value: "Navy",
        },
      ],
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(json(update).name).toMatchObject({ givenName: "Grace", familyName: "Murray Hopper" });

    const off = await scim("PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "Replace", path: "active", value: "False" }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).active).toBe(false);
    const inactive = json(
      await scim("GET", `/Users?filter=${encodeURIComponent(`id eq "${id}" and active eq false`)}`),
    );
    expect(inactive.totalResults).toBe(1);
  });

  it("checks membership by filter and adds and removes members with value lists", async () => {
    const a = json(await scim("POST", "/Users", entraUser(`entra-a-${unique()}@example.test`)));
    const b = json(await scim("POST", "/Users", entraUser(`entra-b-${unique()}@example.test`)));
    const group = json(
      await scim("POST", "/Groups", {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
        externalId: `grp-${unique()}`,
        displayName: `Entra group ${unique()}`,
        meta: { resourceType: "Group" },
      }),
    );
    const id = group.id as string;
    const patch = (Operations: Body[]) =>
      scim("PATCH", `/Groups/${id}`, {
        schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        Operations,
      });

    expect(
      (await patch([{ op: "Add", path: "members", value: [{ value: a.id }, { value: b.id }] }])).statusCode,
    ).toBe(200);
    const memberFilter = `/Groups?excludedAttributes=members&filter=${encodeURIComponent(`id eq "${id}" and members eq "${a.id as string}"`)}`;
    const hit = json(await scim("GET", memberFilter));
    expect(hit.totalResults).toBe(1);
    expect((hit.Resources as Body[])[0]).not.toHaveProperty("members");

    expect((await patch([{ op: "Remove", path: "members", value: [{ value: a.id }] }])).statusCode).toBe(200);
    expect(json(await scim("GET", memberFilter)).totalResults).toBe(0);
    const byName = json(
      await scim(
        "GET",
        `/Groups?filter=${encodeURIComponent(`displayName eq "${group.displayName as string}"`)}`,
      ),
    );
    expect(((byName.Resources as Body[])[0]?.members as Body[]).map((m) => m.value)).toEqual([b.id]);

    const renamed = await patch([
      { op: "Replace", path: "displayName", value: `${group.displayName as string} 2` },
    ]);
    expect(json(renamed).displayName).toBe(`${group.displayName as string} 2`);
  });
});

describe("deactivation", () => {
  it("ends the person's sessions at once, like the people screen, and DELETE deactivates", async () => {
    const person = await createUser(server.db);
    await signIn(server.app, person.email, person.password);
    expect(await sessionRowsOf(server.db, person.id)).toHaveLength(1);

    // An identity provider matches the existing account by its address and takes it over.
    const found = json(
      await scim("GET", `/Users?filter=${encodeURIComponent(`userName eq "${person.email}"`)}`),
    );
    expect((found.Resources as Body[])[0]?.id).toBe(String(person.id));

    expect((await scim("DELETE", `/Users/${person.id}`)).statusCode).toBe(204);
    expect(await sessionRowsOf(server.db, person.id)).toHaveLength(0);
    expect(json(await scim("GET", `/Users/${person.id}`)).active).toBe(false);
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it("keeps the last active super admin: 400 mutability", async () => {
    const supers = await server.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "super_admin")
      .execute();
    for (const { id } of supers)
      await server.db.updateTable("users").set({ isActive: false }).where("id", "=", id).execute();
    const only = await createUser(server.db, { role: "super_admin" });
    expectScimError(
      await scim("PATCH", `/Users/${only.id}`, {
        Operations: [{ op: "replace", path: "active", value: false }],
      }),
      400,
      "mutability",
    );
    expect(json(await scim("GET", `/Users/${only.id}`)).active).toBe(true);
  });
});

describe("a provisioned person", () => {
  it("is e-mailed an invitation, sets a password through it and lands signed in; an inactive one is not", async () => {
    const email = `joiner-${unique()}@example.test`;
    const created = await scim("POST", "/Users", oktaUser(email));
    expect(created.statusCode, created.body).toBe(201);
    const mail = await server.db
      .selectFrom("emailOutbox")
      .select(["kind", "subject"])
      .where("toAddress", "=", email)
      .execute();
    expect(mail).toEqual([{ kind: "invitation", subject: "You are invited to LeadCoach" }]);

    const token = await invitationLinkToken(server.db, email);
    const accepted = await send(server.app, "POST", "/api/invitations/accept", {
      body: { token, password: "provisioned-password" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = await send(server.app, "POST", "/api/auth/login", {
      body: { email, password: "provisioned-password" },
    });
    expect(login.statusCode, login.body).toBe(200);

    const parked = `parked-${unique()}@example.test`;
    const inactive = await scim("POST", "/Users", { ...oktaUser(parked), active: false });
    expect(inactive.statusCode, inactive.body).toBe(201);
    const none = await server.db
      .selectFrom("emailOutbox")
      .select("id")
      .where("toAddress", "=", parked)
      .execute();
    expect(none).toEqual([]);
  });
});

describe("RFC 7644 examples", () => {
  it("creates the RFC's Babs Jensen and answers her with meta and location", async () => {
    // RFC 7644 section 3.3, with a unique address.
    const userName = `bjensen-${unique()}@example.com`;
    const response = await scim("POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName,
      externalId: `bjensen-${unique()}`,
      name: { formatted: "Ms. Barbara J Jensen III", familyName: "Jensen", givenName: "Barbara" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = json(response);
    expect(user).toMatchObject({ userName, name: { givenName: "Barbara", familyName: "Jensen" } });
    const meta = user.meta as Body;
    expect(meta.location).toMatch(new RegExp(`/scim/v2/Users/${user.id as string}$`));
    expect(typeof meta.created).toBe("string");
  });

  it("applies the RFC's group member add and the remove by value filter (section 3.5.2)", async () => {
    const user = json(await scim("POST", "/Users", { userName: `babs-${unique()}@example.com` }));
    const group = json(await scim("POST", "/Groups", { displayName: `Tour Guides ${unique()}` }));
    const add = await scim("PATCH", `/Groups/${group.id as string}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [
        {
          op: "add",
          path: "members",
          value: [
            {
              display: "Babs Jensen",
              $ref: `https://example.com/v2/Users/${user.id as string}`,
              value: user.id,
            },
          ],
        },
      ],
    });
    expect((json(add).members as Body[]).map((m) => m.value)).toEqual([user.id]);
    const remove = await scim("PATCH", `/Groups/${group.id as string}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "remove", path: `members[value eq "${user.id as string}"]` }],
    });
    expect(json(remove).members).toEqual([]);
    // Removing every member (path without a filter or a value).
    await scim("PATCH", `/Groups/${group.id as string}`, {
      Operations: [{ op: "add", path: "members", value: [{ value: user.id }] }],
    });
    const all = await scim("PATCH", `/Groups/${group.id as string}`, {
      Operations: [{ op: "remove", path: "members" }],
    });
    expect(json(all).members).toEqual([]);
  });

  it("pages with startIndex and count, and count=0 answers only the total", async () => {
    const all = json(await scim("GET", "/Users?count=0"));
    const total = all.totalResults as number;
    expect(all.Resources).toEqual([]);
    expect(total).toBeGreaterThan(2);
    const first = json(await scim("GET", "/Users?startIndex=1&count=2"));
    const second = json(await scim("GET", "/Users?startIndex=3&count=2"));
    expect(first).toMatchObject({ totalResults: total, startIndex: 1, itemsPerPage: 2 });
    expect(second).toMatchObject({ startIndex: 3 });
    const ids = [...(first.Resources as Body[]), ...(second.Resources as Body[])].map((r) => Number(r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });
});

describe("bad input and attacks", () => {
  it("answers 400 invalidFilter to unsupported operators and shapes", async () => {
    for (const filter of [
      'userName co "a"',
      'userName sw "a"',
      "title pr",
      'userName eq "a" or userName eq "b"',
      '(userName eq "a")',
      'not (userName eq "a")',
      "userName eq",
      'nickName eq "x"',
      "userName eq unquoted",
    ]) {
      expectScimError(await scim("GET", `/Users?filter=${encodeURIComponent(filter)}`), 400, "invalidFilter");
    }
  });

  it("treats injection-looking filter values as data", async () => {
    for (const value of ["x' OR '1'='1", '\\" or 1=1 --', "a@b.c'; drop table users; --", "%"]) {
      const filter = `userName eq ${JSON.stringify(value)}`;
      const response = await scim("GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response).totalResults).toBe(0);
    }
    expect(json(await scim("GET", "/Users?count=0")).totalResults).toBeGreaterThan(0);
  });

  it("answers 409 uniqueness for a taken userName or externalId, whatever the case", async () => {
    const email = `dup-${unique()}@example.test`;
    const first = oktaUser(email);
    expect((await scim("POST", "/Users", first)).statusCode).toBe(201);
    expectScimError(await scim("POST", "/Users", oktaUser(email.toUpperCase())), 409, "uniqueness");
    expectScimError(
      await scim("POST", "/Users", {
        ...oktaUser(`other-${unique()}@example.test`),
        externalId: first.externalId,
      }),
      409,
      "uniqueness",
    );
    const name = `Dup group ${unique()}`;
    expect((await scim("POST", "/Groups", { displayName: name })).statusCode).toBe(201);
    expectScimError(await scim("POST", "/Groups", { displayName: name.toLowerCase() }), 409, "uniqueness");
  });

  it("of two identical creations at once, one is 201 and the other 409", async () => {
    const body = entraUser(`race-${unique()}@example.test`);
    const answers = await Promise.all([scim("POST", "/Users", body), scim("POST", "/Users", body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectScimError(answers.find((r) => r.statusCode === 409) as LightMyRequestResponse, 409, "uniqueness");
  });

  it("of two identical group creations at once one is 201, and two deactivations at once both succeed", async () => {
    const group = { displayName: `Race ${unique()}` };
    const groups = await Promise.all([scim("POST", "/Groups", group), scim("POST", "/Groups", group)]);
    expect(groups.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const user = json(await scim("POST", "/Users", { userName: `race-off-${unique()}@example.test` }));
    const off = await Promise.all([
      scim("DELETE", `/Users/${user.id as string}`),
      scim("DELETE", `/Users/${user.id as string}`),
    ]);
    expect(off.map((r) => r.statusCode)).toEqual([204, 204]);
    const events = await auditActions("user", user.id as string);
    expect(events.map((e) => e.action)).toEqual(["user.provisioned", "invitation.sent", "user.deactivated"]);
  });

  it("applies two membership changes to one group at once, one after the other", async () => {
    const a = json(await scim("POST", "/Users", { userName: `pair-a-${unique()}@example.test` }));
    const b = json(await scim("POST", "/Users", { userName: `pair-b-${unique()}@example.test` }));
    const group = json(await scim("POST", "/Groups", { displayName: `Pair ${unique()}` }));
    const add = (member: Body) =>
      scim("PATCH", `/Groups/${group.id as string}`, {
        Operations: [{ op: "add", path: "members", value: [{ value: member.id }] }],
      });
    const answers = await Promise.all([add(a), add(b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const members = (json(await scim("GET", `/Groups/${group.id as string}`)).members as Body[]).map(
      (m) => m.value,
    );
    expect(members.sort()).toEqual([a.id, b.id].sort());
  });

  it("answers 404 for unknown ids, numeric or not", async () => {
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      expectScimError(await scim("GET", `/Users/${id}`), 404);
      expectScimError(await scim("GET", `/Groups/${id}`), 404);
    }
    expectScimError(
      await scim("PATCH", "/Users/999999", { Operations: [{ op: "replace", path: "active", value: false }] }),
      404,
    );
    expectScimError(await scim("DELETE", "/Groups/999999"), 404);
  });

  it("answers 400 invalidSyntax for malformed JSON and a forbidden key", async () => {
    expectScimError(await scim("POST", "/Users", '{"userName": '), 400, "invalidSyntax");
    expectScimError(
      await scim("POST", "/Users", '{"userName":"a@b.c","__proto__":{"x":1}}'),
      400,
      "invalidSyntax",
    );
    expectScimError(await scim("PATCH", "/Users/1", { Operations: "replace" }), 400, "invalidSyntax");
    expectScimError(
      await scim("PATCH", "/Users/1", { Operations: [{ op: "move", path: "active" }] }),
      400,
      "invalidSyntax",
    );
  });

  it("answers 400 invalidValue for a userName that is not an address, or an active that is not a boolean", async () => {
    expectScimError(await scim("POST", "/Users", { userName: "not-an-address" }), 400, "invalidValue");
    expectScimError(await scim("POST", "/Users", {}), 400, "invalidValue");
    const user = json(await scim("POST", "/Users", { userName: `val-${unique()}@example.test` }));
    expectScimError(
      await scim("PATCH", `/Users/${user.id as string}`, {
        Operations: [{ op: "replace", path: "active", value: "maybe" }],
      }),
      400,
      "invalidValue",
    );
    const group = json(await scim("POST", "/Groups", { displayName: `Values ${unique()}` }));
    expectScimError(
      await scim("PATCH", `/Groups/${group.id as string}`, {
        Operations: [{ op: "add", path: "members", value: [{ value: "999999" }] }],
      }),
      400,
      "invalidValue",
    );
  });

  it("answers 400 invalidPath for unsupported paths and noTarget for a remove without one", async () => {
    const user = json(await scim("POST", "/Users", { userName: `path-${unique()}@example.test` }));
    const id = user.id as string;
    expectScimError(
      await scim("PATCH", `/Users/${id}`, {
        Operations: [{ op: "replace", path: "favouriteColour", value: "x" }],
      }),
      400,
      "invalidPath",
    );
    expectScimError(
      await scim("PATCH", `/Users/${id}`, {
        Operations: [{ op: "replace", path: 'active[value eq "x"]', value: true }],
      }),
      400,
      "invalidPath",
    );
    expectScimError(await scim("PATCH", `/Users/${id}`, { Operations: [{ op: "remove" }] }), 400, "noTarget");
    const group = json(await scim("POST", "/Groups", { displayName: `Paths ${unique()}` }));
    expectScimError(
      await scim("PATCH", `/Groups/${group.id as string}`, {
        Operations: [{ op: "replace", path: "owner", value: "x" }],
      }),
      400,
      "invalidPath",
    );
    // Nothing was written by the refused requests.
    expect(json(await scim("GET", `/Users/${id}`)).displayName).toBe(user.displayName);
  });

  it("refuses a body over the limit (413) and a body of another type (415), in the SCIM schema", async () => {
    const big = JSON.stringify({ userName: "big@example.test", displayName: "x".repeat(1024 * 1024 + 10) });
    expectScimError(await scim("POST", "/Users", big), 413);
    const form = await server.app.inject({
      method: "POST",
      url: "/scim/v2/Users",
      headers: { authorization: `Bearer ${ENV_TOKEN}`, "content-type": "text/plain" },
      payload: "userName=a",
    });
    expectScimError(form, 415);
  });

  it("accepts plain application/json too", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/scim/v2/Users",
      headers: { authorization: `Bearer ${ENV_TOKEN}`, "content-type": "application/json" },
      payload: JSON.stringify({ userName: `json-${unique()}@example.test` }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
