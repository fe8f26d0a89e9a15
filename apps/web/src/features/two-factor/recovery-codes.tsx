import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { downloadTextFile } from "../../lib/download";

/** The recovery codes, shown once: each signs in once when the authenticator app is not at hand. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save your recovery codes now">
        Each code signs you in once if you lose your phone. They are shown only this time: download them or
        write them down, and keep them somewhere safe.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="default"
          onClick={() =>
            downloadTextFile("leadcoach-recovery-codes.txt", `${codes.join("\n")}\n`, "text/plain")
          }
        >
          Download codes
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        You can make new codes in your settings at any time; the old ones then stop working.
      </Text>
    </Stack>
  );
}
