/** Label and colour per upcoming-event type (dashboard and calendar types). */
const eventTypes: Record<string, { label: string; color: string }> = {
  lesson: { label: "Lesson", color: "green" },
  coaching_session: { label: "Coaching session", color: "violet" },
  skill_practice: { label: "Skill practice", color: "blue" },
  assessment: { label: "Assessment", color: "orange" },
  meeting: { label: "Meeting", color: "grape" },
  other: { label: "Other", color: "gray" },
};

export function eventTypeView(type: string): { label: string; color: string } {
  return (
    eventTypes[type] ?? {
      label: type.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase()),
      color: "gray",
    }
  );
}

/** "Tue, Mar 10, 9:00 AM - 10:00 AM" in the given (or the browser's) time zone. */
export function formatEventTime(startIso: string, endIso: string | null, timeZone?: string): string {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) return "";
  const day = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone,
  });
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  const end = endIso ? new Date(endIso) : null;
  const endText = end && !Number.isNaN(end.getTime()) ? ` - ${time.format(end)}` : "";
  return `${day.format(start)}, ${time.format(start)}${endText}`;
}
