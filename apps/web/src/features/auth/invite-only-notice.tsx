import { SIGN_UP_INVITE_ONLY } from "@leadcoach/api/schemas";
import { Alert, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";

/** What the sign-up tab says instead of a form when the organisation signs people up by invitation only. */
export function InviteOnlyNotice() {
  return (
    <Alert color="blue" icon={<IconMailForward aria-hidden />} title={SIGN_UP_INVITE_ONLY} role="status">
      <Text size="sm">
        Ask your organisation's administrator for an invitation: it comes by e-mail with a link to set your
        password.
      </Text>
    </Alert>
  );
}
