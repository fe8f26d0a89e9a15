import { accountExportFileName } from "@leadcoach/api/schemas";
import { Alert, Anchor, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconDownload, IconKey, IconTrash } from "@tabler/icons-react";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Section } from "../../components/section";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { clearStoredUser } from "../auth/stored-user";
import { saveBlob } from "../../lib/download";

/** The file, through the same REST path a script would use (its name comes from the server). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";
/** Where a fresh single sign-on brings the person back to. */
export const FRESH_SSO_URL = "/api/auth/sso/start?returnTo=%2Fsettings";
export const ACCOUNT_DELETED_NOTICE = "Your account and your data have been deleted.";

function fileNameFrom(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? accountExportFileName(new Date().toISOString().slice(0, 10));
}

function DownloadMyData() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(ACCOUNT_EXPORT_URL, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      saveBlob(await response.blob(), fileNameFrom(response.headers.get("content-disposition")));
      showToast({ title: "Download started", message: "Your data is saved as a JSON file." });
    } catch (error) {
      console.error("Data export failed", error);
      showToast({
        title: "Download failed",
        message: "Your data could not be downloaded. Please try again.",
        variant: "destructive",
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        A JSON file of everything LeadCoach stores about you: profile, assessments, skills, goals, lessons,
        activities, notifications, feedback received, 360 reviews, bug reports and access logs. Secrets such
        as password and token hashes are left out.
      </Text>
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
      >
        Download my data
      </Button>
    </Stack>
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const sessionKeyHash = hashKey(getQueryKey(trpc.auth.session, undefined, "query"));
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const requirements = trpc.account.deletionRequirements.useQuery(undefined, { enabled: opened });
  const ssoFresh = requirements.data?.ssoFresh ?? false;

  const remove = trpc.account.deleteAccount.useMutation({
    onSuccess: async () => {
      // The session is gone on the server: forget the person here as signing out does. Leave the
      // signed-in-only page first, or it would send the visitor to /login?next=/settings without the notice.
      clearStoredUser();
      await navigate("/", { replace: true, flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionKeyHash });
      utils.auth.session.setData(undefined, null);
      await navigate("/login", { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE } });
    },
    onError: (failure) =>
      setError(
        mutationErrorMessage(
          failure,
          "Your account could not be deleted.",
          "Your account could not be deleted. Please check your connection and try again.",
        ),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!ssoFresh && password.length === 0) {
      setError("Enter your password to delete your account.");
      return;
    }
    remove.mutate(password.length > 0 ? { password } : {});
  };

  const close = () => {
    setPassword("");
    setError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete your account?"
      centered
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            This deletes your profile, assessments, goals, lessons, activities, feedback and everything else
            stored about you, and signs you out everywhere. It cannot be undone. Bug reports you sent stay for
            the admins, without your name.
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert" title="Account not deleted">
              {error}
            </Alert>
          )}
          {ssoFresh ? (
            <Text size="sm">You signed in with SSO a moment ago, so no password is needed.</Text>
          ) : (
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              withAsterisk
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
          )}
          {requirements.data?.ssoAvailable && !ssoFresh && (
            <Text size="sm">
              Signed up with SSO and have no password?{" "}
              <Anchor href={FRESH_SSO_URL}>
                <IconKey size={14} aria-hidden /> Sign in with SSO again
              </Anchor>{" "}
              and come back here within 10 minutes.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden />}
            >
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Download my data' and, in a danger zone, 'Delete my account'. */
export function YourDataSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Section
      id="your-data-heading"
      title="Your data"
      description="Take a copy of your data, or delete your account and everything in it."
      gap="lg"
    >
      <DownloadMyData />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="danger-zone-heading">
        <Stack gap="xs" align="flex-start">
          <Group gap="xs">
            <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-text)" />
            <Title order={3} size="h4" id="danger-zone-heading">
              Danger zone
            </Title>
          </Group>
          <Text size="sm">Deleting your account erases your data for good and signs you out.</Text>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </Stack>
      </Paper>
      <DeleteAccountDialog opened={confirming} onClose={() => setConfirming(false)} />
    </Section>
  );
}
