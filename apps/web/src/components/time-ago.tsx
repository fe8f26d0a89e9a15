import { Text } from "@mantine/core";
import { formatRelativeTime } from "../lib/relative-time";

/** When something happened, in small type: "5 minutes ago", the exact instant in the markup. */
export function TimeAgo({ at }: { at: string }) {
  return (
    <Text size="xs" component="time" dateTime={at}>
      {formatRelativeTime(at)}
    </Text>
  );
}
