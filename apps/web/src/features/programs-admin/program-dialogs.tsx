import { ZCreateProgramInput, type ProgramDetail, type ProgramSummary } from "@leadcoach/api/schemas";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, ConfirmItemDialog, SubmitButton } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { BareList } from "../../components/bare-list";
import { useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { blankProgram, ProgramForm } from "./program-form";
import { plural } from "./program-display";

/** Opens a program's page once it exists. */
function useOpenProgram() {
  const navigate = useNavigate();
  return (program: ProgramDetail, title: string) => {
    showToast({ title, message: program.name });
    void navigate(`/admin/programs/${program.id}`);
  };
}

/** 'Create from template': the shipped programs, each with what it is for; one click makes a copy to edit. */
export function TemplatesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Create from template" size="lg">
      {opened && <TemplateList onClose={onClose} />}
    </AppDialog>
  );
}

function TemplateList({ onClose }: { onClose: () => void }) {
  const templates = trpc.programs.templates.useQuery();
  const open = useOpenProgram();
  const [chosen, setChosen] = useState<string | null>(null);
  const create = trpc.programs.createFromTemplate.useMutation({
    onSuccess: (program) => {
      onClose();
      open(program, "Program created from template");
    },
  });
  return (
    <Stack gap="md">
      <Text>
        A template is a starting point: the program it makes is yours to rename, reorder and extend before you
        enrol anyone.
      </Text>
      <MutationErrorAlert error={create.error} fallback="The program could not be created." />
      <QueryState
        query={templates}
        errorTitle="The templates could not be loaded"
        loading={<ListSkeleton label="Loading templates" rows={3} height={96} />}
        empty={<Text>No templates are installed.</Text>}
      >
        {(data) => (
          <BareList gap="sm">
            {data.map((template) => (
              <Paper key={template.key} component="li" withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    {template.name}
                  </Title>
                  <Text size="sm">{template.description}</Text>
                  <Group justify="space-between" gap="sm">
                    <Text size="sm" fw={500}>
                      {plural(template.lengthWeeks, "week", "weeks")},{" "}
                      {plural(template.stepCount, "step", "steps")}
                    </Text>
                    <Button
                      size="sm"
                      aria-label={`Create from ${template.name}`}
                      loading={create.isPending && chosen === template.key}
                      disabled={create.isPending && chosen !== template.key}
                      onClick={() => {
                        setChosen(template.key);
                        create.mutate({ key: template.key });
                      }}
                    >
                      Use this template
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </BareList>
        )}
      </QueryState>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** 'New program': the whole editor, starting from one step; saving opens the new program. */
export function NewProgramDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="New program" size="xl">
      {opened && <NewProgramForm onClose={onClose} />}
    </AppDialog>
  );
}

function NewProgramForm({ onClose }: { onClose: () => void }) {
  const open = useOpenProgram();
  const create = trpc.programs.create.useMutation({
    onSuccess: (program) => {
      onClose();
      open(program, "Program created");
    },
  });
  const form = useSchemaForm(ZCreateProgramInput, blankProgram());
  return (
    <Stack gap="md">
      <MutationErrorAlert error={create.error} fallback="The program could not be created." />
      <ProgramForm
        form={form}
        label="New program"
        onSubmit={form.onSubmit((input) => create.mutate(input))}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={create.isPending}>Create program</SubmitButton>
          </>
        }
      />
    </Stack>
  );
}

/** Archiving stops new enrolments and joining; the people enrolled keep their path and progress. */
export function ArchiveProgramDialog({
  program,
  onClose,
}: {
  program: ProgramSummary | null;
  onClose: () => void;
}) {
  const archive = trpc.programs.setArchived.useMutation({
    onSuccess: (saved) => {
      showToast({ title: "Program archived", message: saved.name });
      onClose();
    },
    onError: toastOnError("Archive failed", "The program could not be archived."),
  });
  return (
    <ConfirmItemDialog
      item={program}
      title="Archive program"
      message={({ name, enrolledCount }) =>
        `Archive '${name}'? Nobody new can be enrolled or join it. ${
          enrolledCount === 1
            ? "The 1 person enrolled keeps their path and progress."
            : `The ${enrolledCount} people enrolled keep their path and progress.`
        } You can restore it later.`
      }
      confirmLabel="Archive program"
      pending={archive.isPending}
      onConfirm={({ id }) => archive.mutate({ id, archived: true })}
      onClose={onClose}
    />
  );
}
