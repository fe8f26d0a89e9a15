import type { FeedbackRequest } from "@leadcoach/api/schemas";
import { Button, Divider, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconInbox, IconMessagePlus, IconSend } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { BareList } from "../../components/bare-list";
import { FeedbackResponseCard } from "../../components/feedback-response-card";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { trpc } from "../../lib/trpc";
import { AnonymityExplainer, ReviewsLinkCard } from "./feedback-info";
import { CancelRequestDialog } from "./cancel-request-dialog";
import { FeedbackRequestItem } from "./feedback-request-item";
import { RequestFeedbackDialog } from "./request-feedback-dialog";
import { useRequestActions } from "./use-request-actions";

/** /peer-feedback: ask reviewers for feedback, follow the requests, read the answers. */
export function FeedbackScreen() {
  const requests = trpc.feedback.requests.useQuery();
  const responses = trpc.feedback.responses.useQuery();
  const actions = useRequestActions();
  const [requestOpened, requestDialog] = useDisclosure(false);
  const [cancelling, setCancelling] = useState<FeedbackRequest | null>(null);

  return (
    <Page
      title="Peer Feedback"
      description="Ask the people you work with how you lead, and read what they say."
      actions={
        <Button leftSection={<IconMessagePlus size={18} aria-hidden />} onClick={requestDialog.open}>
          Request Feedback
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: "start" }}>
        <Section id="feedback-requests-heading" title="Feedback Requests">
          <QueryState
            query={requests}
            loading={<ListSkeleton label="Loading feedback requests" rows={3} height={56} />}
            errorTitle="Feedback requests could not be loaded"
            empty={
              <EmptyList
                icon={<IconSend size={26} />}
                title="No feedback requests yet"
                description="Ask a manager, peer or direct report: they answer through a secure link, no account needed."
              />
            }
          >
            {(loaded) => (
              <BareList gap={0}>
                {loaded.map((request, index) => (
                  <li key={request.id}>
                    {index > 0 && <Divider />}
                    <FeedbackRequestItem
                      request={request}
                      resending={actions.resendingId === request.id}
                      onResend={() => actions.resend(request)}
                      onCancel={() => setCancelling(request)}
                    />
                  </li>
                ))}
              </BareList>
            )}
          </QueryState>
        </Section>

        <Section id="received-feedback-heading" title="Received Feedback">
          <QueryState
            query={responses}
            loading={<ListSkeleton label="Loading received feedback" rows={2} height={140} />}
            errorTitle="Received feedback could not be loaded"
            empty={
              <EmptyList
                icon={<IconInbox size={26} />}
                title="No feedback received yet"
                description="Answers appear here as soon as a reviewer submits them."
              />
            }
          >
            {(loaded) => (
              <Stack gap="md">
                {loaded.map((response) => (
                  <FeedbackResponseCard key={response.id} response={response} headingOrder={3} />
                ))}
              </Stack>
            )}
          </QueryState>
        </Section>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AnonymityExplainer />
        <ReviewsLinkCard />
      </SimpleGrid>

      <RequestFeedbackDialog opened={requestOpened} onClose={requestDialog.close} />
      <CancelRequestDialog
        request={cancelling}
        pending={actions.cancelPending}
        onClose={() => setCancelling(null)}
        onConfirm={(request) => actions.cancel(request, { onSettled: () => setCancelling(null) })}
      />
    </Page>
  );
}

function EmptyList({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <Stack align="center" ta="center" gap="xs" py="lg">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm">{description}</Text>
    </Stack>
  );
}
