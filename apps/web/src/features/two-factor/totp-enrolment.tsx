import { ZTotpCodeInput, type TotpEnrolment as Enrolment } from "@leadcoach/api/schemas";
import { Button, Code, Group, Image, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { MutationErrorAlert } from "../../components/error-alert";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { RecoveryCodes } from "./recovery-codes";

interface TotpEnrolmentProps {
  /** Once the recovery codes were shown and the person moves on; `signedIn` when this finished a sign-in. */
  onDone: (signedIn: boolean) => void;
  doneLabel: string;
  /** When the app's first code was accepted (the recovery codes show next). */
  onConfirmed?: () => void;
}

/** The code field both the enrolment and the sign-in's second step use. */
export const codeFieldProps = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: maxLengthOf(ZTotpCodeInput, "code"),
} as const;

/**
 * Setting up an authenticator app: a QR code and the same key as text, then the app's first code turns
 * it on and the recovery codes are shown once.
 */
export function TotpEnrolment({ onDone, doneLabel, onConfirmed }: TotpEnrolmentProps) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmed, setConfirmed] = useState<{ codes: string[]; signedIn: boolean } | null>(null);
  const form = useSchemaForm(ZTotpCodeInput, { code: "" });
  const start = trpc.twoFactor.startTotp.useMutation({ onSuccess: setEnrolment });
  const confirm = trpc.twoFactor.confirmTotp.useMutation({
    onSuccess: ({ recoveryCodes, signedIn }) => {
      setConfirmed({ codes: recoveryCodes, signedIn });
      onConfirmed?.();
    },
  });

  if (confirmed) {
    return (
      <RecoveryCodes
        codes={confirmed.codes}
        doneLabel={doneLabel}
        onDone={() => onDone(confirmed.signedIn)}
      />
    );
  }
  if (!enrolment) {
    return (
      <Stack gap="sm" align="flex-start">
        <MutationErrorAlert error={start.error} fallback="Two-step verification could not be set up." />
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up an authenticator app
        </Button>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={form.onSubmit((input) => confirm.mutate(input))}
      noValidate
      aria-label="Confirm authenticator app"
    >
      <Stack gap="md">
        <Text>
          Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator
          or 1Password), then enter the 6-digit code it shows.
        </Text>
        <Image
          src={enrolment.qrCode}
          alt="QR code for your authenticator app"
          w={200}
          h={200}
          bg="white"
          p={4}
          radius="sm"
        />
        <Stack gap={4}>
          <Text size="sm" id="totp-key-label">
            Can't scan it? Enter this key in the app instead:
          </Text>
          <Code fz="md" aria-labelledby="totp-key-label" data-testid="totp-secret" w="fit-content">
            {enrolment.secret}
          </Code>
        </Stack>
        <MutationErrorAlert error={confirm.error} fallback="The app could not be confirmed." />
        <TextInput
          label="6-digit code"
          withAsterisk
          w={200}
          {...codeFieldProps}
          {...form.getInputProps("code")}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
