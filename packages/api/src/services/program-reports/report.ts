import { AppError } from "../../lib/app-error";
import { PROGRAM_NOT_FOUND } from "../../schemas/programs";
import {
  GROWTH_FIGURES_EXPLAINED,
  growthMeasureTexts,
  growthTooFewMeasured,
  PROGRAM_REPORT_ACTIVE_DAYS,
  PROGRAM_REPORT_MIN_PEOPLE,
  PROGRAM_REPORT_TOO_FEW,
  REVIEWER_GROWTH_STEP,
  type GrowthMeasure,
  type ProgramGrowthSection,
  type ProgramReport,
  type ProgramReportInput,
} from "../../schemas/program-reports";
import { MIN_REVIEWERS_FOR_REPORT } from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import {
  DEFAULT_NOISE,
  growthReport,
  type GrowthFigures,
  type NoiseRule,
  type PairedScore,
} from "../growth/growth";
import { engagementClock } from "../programs/engagement";
import { findParticipants, findProgram } from "../programs/queries";
import {
  findCompletionByWeek,
  findEndScores,
  findPulseEndScores,
  findReleasedProgramCampaigns,
  findReviewerScores,
  findSkillsWithCategories,
} from "./queries";

const DAY_MS = 86_400_000;
/** The participants list is read a page at a time; a program holds a few thousand people at most. */
const PAGE = 1000;

/** Everyone enrolled, with the participants list's counts and stalled rules (the same query). */
async function everyParticipant(db: ServiceDeps["db"], programId: number, now: Date) {
  const clock = engagementClock(now);
  const all: Awaited<ReturnType<typeof findParticipants>> = [];
  let cursor: { id: number; name: string } | undefined;
  for (;;) {
    const page = await findParticipants(db, programId, clock, { stalledOnly: false }, cursor, PAGE);
    all.push(...page);
    const last = page.at(-1);
    if (page.length < PAGE || !last) return all;
    cursor = { id: last.userId, name: last.sortName };
  }
}

/** One person's score on one skill at one end of the program, on the measure's own scale. */
interface EndScore {
  userId: number;
  skillId: number;
  value: number;
  skillName: string;
  skillOrder: number;
  categoryId: number;
  categoryName: string;
  categoryOrder: number;
}

/** Each person's score per skill at both ends, paired (null at the end when they were not measured then). */
function paired<M extends GrowthMeasure>(
  measure: M,
  pre: readonly EndScore[],
  post: readonly EndScore[],
): PairedScore<M>[] {
  const key = (row: EndScore) => `${row.userId}:${row.skillId}`;
  const after = new Map(post.map((row) => [key(row), row.value]));
  return pre.map((row) => ({
    measure,
    personId: String(row.userId),
    skillId: String(row.skillId),
    categoryId: String(row.categoryId),
    pre: row.value,
    post: after.get(key(row)) ?? null,
  }));
}

/** Rounds a figure for reading (2 decimals); the growth module's own figures stay exact until here. */
const round2 = (value: number) => Math.round(value * 100) / 100;

function rounded(figures: GrowthFigures): GrowthFigures {
  if (figures.kind === "too-few") return figures;
  return {
    ...figures,
    meanChange: round2(figures.meanChange),
    ci95: { low: round2(figures.ci95.low), high: round2(figures.ci95.high) },
    cohensDz: figures.cohensDz === null ? null : round2(figures.cohensDz),
    reliablyImprovedShare:
      figures.reliablyImprovedShare === null ? null : round2(figures.reliablyImprovedShare),
  };
}

/** How each measure's figures are worked out: its noise rule, and whether it rates every skill. */
const measureRules: Record<GrowthMeasure, { noise: NoiseRule; ratesEverySkill: boolean }> = {
  "assessment-self-rating": { noise: DEFAULT_NOISE, ratesEverySkill: true },
  // A pulse re-checks one skill: a category shows only where the pulses cover two or more of its skills.
  "pulse-self-rating": { noise: DEFAULT_NOISE, ratesEverySkill: false },
  "reviewer-rating": { noise: { kind: "scale-step", points: REVIEWER_GROWTH_STEP }, ratesEverySkill: true },
};

/** At least two skills make a pulse category more than a repeat of a skill's row. */
const MIN_PULSE_CATEGORY_SKILLS = 2;

/**
 * One measure's section: per skill and category, the growth figures of the people measured at both
 * ends, in the skills' order, with what the section says about itself and, when nothing shows, why.
 */
function growthSection(
  measure: GrowthMeasure,
  pre: readonly EndScore[],
  post: readonly EndScore[],
): ProgramGrowthSection {
  const { noise, ratesEverySkill } = measureRules[measure];
  const scores = paired(measure, pre, post);
  const report = growthReport(measure, scores, noise);
  const measured = new Set(scores.filter((s) => s.post !== null).map((s) => s.personId)).size;
  const info = new Map(pre.map((r) => [String(r.skillId), r]));
  const bySkill = (a: EndScore, b: EndScore) =>
    a.categoryOrder - b.categoryOrder || a.skillOrder - b.skillOrder;
  const skills = report.skills
    .flatMap(({ skillId, figures }) => {
      const row = info.get(skillId);
      return row ? [{ row, figures }] : [];
    })
    .sort((a, b) => bySkill(a.row, b.row))
    .map(({ row, figures }) => ({
      skillId: row.skillId,
      skillName: row.skillName,
      categoryName: row.categoryName,
      figures: rounded(figures),
    }));
  const categories = report.categories
    .flatMap(({ skillIds, figures }) => {
      const rows = skillIds.flatMap((id) => info.get(id) ?? []).sort(bySkill);
      const first = rows[0];
      if (!first || (!ratesEverySkill && rows.length < MIN_PULSE_CATEGORY_SKILLS)) return [];
      return [{ first, rows, figures }];
    })
    .sort((a, b) => a.first.categoryOrder - b.first.categoryOrder)
    .map(({ first, rows, figures }) => ({
      categoryId: first.categoryId,
      categoryName: first.categoryName,
      coveredSkills: ratesEverySkill ? null : rows.map((r) => r.skillName),
      figures: rounded(figures),
    }));
  const state =
    measured === 0 ? "none" : skills.some((s) => s.figures.kind === "measured") ? "measured" : "too-few";
  const texts = growthMeasureTexts[measure];
  return {
    measure,
    label: texts.label,
    caveat: texts.caveat,
    window: texts.window,
    noise: texts.noise,
    state,
    emptyReason:
      state === "none"
        ? texts.nothingAtBothEnds
        : state === "too-few"
          ? growthTooFewMeasured(measured)
          : null,
    measured,
    categories: state === "measured" ? categories : [],
    skills: state === "measured" ? skills : [],
  };
}

/** Reviewer ratings at the program's first and last released 360 campaigns (none with fewer than two). */
async function reviewerEnds(db: ServiceDeps["db"], programId: number, now: Date) {
  const campaigns = await findReleasedProgramCampaigns(db, programId, now);
  const first = campaigns[0];
  const last = campaigns.at(-1);
  if (!first || !last || first.id === last.id) return { pre: [], post: [] };
  const scores = async (campaignId: number) =>
    (await findReviewerScores(db, programId, campaignId, MIN_REVIEWERS_FOR_REPORT)).map((row) => ({
      ...row,
      value: Number(row.meanRating),
    }));
  const [pre, post] = await Promise.all([scores(first.id), scores(last.id)]);
  return { pre, post };
}

/** The three measures' sections, each from its own instrument's scores at the program's two ends. */
async function growthSections(db: ServiceDeps["db"], programId: number, now: Date) {
  const [assessmentPre, assessmentPost, pulsePre, pulsePost, reviewers, skills] = await Promise.all([
    findEndScores(db, programId, "pre"),
    findEndScores(db, programId, "post"),
    findPulseEndScores(db, programId, "pre"),
    findPulseEndScores(db, programId, "post"),
    reviewerEnds(db, programId, now),
    findSkillsWithCategories(db),
  ]);
  const skillById = new Map(skills.map((k) => [k.skillId, k]));
  /** A score with its skill's and category's names and order. */
  const named = (rows: readonly { userId: number; skillId: number; value: number }[]): EndScore[] =>
    rows.flatMap((row) => {
      const skill = skillById.get(row.skillId);
      return skill ? [{ ...skill, userId: row.userId, value: row.value }] : [];
    });
  // An assessment's score as a percentage of the skill's maximum, so skills and categories share a scale.
  const assessments = (rows: typeof assessmentPre) =>
    named(rows.flatMap((r) => (r.maxScore > 0 ? [{ ...r, value: (100 * r.score) / r.maxScore }] : [])));
  const pulses = (rows: typeof pulsePre) => named(rows.map((row) => ({ ...row, value: row.score })));
  return [
    growthSection("assessment-self-rating", assessments(assessmentPre), assessments(assessmentPost)),
    growthSection("pulse-self-rating", pulses(pulsePre), pulses(pulsePost)),
    growthSection("reviewer-rating", named(reviewers.pre), named(reviewers.post)),
  ];
}

/**
 * GET /api/admin/programs/{id}/report: the program's enrolment, completion by week, engagement and
 * growth on each measure apart (skills assessment, skill pulses, 360 reviewer ratings). Aggregates
 * only: no person's name, score, answer or reflection is read out, and below 5 enrolled only the
 * enrolment counts show (docs/programs.md, 'The program report').
 */
export async function getProgramReport(
  { db, now: clock }: ServiceDeps,
  _caller: SessionUser,
  input: ProgramReportInput,
): Promise<ProgramReport> {
  const program = await findProgram(db, input.programId);
  if (!program) throw new AppError("NOT_FOUND", PROGRAM_NOT_FOUND);
  const now = clock();
  const today = now.toISOString().slice(0, 10);
  const people = await everyParticipant(db, input.programId, now);
  const enrolment = {
    enrolled: people.length,
    started: people.filter((p) => Number(p.stepsDone) > 0).length,
    completed: people.filter((p) => Number(p.stepsTotal) > 0 && Number(p.stepsDone) === Number(p.stepsTotal))
      .length,
    stalled: people.filter((p) => p.stalled).length,
  };
  const enoughPeople = people.length >= PROGRAM_REPORT_MIN_PEOPLE;
  const base = {
    programId: program.id,
    programName: program.name,
    lengthWeeks: program.lengthWeeks,
    today,
    generatedAt: now.toISOString(),
    enoughPeople,
    enrolment,
    growthExplained: GROWTH_FIGURES_EXPLAINED,
  };
  if (!enoughPeople) {
    return { ...base, completionByWeek: [], engagement: null, growth: [], notes: [PROGRAM_REPORT_TOO_FEW] };
  }

  const weeks = await findCompletionByWeek(db, input.programId, today);
  const completionByWeek = weeks.map((w) => {
    const begun = Number(w.begun);
    return {
      week: w.week,
      begun,
      completedPercent: begun < PROGRAM_REPORT_MIN_PEOPLE ? null : Math.round((100 * Number(w.done)) / begun),
    };
  });

  const [week, month] = PROGRAM_REPORT_ACTIVE_DAYS.map((days) => now.getTime() - days * DAY_MS);
  const activeSince = (since: number | undefined) =>
    people.filter((p) =>
      [p.lastStepAt, p.lastLoginAt].some((at) => at !== null && new Date(at).getTime() >= (since ?? 0)),
    ).length;
  const engagement = { activeLast7Days: activeSince(week), activeLast28Days: activeSince(month) };
  const growth = await growthSections(db, input.programId, now);
  return { ...base, completionByWeek, engagement, growth, notes: [] };
}
