import { Container, Paper, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { LoadErrorAlert } from "../../components/feedback/load-error-alert";
import { bothQueries, QueryState } from "../../components/query-state";
import { showToast } from "../../lib/toast";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { browserStorage } from "../notifications/legacy-storage";
import { AssessmentCompleteNotice } from "./assessment-complete-notice";
import { AssessmentIntro } from "./assessment-intro";
import {
  clearStoredAnswers,
  hasStoredAnswers,
  loadStoredAnswers,
  sanitizeAnswers,
  toSubmission,
  type AssessmentAnswers,
} from "./assessment-progress";
import { AssessmentQuestionFlow } from "./assessment-question-flow";

type AssessmentStatus = RouterOutputs["assessment"]["status"];
type AssessmentQuestions = RouterOutputs["assessment"]["questions"];

const COMPLETED_TOAST = {
  title: "Assessment Completed!",
  message: "Your personalized learning path has been created.",
} as const;

/** /assessment: the completed notice (with the latest results), the intro, or the question flow. */
export function AssessmentScreen() {
  const user = useSignedInUser();
  const status = trpc.assessment.status.useQuery();
  const questions = trpc.assessment.questions.useQuery();
  // Answers saved by an earlier visit resume the flow directly, at the first unanswered question.
  const [started, setStarted] = useState(() => hasStoredAnswers(browserStorage(), user.id));
  const [submitted, setSubmitted] = useState(false);
  const navigate = useNavigate();

  const submit = trpc.assessment.submit.useMutation({
    onSuccess: (result) => {
      setSubmitted(true);
      clearStoredAnswers(browserStorage(), user.id);
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

  const renderLoaded = ([progress, questionList]: [AssessmentStatus, AssessmentQuestions]) => {
    const locked = progress.hasCompletedAssessment && !progress.canRetake;
    const inFlow = submitted || submit.isPending || (started && !locked);

    if (!inFlow && locked) {
      return (
        <AssessmentCompleteNotice
          daysUntilRetake={progress.daysUntilRetake}
          retakeAvailableAt={progress.retakeAvailableAt}
        />
      );
    }
    if (!inFlow) {
      return <AssessmentIntro lastCompletedAt={progress.lastCompletedAt} onStart={() => setStarted(true)} />;
    }
    const initialAnswers = sanitizeAnswers(loadStoredAnswers(browserStorage(), user.id), questionList);
    const handleSubmit = (answers: AssessmentAnswers) => submit.mutate(toSubmission(questionList, answers));
    return (
      <AssessmentQuestionFlow
        userId={user.id}
        questions={questionList}
        initialAnswers={initialAnswers}
        isSubmitting={submit.isPending || submitted}
        onSubmit={handleSubmit}
      />
    );
  };

  return (
    <QueryState
      query={bothQueries(status, questions)}
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
