import { json } from "@leadcoach/db";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { TOO_FEW_IN_GROUP, TOO_FEW_IN_PROGRAM } from "../../schemas/analytics";
import { callerFor, createClock, createUser, expectTrpcError, useTestDb } from "../../testing";
import { catchUpAnalytics } from "./rollups";
import { pdfPages } from "../../testing-pdf";

const NOW = "2026-11-20T12:00:00Z";
/** The product's name here, printed until a super admin names the organisation. */
const ORGANISATION = "Northwind Leadership";
const t = useTestDb();

async function people(count: number, department: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await t.db
      .insertInto("users")
      .values({
        email: `report-${department}-${i}-${Math.random()}@example.test`,
        password: "not-a-hash",
        name: `${department} ${i}`,
        department,
        createdAt: new Date("2026-10-05T00:00:00Z"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    await t.db
      .insertInto("activityEvents")
      .values(
        ["2026-11-18T09:00:00Z", "2026-11-18T09:10:00Z"].map((at) => ({
          userId: row.id,
          type: "lesson_step" as const,
          subject: "test",
          detail: json({}),
          occurredAt: new Date(at),
        })),
      )
      .execute();
  }
  return ids;
}

async function group(name: string, members: number[]): Promise<number> {
  const row = await t.db.insertInto("groups").values({ name }).returning("id").executeTakeFirstOrThrow();
  await t.db
    .insertInto("groupMembers")
    .values(members.map((userId) => ({ groupId: row.id, userId })))
    .execute();
  return row.id;
}

/** One database for the file: the people and groups are made once. */
let ready: ReturnType<typeof makeOnce> | undefined;
const setUp = () => (ready ??= makeOnce());

async function makeOnce() {
  const team = await people(6, "Platform");
  const few = await people(3, "Sales");
  await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
  const admin = await createUser(t.db, { role: "admin" });
  const api = await callerFor(t.db, {
    userId: admin.id,
    clock: createClock(NOW),
    config: { mail: { ...defaultApiConfig.mail, productName: ORGANISATION } },
  });
  const program = async (name: string, userIds: number[]) => {
    const { id } = await api.programs.create({
      name,
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "reflection", title: "Reflect", prompt: "What changed this week?" }],
    });
    await api.programs.enrol({ programId: id, userIds, startDate: "2026-11-02" });
    return id;
  };
  return {
    api,
    teamId: await group("Platform team", team),
    fewId: await group("Small team", few),
    programId: await program(FIRST_90_DAYS, team),
    pilotId: await program("Pilot", few),
  };
}

const FIRST_90_DAYS = "First 90 days as an engineering manager";

const range = { start: "2026-11-01", end: "2026-11-20" };

describe("report downloads", () => {
  it("CSV: the report's figures as RFC 4180 rows, for a group when asked", async () => {
    const { api, teamId } = await setUp();
    const file = await api.analytics.reportCsv({
      reportType: "engagement_overview",
      ...range,
      groupId: teamId,
    });
    expect(file.filename).toBe(`engagement_overview-2026-11-01-2026-11-20-group-${teamId}.csv`);
    expect(file.csv.startsWith("\uFEFF")).toBe(true);
    expect(file.csv.endsWith("\r\n")).toBe(true);
    const rows: string[][] = parse(file.csv, { bom: true });
    expect(rows[0]).toEqual(["Section", "Label", "Value", "Previous period", "Change (%)"]);
    expect(rows).toContainEqual(["Report", "Engagement Overview", "", "", ""]);
    expect(rows).toContainEqual(["Organisation", ORGANISATION, "", "", ""]);
    expect(rows).toContainEqual(["Range", "2026-11-01", "2026-11-20", "", ""]);
    expect(rows).toContainEqual(["Scope", "Group: Platform team", "", "", ""]);
    expect(rows).toContainEqual(["Figure", "Active users", "6", "0", ""]);
    expect(rows).toContainEqual(["Figure", "Sessions", "6", "0", ""]);
    // Everyone: the 9 people (and the admin, registered, with no events).
    const all = parse((await api.analytics.reportCsv({ reportType: "engagement_overview", ...range })).csv, {
      bom: true,
    });
    expect(all).toContainEqual(["Figure", "Active users", "9", "0", ""]);
  });

  it("CSV: retention by month as the report's table", async () => {
    const { api } = await setUp();
    const file = await api.analytics.reportCsv({ reportType: "user_retention", ...range });
    const rows: string[][] = parse(file.csv, { bom: true });
    expect(rows).toContainEqual(["Retention by sign-up month", "2026-10", "9", "9", "100"]);
  });

  it("PDF: organisation, range, headings, figures and page numbers, read back as text", async () => {
    const { api, teamId } = await setUp();
    const file = await api.analytics.reportPdf({ reportType: "user_retention", ...range, groupId: teamId });
    expect(file.filename).toBe(`user_retention-2026-11-01-2026-11-20-group-${teamId}.pdf`);
    const pages = await pdfPages(file.base64);
    const text = pages.join("\n");
    expect(text).toContain(ORGANISATION);
    expect(text).toContain("User Retention");
    expect(text).toContain("2026-11-01 to 2026-11-20");
    expect(text).toContain("Group: Platform team");
    for (const heading of [
      "Summary",
      "Retention rate by sign-up month",
      "Retention by sign-up month",
      "Notes",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Registered users: 6");
    expect(text).toContain("Retention rate (%): 100");
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it("fewer than 5 people: no figures in either file, only the note", async () => {
    const { api, fewId } = await setUp();
    const input = { reportType: "engagement_overview" as const, ...range, groupId: fewId };
    const rows: string[][] = parse((await api.analytics.reportCsv(input)).csv, { bom: true });
    expect(rows.filter((row) => row[0] === "Figure")).toEqual([]);
    expect(rows).toContainEqual(["Note", TOO_FEW_IN_GROUP, "", "", ""]);
    const text = (await pdfPages((await api.analytics.reportPdf(input)).base64)).join("\n");
    expect(text).toContain("No figures are shown for this report.");
    expect(text).not.toContain("Active users:");
  });

  it("a program's report: both files name the program beside the organisation and the range", async () => {
    const { api, programId } = await setUp();
    const input = { reportType: "engagement_overview" as const, ...range, programId };
    const csv = await api.analytics.reportCsv(input);
    expect(csv.filename).toBe(`engagement_overview-2026-11-01-2026-11-20-program-${programId}.csv`);
    const rows: string[][] = parse(csv.csv, { bom: true });
    expect(rows.slice(1, 5)).toEqual([
      ["Report", "Engagement Overview", "", "", ""],
      ["Organisation", ORGANISATION, "", "", ""],
      ["Range", "2026-11-01", "2026-11-20", "", ""],
      ["Scope", `Program: ${FIRST_90_DAYS}`, "", "", ""],
    ]);
    // The six enrolled people only (everyone: nine active), registered before either period ended.
    expect(rows).toContainEqual(["Figure", "Total users", "6", "6", "0"]);
    expect(rows).toContainEqual(["Figure", "Active users", "6", "0", ""]);

    const pdf = await api.analytics.reportPdf({ ...input, reportType: "user_retention" });
    expect(pdf.filename).toBe(`user_retention-2026-11-01-2026-11-20-program-${programId}.pdf`);
    const pages = await pdfPages(pdf.base64);
    const text = pages.join("\n");
    expect(text).toContain(ORGANISATION);
    expect(text).toContain(`Program: ${FIRST_90_DAYS}`);
    expect(text).toContain("2026-11-01 to 2026-11-20");
    expect(text).toContain("Registered users: 6");
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it("a program of fewer than 5 people: named, with no figures in either file, only the note", async () => {
    const { api, pilotId } = await setUp();
    const input = { reportType: "skill_improvement" as const, ...range, programId: pilotId };
    const rows: string[][] = parse((await api.analytics.reportCsv(input)).csv, { bom: true });
    expect(rows).toContainEqual(["Scope", "Program: Pilot", "", "", ""]);
    expect(rows.filter((row) => row[0] === "Figure" || row[0] === "Top skills")).toEqual([]);
    expect(rows).toContainEqual(["Note", TOO_FEW_IN_PROGRAM, "", "", ""]);
    const text = (await pdfPages((await api.analytics.reportPdf(input)).base64)).join("\n");
    expect(text).toContain("Program: Pilot");
    expect(text).toContain("No figures are shown for this report.");
    expect(text).not.toContain("Skills tracked:");
  });

  it("the organisation's name, once a super admin sets it, heads both files", async () => {
    const { api } = await setUp();
    const superAdmin = await createUser(t.db, { role: "super_admin" });
    const owner = await callerFor(t.db, { userId: superAdmin.id, clock: createClock(NOW) });
    const settings = await owner.organisation.settings();
    await owner.organisation.update({ ...settings, name: "  Contoso Engineering  " });
    expect((await owner.organisation.settings()).name).toBe("Contoso Engineering");

    const input = { reportType: "engagement_overview" as const, ...range };
    const rows: string[][] = parse((await api.analytics.reportCsv(input)).csv, { bom: true });
    expect(rows).toContainEqual(["Organisation", "Contoso Engineering", "", "", ""]);
    const text = (await pdfPages((await api.analytics.reportPdf(input)).base64)).join("\n");
    expect(text).toContain("Contoso Engineering");
    expect(text).not.toContain(ORGANISATION);
  });

  it("only admins download reports", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    await expectTrpcError(api.analytics.reportCsv({}), "FORBIDDEN");
    await expectTrpcError(api.analytics.reportPdf({}), "FORBIDDEN");
  });
});
