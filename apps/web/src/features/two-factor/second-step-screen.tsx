import { ZSecondFactorCodeInput } from "@leadcoach/api/schemas";
import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MutationErrorAlert } from "../../components/error-alert";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { AuthCard } from "../auth/auth-card";
import { returnPathFrom } from "../auth/return-to";
import { TotpEnrolment } from "./totp-enrolment";

// 'Use a passkey', for an account that has one (loaded only then).
const PasskeySecondFactorButton = lazy(() => import("../passkeys/passkey-second-factor"));
// 'Register a passkey instead' at the enrolment a policy requires.
const PasskeyEnrolment = lazy(() => import("../passkeys/passkey-enrolment"));

/** The code a pending sign-in sends: from the app, or a recovery code. */
function VerifyForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(ZSecondFactorCodeInput, { code: "" });
  const verify = trpc.twoFactor.verify.useMutation({
    onSuccess: async ({ user }) => {
      utils.auth.session.setData(undefined, user);
      await onSignedIn();
    },
  });
  return (
    <form onSubmit={form.onSubmit((input) => verify.mutate(input))} noValidate aria-label="Verify sign-in">
      <Stack gap="md">
        <MutationErrorAlert error={verify.error} fallback="That code could not be checked." />
        <TextInput
          label="Code"
          description="The 6-digit code from your authenticator app, or one of your recovery codes."
          withAsterisk
          autoFocus
          autoComplete="one-time-code"
          maxLength={maxLengthOf(ZSecondFactorCodeInput, "code")}
          {...form.getInputProps("code")}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          Verify
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /two-step: the second step of a sign-in whose password (or single sign-on) was accepted: a code, or,
 * when the organisation requires a second factor the account lacks, setting one up. Nothing else is
 * reachable until it is done: the session is not signed in.
 */
export function SecondStepScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const pending = trpc.twoFactor.pending.useQuery(undefined, {
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const done = async () => {
    await utils.auth.session.invalidate();
    await navigate(returnPathFrom(location.search), { replace: true });
  };
  const enrolling = pending.data?.status === "enrol";
  // Once the app is confirmed the sign-in is done: the passkey alternative goes with the recovery codes.
  const [appConfirmed, setAppConfirmed] = useState(false);
  return (
    <AuthCard
      title={enrolling ? "Set up two-step verification" : "Two-step verification"}
      intro={
        enrolling
          ? "Your organisation requires a second step when you sign in. Set up an authenticator app, or register a passkey, to continue."
          : "Enter the code from your authenticator app to finish signing in."
      }
    >
      <QueryState
        query={pending}
        loading={<ListSkeleton label="Loading your sign-in" rows={2} height={40} />}
        errorTitle="Your sign-in could not be loaded"
      >
        {(step) =>
          step === null ? (
            <Stack gap="sm">
              <Text>Your sign-in expired or was already finished.</Text>
              <Anchor component={Link} to="/login">
                Sign in again
              </Anchor>
            </Stack>
          ) : step.status === "enrol" ? (
            <Stack gap="lg">
              <TotpEnrolment
                doneLabel="Continue"
                onDone={() => void done()}
                onConfirmed={() => setAppConfirmed(true)}
              />
              {step.methods.includes("passkey") && !appConfirmed && (
                <Suspense fallback={null}>
                  <PasskeyEnrolment
                    onSignedIn={async (user) => {
                      utils.auth.session.setData(undefined, user);
                      await done();
                    }}
                  />
                </Suspense>
              )}
            </Stack>
          ) : (
            <Stack gap="md">
              {step.methods.some((method) => method !== "passkey") && <VerifyForm onSignedIn={done} />}
              {step.methods.includes("passkey") && (
                <Suspense fallback={null}>
                  <PasskeySecondFactorButton
                    onSignedIn={async (user) => {
                      utils.auth.session.setData(undefined, user);
                      await done();
                    }}
                  />
                </Suspense>
              )}
            </Stack>
          )
        }
      </QueryState>
    </AuthCard>
  );
}
