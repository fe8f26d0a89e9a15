import {
  PROGRAM_ARCHIVED,
  PROGRAM_NOT_FOUND,
  ZUpdateProgramInput,
  type ProgramDetail,
  type ProgramStep,
} from "@leadcoach/api/schemas";
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArchive, IconPencil, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { BareList } from "../../components/bare-list";
import { LoadErrorAlert } from "../../components/fallbacks/load-error-alert";
import { MutationErrorAlert } from "../../components/error-alert";
import { SubmitButton } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";
import { useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { parseIdParam } from "../lessons/lesson-display";
import { ProgramParticipants } from "../program-participants/participants-section";
import { ProgramReportSection } from "../program-report/program-report-section";
import { ProgramSharedGoals } from "../goal-alignment/shared-goals-panel";
import { EnrolDialog } from "./enrol-dialog";
import { programStepKindLabels } from "@leadcoach/api/schemas";
import { plural, programStatus, promptLabel, stepsByWeek } from "./program-display";
import { ProgramForm, programFormValues } from "./program-form";

const backLink = (
  <Anchor component={Link} to="/admin/programs" size="sm">
    All programs
  </Anchor>
);

/** Names for the lessons and skills steps point at, by id. */
function useStepNames() {
  const lessons = trpc.lessons.list.useQuery(undefined);
  const categories = trpc.skills.categories.useQuery();
  const lessonNames = new Map((lessons.data ?? []).map((lesson) => [lesson.id, lesson.title]));
  const skillNames = new Map(
    (categories.data ?? []).flatMap((category) =>
      category.skills.map((skill) => [skill.id, skill.name] as const),
    ),
  );
  return { lessonNames, skillNames };
}

function StepDetails({ step, names }: { step: ProgramStep; names: ReturnType<typeof useStepNames> }) {
  const lesson =
    step.lessonId === null ? null : (names.lessonNames.get(step.lessonId) ?? `Lesson ${step.lessonId}`);
  const skill = step.skillId === null ? null : (names.skillNames.get(step.skillId) ?? null);
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray">
          {programStepKindLabels[step.kind]}
        </Badge>
        <Text fw={500}>{step.title}</Text>
      </Group>
      {lesson && <Text size="sm">Lesson: {lesson}</Text>}
      {skill && <Text size="sm">Skill: {skill}</Text>}
      {step.prompt && (
        <Text size="sm">
          {promptLabel(step.kind)}: {step.prompt}
        </Text>
      )}
    </Stack>
  );
}

function StepsByWeek({ program }: { program: ProgramDetail }) {
  const names = useStepNames();
  const weeks = stepsByWeek(program.steps);
  return (
    <Section
      id="program-steps"
      title="Steps by week"
      description={`${plural(program.steps.length, "step", "steps")} over ${plural(program.lengthWeeks, "week", "weeks")}. Weeks without a step are for catching up.`}
    >
      <Stack gap="md">
        {weeks.map(({ week, steps }) => (
          <Stack key={week} gap="xs">
            <Title order={3} size="h5" id={`program-week-${week}`}>
              Week {week}
            </Title>
            <BareList ordered gap="sm" aria-labelledby={`program-week-${week}`}>
              {steps.map((step) => (
                <li key={step.id}>
                  <StepDetails step={step} names={names} />
                </li>
              ))}
            </BareList>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}

function EditProgram({ program, onDone }: { program: ProgramDetail; onDone: () => void }) {
  const form = useSchemaForm(ZUpdateProgramInput, programFormValues(program));
  const update = trpc.programs.update.useMutation({
    onSuccess: (saved) => {
      showToast({
        title: `Version ${saved.version} written`,
        message:
          "New enrolments start on this version; people already enrolled keep the version they started on.",
      });
      onDone();
    },
  });
  return (
    <Section id="program-edit" title="Edit program">
      <MutationErrorAlert error={update.error} fallback="The program could not be saved." />
      <ProgramForm
        form={form}
        label="Edit program"
        onSubmit={form.onSubmit((input) => update.mutate(input))}
        note={
          <Text size="sm">
            Saving writes version {program.version + 1}. People already enrolled keep the version they started
            on, with their progress; new enrolments start on the new one.
          </Text>
        }
        actions={
          <>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <SubmitButton pending={update.isPending}>Save new version</SubmitButton>
          </>
        }
      />
    </Section>
  );
}

function ProgramContent({ program }: { program: ProgramDetail }) {
  const [editing, setEditing] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const status = programStatus(program);
  return (
    <Page
      size="lg"
      title={program.name}
      description={
        <Stack gap="xs">
          {backLink}
          {program.description && <Text>{program.description}</Text>}
          <Group gap="xs">
            <ToneBadge color={status.color}>{status.label}</ToneBadge>
            <Badge variant="outline" color="gray">
              Version {program.version}
            </Badge>
            <Badge variant="outline" color="gray">
              {plural(program.lengthWeeks, "week", "weeks")}
            </Badge>
            <Badge variant="outline" color="gray">
              {plural(program.enrolledCount, "person", "people")} enrolled
            </Badge>
          </Group>
        </Stack>
      }
      actions={
        !editing && (
          <Group gap="sm">
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              disabled={program.archived}
              onClick={() => setEnrolling(true)}
            >
              Enrol people
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </Group>
        )
      }
    >
      {program.archived && (
        <Alert color="gray" icon={<IconArchive aria-hidden />}>
          {PROGRAM_ARCHIVED} Restore it from the programs list.
        </Alert>
      )}
      {editing ? (
        <EditProgram program={program} onDone={() => setEditing(false)} />
      ) : (
        <>
          <StepsByWeek program={program} />
          <ProgramSharedGoals programId={program.id} name={program.name} archived={program.archived} />
          <ProgramParticipants programId={program.id} />
          <ProgramReportSection programId={program.id} />
        </>
      )}
      <EnrolDialog program={program} opened={enrolling} onClose={() => setEnrolling(false)} />
    </Page>
  );
}

function ProgramNotFound() {
  return (
    <Page title="Program not found" description={PROGRAM_NOT_FOUND}>
      {backLink}
    </Page>
  );
}

/** /admin/programs/:programId (admins): a program's steps by week, its editor and its enrolment. */
export function ProgramScreen({ programIdParam }: { programIdParam: string | undefined }) {
  const id = parseIdParam(programIdParam ?? null);
  const program = trpc.programs.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <ProgramNotFound />;
  return (
    <QueryState
      query={program}
      loading={
        <Container size="lg" py="xl">
          <ListSkeleton label="Loading program" rows={6} height={48} />
        </Container>
      }
      renderError={(error) =>
        error.data?.code === "NOT_FOUND" ? (
          <ProgramNotFound />
        ) : (
          <Container size="lg" py="xl">
            <LoadErrorAlert
              title="The program could not be loaded"
              message={error.message}
              onRetry={() => void program.refetch()}
            />
          </Container>
        )
      }
    >
      {(data) => <ProgramContent program={data} />}
    </QueryState>
  );
}
