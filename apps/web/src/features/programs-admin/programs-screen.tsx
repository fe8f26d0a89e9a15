import type { ProgramSummary } from "@leadcoach/api/schemas";
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { IconPlus, IconRoute, IconTemplate } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { ListTable, RowActions, RowButton } from "../../components/list-table";
import { ToneBadge } from "../../components/tone-badge";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { ArchiveProgramDialog, NewProgramDialog, TemplatesDialog } from "./program-dialogs";
import { plural, programStatus } from "./program-display";

function ProgramRows({
  programs,
  onArchive,
}: {
  programs: ProgramSummary[];
  onArchive: (program: ProgramSummary) => void;
}) {
  const duplicate = trpc.programs.duplicate.useMutation({
    onSuccess: (copy) => showToast({ title: "Program duplicated", message: copy.name }),
    onError: toastOnError("Duplicate failed", "The program could not be duplicated."),
  });
  const restore = trpc.programs.setArchived.useMutation({
    onSuccess: (saved) => showToast({ title: "Program restored", message: saved.name }),
    onError: toastOnError("Restore failed", "The program could not be restored."),
  });
  return (
    <ListTable
      minWidth={720}
      columns={["Name", "Length", "Steps", "Version", "Enrolled", "Status"]}
      withActions
    >
      {programs.map((program) => {
        const status = programStatus(program);
        return (
          <Table.Tr key={program.id}>
            <Table.Th scope="row" fw={500}>
              <Anchor component={Link} to={`/admin/programs/${program.id}`} inherit>
                {program.name}
              </Anchor>
            </Table.Th>
            <Table.Td>{plural(program.lengthWeeks, "week", "weeks")}</Table.Td>
            <Table.Td>{program.stepCount}</Table.Td>
            <Table.Td>{program.version}</Table.Td>
            <Table.Td>{plural(program.enrolledCount, "person", "people")}</Table.Td>
            <Table.Td>
              <ToneBadge color={status.color}>{status.label}</ToneBadge>
            </Table.Td>
            <Table.Td>
              <RowActions>
                <RowButton
                  label={`Duplicate ${program.name}`}
                  loading={duplicate.isPending && duplicate.variables?.id === program.id}
                  onClick={() => duplicate.mutate({ id: program.id })}
                >
                  Duplicate
                </RowButton>
                {program.archived ? (
                  <RowButton
                    label={`Restore ${program.name}`}
                    loading={restore.isPending && restore.variables?.id === program.id}
                    onClick={() => restore.mutate({ id: program.id, archived: false })}
                  >
                    Restore
                  </RowButton>
                ) : (
                  <RowButton label={`Archive ${program.name}`} danger onClick={() => onArchive(program)}>
                    Archive
                  </RowButton>
                )}
              </RowActions>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

/** /admin/programs (admins): the organisation's leadership programs, made from a template or from scratch. */
export function ProgramsScreen() {
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [newOpen, setNewOpen] = useState(false);
  const [archiving, setArchiving] = useState<ProgramSummary | null>(null);
  const programs = trpc.programs.list.useQuery();

  const createButtons = (
    <Group gap="sm">
      <Button leftSection={<IconTemplate size={16} aria-hidden />} onClick={() => setTemplatesOpen(true)}>
        Create from template
      </Button>
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setNewOpen(true)}
      >
        New program
      </Button>
    </Group>
  );

  return (
    <Page
      size="xl"
      title="Programs"
      description="Weekly paths for a cohort: new managers, tech leads becoming managers, staff engineers. You see who is enrolled and which steps are done, never their answers."
      actions={createButtons}
    >
      <QueryState
        query={programs}
        errorTitle="The programs could not be loaded"
        loading={<ListSkeleton label="Loading programs" rows={4} height={44} />}
        empty={
          <EmptyState
            icon={<IconRoute size={28} />}
            title="No programs yet"
            description="Start from a template such as 'First 90 days as an engineering manager', or build one step by step."
          />
        }
      >
        {(data) => <ProgramRows programs={data} onArchive={setArchiving} />}
      </QueryState>
      <Text size="sm">
        Archived programs stay listed, last: the people enrolled keep their path, and nobody new can join.
      </Text>
      <TemplatesDialog opened={templatesOpen} onClose={() => setTemplatesOpen(false)} />
      <NewProgramDialog opened={newOpen} onClose={() => setNewOpen(false)} />
      <ArchiveProgramDialog program={archiving} onClose={() => setArchiving(null)} />
    </Page>
  );
}
