import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { CopyValueButton } from "./copy-value-button";

interface SecretOnceAlertProps {
  /** The field's label, naming the secret ("Token "CI""). */
  label: string;
  secret: string;
  onDone: () => void;
}

/** A new token's secret, shown this once with a copy button: the server keeps only a fingerprint. */
export function SecretOnceAlert({ label, secret, onDone }: SecretOnceAlertProps) {
  return (
    <Alert
      color="green"
      variant="light"
      title="Copy your new token now"
      icon={<IconKey aria-hidden />}
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Stack gap="xs">
        <Text size="sm">This is the only time it is shown: LeadCoach keeps only a fingerprint of it.</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={label}
            value={secret}
            readOnly
            flex={1}
            ff="monospace"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyValueButton value={secret} />
        </Group>
        <Group>
          <Button variant="default" size="xs" onClick={onDone}>
            Done, I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
