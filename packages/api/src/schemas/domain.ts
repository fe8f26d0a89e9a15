/**
 * One source for every rule and list the server and the web app share: the stored enumerations (kept
 * in `@leadcoach/db/domain`, where the table types need them, and re-exported here), the skill status
 * bands, the lesson and goal progress formulas and the password rules. Browser-safe: no I/O.
 */
import type { Role } from "@leadcoach/db/domain";

export * from "@leadcoach/db/domain";

/** Admins and super admins see the admin screens and, where the product allows, other people's records. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === "admin" || role === "super_admin";
}

/** Passwords: at least 6 characters (the sign-up and change-password forms say so in these words). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

/** A skill's status from its latest score, strongest first. */
export const skillStatuses = ["Strong", "Improving", "Developing", "Needs Focus", "Not Started"] as const;
export type SkillStatus = (typeof skillStatuses)[number];

/** The lowest score of each band, highest first: Strong >= 80, Improving 70-79, Developing 60-69. */
export const skillStatusBands: readonly { status: SkillStatus; minScore: number }[] = [
  { status: "Strong", minScore: 80 },
  { status: "Improving", minScore: 70 },
  { status: "Developing", minScore: 60 },
];

/** The band a score falls in: below every band is 'Needs Focus'; a skill without a score is 'Not Started'. */
export function skillStatusForScore(score: number | null | undefined): SkillStatus {
  if (score === null || score === undefined) return "Not Started";
  return skillStatusBands.find((band) => score >= band.minScore)?.status ?? "Needs Focus";
}

/**
 * The progress a lesson saves when the learner advances from step `stepIndex` (zero-based) of
 * `totalSteps`: round((stepIndex + 2) / totalSteps x 100), kept within 0-100. Being on step k therefore
 * counts k + 1 steps seen. A lesson without steps is complete.
 */
export function lessonProgressAfterAdvance(stepIndex: number, totalSteps: number): number {
  if (totalSteps <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((stepIndex + 2) / totalSteps) * 100)));
}

/** A goal's progress from its milestones: the completed share, rounded; 0 without milestones. */
export function milestoneProgress(milestones: readonly { completed: boolean }[]): number {
  if (milestones.length === 0) return 0;
  return Math.round((milestones.filter((m) => m.completed).length / milestones.length) * 100);
}
