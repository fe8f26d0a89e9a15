import { lessonIdFromRef } from "@leadcoach/api/schemas";
import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBookOff } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { LoadErrorAlert } from "../../components/fallbacks/load-error-alert";
import { StackSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { LessonPlayer } from "./lesson-player";

/** /lesson/:lessonId: a numeric id or 'lesson-N'. */
export function LessonPlayerScreen() {
  const { lessonId = "" } = useParams();
  if (lessonIdFromRef(lessonId) === null) return <LessonNotFound />;
  return <LessonLoader lessonRef={lessonId} />;
}

function LessonLoader({ lessonRef }: { lessonRef: string }) {
  const user = useSignedInUser();
  const lesson = trpc.lessons.byId.useQuery({ lessonId: lessonRef });
  const progress = trpc.lessons.progress.useQuery({ userId: user.id });

  return (
    <QueryState
      // Without the progress list the player cannot resume, but it can still play: a failed list counts as none.
      query={{ ...lesson, isPending: lesson.isPending || (progress.isPending && !lesson.isError) }}
      loading={<PlayerSkeleton />}
      renderError={(error) =>
        error.data?.code === "NOT_FOUND" ? (
          <LessonNotFound />
        ) : (
          <Container size="md" py="xl">
            <DocumentTitle title="Lesson" />
            <Stack gap="md">
              <Title order={1}>Lesson</Title>
              <LoadErrorAlert
                title="The lesson could not be loaded"
                message={error.message}
                onRetry={() => void lesson.refetch()}
              />
            </Stack>
          </Container>
        )
      }
    >
      {(loaded) => (
        <LessonPlayer
          key={loaded.id}
          lesson={loaded}
          record={progress.data?.find((r) => r.lessonId === loaded.id)}
          userId={user.id}
        />
      )}
    </QueryState>
  );
}

function LessonNotFound() {
  return (
    <Container size="sm" py="xl">
      <DocumentTitle title="Lesson not found" />
      <Card withBorder padding="xl" radius="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconBookOff size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Lesson not found
          </Title>
          <Text>This lesson does not exist or is no longer available.</Text>
          <Button component={Link} to="/lessons">
            Browse lessons
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

function PlayerSkeleton() {
  return (
    <Container size="md" py="xl">
      <StackSkeleton label="Loading lesson" gap="lg" lines={[[36, "70%"], [20, "50%"], [8], [320]]} />
    </Container>
  );
}
