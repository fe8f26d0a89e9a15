import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";

/** The picker on a 12-hour clock, each of its own controls named for screen readers. */
const accessiblePicker = {
  valueFormat: "MMM D, YYYY h:mm A",
  clearable: false,
  timePickerProps: {
    format: "12h" as const,
    hoursInputLabel: "Hours",
    minutesInputLabel: "Minutes",
    amPmInputLabel: "AM or PM",
  },
  submitButtonProps: { "aria-label": "Confirm date and time" },
  ariaLabels: {
    previousMonth: "Previous month in the picker",
    nextMonth: "Next month in the picker",
    previousYear: "Previous year in the picker",
    nextYear: "Next year in the picker",
    previousDecade: "Previous decade in the picker",
    nextDecade: "Next decade in the picker",
    monthLevelControl: "Choose another month",
    yearLevelControl: "Choose another year",
  },
} satisfies DateTimePickerProps;

/** A date and time field (a start, a deadline) as every form of the app shows one. */
export function DateTimeField(props: DateTimePickerProps) {
  return <DateTimePicker {...accessiblePicker} {...props} />;
}
