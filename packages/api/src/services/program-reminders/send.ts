import { forEachInIdOrder, type IdOrderJobOptions } from "../../lib/id-order-job";
import type { Logger, ServiceDeps } from "../deps";
import { enqueueEmail } from "../email/outbox";
import { composeEmail } from "../email/render";
import { resolveEmailSubscriptions } from "../notifications/preferences";
import { findOwnEnrolments, findOwnSteps } from "../programs/queries";
import { localDay } from "../activity/streak";
import { programReminderContent, type ProgramWeek } from "./content";
import {
  claimProgramReminder,
  findPeopleWithDueReminders,
  findReminderRecipient,
  setReminderDueAt,
} from "./queries";
import { addDays, daysBetween } from "../../lib/days";
import { zoneOf } from "../../lib/zoned-time";
import { localMonday, nextReminderAt } from "./week";

const WEEK_MS = 7 * 86_400_000;

export type ProgramReminderRunOptions = IdOrderJobOptions;

export interface ProgramReminderRunResult {
  queued: number;
  /** Due, but nothing to send (nothing open, turned off, deactivated) or sent by another process. */
  skipped: number;
  /** Only their next Monday worked out: newly enrolled, or changed zone. */
  scheduled: number;
  failed: number;
}

type Enrolment = Awaited<ReturnType<typeof findOwnEnrolments>>[number];

/** Each running program's week as the person's calendar has it today, with its open steps. */
async function programWeeks(
  deps: ServiceDeps,
  enrolments: readonly Enrolment[],
  today: string,
): Promise<ProgramWeek[]> {
  const running = enrolments
    .map((e) => ({ ...e, day: daysBetween(e.startDate, today) }))
    .filter((e) => e.day >= 0 && e.day < e.lengthWeeks * 7);
  const steps = await findOwnSteps(deps.db, running);
  return running.flatMap((e) => {
    const week = Math.floor(e.day / 7) + 1;
    const own = steps.filter(
      (s) => s.versionId === e.versionId && (s.enrolmentId === null || s.enrolmentId === e.enrolmentId),
    );
    // A step listed twice (the left join) is done when either row says so.
    const done = new Set(own.filter((s) => s.completedAt !== null).map((s) => s.id));
    const byId = new Map(own.map((s) => [s.id, s]));
    const path = [...byId.values()].sort((a, b) => a.position - b.position);
    const thisWeek = path.filter((s) => s.week === week);
    const open = thisWeek.filter((s) => !done.has(s.id));
    const earlierOpen = path.filter((s) => s.week < week && !done.has(s.id)).length;
    if (open.length === 0 && earlierOpen === 0) return [];
    return [
      {
        name: e.name,
        week,
        lengthWeeks: e.lengthWeeks,
        dueDate: addDays(e.startDate, week * 7 - 1),
        open: open.map((s) => ({ kind: s.kind, title: s.title })),
        stepsThisWeek: thisWeek.length,
        earlierOpen,
      },
    ];
  });
}

/** One person: their e-mail for this local week when it is due (once), then their next Monday. */
async function remindPerson(
  deps: ServiceDeps,
  userId: number,
  now: Date,
): Promise<keyof Omit<ProgramReminderRunResult, "failed">> {
  const person = await findReminderRecipient(deps.db, userId);
  // Archived programs' enrolments are left out: they send nothing, and are rescheduled with the rest.
  const enrolments = await findOwnEnrolments(deps.db, userId);
  if (!person) return "skipped";
  const zone = zoneOf(person.timeZone);
  const dueTimes = enrolments.flatMap((e) =>
    e.reminderDueAt && e.reminderDueAt <= now ? [e.reminderDueAt] : [],
  );
  // Due within the last week: a server that was down on Monday still sends it, never a week late.
  const due = dueTimes.some((at) => now.getTime() - at.getTime() < WEEK_MS);
  let outcome: "queued" | "skipped" | "scheduled" = dueTimes.length > 0 ? "skipped" : "scheduled";
  if (due && person.isActive && resolveEmailSubscriptions(person.notificationPreferences).program_reminders) {
    const weeks = await programWeeks(deps, enrolments, localDay(now, zone));
    if (weeks.length > 0) {
      const email = composeEmail(deps.config, {
        ...programReminderContent(deps.config, weeks),
        to: person.email,
        kind: "program_reminder",
      });
      const queued = await deps.db.transaction().execute(async (trx) => {
        if (!(await claimProgramReminder(trx, userId, localMonday(now, zone), now))) return false;
        await enqueueEmail(trx, { ...email, sendAfter: now });
        return true;
      });
      if (queued) outcome = "queued";
    }
  }
  await setReminderDueAt(deps.db, userId, nextReminderAt(now, zone));
  return outcome;
}

/**
 * The weekly program e-mail: at each participant's local Monday 08:00, their running programs' week.
 * Safe in several processes at once: `program_reminder_deliveries (user_id, week_start)` is inserted
 * with `on conflict do nothing` in the transaction that queues the e-mail, so one process queues it.
 * A new enrolment (no due time yet) only gets its next Monday worked out.
 */
export async function sendProgramReminders(
  deps: ServiceDeps & { log?: Logger },
  options: ProgramReminderRunOptions = {},
): Promise<ProgramReminderRunResult> {
  const now = deps.now();
  const result: ProgramReminderRunResult = { queued: 0, skipped: 0, scheduled: 0, failed: 0 };
  await forEachInIdOrder(options, {
    findBatch: (afterId, limit) => findPeopleWithDueReminders(deps.db, now, afterId, limit),
    idOf: (userId) => userId,
    visit: async (userId) => {
      result[await remindPerson(deps, userId, now)] += 1;
    },
    failed: (error, userId) => {
      result.failed += 1;
      deps.log?.warn({ err: error, userId }, "program e-mail failed");
    },
  });
  return result;
}
