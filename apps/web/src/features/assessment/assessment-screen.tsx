import { Container, Paper, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { LoadErrorAlert } from "../../components/fallbacks/load-error-alert";
import { bothQueries, QueryState } from "../../components/query-state";
import { showToast } from "../../lib/toast";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { browserStorage } from "../../lib/browser-storage";
import { AssessmentCompleteNotice } from "./assessment-complete-notice";
import { AssessmentIntro } from "./assessment-intro";
import {
  answersFromProgress,
  removeLegacyAssessmentProgress,
  toChoices,
  type AssessmentAnswers,
} from "./assessment-progress";
import { AssessmentQuestionFlow } from "./assessment-question-flow";
import { useProgressSave } from "./use-progress-save";

type AssessmentStatus = RouterOutputs["assessment"]["status"];
type AssessmentQuestions = RouterOutputs["assessment"]["questions"];
type AssessmentProgress = RouterOutputs["assessment"]["progress"];

const COMPLETED_TOAST = {
  title: "Assessment Completed!",
  message: "Your personalized learning path has been created.",
} as const;

/** /assessment: the completed notice (with the latest results), the intro, or the question flow. */
export function AssessmentScreen() {
  const status = trpc.assessment.status.useQuery();
  const questions = trpc.assessment.questions.useQuery();
  // Read afresh on every visit (not from the cache): another device may have answered since.
  const progress = trpc.assessment.progress.useQuery(undefined, { gcTime: 0 });
  const [started, setStarted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const navigate = useNavigate();
  const saver = useProgressSave();

  // The old client's browser-only progress held the options' values; it is not read any more.
  useEffect(() => {
    removeLegacyAssessmentProgress(browserStorage());
  }, []);

  const submit = trpc.assessment.submitChoices.useMutation({
    onSuccess: (result) => {
      setSubmitted(true);
      showToast(COMPLETED_TOAST);
      // Straight to this assessment's results; the freshness policy reloads every screen the
      // assessment changed (scores, goals, recommendations, notifications).
      void navigate(`/assessment/results/${result.assessmentId}`);
    },
    onError: (error) => {
      console.error("Assessment submission failed", error);
      showToast({
        title: "Submission Failed",
        message: "Please try again or contact support.",
        variant: "destructive",
      });
    },
  });

  const title = <DocumentTitle title="Assessment" />;

  const renderLoaded = ([progressStatus, [questionList, saved]]: [
    AssessmentStatus,
    [AssessmentQuestions, AssessmentProgress],
  ]) => {
    const locked = progressStatus.hasCompletedAssessment && !progressStatus.canRetake;
    const initialAnswers = answersFromProgress(saved, questionList);
    // Answers saved by an earlier visit (here or on another device) resume the flow directly.
    const resumed = Object.keys(initialAnswers).length > 0;
    const inFlow = submitted || submit.isPending || ((started || resumed) && !locked);

    if (!inFlow && locked) {
      return (
        <AssessmentCompleteNotice
          daysUntilRetake={progressStatus.daysUntilRetake}
          retakeAvailableAt={progressStatus.retakeAvailableAt}
        />
      );
    }
    if (!inFlow) {
      return (
        <AssessmentIntro lastCompletedAt={progressStatus.lastCompletedAt} onStart={() => setStarted(true)} />
      );
    }
    const handleSubmit = (answers: AssessmentAnswers) => {
      const choices = toChoices(questionList, answers);
      saver.stop();
      // A failed submit keeps the answers on screen; saving them goes on.
      submit.mutate({ choices }, { onError: () => saver.resume(choices) });
    };
    return (
      <AssessmentQuestionFlow
        questions={questionList}
        initialAnswers={initialAnswers}
        isSubmitting={submit.isPending || submitted}
        onAnswersChange={(answers) => saver.schedule(toChoices(questionList, answers))}
        saveState={saver.state}
        onSubmit={handleSubmit}
      />
    );
  };

  return (
    <QueryState
      query={bothQueries(status, bothQueries(questions, progress))}
      loading={
        <>
          {title}
          <AssessmentSkeleton />
        </>
      }
      renderError={() => (
        <Container size="sm" py="xl">
          {title}
          <LoadErrorAlert title="The assessment could not be loaded" />
        </Container>
      )}
    >
      {(loaded) => (
        <>
          {title}
          {renderLoaded(loaded)}
        </>
      )}
    </QueryState>
  );
}

function AssessmentSkeleton() {
  return (
    <Container size="md" py="xl" aria-busy="true">
      <VisuallyHidden role="status">Loading the assessment</VisuallyHidden>
      <Stack gap="lg">
        <Skeleton height={36} width="60%" />
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Skeleton height={20} width="30%" />
            <Skeleton height={10} />
            <Skeleton height={24} width="80%" />
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={20} width="40%" />
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
