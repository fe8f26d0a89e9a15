import { createTheme, type CSSVariablesResolver } from "@mantine/core";
import type { CalendarAriaLabels, DateStringValue } from "@mantine/dates";
import dayjs from "dayjs";
import classes from "./theme.module.css";

/** Names for the calendar's icon-only buttons (previous/next month, year, decade and the level switch). */
const calendarAriaLabels: CalendarAriaLabels = {
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous decade",
  nextDecade: "Next decade",
  monthLevelControl: "Choose a month",
  yearLevelControl: "Choose a year",
};

/** Every calendar names its controls: day and month buttons say the full date, not only "23" or "Nov". */
const calendarDefaults = {
  ariaLabels: calendarAriaLabels,
  getDayProps: (date: DateStringValue) => ({
    "aria-label": dayjs(date).format("dddd, D MMMM YYYY"),
    className: classes.day,
  }),
  getMonthControlProps: (date: DateStringValue) => ({ "aria-label": dayjs(date).format("MMMM YYYY") }),
  getYearControlProps: (date: DateStringValue) => ({ "aria-label": dayjs(date).format("YYYY") }),
};

export const theme = createTheme({
  primaryColor: "indigo",
  // Filled buttons with white text keep at least 4.5:1 contrast in both schemes (shade 7 of red, used
  // by the delete buttons, is only 3.9:1 in the dark scheme).
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  // With 'prefers-reduced-motion: reduce', Mantine's transitions (modals, drawers, menus, popovers,
  // dropdowns) and the notifications' slide-in take no time; reduced-motion.css stops the rest.
  respectReducedMotion: true,
  // Plain objects keyed by component name, not `Component.extend(...)`: importing a component to
  // extend it would put it (the date pickers, their popovers and dayjs) in the first screen's bundle.
  components: {
    Input: { classNames: { input: classes.input } },
    // No initial-focus placeholder: its role="presentation" div is not a valid child of role="menu".
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The clear (x) button of clearable inputs, e.g. a goal's target date.
    InputClearButton: { defaultProps: { "aria-label": "Clear" } },
    // Links in running text are told apart by more than colour: in the dark scheme the link colour is
    // too close to the text colour.
    Anchor: { defaultProps: { underline: "always" } },
    // A dialog's title bar is a <header>; outside <main> that makes it a second page banner. The app's
    // top bar is the one banner, so dialog and drawer headers drop the landmark role.
    ModalHeader: { defaultProps: { role: "none" } },
    DrawerHeader: { defaultProps: { role: "none" } },
    // A badge never cuts its text to "IMPROV...": it keeps its width in a row and, when even the row
    // is too narrow, wraps onto a second line.
    Badge: {
      styles: {
        root: {
          flexShrink: 0,
          maxWidth: "100%",
          height: "auto",
          minHeight: "var(--badge-height)",
          paddingBlock: 2,
        },
        label: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip", lineHeight: 1.25 },
      },
    },
    Calendar: { defaultProps: calendarDefaults },
    DatePicker: { defaultProps: calendarDefaults },
    DateInput: { defaultProps: calendarDefaults },
    DatePickerInput: {
      defaultProps: {
        ...calendarDefaults,
        popoverProps: { attributes: { dropdown: { "aria-label": "Choose a date" } } },
      },
    },
    DateTimePicker: {
      defaultProps: {
        ...calendarDefaults,
        // Its dropdown is a dialog; Mantine labels it by an element id the input does not carry.
        popoverProps: { attributes: { dropdown: { "aria-label": "Choose date and time" } } },
      },
    },
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Dismiss notification" } },
      // Mantine's grey description text is below 4.5:1 on white.
      styles: { description: { color: "var(--mantine-color-text)" } },
    },
  },
});

/**
 * Darker "dimmed", placeholder and error text than Mantine's defaults, so secondary text meets WCAG AA
 * (4.5:1); in the dark scheme a lighter link colour, which keeps 4.9:1 on a hovered table row (indigo-4
 * had 3.8:1 there).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-anchor": "var(--mantine-color-indigo-3)",
    "--mantine-color-error": "var(--mantine-color-red-5)",
    "--mantine-color-placeholder": "#9a9a9a",
  },
});
