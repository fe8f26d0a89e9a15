import { Text } from "@mantine/core";
import { Section } from "../../components/section";
import { trpc } from "../../lib/trpc";
import { formatRelativeTime } from "../../lib/relative-time";

/** Self-service erasures as admins see them: how many and when, never whose. */
export function AccountDeletions() {
  const deletions = trpc.account.deletions.useQuery();
  if (!deletions.data) return null;
  const { last30Days, recent } = deletions.data;
  return (
    <Section id="admin-account-deletions" title="Account Deletions" gap="xs">
      <Text size="sm">
        {last30Days === 1
          ? "1 person deleted their account in the last 30 days."
          : `${last30Days} people deleted their accounts in the last 30 days.`}{" "}
        Their data is gone; bug reports they sent stay without their name.
      </Text>
      {recent[0] && (
        <Text size="xs">
          Latest: <time dateTime={recent[0].deletedAt}>{formatRelativeTime(recent[0].deletedAt)}</time>
        </Text>
      )}
    </Section>
  );
}
