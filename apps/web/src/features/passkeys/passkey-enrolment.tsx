import { ZRegisterPasskeyInput, type PublicUser } from "@leadcoach/api/schemas";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { IconFingerprint } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorAlert } from "../../components/error-alert";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { createPasskey, passkeyErrorMessage, passkeysSupported } from "./passkey-browser";

const ZPasskeyNameForm = ZRegisterPasskeyInput.pick({ name: true });

/**
 * 'Register a passkey instead' on the enrolment a policy requires (/two-step): names a passkey, lets the
 * browser create it for the pending account, and the server finishes the sign-in with it.
 */
export default function PasskeyEnrolment({
  onSignedIn,
}: {
  onSignedIn: (user: PublicUser) => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(ZPasskeyNameForm, { name: "" });
  const options = trpc.passkeys.enrolmentOptions.useMutation();
  const enrol = trpc.passkeys.enrol.useMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  if (!open) {
    return (
      <Button
        variant="default"
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Register a passkey instead
      </Button>
    );
  }

  const register = async (name: string) => {
    setPending(true);
    setError(null);
    try {
      const created = await createPasskey(await options.mutateAsync());
      const { user } = await enrol.mutateAsync({ name, response: created });
      await onSignedIn(user);
    } catch (cause) {
      setError(passkeyErrorMessage(cause, "The passkey could not be registered. Please try again."));
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(({ name }) => void register(name))}
      noValidate
      aria-label="Register a passkey"
    >
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Text size="sm">
          Your browser will ask you to confirm with your fingerprint, face, screen lock or security key. The
          passkey then signs you in, and serves as your second step next time.
        </Text>
        <TextInput
          label="Passkey name"
          description='So you can tell your passkeys apart, e.g. "Work laptop" or "Phone".'
          withAsterisk
          autoFocus
          maxLength={maxLengthOf(ZPasskeyNameForm, "name")}
          {...form.getInputProps("name")}
        />
        <Button
          type="submit"
          fullWidth
          disabled={pending}
          leftSection={<IconFingerprint size={18} aria-hidden />}
        >
          {pending ? "Waiting for your device..." : "Create passkey"}
        </Button>
      </Stack>
    </form>
  );
}
