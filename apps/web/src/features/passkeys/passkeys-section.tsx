import { ZRegisterPasskeyInput, type PasskeyInfo } from "@leadcoach/api/schemas";
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconFingerprint } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorAlert, MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, ConfirmDialog, DialogForm } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { formatInstantDate } from "../../lib/format-date";
import { formatRelativeTime } from "../../lib/relative-time";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { createPasskey, passkeyErrorMessage, passkeysSupported } from "./passkey-browser";

const ZPasskeyNameForm = ZRegisterPasskeyInput.pick({ name: true });

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: PasskeyInfo;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { timeZone } = useSignedInUser();
  return (
    <Paper withBorder p="sm" component="li" aria-label={passkey.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{passkey.name}</Text>
            {passkey.backedUp && (
              <Badge color="gray" variant="light">
                Synced
              </Badge>
            )}
          </Group>
          <Text size="sm">
            Added {formatInstantDate(passkey.createdAt, timeZone ?? undefined)} ·{" "}
            {passkey.lastUsedAt ? `Last used ${formatRelativeTime(passkey.lastUsedAt)}` : "Never used"}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onRename} aria-label={`Rename ${passkey.name}`}>
            Rename
          </Button>
          <Button variant="default" color="red" onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Names a new passkey, then lets the browser create it and sends it to the server. */
function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(ZPasskeyNameForm, { name: "" });
  const utils = trpc.useUtils();
  const options = trpc.passkeys.registrationOptions.useMutation();
  const register = trpc.passkeys.register.useMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (name: string) => {
    setPending(true);
    setError(null);
    try {
      const created = await createPasskey(await options.mutateAsync());
      const passkey = await register.mutateAsync({ name, response: created });
      await utils.passkeys.list.invalidate();
      showToast({ title: "Passkey added", message: `You can now sign in with "${passkey.name}".` });
      onClose();
    } catch (cause) {
      setError(passkeyErrorMessage(cause, "The passkey could not be added. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogForm
      onSubmit={form.onSubmit(({ name }) => void add(name))}
      onCancel={onClose}
      aria-label="Add a passkey"
      submit={{ label: "Create passkey", pending, pendingLabel: "Waiting for your device..." }}
    >
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Text size="sm">
        Your browser will ask you to confirm with your fingerprint, face, screen lock or security key. The
        passkey stays on your device or password manager; only its public key is sent to us.
      </Text>
      <TextInput
        label="Name"
        description='So you can tell your passkeys apart, e.g. "Work laptop" or "Phone".'
        withAsterisk
        data-autofocus
        maxLength={maxLengthOf(ZPasskeyNameForm, "name")}
        {...form.getInputProps("name")}
      />
    </DialogForm>
  );
}

function RenamePasskeyForm({ passkey, onClose }: { passkey: PasskeyInfo; onClose: () => void }) {
  const form = useSchemaForm(ZPasskeyNameForm, { name: passkey.name });
  const rename = trpc.passkeys.rename.useMutation({
    onSuccess: () => {
      showToast({ title: "Passkey renamed", message: "The new name shows in your list." });
      onClose();
    },
  });
  return (
    <DialogForm
      onSubmit={form.onSubmit(({ name }) => rename.mutate({ id: passkey.id, name }))}
      onCancel={onClose}
      aria-label="Rename passkey"
      submit={{ label: "Save", pending: rename.isPending }}
    >
      <MutationErrorAlert error={rename.error} fallback="The passkey could not be renamed." />
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        maxLength={maxLengthOf(ZPasskeyNameForm, "name")}
        {...form.getInputProps("name")}
      />
    </DialogForm>
  );
}

/**
 * Passkeys: sign in with the device's screen lock instead of a password. Add several (one per device or
 * password manager), see when each was last used, rename and remove them.
 */
export function PasskeysSection() {
  const passkeys = trpc.passkeys.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyInfo | null>(null);
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const supported = passkeysSupported();

  const remove = trpc.passkeys.remove.useMutation({
    onSuccess: () => {
      setRemoving(null);
      showToast({ title: "Passkey removed", message: "It can no longer sign in to your account." });
    },
    onError: toastOnError("Remove failed", "The passkey could not be removed."),
  });

  return (
    <Section
      id="passkeys-heading"
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of a password. A passkey also counts as a second factor."
    >
      <QueryState
        query={passkeys}
        loading={<ListSkeleton label="Loading your passkeys" rows={1} height={64} />}
        errorTitle="Your passkeys could not be loaded"
      >
        {(list) => (
          <Stack gap="sm">
            {list.length === 0 ? (
              <Text size="sm">You have no passkeys yet.</Text>
            ) : (
              <Stack
                gap="xs"
                component="ul"
                aria-labelledby="passkeys-heading"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
              >
                {list.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    onRename={() => setRenaming(passkey)}
                    onRemove={() => setRemoving(passkey)}
                  />
                ))}
              </Stack>
            )}
            {!supported && <Text size="sm">This browser cannot create passkeys.</Text>}
            <Group>
              <Button
                variant="default"
                leftSection={<IconFingerprint size={18} aria-hidden />}
                disabled={!supported}
                onClick={() => setAdding(true)}
              >
                Add a passkey
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>

      <AppDialog opened={adding} onClose={() => setAdding(false)} title="Add a passkey" size="md">
        {adding && <AddPasskeyForm onClose={() => setAdding(false)} />}
      </AppDialog>
      <AppDialog
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title="Rename passkey"
        size="md"
      >
        {renaming && <RenamePasskeyForm passkey={renaming} onClose={() => setRenaming(null)} />}
      </AppDialog>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this passkey?"
        message={`"${removing?.name ?? ""}" will no longer sign in to your account. Remove it from your device or password manager too.`}
        confirmLabel="Remove passkey"
        color="red"
        pending={remove.isPending}
        pendingLabel="Removing..."
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </Section>
  );
}
