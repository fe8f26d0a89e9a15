import { Group } from "@mantine/core";

/**
 * Slot for header actions beside the user menu.
 * NOTIFICATIONS BELL GOES HERE: the notification dropdown (spec 000 §2) will be rendered inside
 * this group; keep it the only place that adds header actions.
 */
export function HeaderActions() {
  return <Group gap="xs" wrap="nowrap" data-slot="header-actions" />;
}
