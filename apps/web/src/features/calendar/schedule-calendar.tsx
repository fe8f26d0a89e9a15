import type { ScheduledActivity } from "@leadcoach/api/schemas";
import { ActionIcon, Box, Button, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ActivityCard, type ActivityActions } from "./activity-card";
import classes from "./schedule-calendar.module.css";
import {
  activitiesByDayKey,
  calendarDays,
  dayCellLabel,
  dayKey,
  periodTitle,
  shiftPeriod,
  WEEKDAYS,
  type CalendarView,
} from "./schedule-calendar-model";

interface ScheduleCalendarProps {
  view: CalendarView;
  activities: readonly ScheduledActivity[];
  actions: ActivityActions;
  now: Date;
}

/**
 * The schedule as a week or month grid: each day a button (arrow keys move between days, like a date
 * picker) naming its date and how many activities it holds; the chosen day's activities show below.
 */
export function ScheduleCalendar({ view, activities, actions, now }: ScheduleCalendarProps) {
  const [selected, setSelected] = useState<Dayjs>(() => dayjs(now).startOf("day"));
  const gridRef = useRef<HTMLTableElement>(null);
  const byDay = useMemo(() => activitiesByDayKey(activities), [activities]);
  const days = calendarDays(view, selected);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const todayKey = dayKey(dayjs(now));
  const selectedKey = dayKey(selected);
  const selectedActivities = byDay.get(selectedKey) ?? [];
  const unit = view === "month" ? "month" : "week";

  const select = (day: Dayjs, focus: boolean) => {
    setSelected(day);
    if (focus) {
      // After the render that gives the new day its tab stop.
      requestAnimationFrame(() =>
        gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(day)}"]`)?.focus(),
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => Dayjs> = {
      ArrowLeft: () => selected.subtract(1, "day"),
      ArrowRight: () => selected.add(1, "day"),
      ArrowUp: () => selected.subtract(1, "week"),
      ArrowDown: () => selected.add(1, "week"),
      PageUp: () => shiftPeriod(view, selected, -1),
      PageDown: () => shiftPeriod(view, selected, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move(), true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Previous ${unit}`}
            onClick={() => select(shiftPeriod(view, selected, -1), false)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Next ${unit}`}
            onClick={() => select(shiftPeriod(view, selected, 1), false)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Title order={2} size="h4" aria-live="polite" ta="center" style={{ minWidth: 0 }}>
          {periodTitle(view, selected)}
        </Title>
        <Button variant="default" size="sm" onClick={() => select(dayjs(now).startOf("day"), false)}>
          Today
        </Button>
      </Group>

      <table className={classes.grid} ref={gridRef} data-view={view}>
        <caption className={classes.hidden}>
          {view === "month" ? "Month" : "Week"} of {periodTitle(view, selected)}. Arrow keys move between
          days.
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className={classes.weekday}>
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0] ?? selected)}>
              {week.map((day) => {
                const key = dayKey(day);
                const dayActivities = byDay.get(key) ?? [];
                const isSelected = key === selectedKey;
                return (
                  <td key={key} className={classes.cell}>
                    <UnstyledButton
                      className={classes.day}
                      data-day={key}
                      data-selected={isSelected || undefined}
                      data-outside={(view === "month" && day.month() !== selected.month()) || undefined}
                      data-today={key === todayKey || undefined}
                      aria-label={dayCellLabel(day, dayActivities.length)}
                      aria-pressed={isSelected}
                      aria-current={key === todayKey ? "date" : undefined}
                      tabIndex={isSelected ? 0 : -1}
                      onClick={() => select(day, false)}
                      onKeyDown={onKeyDown}
                    >
                      <span className={classes.number}>{day.date()}</span>
                      {dayActivities.length > 0 && (
                        <>
                          <Box component="span" className={classes.titles} visibleFrom="sm">
                            {dayActivities.slice(0, view === "week" ? 4 : 2).map((activity) => (
                              <span key={activity.id} className={classes.title}>
                                {activity.title}
                              </span>
                            ))}
                            {dayActivities.length > (view === "week" ? 4 : 2) && (
                              <span className={classes.more}>
                                +{dayActivities.length - (view === "week" ? 4 : 2)} more
                              </span>
                            )}
                          </Box>
                          <Box component="span" className={classes.count} hiddenFrom="sm">
                            {dayActivities.length}
                          </Box>
                        </>
                      )}
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <Stack gap="sm" component="section" aria-labelledby="selected-day-heading">
        <Title order={2} size="h4" id="selected-day-heading">
          {selected.format("dddd, MMMM D, YYYY")}
        </Title>
        {selectedActivities.length === 0 ? (
          <Text size="sm">Nothing scheduled on this day.</Text>
        ) : (
          selectedActivities.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} actions={actions} now={now} />
          ))
        )}
      </Stack>
    </Stack>
  );
}
