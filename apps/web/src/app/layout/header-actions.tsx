import { Group } from "@mantine/core";
import { NotificationsBell } from "../../features/notifications/notifications-bell";

/** Header actions beside the user menu (signed-in header): the notifications bell. */
export function HeaderActions() {
  return (
    <Group gap="xs" wrap="nowrap" data-slot="header-actions">
      <NotificationsBell />
    </Group>
  );
}
