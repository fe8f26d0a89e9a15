import { createUser } from "@leadcoach/api/testing";
import {
  adminProcedurePaths,
  adminProceduresSkipped,
  ownerProceduresAdminsRead,
  PRIVATE_MARKER,
  seedPrivatePerson,
  type PrivatePerson,
} from "@leadcoach/api/testing-privacy";
import { beforeAll, describe, expect, it } from "vitest";
import { restRoutes, type RestRoute } from "../src/rest/routes";
import { useTestServer, signIn, send } from "./testing";

let person: PrivatePerson;
let cookies: { admin: string; superAdmin: string };
const server = useTestServer();
beforeAll(async () => {
  person = await seedPrivatePerson(server.db);
  const admin = await createUser(server.db, { role: "admin", name: "Avery Admin" });
  const superAdmin = await createUser(server.db, { role: "super_admin", name: "Sky Super" });
  cookies = {
    admin: await signIn(server.app, admin.email, admin.password),
    superAdmin: await signIn(server.app, superAdmin.email, superAdmin.password),
  };
}, 240_000); // A fresh database and a whole person to seed: slow on a busy machine.

/**
 * Query strings and bodies for the rows that need them, by "METHOD url"; the others are called bare. A
 * body may be made per call (a new group's name, unique each time).
 */
const requests: Record<string, { query?: string; body?: unknown }[]> = {
  "GET /api/analytics/platform": [{ query: "metricType=daily" }],
  "GET /api/reports": ["engagement_overview", "skill_improvement", "user_retention"].map((type) => ({
    query: `reportType=${type}`,
  })),
  "GET /api/bug-reports": [{ query: "status=all" }, {}],
  "PUT /api/bug-reports/:id": [{ body: { status: "in_progress" } }],
  "POST /api/bug-reports/:id/resolve": [{ body: { resolution: "Fixed in the next release." } }],
  "POST /api/bug-reports/:id/comments": [{ body: { comment: "Thanks, we are on it." } }],
  "PUT /api/admin/settings": [{ body: { signUpPolicy: "open", signUpDomains: [], auditRetentionDays: 400 } }],
  "POST /api/admin/invitations/import": [
    { body: { csv: "name,email\nPrivacy Invitee,privacy-rest@example.test", preview: true } },
  ],
  // The people screen acts on the person (`:id` below): deactivated and reactivated, their role as it is.
  "GET /api/admin/people": [{}, { query: "search=Pat" }],
  "POST /api/admin/people/deactivate": [{ body: () => ({ ids: [person.owner.id] }) }],
  "POST /api/admin/people/reactivate": [{ body: () => ({ ids: [person.owner.id] }) }],
  "PATCH /api/admin/people/:id": [{ body: { role: "user" } }],
  "POST /api/admin/groups": [{ body: () => ({ name: `Privacy check ${Math.random()}` }) }],
  "PATCH /api/admin/groups/:id": [{ body: { name: "Privacy team" } }],
  "POST /api/admin/groups/:id/members": [{ body: () => ({ userIds: [person.owner.id] }) }],
  "POST /api/admin/groups/:id/members/remove": [{ body: () => ({ userIds: [person.owner.id] }) }],
  "GET /api/analytics/engagement": [{}, { query: "groupId=GROUP" }, { query: "programId=PROGRAM" }],
  "GET /api/analytics/retention": [{}, { query: "groupId=GROUP" }, { query: "programId=PROGRAM" }],
  "GET /api/reports/csv": [{}, { query: "programId=PROGRAM" }],
};

/** Admin paths beside the REST table (files), with the level they need. */
const files = (p: PrivatePerson) => [
  { url: "/api/admin/download-emails", level: "superAdmin" as const },
  { url: `/api/bug-reports/${p.bugReportId}/screenshot`, level: "admin" as const },
  { url: "/api/bug-reports/export", level: "admin" as const },
];

/** A row's `:id` is the person's for the people rows, their group's for the group rows, else their bug report's. */
const idFor = (url: string, p: PrivatePerson) =>
  url.startsWith("/api/admin/people/")
    ? p.owner.id
    : url.startsWith("/api/admin/groups/")
      ? p.groupId
      : p.bugReportId;

const fill = (url: string, p: PrivatePerson) =>
  url
    .replace(":userId", String(p.owner.id))
    .replace(":programId", String(p.programId))
    .replace(":id", String(idFor(url, p)));

describe("nothing private reaches an admin over REST", () => {
  it("no admin REST path (the table's admin rows, the per-user reads, the downloads) answers a person's answers", async () => {
    const levels = adminProcedurePaths();
    const rows = restRoutes.filter(
      (row: RestRoute) =>
        (levels.has(row.procedure) || row.procedure in ownerProceduresAdminsRead) &&
        !(row.procedure in adminProceduresSkipped),
    );
    // Every admin procedure with a REST row is here, and every row is called.
    expect(rows.map((r) => r.procedure)).toEqual(
      expect.arrayContaining([
        "admin.userDashboard",
        "analytics.report",
        "bugReports.list",
        "account.deletions",
      ]),
    );
    let calls = 0;
    for (const row of rows) {
      const level = levels.get(row.procedure) ?? "admin";
      for (const request of requests[`${row.method} ${row.url}`] ?? [{}]) {
        const query = request.query
          ?.replace("GROUP", String(person.groupId))
          .replace("PROGRAM", String(person.programId));
        for (const role of ["admin", "superAdmin"] as const) {
          const body = typeof request.body === "function" ? (request.body as () => unknown)() : request.body;
          const response = await server.app.inject({
            method: row.method,
            url: `${fill(row.url, person)}${query ? `?${query}` : ""}`,
            headers: { cookie: cookies[role], ...(body ? { "content-type": "application/json" } : {}) },
            ...(body ? { payload: JSON.stringify(body) } : {}),
          });
          const where = `${row.method} ${row.url} ${query ?? ""} as ${role}`;
          if (level === "superAdmin" && role === "admin") {
            expect(response.statusCode, where).toBe(403);
            continue;
          }
          expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(300);
          expect(response.body, where).not.toContain(PRIVATE_MARKER);
          calls += 1;
        }
      }
    }
    for (const file of files(person)) {
      for (const role of ["admin", "superAdmin"] as const) {
        const response = await send(server.app, "GET", file.url, { cookie: cookies[role] });
        if (file.level === "superAdmin" && role === "admin") {
          expect(response.statusCode, file.url).toBe(403);
          continue;
        }
        expect(response.statusCode, file.url).toBe(200);
        expect(response.rawPayload.toString("latin1"), file.url).not.toContain(PRIVATE_MARKER);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(25);
  });

  it("the per-user view over REST lists only the recommendation drawn from nothing private", async () => {
    const response = await send(server.app, "GET", `/api/admin/user/${person.owner.id}/dashboard`, {
      cookie: cookies.admin,
    });
    const view = response.json<{ dashboard: { recommendations: { title: string }[] } }>();
    expect(view.dashboard.recommendations.map((r) => r.title)).toEqual([person.visibleRecommendation]);
  });

  it("an admin downloading a person's bug screenshot is in their access log", async () => {
    const owner = await createUser(server.db, { name: "Sam Screenshot" });
    const ownerCookie = await signIn(server.app, owner.email, owner.password);
    const created = await server.app.inject({
      method: "POST",
      url: "/api/bug-reports",
      headers: { cookie: ownerCookie, "content-type": "application/json" },
      payload: JSON.stringify({
        title: "Avatar upload fails",
        description: "Uploading a PNG avatar answers an error.",
        screenshot: `data:image/png;base64,${Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(200),
        ]).toString("base64")}`,
      }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const own = await send(server.app, "GET", `/api/bug-reports/${id}/screenshot`, { cookie: ownerCookie });
    expect(own.statusCode).toBe(200);
    const image = await send(server.app, "GET", `/api/bug-reports/${id}/screenshot`, {
      cookie: cookies.admin,
    });
    expect(image.statusCode).toBe(200);
    const log = await server.db
      .selectFrom("adminAccessLog")
      .select(["viewerName", "area"])
      .where("subjectUserId", "=", owner.id)
      .execute();
    expect(log).toEqual([{ viewerName: "Avery Admin", area: "bug_report" }]);
  });
});
