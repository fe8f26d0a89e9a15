import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. "Goals could not be loaded". */
  title: string;
  message?: string | undefined;
  /** Offers 'Try again'; without it the alert asks for a page refresh. */
  onRetry?: () => void;
}

/** A failed query: what failed, and either the server's message with a way to try again, or a refresh. */
export function LoadErrorAlert({ title, message, onRetry }: LoadErrorAlertProps) {
  if (!onRetry) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
        Please refresh the page to try again.
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message || "Please try again."}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
