import type { DashboardSummary } from "@leadcoach/api/schemas";
import { Group, Stack, Text } from "@mantine/core";
import { ArrowLink } from "../../components/arrow-link";
import { BareList } from "../../components/bare-list";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";
import { eventTypeView, formatEventTime } from "./event-format";

/** Display cap. */
const SHOWN_EVENTS = 5;

export function UpcomingEvents({ events }: { events: DashboardSummary["upcomingEvents"] }) {
  const shown = events.slice(0, SHOWN_EVENTS);
  return (
    <Section id="upcoming-events-heading" title="Upcoming Events" gap="sm">
      {shown.length === 0 ? (
        <Text size="sm">No upcoming events</Text>
      ) : (
        <BareList gap="xs">
          {shown.map((event) => {
            const type = eventTypeView(event.type);
            return (
              <li key={event.id}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {event.title}
                    </Text>
                    <Text size="xs" component="time" dateTime={event.startTime}>
                      {formatEventTime(event.startTime, event.endTime)}
                    </Text>
                  </Stack>
                  <ToneBadge color={type.color} style={{ flex: "none" }}>
                    {type.label}
                  </ToneBadge>
                </Group>
              </li>
            );
          })}
        </BareList>
      )}
      <ArrowLink to="/calendar">View full calendar</ArrowLink>
    </Section>
  );
}
