import { Button } from "@mantine/core";
import { IconFingerprint } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ErrorAlert } from "../../components/error-alert";
import { trpc } from "../../lib/trpc";
import { returnPathFrom } from "../auth/return-to";
import { answerWithPasskey, passkeyErrorMessage, passkeysSupported } from "./passkey-browser";

/**
 * 'Sign in with a passkey': no e-mail address needed, the browser offers the passkeys it holds for this
 * site, and the one chosen signs its account in.
 */
export default function PasskeySignInButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const options = trpc.passkeys.signInOptions.useMutation();
  const signIn = trpc.passkeys.signIn.useMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const response = await answerWithPasskey(await options.mutateAsync());
      const { user } = await signIn.mutateAsync({ response });
      utils.auth.session.setData(undefined, user);
      await navigate(returnPathFrom(location.search), { replace: true });
    } catch (cause) {
      setError(passkeyErrorMessage(cause, "Sign-in with a passkey failed. Please try again."));
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
        {pending ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </Button>
    </>
  );
}
