import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconBug,
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUser,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { PublicUser } from "@leadcoach/api/schemas";
import { Link, useLocation } from "react-router";
import { useSignOut } from "../../features/auth/use-sign-out";
import { bugReportLinkState } from "../../features/bug-reports/bug-report-form";
import { FollowingMenuItem } from "../../features/manager-shares/following-menu-item";
import { ApprovalsMenuItem } from "../../features/reviewer-approvals/approvals-menu-item";
import { UserAvatar } from "../../components/user-avatar";
import { displayName } from "../../components/user-name";
import classes from "./user-menu.module.css";

interface UserMenuProps {
  user: Pick<PublicUser, "name" | "avatar">;
}

export function UserMenu({ user }: UserMenuProps) {
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(user.name);
  const location = useLocation();

  // No initial-focus placeholder: its role="presentation" div is not a valid child of role="menu".
  return (
    <Menu position="bottom-end" width={200} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${name}`}
          p={4}
          style={{ borderRadius: "var(--mantine-radius-xl)" }}
        >
          <Group gap={6} wrap="nowrap">
            <UserAvatar name={user.name} avatar={user.avatar} size={34} decorative />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end" className={classes.name}>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/360" leftSection={<IconUsersGroup size={16} aria-hidden />}>
          360 Reviews
        </Menu.Item>
        <FollowingMenuItem />
        <ApprovalsMenuItem />
        <Menu.Item
          component={Link}
          to="/bug-report"
          state={bugReportLinkState(location.pathname + location.search)}
          leftSection={<IconBug size={16} aria-hidden />}
        >
          Report a Bug
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="var(--mantine-color-error)"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={isSigningOut}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
