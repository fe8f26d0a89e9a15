import { json } from "@leadcoach/db";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { parse } from "csv-parse/sync";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import { PROGRAM_NOT_FOUND } from "../schemas/programs";
import { PROGRAM_REPORT_TOO_FEW, SELF_RATING_CAVEAT } from "../schemas/program-reports";
import { callerFor, createClock, createUser, expectTrpcError, useTestDb } from "../testing";

const t = useTestDb();

/** Wednesday 9 December 2026, 10:00 UTC: weeks 1 to 4 of a program started on 16 November have begun. */
const NOW = "2026-12-09T10:00:00Z";
const START = "2026-11-16";
const SECRET = "SECRET-REFLECTION-9c2d";

type Api = Awaited<ReturnType<typeof callerFor>>;

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

async function pdfText(base64: string): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(Buffer.from(base64, "base64")), standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages;
}

/** Four weeks, one reflection a week. */
function fourWeekProgram(admin: Api, name: string) {
  return admin.programs.create({
    name,
    lengthWeeks: 4,
    steps: Array.from({ length: 4 }, (_, i) => ({
      week: i + 1,
      kind: "reflection" as const,
      title: `Week ${i + 1} reflection`,
      prompt: `What did week ${i + 1} teach you?`,
    })),
  });
}

/** A completed assessment at `at` with raw scores out of 20 (a percentage is 5 x the score). */
async function assessment(userId: number, at: string, scores: [skillId: number, score: number][]) {
  const a = await t.db
    .insertInto("assessments")
    .values({ userId, status: "completed", completedAt: new Date(at) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("assessmentResults")
    .values(
      scores.map(([skillId, score]) => ({
        assessmentId: a.id,
        skillId,
        score,
        maxScore: 20,
        answers: json([]),
      })),
    )
    .execute();
}

/** Enrols a new person from START and has them write the given weeks' reflections a day into each week. */
async function participant(admin: Api, programId: number, name: string, weeksDone: number[]) {
  const user = await createUser(t.db, { name });
  await admin.programs.enrol({ programId, userIds: [user.id], startDate: START });
  const clock = createClock(NOW);
  const api = await callerFor(t.db, { userId: user.id, clock });
  const enrolment = (await api.programs.mine()).enrolments.find((e) => e.programId === programId)!;
  for (const week of weeksDone) {
    const day = new Date(`${START}T09:00:00Z`).getTime() + ((week - 1) * 7 + 1) * 86_400_000;
    clock.set(new Date(day).toISOString());
    const step = enrolment.steps.find((s) => s.week === week)!;
    await api.programs.reflect({
      enrolmentId: enrolment.enrolmentId,
      stepId: step.id,
      reflection: `${SECRET} ${week}`,
    });
  }
  return user;
}

let admin: Api;
let programId: number;
let smallProgramId: number;
let s1: { id: number; name: string };
let s2: { id: number; name: string };
let categoryName: string;

/**
 * Six people on a four-week program. Skill 1 (start -> end, %): 50->70, 40->60, 60->65, 50->50, 30->50,
 * 70->80: changes 20, 20, 5, 0, 20, 10, mean 12.5. Skill 2 only for the first four (too few). Each
 * person's category score averages the skills they have at both ends: changes 15, 10, 5, 12.5, 20, 10,
 * mean 12.083.
 */
beforeAll(async () => {
  admin = await callerFor(t.db, {
    userId: (await createUser(t.db, { role: "admin" })).id,
    clock: createClock(NOW),
  });
  const skills = await t.db
    .selectFrom("skills as k")
    .innerJoin("skillCategories as g", "g.id", "k.categoryId")
    .select(["k.id", "k.name", "k.categoryId", "g.name as categoryName"])
    .orderBy("g.sortOrder")
    .orderBy("k.sortOrder")
    .execute();
  const [first, second] = skills.filter((k) => k.categoryId === skills[0]!.categoryId);
  s1 = first!;
  s2 = second!;
  categoryName = first!.categoryName;
  programId = (await fourWeekProgram(admin, "New managers")).id;
  const plan: [weeks: number[], pre: [number, number], post: [number, number | null]][] = [
    [
      [1, 2, 3, 4],
      [10, 10],
      [14, 12],
    ],
    [
      [1, 2, 3],
      [8, 10],
      [12, 10],
    ],
    [
      [1, 2],
      [12, 10],
      [13, 11],
    ],
    [[1], [10, 10], [10, 15]],
    [[1], [6, 10], [10, null]],
    [[], [14, 10], [16, null]],
  ];
  for (const [i, [weeks, pre, post]] of plan.entries()) {
    const user = await participant(admin, programId, `Cohort ${i + 1}`, weeks);
    await assessment(user.id, "2026-10-20T10:00:00Z", [
      [s1.id, 1],
      [s2.id, 1],
    ]); // older: replaced by the next
    await assessment(user.id, "2026-11-14T10:00:00Z", [
      [s1.id, pre[0]],
      [s2.id, pre[1]],
    ]);
    await assessment(user.id, "2026-11-25T10:00:00Z", [
      [s1.id, 20],
      [s2.id, 20],
    ]); // mid-program: neither end
    await assessment(
      user.id,
      "2026-12-05T10:00:00Z",
      post[1] === null
        ? [[s1.id, post[0]]]
        : [
            [s1.id, post[0]],
            [s2.id, post[1]],
          ],
    );
  }
  // Someone outside the program, with big changes that must not count.
  const outsider = await createUser(t.db, { name: "Outsider" });
  await assessment(outsider.id, "2026-11-14T10:00:00Z", [[s1.id, 0]]);
  await assessment(outsider.id, "2026-12-05T10:00:00Z", [[s1.id, 20]]);
  smallProgramId = (await fourWeekProgram(admin, "Small cohort")).id;
  for (const name of ["Small 1", "Small 2", "Small 3"]) await participant(admin, smallProgramId, name, [1]);
}, 120_000);

describe("programReports.get", () => {
  it("counts enrolment, completion by week and activity", async () => {
    const report = await admin.programReports.get({ programId });
    expect(report.enoughPeople).toBe(true);
    expect(report.enrolment).toEqual({ enrolled: 6, started: 5, completed: 1, stalled: 3 });
    expect(report.completionByWeek).toEqual([
      { week: 1, begun: 6, completedPercent: 83 },
      { week: 2, begun: 6, completedPercent: 50 },
      { week: 3, begun: 6, completedPercent: 33 },
      { week: 4, begun: 6, completedPercent: 17 },
    ]);
    // Steps on 7 December (week 4) only in the last 7 days; every step since 17 November in 28.
    expect(report.engagement).toEqual({ activeLast7Days: 1, activeLast28Days: 5 });
  });

  it("measures self-rated growth between the latest assessments of each window, by hand", async () => {
    const { growth } = await admin.programReports.get({ programId });
    expect(growth.measure).toBe("self-rating");
    expect(growth.caveat).toBe(SELF_RATING_CAVEAT);
    const skill1 = growth.skills.find((s) => s.skillId === s1.id)!;
    expect(skill1.skillName).toBe(s1.name);
    // Changes 20, 20, 5, 0, 20, 10: mean 12.5, SD sqrt(387.5 / 5) = 8.8034, t(0.975, 5) = 2.5706,
    // half-width 2.5706 x 8.8034 / sqrt(6) = 9.239; d_z 12.5 / 8.8034 = 1.42. SD of the start scores
    // 14.142, SE of a difference sqrt(2) x 14.142 x sqrt(0.2) = 8.944: 20 / 8.944 = 2.24 > 1.96, so 3 of 6.
    expect(skill1.figures).toEqual({
      kind: "measured",
      n: 6,
      meanChange: 12.5,
      ci95: { low: 3.26, high: 21.74 },
      cohensDz: 1.42,
      reliablyImprovedShare: 0.5,
    });
    expect(growth.skills.find((s) => s.skillId === s2.id)!.figures).toEqual({ kind: "too-few", n: 4 });
    const category = growth.categories.find((c) => c.categoryName === categoryName)!;
    expect(category.figures.kind === "measured" && category.figures.meanChange).toBe(12.08);
    expect(category.figures.n).toBe(6);
  });

  it("shows only enrolment counts below 5 people", async () => {
    const report = await admin.programReports.get({ programId: smallProgramId });
    expect(report.enoughPeople).toBe(false);
    expect(report.enrolment).toEqual({ enrolled: 3, started: 3, completed: 0, stalled: 3 });
    expect(report.completionByWeek).toEqual([]);
    expect(report.engagement).toBeNull();
    expect(report.growth.skills).toEqual([]);
    expect(report.growth.categories).toEqual([]);
    expect(report.notes).toEqual([PROGRAM_REPORT_TOO_FEW]);
  });

  it("carries no name, e-mail, reflection or individual score", async () => {
    for (const id of [programId, smallProgramId]) {
      const text = JSON.stringify(await admin.programReports.get({ programId: id }));
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/Cohort \d|Small \d|@/);
      const csv = (await admin.programReports.csv({ programId: id })).csv;
      expect(csv).not.toContain(SECRET);
      expect(csv).not.toMatch(/Cohort \d|Small \d/);
    }
  });

  it("is for admins, about a program that exists", async () => {
    const member = await callerFor(t.db, { userId: (await createUser(t.db)).id });
    await expectTrpcError(member.programReports.get({ programId }), "FORBIDDEN");
    await expectTrpcError(
      admin.programReports.get({ programId: 2_000_000_000 }),
      "NOT_FOUND",
      PROGRAM_NOT_FOUND,
    );
  });
});

describe("programReports.csv and .pdf", () => {
  it("writes the report as CSV rows that parse back", async () => {
    const file = await admin.programReports.csv({ programId });
    expect(file.filename).toBe(`program-${programId}-report-2026-12-09.csv`);
    const rows: string[][] = parse(file.csv, { bom: true });
    expect(rows[0]).toEqual([
      "Section",
      "Label",
      "Value",
      "95% CI",
      "Effect size (d_z)",
      "Improved beyond noise (%)",
      "People",
    ]);
    expect(rows).toContainEqual(["Report", "Program report: New managers", "", "", "", "", ""]);
    expect(rows).toContainEqual(["Figure", "Enrolled", "6", "", "", "", ""]);
    expect(rows).toContainEqual(["Completion by week (%)", "Week 2", "50", "", "", "", "6"]);
    expect(rows).toContainEqual([
      "Growth by skill: Self-rating (skills assessment)",
      s1.name,
      "12.5",
      "3.26 to 21.74",
      "1.42",
      "50",
      "6",
    ]);
    expect(rows).toContainEqual(["Note", SELF_RATING_CAVEAT, "", "", "", "", ""]);
  });

  it("draws the PDF with the organisation, the chart, the growth table and page numbers", async () => {
    const file = await admin.programReports.pdf({ programId });
    expect(Buffer.from(file.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pdfText(file.base64);
    const text = pages.join(" ");
    expect(pages[0]).toContain(defaultApiConfig.mail.productName);
    expect(text).toContain("Program report: New managers");
    expect(text).toContain("Share who did all of the week's steps");
    expect(text).toContain("83%");
    expect(text).toContain(s1.name);
    expect(text).toContain("3.26 to 21.74");
    expect(text).toContain("Self-ratings and reviewer ratings are different");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).not.toContain(SECRET);
  });

  it("prints no figure below 5 people", async () => {
    const pages = await pdfText((await admin.programReports.pdf({ programId: smallProgramId })).base64);
    const text = pages.join(" ");
    expect(text).toContain("Fewer than 5 people are enrolled");
    expect(text).toContain("enrolment counts show at any size");
    expect(text).not.toContain("folded into 'Other'");
    expect(text).not.toContain("Growth by skill");
  });
});
