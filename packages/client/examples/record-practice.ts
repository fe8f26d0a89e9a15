/**
 * Record practice activities from a calendar: each event of an .ics file becomes an activity on my
 * LeadCoach schedule, and with --mark-done the ones that have already started are marked as done.
 * Events already on the schedule (same title and start) are not added again, so running it twice
 * changes nothing the second time (two runs at the same moment may still both add an event).
 *
 *   pnpm --filter @leadcoach/client exec tsx examples/record-practice.ts --url http://localhost:3001 --token-file ~/.leadcoach-token --ics week.ics --mark-done
 */
import { readFile } from "node:fs/promises";
import type { RouterInputs, RouterOutputs } from "@leadcoach/client";
import { clientFromArgs, CONNECTION_USAGE, connectionOptions, parseCli, run, UsageError } from "./cli";
import { isTimeZone, parseIcs, type IcsEvent } from "./ics";

type ActivityType = RouterInputs["calendar"]["create"]["type"];
type Activity = RouterOutputs["calendar"]["create"];

/**
 * The types an event can become, typed against the router's own list: a type added or removed there
 * fails to compile here. A 'lesson' activity needs the lesson it starts, which a calendar does not name.
 */
const EVENT_TYPES: Record<Exclude<ActivityType, "lesson">, true> = {
  skill_practice: true,
  meeting: true,
  other: true,
};
function isEventType(value: string): value is Exclude<ActivityType, "lesson"> {
  return Object.hasOwn(EVENT_TYPES, value);
}

/** The schedule shows activities from 30 days back: older events could not be told apart on a second run. */
const DEFAULT_LOOKBACK_DAYS = 30;

const USAGE = `Usage: tsx examples/record-practice.ts --url <address> (--token <token> | --token-file <path>) --ics <file.ics> [options]
${CONNECTION_USAGE}
  --ics <file.ics>      the calendar file to read
  --type <type>         the activity type: ${Object.keys(EVENT_TYPES).join(", ")} (default skill_practice)
  --mark-done           mark the events that have already started as done
  --since <YYYY-MM-DD>  leave out events that start before this day (UTC); default ${DEFAULT_LOOKBACK_DAYS} days ago
  --time-zone <zone>    the zone of times the file gives without one (default this machine's)
  --dry-run             only list what would be recorded`;

const sameActivity = (activity: Activity, event: IcsEvent) =>
  activity.title === event.title && new Date(activity.startTime).getTime() === event.start.getTime();

const when = (date: Date) => date.toISOString().replace(":00.000Z", "Z");

function parseSince(value: string | undefined, now: Date): Date {
  if (value === undefined) return new Date(now.getTime() - DEFAULT_LOOKBACK_DAYS * 86_400_000);
  const day = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime())) {
    throw new UsageError(`--since must be a day like 2026-11-01, not "${value}"`);
  }
  return day;
}

run(USAGE, async () => {
  const { values } = parseCli({
    options: {
      ...connectionOptions,
      ics: { type: "string" },
      type: { type: "string", default: "skill_practice" },
      "mark-done": { type: "boolean", default: false },
      since: { type: "string" },
      "time-zone": { type: "string" },
      "dry-run": { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.ics) throw new UsageError("--ics is required");
  const type = values.type;
  if (!isEventType(type))
    throw new UsageError(`--type must be one of ${Object.keys(EVENT_TYPES).join(", ")}`);
  const zone = values["time-zone"];
  if (zone !== undefined && !isTimeZone(zone)) {
    throw new UsageError(`--time-zone must be a time zone name like Europe/Berlin, not "${zone}"`);
  }
  const now = new Date();
  const since = parseSince(values.since, now);

  let text: string;
  try {
    text = await readFile(values.ics, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read --ics: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!/^BEGIN:VCALENDAR\s*$/im.test(text))
    throw new UsageError(`${values.ics} is not an iCalendar (.ics) file`);
  const parsed = zone ? parseIcs(text, zone) : parseIcs(text);
  const skipped = [...parsed.skipped];
  const events = parsed.events.filter((event) => {
    if (event.start.getTime() >= since.getTime()) return true;
    skipped.push({ title: event.title, reason: `it starts before ${when(since).slice(0, 10)}` });
    return false;
  });

  const client = await clientFromArgs(values);
  const me = await client.auth.me.query();
  const schedule = await client.calendar.list.query({ userId: me.id });

  const known = events.flatMap((event) => {
    const existing = schedule.find((activity) => sameActivity(activity, event));
    return existing ? [{ event, activity: existing }] : [];
  });
  const fresh = events.filter((event, index) => {
    if (known.some((k) => k.event === event)) return false;
    const twice = events.findIndex(
      (other) => other.title === event.title && other.start.getTime() === event.start.getTime(),
    );
    if (twice === index) return true;
    skipped.push({ title: event.title, reason: "it is in the file twice" });
    return false;
  });
  for (const { event } of known)
    skipped.push({ title: event.title, reason: "it is already on your schedule" });

  const lines: string[] = [];
  let failed = 0;
  let recordedCount = 0;
  let markedCount = 0;
  const started = (activity: Activity) => new Date(activity.startTime).getTime() <= now.getTime();

  if (values["dry-run"]) {
    for (const event of fresh) lines.push(`Would record: ${event.title} (${when(event.start)})`);
  } else {
    // Started together, the calls share HTTP requests (batched, a few calls per request).
    const created = await Promise.allSettled(
      fresh.map((event) =>
        client.calendar.create.mutate({
          type,
          title: event.title,
          description: event.description,
          startTime: event.start.toISOString(),
          endTime: event.end.toISOString(),
          meetingUrl: event.meetingUrl,
          // Recording what already happened is the point: a start in the past is meant.
          allowPast: true,
        }),
      ),
    );
    const recorded: Activity[] = [];
    created.forEach((result, index) => {
      const event = fresh[index];
      if (!event) return;
      if (result.status === "fulfilled") {
        recorded.push(result.value);
        recordedCount += 1;
        const note = event.recurring ? " [first occurrence of a recurring event]" : "";
        lines.push(`Recorded: ${event.title} (${when(event.start)})${note}`);
      } else {
        failed += 1;
        const reason: unknown = result.reason;
        lines.push(
          `Failed: ${event.title} (${when(event.start)}): ${reason instanceof Error ? reason.message : String(reason)}`,
        );
      }
    });
    if (values["mark-done"]) {
      const toMark = [...recorded, ...known.map((k) => k.activity)].filter(
        (a) => started(a) && !a.completedAt,
      );
      const marked = await Promise.allSettled(
        toMark.map((activity) => client.calendar.markDone.mutate({ id: activity.id })),
      );
      marked.forEach((result, index) => {
        const activity = toMark[index];
        if (!activity) return;
        if (result.status === "fulfilled") {
          markedCount += 1;
          lines.push(`Marked done: ${activity.title} (${when(new Date(activity.startTime))})`);
        } else {
          failed += 1;
          const reason: unknown = result.reason;
          lines.push(
            `Failed to mark done: ${activity.title}: ${reason instanceof Error ? reason.message : String(reason)}`,
          );
        }
      });
    }
  }
  for (const skip of skipped) lines.push(`Skipped: ${skip.title}: ${skip.reason}`);
  lines.push(
    values["dry-run"]
      ? `${fresh.length} to record, ${skipped.length} skipped (dry run: nothing was changed)`
      : `${recordedCount} recorded, ${markedCount} marked done, ${skipped.length} skipped, ${failed} failed`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
  if (failed > 0) process.exitCode = 1;
});
