import {
  IconBell,
  IconBug,
  IconCalendar,
  IconClipboardCheck,
  IconHourglass,
  IconListCheck,
  IconMessage,
  IconMessageCheck,
  IconMessageReply,
  IconTarget,
  IconUsersGroup,
  type Icon,
  type IconProps,
} from "@tabler/icons-react";

/** The icons the server names (services/notifications/create.ts); a bell for any other name. */
const icons: Record<string, Icon> = {
  "clipboard-check": IconClipboardCheck,
  target: IconTarget,
  calendar: IconCalendar,
  message: IconMessage,
  "message-check": IconMessageCheck,
  hourglass: IconHourglass,
  bug: IconBug,
  "message-reply": IconMessageReply,
  "users-group": IconUsersGroup,
  "list-check": IconListCheck,
};

export function NotificationIcon({ icon, ...props }: { icon: string } & IconProps) {
  const Component = icons[icon] ?? IconBell;
  return <Component aria-hidden {...props} />;
}
