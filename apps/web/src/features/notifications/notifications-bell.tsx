import type { Notification } from "@leadcoach/api/schemas";
import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { staleTimeByKind } from "../../lib/freshness";
import { showToast } from "../../lib/toast";
import { TimeAgo } from "../../components/time-ago";
import { trpc } from "../../lib/trpc";
import { NotificationIcon } from "./notification-icon";
import { bellLabel, internalPath, markEveryRead, markOneRead, unreadBadgeText } from "./notification-view";
import classes from "./notifications-bell.module.css";

/** The badge follows new notifications without a reload, polling only while the tab is visible. */
const POLL_INTERVAL_MS = staleTimeByKind.live;

/** The header's notification bell and dropdown. */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery(undefined, {
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

  const markRead = trpc.notifications.markRead.useMutation({
    onMutate: async ({ id }) => {
      await utils.notifications.list.cancel();
      utils.notifications.list.setData(undefined, (current) => current && markOneRead(current, Number(id)));
    },
    onError: (error) => console.error("Could not mark the notification read", error),
  });

  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onMutate: async () => {
      await utils.notifications.list.cancel();
      utils.notifications.list.setData(undefined, (current) => current && markEveryRead(current));
    },
    onError: () =>
      showToast({
        title: "Could not mark notifications read",
        message: "Please try again.",
        variant: "destructive",
      }),
  });

  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];

  const openItem = (item: Notification) => {
    setOpened(false);
    if (!item.read) markRead.mutate({ id: item.id });
    const path = internalPath(item.actionUrl);
    if (path) void navigate(path);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={bellLabel(unread)}
          onClick={() => setOpened((value) => !value)}
          className={classes.bell}
        >
          <Indicator
            label={unreadBadgeText(unread)}
            disabled={unread === 0}
            size={18}
            color="red"
            offset={2}
            inline
            data-testid="notification-badge"
          >
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown}>
        <Group justify="space-between" px="md" py="sm" gap="sm">
          <Text fw={700}>Notifications</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={() => markAllRead.mutate()}
            disabled={unread === 0 || markAllRead.isPending}
          >
            Mark all read
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah="24rem" type="auto">
          {list.isPending ? (
            <Stack gap="sm" p="md" aria-busy="true">
              <VisuallyHidden role="status">Loading notifications</VisuallyHidden>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height={44} />
              ))}
            </Stack>
          ) : list.isError && items.length === 0 ? (
            <Text p="md" ta="center" size="sm">
              Notifications could not be loaded.
            </Text>
          ) : items.length === 0 ? (
            <Text p="lg" ta="center" size="sm">
              No notifications
            </Text>
          ) : (
            <Box component="ul" className={classes.list} aria-label="Notifications">
              {items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    className={classes.item}
                    data-unread={!item.read || undefined}
                    onClick={() => openItem(item)}
                  >
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <ThemeIcon variant="light" radius="xl" size={34} color={item.read ? "gray" : undefined}>
                        <NotificationIcon icon={item.icon} size={18} />
                      </ThemeIcon>
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                          <Text size="sm" fw={item.read ? 500 : 700}>
                            {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                            {item.title}
                          </Text>
                          {!item.read && <span className={classes.dot} aria-hidden />}
                        </Group>
                        <Text size="sm">{item.message}</Text>
                        <TimeAgo at={item.createdAt} />
                      </Stack>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Box>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
