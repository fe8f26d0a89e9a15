import { Menu } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { trpc } from "../../lib/trpc";

/** 'People I follow' in the account menu, only for someone people share their progress with. */
export function FollowingMenuItem() {
  const following = trpc.managerShares.following.useQuery();
  if (!following.data || following.data.length === 0) return null;
  return (
    <Menu.Item component={Link} to="/following" leftSection={<IconUsers size={16} aria-hidden />}>
      People I follow
    </Menu.Item>
  );
}
