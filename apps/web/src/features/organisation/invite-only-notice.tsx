import { SIGN_UP_INVITE_ONLY } from "@leadcoach/api/schemas";
import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { trpc } from "../../lib/trpc";

/** Whether sign-up is closed to everyone without an invitation (the server refuses it anyway). */
export function useInviteOnlySignUp(): boolean {
  const policy = trpc.organisation.signUpPolicy.useQuery();
  return policy.data?.signUpPolicy === "invite_only";
}

/** What the sign-up screen says when only invited people may join. */
export function InviteOnlyNotice() {
  return (
    <Alert color="blue" icon={<IconLock aria-hidden />} title={SIGN_UP_INVITE_ONLY}>
      Accounts here are created by invitation. Ask your administrator for one, or sign in if you already have
      an account.
    </Alert>
  );
}
