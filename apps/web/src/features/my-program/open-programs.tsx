import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { BareList } from "../../components/bare-list";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** Not in a program yet: the programs open to join, each with 'Join'. */
export function OpenPrograms() {
  const open = trpc.programs.open.useQuery();
  const join = trpc.programs.join.useMutation({
    onSuccess: () => showToast({ title: "You joined the program", message: "Your first week starts today." }),
    onError: toastOnError("You could not join the program", "Please try again."),
  });
  return (
    <Section
      id="open-programs-heading"
      title="You are not in a program yet"
      description="A program is a path of weekly steps: lessons, practice, reflections and goals. Join one that is open to everyone below; an admin may also enrol you, and the program then shows here."
    >
      <QueryState
        query={open}
        loading={<ListSkeleton label="Loading programs you can join" rows={2} height={72} />}
        errorTitle="The programs you can join could not be loaded"
        isEmpty={(programs) => programs.length === 0}
        empty={<Text size="sm">No program is open to join right now.</Text>}
      >
        {(programs) => (
          <BareList gap="sm" aria-label="Programs you can join">
            {programs.map((program) => (
              <Paper key={program.id} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ flex: "1 1 16rem", minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {program.name}
                    </Text>
                    <Text size="sm">
                      {program.lengthWeeks} {program.lengthWeeks === 1 ? "week" : "weeks"}
                      {program.description ? ` · ${program.description}` : ""}
                    </Text>
                  </Stack>
                  <Button
                    aria-label={`Join ${program.name}`}
                    loading={join.isPending && join.variables.programId === program.id}
                    disabled={join.isPending && join.variables.programId !== program.id}
                    onClick={() => join.mutate({ programId: program.id })}
                  >
                    Join
                  </Button>
                </Group>
              </Paper>
            ))}
          </BareList>
        )}
      </QueryState>
    </Section>
  );
}
