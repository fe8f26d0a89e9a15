import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. "Goals could not be loaded". */
  title: string;
  message?: string | undefined;
  onRetry: () => void;
}

/** A failed query: what failed, the server's message and a way to try again. */
export function LoadErrorAlert({ title, message, onRetry }: LoadErrorAlertProps) {
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
