import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** The server's notes on what it left out (groups too small to show without identifying people). */
export function AnalyticsNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="About these figures">
      <Stack gap={4}>
        {notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
