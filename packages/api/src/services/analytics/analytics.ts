import { AppError } from "../../lib/app-error";
import {
  ANALYTICS_ACTIVE_WINDOW_DAYS,
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MIN_GROUP_SIZE,
  type Cohort,
  type CohortType,
  type EngagementAnalytics,
  type EngagementSummary,
  type PeriodComparison,
  type PlatformAnalytics,
  type Report,
  type RetentionAnalytics,
  type SkillMetric,
  type SkillsAnalytics,
  type CohortFilter,
  tooFewInCohort,
} from "../../schemas/analytics";
import { GROUP_NOT_FOUND } from "../../schemas/groups";
import { PROGRAM_NOT_FOUND } from "../../schemas/programs";
import { isAdminRole } from "../../schemas/domain";
import type { ServiceDeps, SessionUser } from "../deps";
import { addDays, dayOf, daysBetween } from "../../lib/days";
import {
  findActiveDays,
  findBuckets,
  findCohortSums,
  findPeriodTotals,
  findRetentionByMonth,
  findSkillGrowth,
  findSkillGrowthTotals,
  findTopSkillPerformers,
  findCohortSize,
  type CohortSums,
  type PeriodTotals,
} from "./queries";
import { catchUpBeforeRead } from "./rollups";

const MIN = ANALYTICS_MIN_GROUP_SIZE;
const OTHER = "Other";

interface Range {
  start: string;
  end: string;
  days: number;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? round1((part / whole) * 100) : 0;
}

function assertAdmin(caller: SessionUser): void {
  if (!isAdminRole(caller.role)) {
    throw new AppError("FORBIDDEN", "You don't have permission to access this page.");
  }
}

/**
 * Brings the rollups up to every committed event before a read (bounded: see `catchUpBeforeRead`);
 * the note, when it could not, goes with the figures.
 */
async function freshRollups(deps: ServiceDeps): Promise<string[]> {
  const { lagging } = await catchUpBeforeRead(deps);
  return lagging
    ? ["Recent activity is still being counted, so the latest figures may be a little behind."]
    : [];
}

/**
 * Whose figures a read gives: everyone's, or one cohort's people (a group's members or a program's
 * enrolled people), named as the report names them. A cohort of fewer than 5 people is `tooFew`: its
 * answers carry no figures, only its note.
 */
interface Scope {
  cohort: CohortFilter | undefined;
  group: { id: number; name: string } | null;
  program: { id: number; name: string } | null;
  /** The note that replaces the figures of a cohort under 5; null when there are figures. */
  tooFew: string | null;
}

const notFound = { group: GROUP_NOT_FOUND, program: PROGRAM_NOT_FOUND } as const;

async function scopeOf(deps: ServiceDeps, cohort: CohortFilter | undefined): Promise<Scope> {
  if (cohort === undefined) return { cohort, group: null, program: null, tooFew: null };
  const row = await findCohortSize(deps.db, cohort);
  if (!row) throw new AppError("NOT_FOUND", notFound[cohort.kind]);
  const named = { id: cohort.id, name: row.name };
  return {
    cohort,
    group: cohort.kind === "group" ? named : null,
    program: cohort.kind === "program" ? named : null,
    tooFew: Number(row.members ?? 0) < MIN ? tooFewInCohort[cohort.kind] : null,
  };
}

/** The requested days, both included; by default the last 30 days up to today (UTC). */
export function resolveRange(now: Date, input: { start?: string; end?: string }): Range {
  const end =
    input.end ?? (input.start ? addDays(input.start, ANALYTICS_DEFAULT_RANGE_DAYS - 1) : dayOf(now));
  const start = input.start ?? addDays(end, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1));
  if (start > end) throw new AppError("BAD_REQUEST", "The start date must be on or before the end date.");
  const days = daysBetween(start, end) + 1;
  if (days > ANALYTICS_MAX_RANGE_DAYS) {
    throw new AppError("BAD_REQUEST", `A date range can span at most ${ANALYTICS_MAX_RANGE_DAYS} days.`);
  }
  return { start, end, days };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: Range): Range {
  const end = addDays(range.start, -1);
  return { start: addDays(end, -(range.days - 1)), end, days: range.days };
}

export function compare(current: number, previous: number): PeriodComparison {
  return {
    current,
    previous,
    changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100),
  };
}

function summaryOf(t: PeriodTotals): EngagementSummary {
  return {
    totalUsers: t.registeredUsers,
    activeUsers: t.activeUsers,
    totalSessions: t.sessions,
    averageSessionDuration: t.sessions > 0 ? round1(t.sessionSeconds / t.sessions / 60) : 0,
    totalLessonsCompleted: t.lessonsCompleted,
  };
}

const NO_TOTALS: PeriodTotals = {
  registeredUsers: 0,
  activeUsers: 0,
  sessions: 0,
  sessionSeconds: 0,
  lessonsCompleted: 0,
};

async function engagementFor(deps: ServiceDeps, range: Range, scope: Scope): Promise<EngagementAnalytics> {
  const prev = previousRange(range);
  if (scope.tooFew) return engagementOf(range, prev, NO_TOTALS, NO_TOTALS, [], [scope.tooFew]);
  const lagNotes = await freshRollups(deps);
  const [current, previous, days] = await Promise.all([
    findPeriodTotals(deps.db, range.start, range.end, scope.cohort),
    findPeriodTotals(deps.db, prev.start, prev.end, scope.cohort),
    findActiveDays(deps.db, range.start, range.end, scope.cohort),
  ]);
  return engagementOf(range, prev, current, previous, days, lagNotes);
}

function engagementOf(
  range: Range,
  prev: Range,
  current: PeriodTotals,
  previous: PeriodTotals,
  days: Awaited<ReturnType<typeof findActiveDays>>,
  lagNotes: string[],
): EngagementAnalytics {
  const summary = summaryOf(current);
  const previousSummary = summaryOf(previous);
  const shown = days.filter((d) => d.activeUsers >= MIN);
  const hidden = days.length - shown.length;
  return {
    range,
    previousRange: prev,
    summary,
    previousSummary,
    comparison: {
      totalUsers: compare(summary.totalUsers, previousSummary.totalUsers),
      activeUsers: compare(summary.activeUsers, previousSummary.activeUsers),
      totalSessions: compare(summary.totalSessions, previousSummary.totalSessions),
      averageSessionDuration: compare(summary.averageSessionDuration, previousSummary.averageSessionDuration),
      totalLessonsCompleted: compare(summary.totalLessonsCompleted, previousSummary.totalLessonsCompleted),
    },
    engagementTrends: shown.map((d) => ({
      date: d.day,
      uniqueUsers: d.activeUsers,
      totalSessions: d.sessions,
      totalLessonsCompleted: d.lessonsCompleted,
    })),
    notes: [
      ...(hidden > 0
        ? [
            `${hidden} day${hidden === 1 ? "" : "s"} with fewer than ${MIN} active users ${hidden === 1 ? "is" : "are"} not listed (counted in the totals).`,
          ]
        : []),
      ...lagNotes,
    ],
  };
}

/** GET /api/analytics/engagement: the range's totals, the previous period's and the daily rows. */
export async function getEngagementAnalytics(
  deps: ServiceDeps,
  caller: SessionUser,
  input: { start?: string; end?: string; cohort?: CohortFilter | undefined },
): Promise<EngagementAnalytics> {
  assertAdmin(caller);
  const range = resolveRange(deps.now(), input);
  return engagementFor(deps, range, await scopeOf(deps, input.cohort));
}

async function skillsNow(deps: ServiceDeps, scope: Scope): Promise<SkillsAnalytics> {
  if (scope.tooFew) {
    return {
      summary: { totalSkillsTracked: 0, totalUsersImproving: 0, averageImprovementAcrossAllSkills: 0 },
      skillMetrics: [],
      topPerformers: [],
      notes: [scope.tooFew],
    };
  }
  const [skills, totals, performers] = await Promise.all([
    findSkillGrowth(deps.db, scope.cohort),
    findSkillGrowthTotals(deps.db, scope.cohort),
    findTopSkillPerformers(deps.db, 5, scope.cohort),
  ]);
  const notes: string[] = [];
  const shown: SkillMetric[] = skills
    .filter((s) => s.users >= MIN)
    .map((s) => ({
      skillId: s.skillId,
      skillName: s.skillName,
      categoryName: s.categoryName,
      averageImprovement: round1(s.growthSum / s.users),
      totalUsers: s.users,
    }))
    .sort((a, b) => b.averageImprovement - a.averageImprovement || a.skillId - b.skillId)
    .slice(0, 10);
  const hidden = skills.filter((s) => s.users < MIN).length;
  if (hidden > 0) {
    notes.push(
      `${hidden} skill${hidden === 1 ? "" : "s"} assessed by fewer than ${MIN} people ${hidden === 1 ? "is" : "are"} not listed.`,
    );
  }
  const enough = totals.users >= MIN;
  if (!enough && totals.users > 0)
    notes.push(`Fewer than ${MIN} people have been assessed, so no averages are shown.`);
  return {
    summary: {
      totalSkillsTracked: skills.length,
      totalUsersImproving: enough ? totals.improvingUsers : 0,
      averageImprovementAcrossAllSkills:
        enough && totals.pairs > 0 ? round1(totals.growthSum / totals.pairs) : 0,
    },
    skillMetrics: shown,
    topPerformers: enough
      ? performers.map((p) => ({
          userName: p.userName,
          improvement: round1(p.improvement),
          currentScore: round1(p.currentScore),
        }))
      : [],
    notes,
  };
}

/** GET /api/analytics/skills: growth since each user's first assessment of a skill. */
export async function getSkillsAnalytics(
  deps: ServiceDeps,
  caller: SessionUser,
  input: { cohort?: CohortFilter | undefined },
): Promise<SkillsAnalytics> {
  assertAdmin(caller);
  return skillsNow(deps, await scopeOf(deps, input.cohort));
}

/** GET /api/analytics/platform: per day (week, month) counts over the range, oldest first. */
export async function getPlatformAnalytics(
  deps: ServiceDeps,
  caller: SessionUser,
  input: {
    metricType: "daily" | "weekly" | "monthly";
    start?: string;
    end?: string;
    cohort?: CohortFilter | undefined;
  },
): Promise<PlatformAnalytics> {
  assertAdmin(caller);
  const range = resolveRange(deps.now(), input);
  const unit = input.metricType === "daily" ? "day" : input.metricType === "weekly" ? "week" : "month";
  const scope = await scopeOf(deps, input.cohort);
  if (scope.tooFew) return { metricType: input.metricType, range, points: [] };
  await freshRollups(deps);
  const rows = await findBuckets(deps.db, range.start, range.end, unit, scope.cohort);
  return {
    metricType: input.metricType,
    range,
    points: rows.map((r) => ({
      date: r.day,
      activeUsers: r.activeUsers,
      newUsers: r.newUsers,
      totalSessions: r.sessions,
      totalEvents: r.events,
      totalLessonsCompleted: r.lessonsCompleted,
      assessmentsTaken: r.assessmentsTaken,
    })),
  };
}

const cohortTypeNames: Record<CohortType, string> = {
  department: "Department",
  technical_background: "Technical background",
  experience: "Experience",
  signup_month: "Signed up",
};

function addSums(a: CohortSums, b: CohortSums): CohortSums {
  return {
    ...a,
    users: a.users + b.users,
    activeDays: a.activeDays + b.activeDays,
    activeUsers: a.activeUsers + b.activeUsers,
    lessonsStarted: a.lessonsStarted + b.lessonsStarted,
    lessonsCompleted: a.lessonsCompleted + b.lessonsCompleted,
    growthSum: a.growthSum + b.growthSum,
    growthCount: a.growthCount + b.growthCount,
  };
}

/**
 * Cohorts of fewer than 5 members are folded into one 'Other' cohort of their type (a real cohort
 * named 'Other' joins it); an 'Other' that is still under 5 is left out, with a note.
 */
export function foldCohorts(sums: CohortSums[]): { cohorts: Cohort[]; notes: string[] } {
  const cohorts: Cohort[] = [];
  const notes: string[] = [];
  for (const type of Object.keys(cohortTypeNames) as CohortType[]) {
    const ofType = sums.filter((s) => s.cohortType === type);
    let other: CohortSums | null = null;
    const kept: CohortSums[] = [];
    for (const s of ofType) {
      if (s.users >= MIN && s.cohortValue !== OTHER) kept.push(s);
      else other = other ? addSums(other, s) : { ...s, cohortValue: OTHER };
    }
    if (other && other.users >= MIN) kept.push(other);
    else if (other) {
      notes.push(
        `${cohortTypeNames[type]}: ${other.users} ${other.users === 1 ? "person" : "people"} in groups of fewer than ${MIN} not shown.`,
      );
    }
    for (const s of kept) {
      cohorts.push({
        id: `${type}:${s.cohortValue}`,
        cohortName: type === "signup_month" ? `Signed up ${s.cohortValue}` : s.cohortValue,
        cohortType: type,
        cohortValue: s.cohortValue,
        userCount: s.users,
        averageEngagement: percent(s.activeDays, s.users * ANALYTICS_ACTIVE_WINDOW_DAYS),
        completionRate: percent(s.lessonsCompleted, s.lessonsStarted),
        retentionRate: percent(s.activeUsers, s.users),
        averageSkillGrowth: s.growthCount > 0 ? round1(s.growthSum / s.growthCount) : 0,
      });
    }
  }
  return { cohorts, notes };
}

/** GET /api/analytics/cohorts: as of today, the last 30 days for engagement and retention. */
export async function getCohortAnalytics(
  deps: ServiceDeps,
  caller: SessionUser,
  input: { cohort?: CohortFilter | undefined },
): Promise<Cohort[]> {
  assertAdmin(caller);
  const asOf = dayOf(deps.now());
  const scope = await scopeOf(deps, input.cohort);
  if (scope.tooFew) return [];
  await freshRollups(deps);
  const sums = await findCohortSums(
    deps.db,
    addDays(asOf, -(ANALYTICS_ACTIVE_WINDOW_DAYS - 1)),
    asOf,
    scope.cohort,
  );
  return foldCohorts(sums).cohorts;
}

async function retentionAsOf(deps: ServiceDeps, asOf: string, scope: Scope): Promise<RetentionAnalytics> {
  if (scope.tooFew) {
    return {
      asOf,
      summary: { overallRetentionRate: 0, totalRegisteredUsers: 0, currentlyActiveUsers: 0 },
      retentionByMonth: [],
      notes: [scope.tooFew],
    };
  }
  const lagNotes = await freshRollups(deps);
  const months = await findRetentionByMonth(
    deps.db,
    addDays(asOf, -(ANALYTICS_ACTIVE_WINDOW_DAYS - 1)),
    asOf,
    scope.cohort,
  );
  const registered = months.reduce((n, m) => n + m.totalUsers, 0);
  const active = months.reduce((n, m) => n + m.activeUsers, 0);
  const shown = months.filter((m) => m.totalUsers >= MIN);
  const small = months.filter((m) => m.totalUsers < MIN);
  const other = small.reduce(
    (acc, m) => ({ totalUsers: acc.totalUsers + m.totalUsers, activeUsers: acc.activeUsers + m.activeUsers }),
    { totalUsers: 0, activeUsers: 0 },
  );
  const notes: string[] = [];
  const rows = shown.map((m) => ({
    registrationMonth: m.month,
    totalUsers: m.totalUsers,
    activeUsers: m.activeUsers,
    retentionRate: percent(m.activeUsers, m.totalUsers),
  }));
  if (other.totalUsers >= MIN) {
    rows.push({
      registrationMonth: OTHER,
      totalUsers: other.totalUsers,
      activeUsers: other.activeUsers,
      retentionRate: percent(other.activeUsers, other.totalUsers),
    });
    notes.push(`Months with fewer than ${MIN} sign-ups are shown together as 'Other'.`);
  } else if (other.totalUsers > 0) {
    notes.push(
      `${small.length} month${small.length === 1 ? "" : "s"} with fewer than ${MIN} sign-ups not shown.`,
    );
  }
  const enough = registered >= MIN;
  if (!enough && registered > 0) notes.push(`Fewer than ${MIN} people are registered, so no rate is shown.`);
  notes.push(...lagNotes);
  return {
    asOf,
    summary: {
      overallRetentionRate: enough ? percent(active, registered) : 0,
      totalRegisteredUsers: registered,
      currentlyActiveUsers: enough ? active : 0,
    },
    retentionByMonth: rows,
    notes,
  };
}

/** GET /api/analytics/retention: registered users by sign-up month and who was active in the last 30 days. */
export async function getRetentionAnalytics(
  deps: ServiceDeps,
  caller: SessionUser,
  input: { cohort?: CohortFilter | undefined },
): Promise<RetentionAnalytics> {
  assertAdmin(caller);
  return retentionAsOf(deps, dayOf(deps.now()), await scopeOf(deps, input.cohort));
}

/**
 * GET /api/reports: Engagement Overview over the range (with the previous period), Skill Improvement
 * as it stands now, User Retention as of the range's last day.
 */
export async function getReport(
  deps: ServiceDeps,
  caller: SessionUser,
  input: {
    reportType: Report["reportType"];
    start?: string;
    end?: string;
    cohort?: CohortFilter | undefined;
  },
): Promise<Report> {
  assertAdmin(caller);
  const range = resolveRange(deps.now(), input);
  const scope = await scopeOf(deps, input.cohort);
  const generatedAt = deps.now().toISOString();
  const { group, program } = scope;
  if (input.reportType === "engagement_overview") {
    const e = await engagementFor(deps, range, scope);
    return {
      reportType: "engagement_overview",
      generatedAt,
      range,
      group,
      program,
      notes: e.notes,
      summary: e.summary,
      previousSummary: e.previousSummary,
      comparison: e.comparison,
    };
  }
  if (input.reportType === "skill_improvement") {
    const s = await skillsNow(deps, scope);
    return {
      reportType: "skill_improvement",
      generatedAt,
      range,
      group,
      program,
      notes: s.notes,
      summary: {
        skillsTracked: s.summary.totalSkillsTracked,
        usersImproving: s.summary.totalUsersImproving,
        averageImprovement: s.summary.averageImprovementAcrossAllSkills,
      },
      topSkills: s.skillMetrics,
    };
  }
  const r = await retentionAsOf(deps, range.end, scope);
  return {
    reportType: "user_retention",
    generatedAt,
    range,
    group,
    program,
    notes: r.notes,
    summary: r.summary,
    retentionByMonth: r.retentionByMonth,
  };
}
