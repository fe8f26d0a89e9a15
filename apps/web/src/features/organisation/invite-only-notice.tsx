import { SIGN_UP_INVITE_ONLY } from "@leadcoach/api/schemas";
import { Alert } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { trpc } from "../../lib/trpc";

/** Whether sign-up is closed to everyone without an invitation (the server refuses it anyway). */
export function useInviteOnlySignUp(): boolean {
  const policy = trpc.organisation.signUpPolicy.useQuery();
  return policy.data?.signUpPolicy === "invite_only";
}

/** What /signup and the login screen's sign-up tab say when only invited people may join. */
export function InviteOnlyNotice() {
  return (
    <Alert color="blue" icon={<IconMailForward aria-hidden />} title={SIGN_UP_INVITE_ONLY} role="status">
      Ask your organisation's administrator for an invitation: it comes by e-mail with a link to set your
      password. Already have an account? Sign in.
    </Alert>
  );
}
