import { browserTimeZone } from "../../lib/browser-time-zone";
import { Box, Fieldset, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { SubmitButton } from "../../components/form-dialog";
import { useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast, showToastUnlessInline } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { InviteOnlyNotice, useInviteOnlySignUp } from "../organisation/invite-only-notice";
import { RoleFields } from "../users/role-fields";
import { ConfirmPasswordField, EmailField, NewPasswordField } from "./auth-fields";
import { returnPathFrom, withReturnPath } from "./return-to";
import { emptySignupForm, fieldForServerError, signupFailure, ZSignupForm } from "./signup-form-schema";

/** The full sign-up form of /signup. */
export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(ZSignupForm, emptySignupForm);
  // Under an invitation-only policy the form stays visible but closed; the server refuses it anyway.
  const closed = useInviteOnlySignUp();

  const signup = trpc.auth.signup.useMutation({
    onSuccess: async (result) => {
      showToast({ title: "Account Created Successfully", message: result.message });
      // Signing up does not sign in: the login screen takes the person on to where they were going.
      await navigate(withReturnPath("/login", returnPathFrom(location.search)));
    },
    onError: (error) => {
      const message = mutationErrorMessage(error, "Failed to create account");
      const field = fieldForServerError(message);
      // A message that belongs to a field shows there only, not again in a toast.
      if (field) form.setFieldError(field, message);
      else showToast({ title: "Signup Failed", message, variant: "destructive" });
    },
  });

  const handleSubmit = form.onSubmit(
    (input) => signup.mutate({ ...input, timeZone: browserTimeZone() }),
    (_errors, values) => {
      // One kind of problem at a time, each with its own toast.
      const failure = signupFailure(values);
      if (!failure) return;
      form.setErrors(failure.fieldErrors);
      showToastUnlessInline(failure.toast, Object.values(failure.fieldErrors));
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create your account">
      <Stack gap="lg">
        {closed && <InviteOnlyNotice />}
        <Fieldset legend="Account" disabled={closed}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps("name")} />
            <EmailField {...form.getInputProps("email")} />
            <TextInput
              label="Username"
              description="Optional"
              autoComplete="username"
              {...form.getInputProps("username")}
            />
            <Box visibleFrom="sm" aria-hidden />
            <NewPasswordField
              owner={{ email: form.values.email, name: form.values.name }}
              {...form.getInputProps("password")}
            />
            <ConfirmPasswordField
              description="Type the password again"
              {...form.getInputProps("confirmPassword")}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="About your role" disabled={closed}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <RoleFields inputProps={(field) => form.getInputProps(field)} />
          </SimpleGrid>
        </Fieldset>

        <SubmitButton
          size="md"
          pending={signup.isPending}
          disabled={closed}
          pendingLabel="Creating account..."
          aria-busy={signup.isPending}
        >
          Create Account
        </SubmitButton>
      </Stack>
    </form>
  );
}
