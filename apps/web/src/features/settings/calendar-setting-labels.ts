import type { CalendarSetting } from "@leadcoach/api/schemas";

/** What each calendar setting is called on the settings screen, and what it does. */
export const calendarSettingLabels: Record<CalendarSetting, { label: string; description: string }> = {
  calendar_reminders: {
    label: "Calendar reminders",
    description:
      "Your calendar app reminds you 15 minutes before each activity, from the exported file and the subscription link.",
  },
};
