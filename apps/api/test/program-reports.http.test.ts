import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { signIn, useTestServer } from "./testing";

const server = useTestServer();

describe("a program's report over REST", () => {
  it("answers the report, its CSV and its PDF to admins, with their content types", async () => {
    const user = await createUser(server.db, { role: "user" });
    const admin = await createUser(server.db, { role: "admin" });
    const userCookie = await signIn(server.app, user.email, user.password);
    const adminCookie = await signIn(server.app, admin.email, admin.password);
    const get = (url: string, cookie?: string) =>
      server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

    const created = await server.app.inject({
      method: "POST",
      url: "/trpc/programs.create",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      payload: {
        name: "Tech leads",
        lengthWeeks: 2,
        steps: [{ week: 1, kind: "assessment", title: "Take the skills assessment" }],
      },
    });
    expect(created.statusCode).toBe(200);
    const programId = created.json<{ result: { data: { id: number } } }>().result.data.id;
    const base = `/api/admin/programs/${programId}/report`;

    for (const url of [base, `${base}.csv`, `${base}.pdf`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, userCookie)).statusCode).toBe(403);
    }

    const report = await get(base, adminCookie);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      programId,
      programName: "Tech leads",
      enoughPeople: false,
      enrolment: { enrolled: 0, started: 0, completed: 0, stalled: 0 },
      engagement: null,
    });

    const today = new Date().toISOString().slice(0, 10);
    const csv = await get(`${base}.csv`, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="program-${programId}-report-${today}.csv"`,
    );
    expect(csv.body).toContain("Report,Program report: Tech leads");

    const pdf = await get(`${base}.pdf`, adminCookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="program-${programId}-report-${today}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    expect((await get("/api/admin/programs/2000000000/report.csv", adminCookie)).statusCode).toBe(404);
    expect((await get("/api/admin/programs/abc/report.pdf", adminCookie)).statusCode).toBe(400);
  });
});
