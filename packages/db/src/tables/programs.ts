import type { ColumnType, Generated } from "kysely";
import type { ProgramStepKind } from "../domain";
import type { CreatedAt, Id, NullableTimestamp } from "./columns";

/** A leadership program; its name, length and steps live on its versions. */
export interface ProgramsTable {
  id: Id;
  currentVersionId: number | null;
  /** People may join it themselves. */
  isOpen: Generated<boolean>;
  /** The shipped template it was made from, if any. */
  templateKey: string | null;
  archivedAt: NullableTimestamp;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** One edit of a program: enrolments stay on the version they started with. */
export interface ProgramVersionsTable {
  id: Id;
  programId: number;
  version: number;
  name: string;
  description: Generated<string>;
  lengthWeeks: number;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface ProgramStepsTable {
  id: Id;
  versionId: number;
  position: number;
  week: number;
  kind: ProgramStepKind;
  title: string;
  lessonId: number | null;
  skillId: number | null;
  /** A reflection's question, a goal step's goal title. */
  prompt: string | null;
}

export interface ProgramEnrolmentsTable {
  id: Id;
  programId: number;
  versionId: number;
  userId: number;
  /** 'YYYY-MM-DD': week 1 starts that day. */
  startDate: ColumnType<string, string, string>;
  enrolledBy: number | null;
  enrolledAt: CreatedAt;
  /** When the next weekly program e-mail is due (the person's local Monday morning); null: not worked out yet. */
  reminderDueAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A step done; `reflection` is the person's private answer, never read for anyone else. */
export interface ProgramStepCompletionsTable {
  enrolmentId: number;
  stepId: number;
  completedAt: CreatedAt;
  reflection: string | null;
  goalId: number | null;
}

/**
 * An admin's nudge ('your program is waiting'): one per enrolment per week, `weekStart` the Monday
 * (UTC) of the week it was sent. The primary key keeps two admins at once to one e-mail.
 */
export interface ProgramNudgesTable {
  enrolmentId: number;
  weekStart: ColumnType<string, string, string>;
  createdAt: CreatedAt;
}
