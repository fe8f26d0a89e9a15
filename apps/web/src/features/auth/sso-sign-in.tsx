import { Alert, Button, Divider } from "@mantine/core";
import { IconAlertCircle, IconKey } from "@tabler/icons-react";
import { SSO_ERROR_PARAM, ssoErrorMessage } from "@leadcoach/api/schemas";
import { useLocation } from "react-router";
import { trpc } from "../../lib/trpc";
import { returnPathFrom } from "./return-to";

/** Why the last single sign-on attempt failed (the server sends /login?sso_error=...), as a fixed sentence. */
export function SsoErrorAlert() {
  const message = ssoErrorMessage(new URLSearchParams(useLocation().search).get(SSO_ERROR_PARAM));
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

/**
 * 'Sign in with SSO', when the server is set up for it. A plain link: the server sends the browser on
 * to the identity provider, and back to the page that asked for a sign-in (?next=) once it is done.
 */
export function SsoSignInButton() {
  const location = useLocation();
  const options = trpc.auth.signInOptions.useQuery();
  if (!options.data?.sso) return null;
  const returnTo = returnPathFrom(location.search);
  const href =
    returnTo === "/" ? "/api/auth/sso/start" : `/api/auth/sso/start?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button
        component="a"
        href={href}
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden />}
      >
        Sign in with SSO
      </Button>
    </>
  );
}
