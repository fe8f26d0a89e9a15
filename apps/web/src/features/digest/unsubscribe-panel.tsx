import { DIGEST_UNSUBSCRIBE_INVALID } from "@leadcoach/api/schemas";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";

interface UnsubscribePanelProps {
  /** The token of the e-mailed link; null when the page was opened without one. */
  token: string | null;
}

/**
 * Confirms before unsubscribing: mail scanners open every link in a message, so loading the page
 * changes nothing; only the button does. Works signed out (the link is the credential).
 */
export function UnsubscribePanel({ token }: UnsubscribePanelProps) {
  const unsubscribe = trpc.digest.unsubscribe.useMutation();

  if (!token) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {DIGEST_UNSUBSCRIBE_INVALID}
      </Alert>
    );
  }

  if (unsubscribe.data) {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {unsubscribe.data.message}
        </Alert>
        <Anchor component={Link} to="/settings" w="fit-content">
          Open Settings
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {unsubscribe.error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {mutationErrorMessage(
            unsubscribe.error,
            "Could not unsubscribe. Please try again.",
            "Could not reach LeadCoach. Check your connection and try again.",
          )}
        </Alert>
      )}
      <Text>You will stop getting the weekly digest e-mail. Other e-mails are not affected.</Text>
      <Button
        onClick={() => unsubscribe.mutate({ token })}
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending}
        fullWidth
      >
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </Stack>
  );
}
