import { ZDisableTotpInput, ZTotpCodeInput } from "@leadcoach/api/schemas";
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { formatInstantDate } from "../../lib/format-date";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { RecoveryCodes } from "../two-factor/recovery-codes";
import { codeFieldProps, TotpEnrolment } from "../two-factor/totp-enrolment";

/** 'New recovery codes': a current code from the app, then the new codes, shown once. */
function RegenerateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useSchemaForm(ZTotpCodeInput, { code: "" });
  const regenerate = trpc.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
  });
  const close = () => {
    setCodes(null);
    form.reset();
    regenerate.reset();
    onClose();
  };
  return (
    <AppDialog opened={opened} onClose={close} title="New recovery codes">
      {codes ? (
        <RecoveryCodes codes={codes} doneLabel="Done" onDone={close} />
      ) : (
        <DialogForm
          onSubmit={form.onSubmit((input) => regenerate.mutate(input))}
          onCancel={close}
          submit={{ label: "Make new codes", pending: regenerate.isPending, pendingLabel: "Making..." }}
        >
          <Text>
            Your current recovery codes will stop working. Enter a code from your authenticator app.
          </Text>
          <MutationErrorAlert error={regenerate.error} fallback="New codes could not be made." />
          <TextInput
            label="6-digit code"
            withAsterisk
            data-autofocus
            {...codeFieldProps}
            {...form.getInputProps("code")}
          />
        </DialogForm>
      )}
    </AppDialog>
  );
}

/** 'Turn off': the password, or a code from the app (or a recovery code). */
function DisableDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useSchemaForm(ZDisableTotpInput, { password: "", code: "" });
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: () => {
      close();
      showToast({
        title: "Two-step verification is off",
        message: "Signing in now asks for your password only.",
      });
    },
  });
  function close() {
    form.reset();
    disable.reset();
    onClose();
  }
  return (
    <AppDialog opened={opened} onClose={close} title="Turn off two-step verification?">
      <DialogForm
        onSubmit={form.onSubmit((input) => disable.mutate(input))}
        onCancel={close}
        submit={{
          label: "Turn off",
          color: "red",
          pending: disable.isPending,
          pendingLabel: "Turning off...",
        }}
      >
        <Text>Enter your password, or a code from your authenticator app.</Text>
        <MutationErrorAlert error={disable.error} fallback="Two-step verification could not be turned off." />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          data-autofocus
          maxLength={maxLengthOf(ZDisableTotpInput, "password")}
          {...form.getInputProps("password")}
        />
        <TextInput
          label="Or a code"
          description="From your authenticator app, or a recovery code."
          autoComplete="one-time-code"
          maxLength={maxLengthOf(ZDisableTotpInput, "code")}
          {...form.getInputProps("code")}
        />
      </DialogForm>
    </AppDialog>
  );
}

/**
 * Two-step verification in /settings: set up an authenticator app (QR code, key, first code, recovery
 * codes), or, once on, make new recovery codes or turn it off.
 */
export function TwoFactorSection() {
  const { timeZone } = useSignedInUser();
  const status = trpc.twoFactor.status.useQuery();
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<"regenerate" | "disable" | null>(null);
  return (
    <Section
      id="two-factor-heading"
      title="Two-step verification"
      description="Signing in asks for a code from an authenticator app on your phone after your password."
    >
      <QueryState
        query={status}
        loading={<ListSkeleton label="Loading two-step verification" rows={1} height={48} />}
        errorTitle="Two-step verification could not be loaded"
      >
        {({ totp, recoveryCodesLeft, required }) =>
          totp.enabled ? (
            <Stack gap="sm">
              <Group gap="xs">
                <Badge color="green" variant="light">
                  On
                </Badge>
                <Text size="sm">
                  Authenticator app since{" "}
                  {totp.confirmedAt ? formatInstantDate(totp.confirmedAt, timeZone ?? undefined) : "today"} ·{" "}
                  {recoveryCodesLeft === 1
                    ? "1 recovery code left"
                    : `${recoveryCodesLeft} recovery codes left`}
                </Text>
              </Group>
              {required && (
                <Text size="sm">
                  Your organisation requires two-step verification: if you turn it off, you will set it up
                  again at your next sign-in.
                </Text>
              )}
              <Group>
                <Button variant="default" onClick={() => setDialog("regenerate")}>
                  New recovery codes
                </Button>
                <Button variant="default" color="red" onClick={() => setDialog("disable")}>
                  Turn off
                </Button>
              </Group>
            </Stack>
          ) : (
            <TotpEnrolment
              doneLabel="Done"
              onDone={() => {
                void utils.twoFactor.status.invalidate();
                showToast({
                  title: "Two-step verification is on",
                  message: "Signing in now asks for a code.",
                });
              }}
            />
          )
        }
      </QueryState>
      <RegenerateDialog opened={dialog === "regenerate"} onClose={() => setDialog(null)} />
      <DisableDialog opened={dialog === "disable"} onClose={() => setDialog(null)} />
    </Section>
  );
}
