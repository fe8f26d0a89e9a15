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
  type GrowthKey,
  type NoiseRule,
  type PairedScore,
} from "../growth/growth";
import { engagementClock } from "../programs/engagement";
import { findParticipantSummary, findProgram } from "../programs/queries";
import {
  findCompletionByWeek,
  findEndScores,
  findPulseEndScores,
  findReleasedProgramCampaigns,
  findReviewerMeans,
  findSkillsWithCategories,
} from "./queries";

const DAY_MS = 86_400_000;

/** One person's scores at one end of the program, on the measure's own scale: a skill's id beside its score. */
interface EndScores {
  userId: number;
  skillIds: readonly number[];
  values: readonly number[];
}

/** Assessment scores as percentages of each skill's maximum, so skills and categories share a scale. */
function percentOfMax(
  people: readonly { userId: number; skillIds: number[]; scores: number[]; maxScores: number[] }[],
): EndScores[] {
  return people.map(({ userId, skillIds, scores, maxScores }) => ({
    userId,
    skillIds,
    values: scores.map((score, i) => (100 * score) / maxScores[i]!),
  }));
}

type SkillInfo = Awaited<ReturnType<typeof findSkillsWithCategories>>[number];

/**
 * Each person's score per skill at both ends, paired (null at the end when they were not measured
 * then). Scores on a skill that no longer exists are left out.
 */
function paired<M extends GrowthMeasure>(
  measure: M,
  pre: readonly EndScores[],
  post: readonly EndScores[],
  skills: ReadonlyMap<number, SkillInfo>,
): PairedScore<M>[] {
  const after = new Map(post.map((end) => [end.userId, end]));
  const scores: PairedScore<M>[] = [];
  for (const { userId, skillIds, values } of pre) {
    const end = after.get(userId);
    for (let i = 0; i < skillIds.length; i++) {
      const skillId = skillIds[i]!;
      const skill = skills.get(skillId);
      if (!skill) continue;
      const at = end?.skillIds.indexOf(skillId) ?? -1;
      scores.push({
        measure,
        personId: userId,
        skillId,
        categoryId: skill.categoryId,
        pre: values[i]!,
        post: at >= 0 ? (end?.values[at] ?? null) : null,
      });
    }
  }
  return scores;
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
  pre: readonly EndScores[],
  post: readonly EndScores[],
  info: ReadonlyMap<number, SkillInfo>,
): ProgramGrowthSection {
  const { noise, ratesEverySkill } = measureRules[measure];
  const scores = paired(measure, pre, post, info);
  const report = growthReport(measure, scores, noise);
  const measured = new Set(scores.flatMap((s) => (s.post === null ? [] : [s.personId]))).size;
  const bySkill = (a: SkillInfo, b: SkillInfo) =>
    a.categoryOrder - b.categoryOrder || a.skillOrder - b.skillOrder;
  // The growth module hands back the ids it was given: numbers here.
  const skillInfo = (id: GrowthKey): SkillInfo[] => {
    const skill = info.get(Number(id));
    return skill ? [skill] : [];
  };
  const skills = report.skills
    .flatMap(({ skillId, figures }) => skillInfo(skillId).map((skill) => ({ skill, figures })))
    .sort((a, b) => bySkill(a.skill, b.skill))
    .map(({ skill, figures }) => ({
      skillId: skill.skillId,
      skillName: skill.skillName,
      categoryName: skill.categoryName,
      figures: rounded(figures),
    }));
  const categories = report.categories
    .flatMap(({ skillIds, figures }) => {
      const covered = skillIds.flatMap(skillInfo).sort(bySkill);
      const first = covered[0];
      if (!first || (!ratesEverySkill && covered.length < MIN_PULSE_CATEGORY_SKILLS)) return [];
      return [{ first, covered, figures }];
    })
    .sort((a, b) => a.first.categoryOrder - b.first.categoryOrder)
    .map(({ first, covered, figures }) => ({
      categoryId: first.categoryId,
      categoryName: first.categoryName,
      coveredSkills: ratesEverySkill ? null : covered.map((k) => k.skillName),
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

/** Each person's reviewers' mean rating per skill, from their release's means. Keys that name no skill are left out. */
function reviewerMeans(
  people: readonly { userId: number; ratingMeans: Readonly<Record<string, number>> }[],
  skillIdByKey: ReadonlyMap<string, number>,
): EndScores[] {
  return people.map(({ userId, ratingMeans }) => {
    const skillIds: number[] = [];
    const values: number[] = [];
    for (const [key, skillId] of skillIdByKey) {
      const mean = ratingMeans[key];
      if (mean === undefined) continue;
      skillIds.push(skillId);
      values.push(mean);
    }
    return { userId, skillIds, values };
  });
}

/** Reviewer ratings at the program's first and last released 360 campaigns (none with fewer than two). */
async function reviewerEnds(
  db: ServiceDeps["db"],
  programId: number,
  now: Date,
  skillIdByKey: ReadonlyMap<string, number>,
) {
  const campaigns = await findReleasedProgramCampaigns(db, programId, now);
  const first = campaigns[0];
  const last = campaigns.at(-1);
  if (!first || !last || first.id === last.id) return { pre: [], post: [] };
  const means = async (campaignId: number) =>
    reviewerMeans(await findReviewerMeans(db, programId, campaignId, MIN_REVIEWERS_FOR_REPORT), skillIdByKey);
  const [pre, post] = await Promise.all([means(first.id), means(last.id)]);
  return { pre, post };
}

/** The three measures' sections, each from its own instrument's scores at the program's two ends. */
async function growthSections(db: ServiceDeps["db"], programId: number, now: Date) {
  const skills = await findSkillsWithCategories(db);
  const info = new Map(skills.map((k) => [k.skillId, k]));
  const [assessmentPre, assessmentPost, pulsePre, pulsePost, reviewers] = await Promise.all([
    findEndScores(db, programId, "pre"),
    findEndScores(db, programId, "post"),
    findPulseEndScores(db, programId, "pre"),
    findPulseEndScores(db, programId, "post"),
    reviewerEnds(db, programId, now, new Map(skills.map((k) => [k.skillKey, k.skillId]))),
  ]);
  return [
    growthSection("assessment-self-rating", percentOfMax(assessmentPre), percentOfMax(assessmentPost), info),
    growthSection("pulse-self-rating", pulsePre, pulsePost, info),
    growthSection("reviewer-rating", reviewers.pre, reviewers.post, info),
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
  const [weekDays, monthDays] = PROGRAM_REPORT_ACTIVE_DAYS;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { activeLast7Days, activeLast28Days, ...enrolment } = await findParticipantSummary(
    db,
    input.programId,
    engagementClock(now),
    { week: daysAgo(weekDays), month: daysAgo(monthDays) },
  );
  const enoughPeople = enrolment.enrolled >= PROGRAM_REPORT_MIN_PEOPLE;
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

  const [weeks, growth] = await Promise.all([
    findCompletionByWeek(db, input.programId, today),
    growthSections(db, input.programId, now),
  ]);
  const completionByWeek = weeks.map((w) => {
    const begun = Number(w.begun);
    return {
      week: w.week,
      begun,
      completedPercent: begun < PROGRAM_REPORT_MIN_PEOPLE ? null : Math.round((100 * Number(w.done)) / begun),
    };
  });

  const engagement = { activeLast7Days, activeLast28Days };
  return { ...base, completionByWeek, engagement, growth, notes: [] };
}
