import { Button } from "@mantine/core";
import type { PublicUser } from "@leadcoach/api/schemas";
import { IconFingerprint } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorAlert } from "../../components/error-alert";
import { trpc } from "../../lib/trpc";
import { answerWithPasskey, passkeyErrorMessage, passkeysSupported } from "./passkey-browser";

/**
 * 'Use a passkey' at the sign-in's second step (after the password), for an account that has one: the
 * browser is offered that account's passkeys only. `onSignedIn` continues as the code form does.
 */
export default function PasskeySecondFactorButton({
  onSignedIn,
}: {
  onSignedIn: (user: PublicUser) => void | Promise<void>;
}) {
  const options = trpc.passkeys.secondFactorOptions.useMutation();
  const verify = trpc.passkeys.verifySecondFactor.useMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const response = await answerWithPasskey(await options.mutateAsync());
      const { user } = await verify.mutateAsync({ response });
      await onSignedIn(user);
    } catch (cause) {
      setError(passkeyErrorMessage(cause, "The passkey could not be used. Please try again."));
      setPending(false);
    }
  };

  return (
    <>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        disabled={pending}
        onClick={() => void start()}
      >
        {pending ? "Waiting for your passkey..." : "Use a passkey"}
      </Button>
    </>
  );
}
