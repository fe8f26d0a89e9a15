import { unsubscribeLinkExpired, unsubscribeTexts, type UnsubscribableEmail } from "@leadcoach/api/schemas";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconClockX } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";
import { emailSubscriptionLabels } from "../settings/email-subscription-labels";

interface UnsubscribePanelProps {
  /** The token of the e-mailed link; null when the page was opened without one. */
  token: string | null;
  /** The e-mail the link turns off. */
  list: UnsubscribableEmail;
}

/**
 * Confirms before unsubscribing: mail scanners open every link in a message, so loading the page
 * changes nothing; only the button does. Works signed out (the link is the credential).
 */
export function UnsubscribePanel({ token, list }: UnsubscribePanelProps) {
  const texts = unsubscribeTexts[list];
  const unsubscribe = trpc.digest.unsubscribe.useMutation();
  // The issue time is in the link: an old one says so at once (the server decides, and says the same).
  const [expiredOnArrival] = useState(() => token !== null && unsubscribeLinkExpired(token, new Date()));

  if (expiredOnArrival || unsubscribe.error?.message === texts.expired) {
    return <ExpiredLink list={list} />;
  }

  if (!token) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {texts.invalid}
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
      <Text>{texts.confirm}</Text>
      <Button
        onClick={() => unsubscribe.mutate({ token, list })}
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending}
        fullWidth
      >
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </Stack>
  );
}

/** An unsubscribe link past its 60 days: what happened, and the other way to turn the e-mail off. */
function ExpiredLink({ list }: { list: UnsubscribableEmail }) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        icon={<IconClockX aria-hidden />}
        title="This unsubscribe link has expired"
        role="alert"
      >
        {unsubscribeTexts[list].expired}
      </Alert>
      <Text>
        Sign in, open Settings and switch off &lsquo;{emailSubscriptionLabels[list].label}&rsquo; under
        Notifications. Every new e-mail of this kind also carries a fresh unsubscribe link.
      </Text>
      <Anchor component={Link} to="/settings" w="fit-content">
        Open Settings
      </Anchor>
    </Stack>
  );
}
