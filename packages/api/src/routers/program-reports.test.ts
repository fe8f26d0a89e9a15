import { json } from "@leadcoach/db";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import { PROGRAM_NOT_FOUND } from "../schemas/programs";
import {
  growthMeasureTexts,
  growthTooFewMeasured,
  PROGRAM_REPORT_TOO_FEW,
  type GrowthMeasure,
  type ProgramReport,
} from "../schemas/program-reports";
import { releaseDueCampaignCycles } from "../services/review-campaigns/release";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  insertAnsweredRequest,
  reflectionProgram,
  releaseCycleIfDue,
  useTestDb,
} from "../testing";
import { pdfPages } from "../testing-pdf";

const t = useTestDb();

/** Wednesday 9 December 2026, 10:00 UTC: weeks 1 to 4 of a program started on 16 November have begun. */
const NOW = "2026-12-09T10:00:00Z";
const START = "2026-11-16";
const SECRET = "SECRET-REFLECTION-9c2d";

type Api = Awaited<ReturnType<typeof callerFor>>;

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

/** One measure's section of a report. */
function section(report: ProgramReport, measure: GrowthMeasure) {
  const found = report.growth.find((g) => g.measure === measure);
  if (!found) throw new Error(`no ${measure} section`);
  return found;
}

/** A skill pulse (a percentage of the skill's maximum) taken at `at`. */
async function pulse(userId: number, skillId: number, at: string, score: number) {
  await t.db
    .insertInto("skillPulses")
    .values({ userId, skillId, score, answers: json([]), createdAt: new Date(at) })
    .execute();
}

type Ratings = [s1: number | string, s2: number | string][];

/** Reviewers' answers to a person's 360 cycle, one per rating pair, each with a comment carrying SECRET. */
async function answer360(cycleId: number, userId: number, ratings: Ratings) {
  for (const [i, [r1, r2]] of ratings.entries()) {
    await insertAnsweredRequest(
      t.db,
      {
        requesterId: userId,
        cycleId,
        reviewerEmail: `reviewer-${cycleId}-${i}@example.test`,
        relationship: "peer",
        expiresAt: new Date("2027-01-31T00:00:00Z"),
        completedAt: new Date("2026-11-18T10:00:00Z"),
      },
      {
        responses: json({ [s1.key]: r1, [s2.key]: r2 }),
        overallRating: 4,
        strengths: `${SECRET} strengths`,
      },
    );
  }
}

/** The person's cycle in a campaign. */
async function campaignCycle(campaignId: number, userId: number) {
  const row = await t.db
    .selectFrom("assessment360Cycles")
    .select("id")
    .where("campaignId", "=", campaignId)
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

let admin: Api;
let adminId: number;
let programId: number;
let measuredProgramId: number;
let halfMeasuredProgramId: number;
let smallProgramId: number;
let s1: { id: number; name: string; key: string };
let s2: { id: number; name: string; key: string };
let s3: { id: number; name: string; key: string };
let categoryName: string;

/**
 * Six people on a four-week program. Skill 1 (start -> end, %): 50->70, 40->60, 60->65, 50->50, 30->50,
 * 70->80: changes 20, 20, 5, 0, 20, 10, mean 12.5. Skill 2 only for the first four (too few). Each
 * person's category score averages the skills they have at both ends: changes 15, 10, 5, 12.5, 20, 10,
 * mean 12.083.
 */
beforeAll(async () => {
  adminId = (await createUser(t.db, { role: "admin" })).id;
  admin = await callerFor(t.db, { userId: adminId, clock: createClock(NOW) });
  const skills = await t.db
    .selectFrom("skills as k")
    .innerJoin("skillCategories as g", "g.id", "k.categoryId")
    .select(["k.id", "k.name", "k.key", "k.categoryId", "g.name as categoryName"])
    .orderBy("g.sortOrder")
    .orderBy("k.sortOrder")
    .execute();
  const [first, second] = skills.filter((k) => k.categoryId === skills[0]!.categoryId);
  s1 = first!;
  s2 = second!;
  s3 = skills.find((k) => k.categoryId !== first!.categoryId)!;
  categoryName = first!.categoryName;
  programId = (await reflectionProgram(admin, "New managers", 4)).id;
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
  const cohort: number[] = [];
  for (const [i, [weeks, pre, post]] of plan.entries()) {
    const user = await participant(admin, programId, `Cohort ${i + 1}`, weeks);
    cohort.push(user.id);
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
  smallProgramId = (await reflectionProgram(admin, "Small cohort", 4)).id;
  for (const name of ["Small 1", "Small 2", "Small 3"]) await participant(admin, smallProgramId, name, [1]);
  await seedPulsesAndReviews(cohort);
}, 180_000);

/**
 * The same six people in a second program, 'Measured cohort' (from START, 4 weeks: its first half ends on
 * 30 November, its last day is 13 December), with pulse steps on skills 1 and 2 and three 360 campaigns.
 *
 * Pulses (% of the maximum), first in the first half -> last in the second: skill 1 40 -> 60 (one taken
 * in between does not count), 50 -> 70 (one before the start does not count), 60 -> 60 (one after the
 * last day does not count), 30 -> 55 (the second taken at the midpoint itself), 45 -> 50; the sixth has
 * no second. Skill 2 for the first four only: 50 -> 60, 40 -> 40, 70 -> 80, 20 -> 40. Skill 3 (no step
 * names it) for everyone, 20 -> 90: never counted.
 *
 * Reviewer ratings (1-5), first campaign (closed on 19 November) -> second (released on 8 December):
 * skill 1 [3,3,4] -> [4,4,5], [2,3,4] -> [3,4,4,4], [4,4,4] -> [4,4,4], [2,2,2] -> [3,4,3],
 * [3,3,3] -> [3,3,2]; skill 2 all 3 -> 3 (a 7 and a 'x' among them are not ratings). The sixth had 2
 * answers in the first campaign (never released), so does not count. A third campaign releases after
 * today: not counted; nor a cycle of the first person's own with 1s.
 */
async function seedPulsesAndReviews(cohort: number[]) {
  const steps = [
    { week: 1, kind: "skill_pulse" as const, title: "Re-check skill 1", skillId: s1.id },
    { week: 1, kind: "review_360" as const, title: "Start 360" },
    { week: 3, kind: "skill_pulse" as const, title: "Re-check skill 2", skillId: s2.id },
    { week: 4, kind: "review_360" as const, title: "End 360" },
  ];
  measuredProgramId = (await admin.programs.create({ name: "Measured cohort", lengthWeeks: 4, steps })).id;
  await admin.programs.enrol({ programId: measuredProgramId, userIds: cohort, startDate: START });
  halfMeasuredProgramId = (
    await admin.programs.create({ name: "Half measured", lengthWeeks: 4, steps: [steps[2]!] })
  ).id;
  await admin.programs.enrol({ programId: halfMeasuredProgramId, userIds: cohort, startDate: START });

  const [c1, c2, c3, c4, c5, c6] = cohort as [number, number, number, number, number, number];
  const pulses: [userId: number, skillId: number, at: string, score: number][] = [
    [c1, s1.id, "2026-11-18T10:00:00Z", 40],
    [c1, s1.id, "2026-11-25T10:00:00Z", 45],
    [c1, s1.id, "2026-12-02T10:00:00Z", 50],
    [c1, s1.id, "2026-12-07T10:00:00Z", 60],
    [c2, s1.id, "2026-11-10T10:00:00Z", 10],
    [c2, s1.id, "2026-11-17T10:00:00Z", 50],
    [c2, s1.id, "2026-12-01T10:00:00Z", 70],
    [c3, s1.id, "2026-11-20T10:00:00Z", 60],
    [c3, s1.id, "2026-12-03T10:00:00Z", 60],
    [c3, s1.id, "2026-12-15T10:00:00Z", 100],
    [c4, s1.id, "2026-11-29T23:00:00Z", 30],
    [c4, s1.id, "2026-11-30T00:00:00Z", 55],
    [c5, s1.id, "2026-11-19T10:00:00Z", 45],
    [c5, s1.id, "2026-12-10T10:00:00Z", 50],
    [c6, s1.id, "2026-11-21T10:00:00Z", 80],
    [c1, s2.id, "2026-11-18T11:00:00Z", 50],
    [c1, s2.id, "2026-12-02T11:00:00Z", 60],
    [c2, s2.id, "2026-11-18T11:00:00Z", 40],
    [c2, s2.id, "2026-12-02T11:00:00Z", 40],
    [c3, s2.id, "2026-11-18T11:00:00Z", 70],
    [c3, s2.id, "2026-12-02T11:00:00Z", 80],
    [c4, s2.id, "2026-11-18T11:00:00Z", 20],
    [c4, s2.id, "2026-12-02T11:00:00Z", 40],
    ...cohort.flatMap((id): [number, number, string, number][] => [
      [id, s3.id, "2026-11-18T12:00:00Z", 20],
      [id, s3.id, "2026-12-02T12:00:00Z", 90],
    ]),
  ];
  for (const [userId, skillId, at, score] of pulses) await pulse(userId, skillId, at, score);

  const clock = createClock("2026-11-16T10:00:00Z");
  const campaigns = await callerFor(t.db, { userId: adminId, clock });
  const campaign = async (name: string, deadline: string, release: string) =>
    (
      await campaigns.reviewCampaigns.create({
        name,
        programId: measuredProgramId,
        nominationDeadline: deadline,
        releaseAt: release,
      })
    ).campaign.id;
  const start = await campaign("Start 360", "2026-11-18T00:00:00Z", "2026-11-23T00:00:00Z");
  const first: Ratings[] = [
    [
      [3, 3],
      [3, 3],
      [4, 3],
    ],
    [
      [2, 3],
      [3, 3],
      [4, 3],
    ],
    [
      [4, 3],
      [4, 3],
      [4, 3],
    ],
    [
      [2, 3],
      [2, 3],
      [2, 3],
    ],
    [
      [3, 3],
      [3, 3],
      [3, 3],
    ],
    [
      [5, 5],
      [5, 5],
    ],
  ];
  for (const [i, ratings] of first.entries()) {
    await answer360(await campaignCycle(start, cohort[i]!), cohort[i]!, ratings);
  }
  clock.set("2026-11-19T10:00:00Z");
  await campaigns.reviewCampaigns.close({ campaignId: start });

  clock.set("2026-12-01T10:00:00Z");
  const end = await campaign("End 360", "2026-12-03T00:00:00Z", "2026-12-08T00:00:00Z");
  const second: Ratings[] = [
    [
      [4, 3],
      [4, 3],
      [5, 3],
    ],
    [
      [3, 3],
      [4, 3],
      [4, 3],
      [4, 3],
    ],
    [
      [4, 3],
      [4, 3],
      [4, 7],
      [4, "x"],
    ],
    [
      [3, 3],
      [4, 3],
      [3, 3],
    ],
    [
      [3, 3],
      [3, 3],
      [2, 3],
    ],
    [
      [5, 5],
      [5, 5],
      [5, 5],
    ],
  ];
  for (const [i, ratings] of second.entries()) {
    await answer360(await campaignCycle(end, cohort[i]!), cohort[i]!, ratings);
  }
  await releaseDueCampaignCycles({ db: t.db, now: () => new Date("2026-12-08T12:00:00Z") });

  clock.set("2026-12-05T10:00:00Z");
  const later = await campaign("Later 360", "2026-12-10T00:00:00Z", "2026-12-20T00:00:00Z");
  await answer360(await campaignCycle(later, c1), c1, [
    [1, 1],
    [1, 1],
    [1, 1],
  ]);
  const own = await callerFor(t.db, { userId: c1, clock: createClock("2026-11-20T10:00:00Z") });
  const cycle = await own.reviews360.create({ title: "My own 360", endDate: "2026-12-20" });
  await answer360(cycle.id, c1, [
    [1, 1],
    [1, 1],
    [1, 1],
  ]);
  await releaseCycleIfDue(t.db, cycle.id, new Date("2026-11-21T10:00:00Z"));
}

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
    const growth = section(await admin.programReports.get({ programId }), "assessment-self-rating");
    expect(growth.caveat).toBe(growthMeasureTexts["assessment-self-rating"].caveat);
    expect(growth).toMatchObject({ state: "measured", emptyReason: null, measured: 6 });
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
    expect(category.coveredSkills).toBeNull();
  });

  it("says why pulses and reviewer ratings show nothing when the program has neither", async () => {
    const report = await admin.programReports.get({ programId });
    expect(report.growth.map((g) => g.measure)).toEqual([
      "assessment-self-rating",
      "pulse-self-rating",
      "reviewer-rating",
    ]);
    for (const measure of ["pulse-self-rating", "reviewer-rating"] as const) {
      expect(section(report, measure)).toMatchObject({
        state: "none",
        emptyReason: growthMeasureTexts[measure].nothingAtBothEnds,
        measured: 0,
        skills: [],
        categories: [],
      });
    }
  });

  it("measures pulse growth from the first pulse of the first half to the last of the second, by hand", async () => {
    const report = await admin.programReports.get({ programId: measuredProgramId });
    const growth = section(report, "pulse-self-rating");
    expect(growth).toMatchObject({ label: "Self-rating (skill pulses)", state: "measured", measured: 5 });
    // Skill 1: changes 20, 20, 0, 25, 5: mean 14, SD sqrt(470 / 4) = 10.840, half-width 2.7764 x 10.840 /
    // sqrt(5) = 13.459; d_z 14 / 10.840 = 1.29. Start SD sqrt(500 / 4) = 11.180, SE of a difference
    // sqrt(2) x 11.180 x sqrt(0.2) = 7.071: 20 and 25 exceed 1.96 x 7.071 = 13.86, 3 of 5.
    expect(growth.skills).toEqual([
      {
        skillId: s1.id,
        skillName: s1.name,
        categoryName,
        figures: {
          kind: "measured",
          n: 5,
          meanChange: 14,
          ci95: { low: 0.54, high: 27.46 },
          cohensDz: 1.29,
          reliablyImprovedShare: 0.6,
        },
      },
      { skillId: s2.id, skillName: s2.name, categoryName, figures: { kind: "too-few", n: 4 } },
    ]);
    // The category covers skills 1 and 2. Each person's mean of both ends' skills: 45 -> 60, 45 -> 55,
    // 65 -> 70, 25 -> 47.5, and 45 -> 50 (skill 1 only): changes 15, 10, 5, 22.5, 5, mean 11.5; start SD
    // 14.142, so the noise is 1.96 x 8.944 = 17.53 and only the 22.5 exceeds it.
    expect(growth.categories).toEqual([
      {
        categoryId: expect.any(Number) as number,
        categoryName,
        coveredSkills: [s1.name, s2.name],
        figures: {
          kind: "measured",
          n: 5,
          meanChange: 11.5,
          ci95: { low: 2.29, high: 20.71 },
          cohensDz: 1.55,
          reliablyImprovedShare: 0.2,
        },
      },
    ]);
  });

  it("measures reviewer ratings between the first and last released campaigns, by hand", async () => {
    const report = await admin.programReports.get({ programId: measuredProgramId });
    const growth = section(report, "reviewer-rating");
    expect(growth).toMatchObject({ label: "Reviewer ratings (360)", state: "measured", measured: 5 });
    expect(growth.caveat).toContain("Reviewer ratings and self-ratings are different measures");
    // Skill 1, each subject's reviewers' mean: 3.33 -> 4.33, 3 -> 3.75, 4 -> 4, 2 -> 3.33, 3 -> 2.67:
    // changes 1, 0.75, 0, 1.33, -0.33, mean 0.55, SD 0.6962, half-width 2.7764 x 0.6962 / sqrt(5) =
    // 0.8645, d_z 0.79; a whole step up for 2 of 5. Skill 2 never moved: no effect size, nobody improved.
    expect(growth.skills).toEqual([
      {
        skillId: s1.id,
        skillName: s1.name,
        categoryName,
        figures: {
          kind: "measured",
          n: 5,
          meanChange: 0.55,
          ci95: { low: -0.31, high: 1.41 },
          cohensDz: 0.79,
          reliablyImprovedShare: 0.4,
        },
      },
      {
        skillId: s2.id,
        skillName: s2.name,
        categoryName,
        figures: {
          kind: "measured",
          n: 5,
          meanChange: 0,
          ci95: { low: 0, high: 0 },
          cohensDz: null,
          reliablyImprovedShare: 0,
        },
      },
    ]);
    // The category: half of skill 1's changes (skill 2 is flat), so 0.275 (shown 0.28, rounded half
    // away in binary as 0.27), and nobody moved a whole step.
    const category = growth.categories[0]!;
    expect(category).toMatchObject({ categoryName, coveredSkills: null });
    expect(category.figures).toMatchObject({
      kind: "measured",
      n: 5,
      cohensDz: 0.79,
      reliablyImprovedShare: 0,
    });
  });

  it("shows a measure with people measured but under 5 on every skill as too few", async () => {
    const report = await admin.programReports.get({ programId: halfMeasuredProgramId });
    expect(section(report, "pulse-self-rating")).toEqual(
      expect.objectContaining({
        state: "too-few",
        emptyReason: growthTooFewMeasured(4),
        measured: 4,
        skills: [],
        categories: [],
      }),
    );
    expect(section(report, "reviewer-rating").state).toBe("none");
  });

  it("shows only enrolment counts below 5 people", async () => {
    const report = await admin.programReports.get({ programId: smallProgramId });
    expect(report.enoughPeople).toBe(false);
    expect(report.enrolment).toEqual({ enrolled: 3, started: 3, completed: 0, stalled: 3 });
    expect(report.completionByWeek).toEqual([]);
    expect(report.engagement).toBeNull();
    expect(report.growth).toEqual([]);
    expect(report.notes).toEqual([PROGRAM_REPORT_TOO_FEW]);
  });

  it("carries no name, e-mail, reflection, reviewer's words or individual score", async () => {
    for (const id of [programId, measuredProgramId, smallProgramId]) {
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
    expect(rows).toContainEqual([
      "Note",
      growthMeasureTexts["assessment-self-rating"].caveat,
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(rows).toContainEqual([
      "Growth: Reviewer ratings (360)",
      growthMeasureTexts["reviewer-rating"].nothingAtBothEnds,
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  it("writes each measure's rows under its own label, never mixed", async () => {
    const rows: string[][] = parse((await admin.programReports.csv({ programId: measuredProgramId })).csv, {
      bom: true,
    });
    expect(rows).toContainEqual([
      "Growth by skill: Self-rating (skill pulses)",
      s1.name,
      "14",
      "0.54 to 27.46",
      "1.29",
      "60",
      "5",
    ]);
    expect(rows).toContainEqual([
      "Growth by category: Self-rating (skill pulses)",
      `${categoryName} (${s1.name}, ${s2.name})`,
      "11.5",
      "2.29 to 20.71",
      "1.55",
      "20",
      "5",
    ]);
    expect(rows).toContainEqual([
      "Growth by skill: Reviewer ratings (360)",
      s1.name,
      "0.55",
      // A text starting with '-' is neutralised for spreadsheets.
      "'-0.31 to 1.41",
      "0.79",
      "40",
      "5",
    ]);
    expect(rows).toContainEqual([
      "Growth by skill: Reviewer ratings (360)",
      s2.name,
      "0",
      "0 to 0",
      "",
      "0",
      "5",
    ]);
    expect(rows).toContainEqual(["Note", growthMeasureTexts["reviewer-rating"].noise, "", "", "", "", ""]);
    // The same people's assessments are their own measure, under its own label.
    expect(rows).toContainEqual([
      "Growth by skill: Self-rating (skills assessment)",
      s1.name,
      "12.5",
      "3.26 to 21.74",
      "1.42",
      "50",
      "6",
    ]);
  });

  it("draws the PDF with the organisation, the chart, the growth table and page numbers", async () => {
    const file = await admin.programReports.pdf({ programId });
    expect(Buffer.from(file.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pdfPages(file.base64);
    const text = pages.join(" ");
    expect(pages[0]).toContain(defaultApiConfig.mail.productName);
    expect(text).toContain("Program report: New managers");
    expect(text).toContain("Share who did all of the week's steps");
    expect(text).toContain("83%");
    expect(text).toContain(s1.name);
    expect(text).toContain("3.26 to 21.74");
    expect(text).toContain("Self-ratings and reviewer ratings are different");
    expect(text).toContain("No one has a released 360 from two of this program's 360 campaigns yet");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).not.toContain(SECRET);
  });

  it("draws each measure's growth apart, the reviewer ratings under their own label", async () => {
    const pages = await pdfPages((await admin.programReports.pdf({ programId: measuredProgramId })).base64);
    const text = pages.join(" ");
    expect(pages[0]).toContain(defaultApiConfig.mail.productName);
    expect(text).toContain("Growth by skill: Self-rating (skill pulses)");
    expect(text).toContain("27.46");
    expect(text).toContain("Growth by skill: Reviewer ratings (360)");
    expect(text).toContain("-0.31 to 1.41");
    expect(text).toContain("Reviewer ratings and self-ratings are different measures and are never combined");
    expect(text).toContain("Growth by skill: Self-rating (skills assessment)");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).not.toContain(SECRET);
  });

  it("prints no figure below 5 people", async () => {
    const pages = await pdfPages((await admin.programReports.pdf({ programId: smallProgramId })).base64);
    const text = pages.join(" ");
    expect(text).toContain("Fewer than 5 people are enrolled");
    expect(text).toContain("enrolment counts show at any size");
    expect(text).not.toContain("folded into 'Other'");
    expect(text).not.toContain("Growth by skill");
  });
});
