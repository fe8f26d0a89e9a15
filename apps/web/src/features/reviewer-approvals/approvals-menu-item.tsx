import { Menu } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { trpc } from "../../lib/trpc";

/** 'Reviewer lists to approve' in the account menu, only while a list waits for the caller. */
export function ApprovalsMenuItem() {
  const lists = trpc.reviewerLists.toApprove.useQuery();
  if (!lists.data || lists.data.length === 0) return null;
  return (
    <Menu.Item
      component={Link}
      to="/reviewer-approvals"
      leftSection={<IconListCheck size={16} aria-hidden />}
    >
      Reviewer lists to approve ({lists.data.length})
    </Menu.Item>
  );
}
