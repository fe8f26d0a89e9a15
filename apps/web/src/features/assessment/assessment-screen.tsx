import { Alert, Container, Paper, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { DocumentTitle } from "../../components/document-title";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
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
import { rememberToastForNextPage } from "./completion-toast";

const COMPLETED_TOAST = {
  title: "Assessment Completed!",
  message: "Your personalized learning path has been created.",
} as const;

/** /assessment: the completed notice, the intro, or the question flow (spec 000 §2, §4). */
export function AssessmentScreen() {
  const user = useSignedInUser();
  const utils = trpc.useUtils();
  const status = trpc.assessment.status.useQuery();
  const questions = trpc.assessment.questions.useQuery();
  // Answers saved by an earlier visit resume the flow directly, at the first unanswered question.
  const [started, setStarted] = useState(() => hasStoredAnswers(browserStorage(), user.id));
  const [submitted, setSubmitted] = useState(false);

  const submit = trpc.assessment.submit.useMutation({
    onSuccess: async () => {
      setSubmitted(true);
      clearStoredAnswers(browserStorage(), user.id);
      showToast(COMPLETED_TOAST);
      rememberToastForNextPage(COMPLETED_TOAST);
      await Promise.allSettled([utils.dashboard.invalidate(), utils.assessment.status.invalidate()]);
      // A full reload, so every screen starts from the new scores.
      window.location.assign("/");
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

  if (status.isPending || questions.isPending) {
    return (
      <>
        {title}
        <AssessmentSkeleton />
      </>
    );
  }
  if (status.isError || questions.isError) {
    return (
      <Container size="sm" py="xl">
        {title}
        <Alert color="red" title="The assessment could not be loaded" role="alert">
          Please refresh the page to try again.
        </Alert>
      </Container>
    );
  }

  const locked = status.data.hasCompletedAssessment && !status.data.canRetake;
  const inFlow = submitted || submit.isPending || (started && !locked);

  if (!inFlow && locked) {
    return (
      <>
        {title}
        <AssessmentCompleteNotice daysUntilRetake={status.data.daysUntilRetake} />
      </>
    );
  }
  if (!inFlow) {
    return (
      <>
        {title}
        <AssessmentIntro lastCompletedAt={status.data.lastCompletedAt} onStart={() => setStarted(true)} />
      </>
    );
  }

  const initialAnswers = sanitizeAnswers(loadStoredAnswers(browserStorage(), user.id), questions.data);
  const handleSubmit = (answers: AssessmentAnswers) => submit.mutate(toSubmission(questions.data, answers));

  return (
    <>
      {title}
      <AssessmentQuestionFlow
        userId={user.id}
        questions={questions.data}
        initialAnswers={initialAnswers}
        isSubmitting={submit.isPending || submitted}
        onSubmit={handleSubmit}
      />
    </>
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
