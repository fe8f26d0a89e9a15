import { AppError } from "../../lib/app-error";
import { PROGRAM_NOT_FOUND } from "../../schemas/programs";
import {
  GROWTH_FIGURES_EXPLAINED,
  PRE_POST_WINDOW,
  PROGRAM_REPORT_ACTIVE_DAYS,
  PROGRAM_REPORT_MIN_PEOPLE,
  PROGRAM_REPORT_TOO_FEW,
  REVIEWER_RATING_NOTE,
  SELF_RATING_CAVEAT,
  SELF_RATING_LABEL,
  type ProgramReport,
  type ProgramReportInput,
} from "../../schemas/program-reports";
import type { ServiceDeps, SessionUser } from "../deps";
import { growthReport, type PairedScore } from "../growth/growth";
import { engagementClock } from "../programs/engagement";
import { findParticipants, findProgram } from "../programs/queries";
import { findCompletionByWeek, findEndScores } from "./queries";

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

type ScoreRow = Awaited<ReturnType<typeof findEndScores>>[number];

/** A score as a percentage of the skill's maximum, so skills and categories share a scale. */
const percent = (row: ScoreRow) => (100 * row.score) / row.maxScore;

/** Each person's score per skill at both ends (each end's latest assessment in its window). */
function pairedSelfRatings(
  pre: readonly ScoreRow[],
  post: readonly ScoreRow[],
): PairedScore<"self-rating">[] {
  const key = (row: ScoreRow) => `${row.userId}:${row.skillId}`;
  const after = new Map(post.filter((row) => row.maxScore > 0).map((row) => [key(row), percent(row)]));
  return pre
    .filter((row) => row.maxScore > 0)
    .map((row) => ({
      measure: "self-rating",
      personId: String(row.userId),
      skillId: String(row.skillId),
      categoryId: String(row.categoryId),
      pre: percent(row),
      post: after.get(key(row)) ?? null,
    }));
}

/** Rounds a figure for reading (2 decimals); the growth module's own figures stay exact until here. */
const round2 = (value: number) => Math.round(value * 100) / 100;

function rounded(figures: ReturnType<typeof growthReport>["skills"][number]["figures"]) {
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

/**
 * GET /api/admin/programs/{id}/report: the program's enrolment, completion by week, engagement and
 * self-rated growth. Aggregates only: no person's name, score, answer or reflection is read out, and
 * below 5 enrolled only the enrolment counts show (docs/programs.md, 'The program report').
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
    reviewerRatingNote: REVIEWER_RATING_NOTE,
  };
  const growthBase = {
    measure: "self-rating" as const,
    label: SELF_RATING_LABEL,
    caveat: SELF_RATING_CAVEAT,
    window: PRE_POST_WINDOW,
    explained: GROWTH_FIGURES_EXPLAINED,
  };
  if (!enoughPeople) {
    return {
      ...base,
      completionByWeek: [],
      engagement: null,
      growth: { ...growthBase, categories: [], skills: [] },
      notes: [PROGRAM_REPORT_TOO_FEW],
    };
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

  const [pre, post] = await Promise.all([
    findEndScores(db, input.programId, "pre"),
    findEndScores(db, input.programId, "post"),
  ]);
  const rows = [...pre, ...post];
  const report = growthReport("self-rating", pairedSelfRatings(pre, post));
  const skillInfo = new Map(rows.map((r) => [String(r.skillId), r]));
  const categoryInfo = new Map(rows.map((r) => [String(r.categoryId), r]));
  const bySkill = (a: ScoreRow | undefined, b: ScoreRow | undefined) =>
    (a?.categoryOrder ?? 0) - (b?.categoryOrder ?? 0) || (a?.skillOrder ?? 0) - (b?.skillOrder ?? 0);
  const skills = report.skills
    .map((s) => ({ info: skillInfo.get(s.skillId), figures: s.figures }))
    .sort((a, b) => bySkill(a.info, b.info))
    .flatMap(({ info, figures }) =>
      info
        ? [
            {
              skillId: info.skillId,
              skillName: info.skillName,
              categoryName: info.categoryName,
              figures: rounded(figures),
            },
          ]
        : [],
    );
  const categories = report.categories
    .map((c) => ({ info: categoryInfo.get(c.categoryId), figures: c.figures }))
    .sort((a, b) => (a.info?.categoryOrder ?? 0) - (b.info?.categoryOrder ?? 0))
    .flatMap(({ info, figures }) =>
      info
        ? [{ categoryId: info.categoryId, categoryName: info.categoryName, figures: rounded(figures) }]
        : [],
    );
  return {
    ...base,
    completionByWeek,
    engagement,
    growth: { ...growthBase, categories, skills },
    notes: [],
  };
}
