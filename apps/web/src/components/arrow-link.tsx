import { Anchor, Group } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";

/** A "see more" link at a card's edge: bold small text and an arrow, to another screen of the app. */
export function ArrowLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      <Group gap={4} component="span">
        {children}
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
