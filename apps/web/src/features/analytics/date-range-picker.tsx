import { Button, Group, Popover, Stack, Text } from "@mantine/core";
import { DatePicker, type DatePickerProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useId, useState } from "react";
import { dayOf, orderedRange, rangeLabel, type DayRange } from "./analytics-content";

/** Days in the text colour (no red weekends, no faded days of other months), so every day reads clearly. */
const calendarLook: Pick<DatePickerProps, "weekendDays" | "hideOutsideDates"> = {
  weekendDays: [],
  hideOutsideDates: true,
};

interface DateRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
}

/** The period the figures cover: a button opening two calendars, one for each end. */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const [opened, setOpened] = useState(false);
  const startId = useId();
  const endId = useId();
  const today = dayOf(new Date());

  const pick = (end: "start" | "end", day: string | null) => {
    if (day === null) return;
    onChange(orderedRange({ ...value, [end]: day }));
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          aria-label={`Date range: ${rangeLabel(value)}`}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          {rangeLabel(value)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap={4} role="group" aria-labelledby={startId}>
            <Text fw={600} size="sm" id={startId}>
              Start date
            </Text>
            <DatePicker
              value={value.start}
              defaultDate={value.start}
              {...calendarLook}
              onChange={(day) => pick("start", day)}
              maxDate={value.end}
              ariaLabels={{
                previousMonth: "Previous month",
                nextMonth: "Next month",
                monthLevelControl: "Choose month",
              }}
            />
          </Stack>
          <Stack gap={4} role="group" aria-labelledby={endId}>
            <Text fw={600} size="sm" id={endId}>
              End date
            </Text>
            <DatePicker
              value={value.end}
              defaultDate={value.end}
              {...calendarLook}
              onChange={(day) => pick("end", day)}
              minDate={value.start}
              maxDate={today}
              ariaLabels={{
                previousMonth: "Previous month",
                nextMonth: "Next month",
                monthLevelControl: "Choose month",
              }}
            />
          </Stack>
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button size="xs" onClick={() => setOpened(false)}>
            Done
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
