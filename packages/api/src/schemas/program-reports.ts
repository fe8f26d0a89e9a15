import { z } from "zod";
import { ANALYTICS_MIN_GROUP_SIZE } from "./analytics";
import { ZRecordId } from "./record-id";
import { MIN_REVIEWERS_FOR_REPORT, REVIEW_GAP_THRESHOLD } from "./reviews-360";

/**
 * The program report an admin reads (docs/programs.md, 'The program report'): enrolment, completion by
 * week, engagement and the cohort's pre/post growth on each measure (skills assessment, skill pulses,
 * 360 reviewer ratings), each apart. Counts of enrolment show at any
 * size; every share, activity count and growth figure needs at least `PROGRAM_REPORT_MIN_PEOPLE` people.
 */
export const PROGRAM_REPORT_MIN_PEOPLE = ANALYTICS_MIN_GROUP_SIZE;

/** The start measurement: the latest assessment before the end of week 1 (start date + 7 days). */
export const PROGRAM_REPORT_PRE_DAYS = 7;
/** The end measurement: the latest assessment from the start of the program's last 2 weeks on. */
export const PROGRAM_REPORT_POST_WEEKS = 2;
/** People active (a step done or a sign-in) within these many days. */
export const PROGRAM_REPORT_ACTIVE_DAYS = [7, 28] as const;

export const PROGRAM_REPORT_TOO_FEW = `Fewer than ${PROGRAM_REPORT_MIN_PEOPLE} people are enrolled, so only the enrolment counts are shown: shares, activity and growth would point at individuals.`;

/**
 * The three measures of growth, each its own instrument: the skills assessment's self-ratings, the
 * skill pulses' self-ratings and the 360's reviewer ratings. They are never merged: each has its own
 * section, and the growth module refuses a mix.
 */
export const growthMeasures = ["assessment-self-rating", "pulse-self-rating", "reviewer-rating"] as const;
export const ZGrowthMeasure = z.enum(growthMeasures);
export type GrowthMeasure = z.infer<typeof ZGrowthMeasure>;

/** A reviewer-rated skill counts as improved beyond noise when it rose by at least one step of the scale. */
export const REVIEWER_GROWTH_STEP = REVIEW_GAP_THRESHOLD;

export const GROWTH_FIGURES_EXPLAINED =
  "Mean change: the average move from start to end. 95% CI: the range the true average change most likely lies in; a range that includes 0 cannot be told apart from no change. Effect size (d_z): the change divided by how much people's changes varied; about 0.2 is small, 0.5 medium, 0.8 large. Improved beyond noise: the share of people whose own change is larger than the measurement's noise; each measure says how it sizes its noise.";
const RELIABLE_CHANGE_NOISE =
  "Beyond noise: a change larger than 1.96 standard errors of a difference of two scores (the reliable change index), the standard error taken from the spread of the start scores and a reliability of 0.8.";

/** What each measure's section says about itself: the label, the caveat, how its two ends are chosen, its noise. */
export const growthMeasureTexts: Record<
  GrowthMeasure,
  { label: string; caveat: string; window: string; noise: string; nothingAtBothEnds: string }
> = {
  "assessment-self-rating": {
    label: "Self-rating (skills assessment)",
    caveat:
      "These are self-ratings: how people rated themselves in the skills assessment. Self-ratings and reviewer ratings are different measures, so growth here says nothing about how others see a person, and the two are never averaged together.",
    window: `Start score: the latest skills assessment before the end of week 1 (on or before the start date + ${PROGRAM_REPORT_PRE_DAYS} days). End score: the latest one from the start of the last ${PROGRAM_REPORT_POST_WEEKS} weeks on. Only people with both count; scores are a percentage of each skill's maximum, so changes are in percentage points.`,
    noise: RELIABLE_CHANGE_NOISE,
    nothingAtBothEnds:
      "No one has a skills assessment at both ends of the program yet: growth shows once people take it at the start and again in the last weeks.",
  },
  "pulse-self-rating": {
    label: "Self-rating (skill pulses)",
    caveat:
      "These are self-ratings too, from skill pulses: a short re-check of one skill with its own assessment questions. A pulse and the full skills assessment are different instruments, so their figures are shown apart and never merged; and self-ratings and reviewer ratings are different measures.",
    window:
      "Start score: a person's first pulse of a skill in the first half of the program (from the start date, for half its days, rounded down). End score: their last pulse of that skill from the midpoint to the program's last day. Only pulses on the skills the program's pulse steps name count (any skill for a step that names none), and only people with both. Scores are a percentage of the skill's maximum, so changes are in percentage points. A category shows only when the pulses cover two or more of its skills, which it names.",
    noise: RELIABLE_CHANGE_NOISE,
    nothingAtBothEnds:
      "No one has a skill pulse in both halves of the program yet: growth shows once people re-check a skill named by the program's pulse steps in its first half and again in its second.",
  },
  "reviewer-rating": {
    label: "Reviewer ratings (360)",
    caveat:
      "These are reviewer ratings: how the people around each participant rated the behaviours they observed, in the program's 360 reviews. Reviewer ratings and self-ratings are different measures and are never combined: this section says nothing about the self-ratings above, nor they about it.",
    window: `Start: each participant's 360 in the program's first released 360 campaign; end: their 360 in its last released one (by release date). A participant counts only when both of their 360s were released to them, each pooling at least ${MIN_REVIEWERS_FOR_REPORT} reviewers' answers, the rule that shows them their own results. A skill's score is the mean of those reviewers' ratings of its behaviour on the 1-5 scale (1 Rarely to 5 Consistently), so changes are in points of that scale; a category's is the mean of its skills'.`,
    noise: `Beyond noise: a rise of at least ${REVIEWER_GROWTH_STEP} whole step of the 1-5 scale in the mean of a person's reviewers, the difference the 360 report itself treats as beyond the noise of a few raters.`,
    nothingAtBothEnds:
      "No one has a released 360 from two of this program's 360 campaigns yet: reviewer-rating growth shows once two campaigns for the program have released their results.",
  },
};

export const growthTooFewMeasured = (measured: number) =>
  `Fewer than ${PROGRAM_REPORT_MIN_PEOPLE} people were measured on any one skill at both ends (${measured} in all so far), so no figure is shown.`;

export const ZProgramReportInput = z.object({ programId: ZRecordId });
export type ProgramReportInput = z.infer<typeof ZProgramReportInput>;

export const ZProgramGrowthFigures = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("too-few"), n: z.number().int() }),
  z.object({
    kind: z.literal("measured"),
    n: z.number().int(),
    meanChange: z.number(),
    ci95: z.object({ low: z.number(), high: z.number() }),
    cohensDz: z.number().nullable(),
    reliablyImprovedShare: z.number().nullable(),
  }),
]);
export type ProgramGrowthFigures = z.infer<typeof ZProgramGrowthFigures>;

/** Whether a measure has figures; when not, `emptyReason` says why (nobody at both ends, or under 5). */
export const growthSectionStates = ["measured", "none", "too-few"] as const;

export const ZProgramGrowthSection = z.object({
  measure: ZGrowthMeasure,
  label: z.string(),
  caveat: z.string(),
  window: z.string(),
  noise: z.string(),
  state: z.enum(growthSectionStates),
  /** Null when figures show. */
  emptyReason: z.string().nullable(),
  /** People measured at both ends on at least one skill. */
  measured: z.number().int(),
  categories: z.array(
    z.object({
      categoryId: z.number().int(),
      categoryName: z.string(),
      /** The skills a category's figure rests on, when the instrument does not rate all of them (pulses). */
      coveredSkills: z.array(z.string()).nullable(),
      figures: ZProgramGrowthFigures,
    }),
  ),
  skills: z.array(
    z.object({
      skillId: z.number().int(),
      skillName: z.string(),
      categoryName: z.string(),
      figures: ZProgramGrowthFigures,
    }),
  ),
});
export type ProgramGrowthSection = z.infer<typeof ZProgramGrowthSection>;

/** A growth row's category name; a pulse category names the skills its figure rests on. */
export const growthCategoryLabel = (c: ProgramGrowthSection["categories"][number]) =>
  c.coveredSkills ? `${c.categoryName} (${c.coveredSkills.join(", ")})` : c.categoryName;

export const ZProgramReport = z.object({
  programId: z.number().int(),
  programName: z.string(),
  lengthWeeks: z.number().int(),
  /** The UTC day the report was read on; weeks are counted from each person's start date. */
  today: z.string(),
  generatedAt: z.string(),
  /** At least `PROGRAM_REPORT_MIN_PEOPLE` enrolled: otherwise only `enrolment` carries figures. */
  enoughPeople: z.boolean(),
  enrolment: z.object({
    enrolled: z.number().int(),
    /** At least one step done. */
    started: z.number().int(),
    /** Every step of their version done. */
    completed: z.number().int(),
    /** The participants list's stalled rules. */
    stalled: z.number().int(),
  }),
  /** Each program week someone has begun; a week begun by fewer than 5 people has no share. */
  completionByWeek: z.array(
    z.object({
      week: z.number().int(),
      begun: z.number().int(),
      /** Percent (0..100, whole) of those who began the week who did all its steps; null under 5. */
      completedPercent: z.number().int().nullable(),
    }),
  ),
  engagement: z.object({ activeLast7Days: z.number().int(), activeLast28Days: z.number().int() }).nullable(),
  /**
   * Growth on each measure, in this order: the skills assessment, the skill pulses, the 360's reviewer
   * ratings. Empty below `PROGRAM_REPORT_MIN_PEOPLE` enrolled.
   */
  growth: z.array(ZProgramGrowthSection),
  /** What the growth figures mean, said once for every measure. */
  growthExplained: z.string(),
  notes: z.array(z.string()),
});
export type ProgramReport = z.infer<typeof ZProgramReport>;

export const ZProgramReportCsvFile = z.object({ filename: z.string(), csv: z.string() });
/** The PDF's bytes in base64 (tRPC answers JSON); REST sends the bytes themselves. */
export const ZProgramReportPdfFile = z.object({ filename: z.string(), base64: z.string() });

/** `/api/admin/programs/12/report.csv`: the web app's download links. */
export const programReportUrl = (programId: number, ext: "csv" | "pdf") =>
  `/api/admin/programs/${programId}/report.${ext}`;

/** `program-12-report-2026-11-29.csv` */
export const programReportFileName = (report: { programId: number; today: string }, ext: "csv" | "pdf") =>
  `program-${report.programId}-report-${report.today}.${ext}`;
