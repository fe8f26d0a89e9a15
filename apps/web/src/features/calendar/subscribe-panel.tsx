import { Alert, Button, Group, List, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconLink, IconLinkOff } from "@tabler/icons-react";
import { useState } from "react";
import { Section } from "../../components/section";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { formatInstantDate } from "../../lib/format-date";
import { CopyValueButton } from "../../components/copy-value-button";

/**
 * 'Subscribe': a private iCalendar link that calendar apps poll. The server keeps only a hash, so the
 * link is shown once, when it is created; creating a new one replaces (and disables) the old one.
 */
export function SubscribePanel() {
  const utils = trpc.useUtils();
  const status = trpc.calendar.feedUrl.useQuery();
  const [url, setUrl] = useState<string | null>(null);

  const create = trpc.calendar.createFeed.useMutation({
    onSuccess: (feed) => {
      setUrl(feed.url);
    },
    onError: toastOnError("Subscription Failed", "Could not create the subscription link."),
  });
  const revoke = trpc.calendar.revokeFeed.useMutation({
    onSuccess: (next) => {
      setUrl(null);
      utils.calendar.feedUrl.setData(undefined, next);
      showToast({
        title: "Subscription Revoked",
        message: "Calendar apps can no longer read your schedule.",
      });
    },
    onError: toastOnError("Revoke Failed", "Could not revoke the subscription link."),
  });

  const active = status.data?.active ?? false;

  return (
    <Section
      id="calendar-subscribe-title"
      title="Subscribe"
      size="h4"
      description="Keep your calendar app up to date with a private subscription link. Anyone with the link can see your schedule, so keep it to yourself and revoke it if it leaks."
    >
      {status.isPending ? (
        <Skeleton height={36} />
      ) : (
        <>
          {url ? (
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label="Subscription URL"
                  value={url}
                  readOnly
                  flex={1}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyValueButton value={url} />
              </Group>
              <Text size="sm">This link is shown only now. Copy it into your calendar app:</Text>
              <List size="sm" spacing={4}>
                <List.Item>
                  Google Calendar: Other calendars, then + and From URL; paste the link and choose Add
                  calendar.
                </List.Item>
                <List.Item>
                  Outlook: Add calendar, then Subscribe from web; paste the link and choose Import.
                </List.Item>
                <List.Item>
                  Apple Calendar: File, then New Calendar Subscription; paste the link and choose Subscribe.
                </List.Item>
              </List>
            </Stack>
          ) : active ? (
            <Alert color="blue" icon={<IconLink aria-hidden />}>
              A subscription link is active
              {status.data?.createdAt ? ` (created ${formatInstantDate(status.data.createdAt)})` : ""}. For
              your security it was shown only when it was created; create a new link to see one again (the old
              link stops working).
            </Alert>
          ) : (
            <Text size="sm">You have no subscription link.</Text>
          )}
          <Group gap="sm">
            <Button
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => create.mutate()}
              disabled={create.isPending}
            >
              {create.isPending ? "Creating..." : active ? "Create new link" : "Create subscription link"}
            </Button>
            {active && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconLinkOff size={16} aria-hidden />}
                onClick={() => revoke.mutate()}
                disabled={revoke.isPending}
              >
                {revoke.isPending ? "Revoking..." : "Revoke"}
              </Button>
            )}
          </Group>
        </>
      )}
    </Section>
  );
}
