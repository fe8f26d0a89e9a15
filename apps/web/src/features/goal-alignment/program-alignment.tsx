import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { myTreeNodes } from "./aligned-goals-section";
import { AlignmentTree } from "./alignment-tree";

/** On /program, in a program's panel: its shared goals and the person's goals aligned to each, compact. */
export function ProgramAlignment({ programId }: { programId: number }) {
  const user = useSignedInUser();
  const mine = trpc.goalAlignment.mine.useQuery();
  const shared = (mine.data?.sharedGoals ?? []).filter(
    (goal) => goal.owner.kind === "program" && goal.owner.id === programId,
  );
  const goals = trpc.goals.list.useQuery({ userId: user.id }, { enabled: shared.length > 0 });
  if (shared.length === 0 || !goals.data) return null;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Shared goals
      </Title>
      <Text size="sm">
        What this program works towards. Align your own goals to them on{" "}
        <Anchor component={Link} to="/goals" inherit>
          Goals
        </Anchor>
        .
      </Text>
      <AlignmentTree
        nodes={myTreeNodes(shared, goals.data)}
        label="This program's shared goals and your goals aligned to them"
        emptyBranch="None of your goals is aligned to this yet."
        compact
      />
    </Stack>
  );
}
