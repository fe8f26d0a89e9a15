import type { SessionInfo } from "@leadcoach/api/schemas";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { formatInstantDate } from "../../lib/format-date";
import { formatRelativeTime } from "../../lib/relative-time";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";

const deviceNames: Record<SessionInfo["device"], string> = {
  desktop: "Computer",
  mobile: "Phone",
  tablet: "Tablet",
};

function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut: () => void }) {
  const { timeZone } = useSignedInUser();
  const name = `${session.browser} on ${session.os}`;
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {session.current && (
              <Badge color="blue" variant="light">
                This device
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {deviceNames[session.device]} · IP address {session.ip ?? "unknown"}
          </Text>
          <Text size="sm">
            Signed in {formatInstantDate(session.createdAt, timeZone ?? undefined)} · Last active{" "}
            {formatRelativeTime(session.lastSeenAt)}
          </Text>
        </Stack>
        {!session.current && (
          <Button variant="default" color="red" onClick={onSignOut} aria-label={`Sign out ${name}`}>
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Where the person is signed in: each session's browser, system, address and times, with 'Sign out'
 * for one and 'Sign out everywhere else'. An ended session is refused from its next request.
 */
export function SessionsSection() {
  // The list refreshes after each sign-out through the mutations' effects (lib/freshness.ts).
  const sessions = trpc.sessions.list.useQuery();
  const [ending, setEnding] = useState<SessionInfo | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);

  const revoke = trpc.sessions.revoke.useMutation({
    onSuccess: () => {
      setEnding(null);
      showToast({ title: "Signed out", message: "That device is signed out from its next request." });
    },
    onError: toastOnError("Sign out failed", "The session could not be ended."),
  });
  const revokeOthers = trpc.sessions.revokeOthers.useMutation({
    onSuccess: ({ revoked }) => {
      setEndingOthers(false);
      showToast({
        title: "Signed out everywhere else",
        message: revoked === 1 ? "1 other session was ended." : `${revoked} other sessions were ended.`,
      });
    },
    onError: toastOnError("Sign out failed", "The other sessions could not be ended."),
  });

  return (
    <Section
      id="sessions-heading"
      title="Where you're signed in"
      description="Devices signed in to your account. Sign out any you do not recognise, then change your password."
    >
      <QueryState
        query={sessions}
        loading={<ListSkeleton label="Loading your sessions" rows={2} height={72} />}
        errorTitle="Your sessions could not be loaded"
      >
        {(list) => (
          <Stack gap="sm">
            <Stack
              gap="xs"
              component="ul"
              aria-labelledby="sessions-heading"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
            >
              {list.map((session) => (
                <SessionRow key={session.id} session={session} onSignOut={() => setEnding(session)} />
              ))}
            </Stack>
            <Group>
              <Button
                variant="default"
                disabled={list.every((s) => s.current)}
                onClick={() => setEndingOthers(true)}
              >
                Sign out everywhere else
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>

      <ConfirmDialog
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title="Sign out this session?"
        message={`${ending ? `${ending.browser} on ${ending.os}` : "The device"} will be signed out from its next request.`}
        confirmLabel="Sign out"
        color="red"
        pending={revoke.isPending}
        pendingLabel="Signing out..."
        onConfirm={() => ending && revoke.mutate({ id: ending.id })}
      />
      <ConfirmDialog
        opened={endingOthers}
        onClose={() => setEndingOthers(false)}
        title="Sign out everywhere else?"
        message="Every other device will be signed out from its next request. This device stays signed in."
        confirmLabel="Sign out everywhere else"
        color="red"
        pending={revokeOthers.isPending}
        pendingLabel="Signing out..."
        onConfirm={() => revokeOthers.mutate()}
      />
    </Section>
  );
}
