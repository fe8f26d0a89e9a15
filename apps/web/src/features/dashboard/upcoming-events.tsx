import type { DashboardSummary } from "@leadcoach/api/schemas";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { eventTypeView, formatEventTime } from "./event-format";
import { ToneBadge } from "../../components/tone-badge";

/** Display cap. */
const SHOWN_EVENTS = 5;

export function UpcomingEvents({ events }: { events: DashboardSummary["upcomingEvents"] }) {
  const shown = events.slice(0, SHOWN_EVENTS);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="upcoming-events-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="upcoming-events-heading">
          Upcoming Events
        </Title>
        {shown.length === 0 ? (
          <Text size="sm">No upcoming events</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
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
          </Stack>
        )}
        <Anchor component={Link} to="/calendar" size="sm" fw={600}>
          <Group gap={4} component="span">
            View full calendar
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
