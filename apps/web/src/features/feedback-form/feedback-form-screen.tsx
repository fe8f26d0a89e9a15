import { feedbackRelationshipLabels, type FeedbackForm } from "@leadcoach/api/schemas";
import {
  Blockquote,
  Box,
  Button,
  Card,
  Container,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { PageHeader } from "../../components/page";
import { formatFeedbackDate } from "../../components/feedback-response-display";
import { trpc } from "../../lib/trpc";
import { FeedbackAnswerForm } from "./feedback-answer-form";
import { canRetryLoad, feedbackTokenFrom, INVALID_LINK_MESSAGE, unavailableMessage } from "./link-state";

/**
 * /feedback?token=...: the public form a reviewer opens from the e-mail, without an account. States:
 * Invalid Link (no or malformed token), loading, Feedback Unavailable, the form, Feedback Submitted.
 */
export function FeedbackFormScreen() {
  const [searchParams] = useSearchParams();
  const token = feedbackTokenFrom(searchParams.get("token"));

  return (
    <Container size="sm" py="xl" px="md">
      {/* The server sends Referrer-Policy: no-referrer too; the token never leaves in a Referer. */}
      <meta name="referrer" content="no-referrer" />
      {token === null ? <InvalidLink /> : <FeedbackLink key={token} token={token} />}
    </Container>
  );
}

function FeedbackLink({ token }: { token: string }) {
  const [submitted, setSubmitted] = useState(false);
  const form = trpc.feedback.form.useQuery(
    { token },
    {
      // The documented call has no retry: a used or expired link stays unavailable.
      retry: false,
      staleTime: Infinity,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
      enabled: !submitted,
    },
  );

  if (submitted) {
    return (
      <StateCard title="Feedback Submitted" icon={<IconCircleCheck size={30} />} color="green">
        <Text>
          Thank you for your valuable feedback! Your answer has been delivered; you can close this page.
        </Text>
      </StateCard>
    );
  }
  if (form.isPending) return <FormSkeleton />;
  if (form.isError) {
    return (
      <StateCard title="Feedback Unavailable" icon={<IconAlertTriangle size={30} />} color="orange">
        <Text>{unavailableMessage(form.error)}</Text>
        {canRetryLoad(form.error) && (
          <Button variant="default" onClick={() => void form.refetch()} loading={form.isFetching}>
            Try again
          </Button>
        )}
      </StateCard>
    );
  }
  return <FeedbackRequestForm token={token} request={form.data} onSubmitted={() => setSubmitted(true)} />;
}

function FeedbackRequestForm({
  token,
  request,
  onSubmitted,
}: {
  token: string;
  request: FeedbackForm;
  onSubmitted: () => void;
}) {
  return (
    <Stack gap="lg">
      <DocumentTitle title="Share Your Feedback" />
      <PageHeader
        title="Share Your Feedback"
        description={`${request.requesterName} asked for your feedback on how they lead.`}
        lead
      />

      <Paper withBorder radius="md" p="lg" component="section" aria-label="About this request">
        <Stack gap="sm">
          {request.cycleTitle && (
            <Text>
              <Text span fw={600}>
                360 review:
              </Text>{" "}
              {request.cycleTitle}
            </Text>
          )}
          <Text>
            <Text span fw={600}>
              Your relationship:
            </Text>{" "}
            {feedbackRelationshipLabels[request.relationship]}
          </Text>
          {request.message && (
            <Box>
              <Text fw={600}>Message from {request.requesterName}</Text>
              <Blockquote
                mt="xs"
                p="sm"
                radius="md"
                style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
              >
                {request.message}
              </Blockquote>
            </Box>
          )}
          <Text size="sm">This link works once, until {formatFeedbackDate(request.expiresAt)}.</Text>
        </Stack>
      </Paper>

      <Card withBorder radius="md" padding="lg">
        <FeedbackAnswerForm token={token} form={request} onSubmitted={onSubmitted} />
      </Card>
    </Stack>
  );
}

function InvalidLink() {
  return (
    <StateCard title="Invalid Link" icon={<IconLinkOff size={30} />} color="red">
      <Text>{INVALID_LINK_MESSAGE}</Text>
    </StateCard>
  );
}

function StateCard({
  title,
  icon,
  color,
  children,
}: {
  title: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="feedback-state-title">
      <DocumentTitle title={title} />
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2" id="feedback-state-title">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function FormSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <DocumentTitle title="Share Your Feedback" />
      <VisuallyHidden>Loading the feedback form</VisuallyHidden>
      <Stack gap="lg">
        <Skeleton height={36} width="60%" />
        <Skeleton height={20} width="80%" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={360} radius="md" />
      </Stack>
    </Box>
  );
}
