import { Stack, Text } from "@mantine/core";
import { trpc } from "../../lib/trpc";
import { AlignmentTree } from "./alignment-tree";

/**
 * On /following, in a person's card: the program and group goals that the goals they share with the
 * manager are aligned to. Nothing when none of them is aligned.
 */
export function FollowedAlignment({ userId, name }: { userId: number; name: string }) {
  const following = trpc.goalAlignment.following.useQuery();
  const sharedGoals = following.data?.find((person) => person.userId === userId)?.sharedGoals ?? [];
  if (sharedGoals.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Aligned to program and group goals
      </Text>
      <AlignmentTree
        nodes={sharedGoals.map((shared) => ({ ...shared, note: shared.archived ? "Archived" : null }))}
        label={`${name}'s shared goals by the program or group goal they are aligned to`}
      />
    </Stack>
  );
}
