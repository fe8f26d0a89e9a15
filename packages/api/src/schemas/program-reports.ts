import { z } from "zod";
import { ANALYTICS_MIN_GROUP_SIZE } from "./analytics";
import { ZRecordId } from "./record-id";

/**
 * The program report an admin reads (docs/programs.md, 'The program report'): enrolment, completion by
 * week, engagement and the cohort's pre/post growth on its self-ratings. Counts of enrolment show at any
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
export const SELF_RATING_LABEL = "Self-rating (skills assessment)";
export const SELF_RATING_CAVEAT =
  "These are self-ratings: how people rated themselves in the skills assessment. Self-ratings and reviewer ratings are different measures, so growth here says nothing about how others see a person, and the two are never averaged together.";
export const PRE_POST_WINDOW = `Start score: the latest skills assessment before the end of week 1 (on or before the start date + ${PROGRAM_REPORT_PRE_DAYS} days). End score: the latest one from the start of the last ${PROGRAM_REPORT_POST_WEEKS} weeks on. Only people with both count; scores are a percentage of each skill's maximum.`;
export const REVIEWER_RATING_NOTE =
  "Reviewer ratings (from 360 reviews) are not part of this report yet: their growth will appear as its own table when 360 measurements exist at both ends of the program.";
export const GROWTH_FIGURES_EXPLAINED =
  "Mean change: the average move from start to end, in percentage points. 95% CI: the range the true average change most likely lies in; a range that includes 0 cannot be told apart from no change. Effect size (d_z): the change divided by how much people's changes varied; about 0.2 is small, 0.5 medium, 0.8 large. Improved beyond noise: the share of people whose own change is larger than measurement noise alone would give.";

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
  growth: z.object({
    measure: z.literal("self-rating"),
    label: z.string(),
    caveat: z.string(),
    window: z.string(),
    explained: z.string(),
    categories: z.array(
      z.object({ categoryId: z.number().int(), categoryName: z.string(), figures: ZProgramGrowthFigures }),
    ),
    skills: z.array(
      z.object({
        skillId: z.number().int(),
        skillName: z.string(),
        categoryName: z.string(),
        figures: ZProgramGrowthFigures,
      }),
    ),
  }),
  reviewerRatingNote: z.string(),
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
