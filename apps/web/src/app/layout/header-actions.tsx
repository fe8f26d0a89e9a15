import { Group } from "@mantine/core";
import { browserStorage, removeLegacyNotificationStorage } from "../../features/notifications/legacy-storage";
import { NotificationsBell } from "../../features/notifications/notifications-bell";

// On app load: the old client's browser-stored notification lists are obsolete. This
// module loads with the app shell, for visitors and signed-in users alike.
removeLegacyNotificationStorage(browserStorage());

/** Header actions beside the user menu (signed-in header): the notifications bell. */
export function HeaderActions() {
  return (
    <Group gap="xs" wrap="nowrap" data-slot="header-actions">
      <NotificationsBell />
    </Group>
  );
}
