import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  FOLLOWED_PERSON_NOT_FOUND,
  type FollowedPerson,
  type FollowedPersonInput,
} from "../../schemas/manager-shares";
import type { ServiceDeps, SessionUser } from "../deps";
import { dayOf, programWeek } from "../../lib/days";
import { findPeopleSharingWith, findProgramProgress, findSharedGoals } from "./queries";

/**
 * What the people who share with this manager let them see: each running program's name, week and step
 * counts, and the goals they marked shared. Selected column by column: nothing a person wrote about
 * themselves (reflections, answers, feedback, 360 results, recommendations) is read here.
 */
export async function gatherFollowed(
  db: DB,
  manager: { id: number },
  now: Date,
  participantId?: number,
): Promise<FollowedPerson[]> {
  const people = await findPeopleSharingWith(db, manager.id, participantId);
  const ids = people.map((p) => p.userId);
  const [programs, goals] = await Promise.all([findProgramProgress(db, ids), findSharedGoals(db, ids)]);
  return people.map((person) => ({
    userId: person.userId,
    name: person.name,
    sharedSince: new Date(person.sharedSince).toISOString(),
    programs: programs
      .filter((e) => e.userId === person.userId)
      .map((e) => ({
        enrolmentId: e.enrolmentId,
        name: e.name,
        startDate: e.startDate,
        lengthWeeks: e.lengthWeeks,
        currentWeek: programWeek(e.startDate, e.lengthWeeks, dayOf(now)),
        stepsDone: Number(e.stepsDone ?? 0),
        stepsTotal: Number(e.stepsTotal ?? 0),
      })),
    goals: goals
      .filter((g) => g.userId === person.userId)
      .map((g) => ({ id: g.id, title: g.title, status: g.status, progressPercentage: g.progressPercentage })),
  }));
}

/** The people who share with the caller (shares the caller accepted), by name. */
export function following({ db, now }: ServiceDeps, caller: SessionUser): Promise<FollowedPerson[]> {
  return gatherFollowed(db, caller, now());
}

/** One person who shares with the caller; 404 unless an active share exists (withdrawn: at once). */
export async function followedPerson(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: FollowedPersonInput,
): Promise<FollowedPerson> {
  const [person] = await gatherFollowed(db, caller, now(), input.userId);
  if (!person) throw new AppError("NOT_FOUND", FOLLOWED_PERSON_NOT_FOUND);
  return person;
}
