import { ZCreateScimTokenInput, type CreatedScimToken, type ScimToken } from "@leadcoach/api/schemas";
import { Group, TextInput } from "@mantine/core";
import { CopyValueButton } from "../../components/copy-value-button";
import { SecretOnceAlert } from "../../components/secret-once-alert";
import { Section } from "../../components/section";
import {
  RevokeTokenDialog,
  tokenDateColumns,
  TokenCreateForm,
  TokenList,
  useTokenSection,
} from "../../components/token-list";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** The address an identity provider is given: this server's SCIM base. */
const scimBaseUrl = () => `${window.location.origin}/scim/v2`;

const columns = tokenDateColumns<ScimToken>();

/**
 * SCIM provisioning on /admin/settings: the base URL for the identity provider, its bearer tokens
 * (created here, the secret shown once, revocable) and what a provisioned account can and cannot do.
 */
export function ScimTokensSection() {
  const tokens = trpc.scimTokens.list.useQuery();
  const state = useTokenSection<CreatedScimToken, ScimToken>();
  const { created, setCreated, revoking, setRevoking } = state;
  const form = useSchemaForm(
    ZCreateScimTokenInput,
    { name: "" },
    { onValuesChange: () => state.setServerError(null) },
  );

  const create = trpc.scimTokens.create.useMutation({
    onSuccess: (token) => {
      setCreated(token);
      form.reset();
    },
    onError: state.createFailed,
  });
  const revoke = trpc.scimTokens.revoke.useMutation({
    onSuccess: (_result, { id }) => {
      state.revoked(id);
      showToast({
        title: "SCIM Token Revoked",
        message: "The identity provider's requests are refused from now on.",
      });
    },
    onError: toastOnError("Revoke Failed", "The token could not be revoked."),
  });

  const handleSubmit = form.onSubmit((input) => {
    state.setServerError(null);
    setCreated(null);
    create.mutate(input);
  });

  return (
    <Section
      id="scim-heading"
      title="SCIM provisioning"
      description="Let an identity provider such as Okta or Microsoft Entra ID create, update and deactivate accounts and groups. SCIM never grants admin roles; a provisioned person signs in with single sign-on or sets a password through Forgot password?."
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" maw={560}>
        <TextInput label="SCIM base URL" value={scimBaseUrl()} readOnly flex={1} ff="monospace" />
        <CopyValueButton value={scimBaseUrl()} />
      </Group>

      {created && (
        <SecretOnceAlert
          label={`SCIM token "${created.name}"`}
          secret={created.token}
          onDone={() => setCreated(null)}
        />
      )}

      <TokenCreateForm
        title="Create a SCIM token"
        headingId="create-scim-token-heading"
        error={state.serverError}
        onSubmit={handleSubmit}
        pending={create.isPending}
        submitLabel="Create SCIM token"
      >
        <TextInput
          label="Token name"
          description="The identity provider that will use it, such as Okta."
          withAsterisk
          maxLength={maxLengthOf(ZCreateScimTokenInput, "name")}
          {...form.getInputProps("name")}
        />
      </TokenCreateForm>

      <TokenList
        query={tokens}
        title="SCIM tokens"
        headingId="scim-token-list-heading"
        noun="SCIM tokens"
        emptyText="There are no SCIM tokens."
        minWidth={480}
        columns={columns}
        revokeLabel={(token) => `Revoke SCIM token ${token.name}`}
        onRevoke={setRevoking}
      />

      <RevokeTokenDialog
        item={revoking}
        onClose={() => setRevoking(null)}
        title="Revoke SCIM token?"
        message={({ name }) =>
          `The identity provider using "${name}" will be refused from its next request, and provisioning stops until it has a new token. This cannot be undone.`
        }
        pending={revoke.isPending}
        onConfirm={({ id }) => revoke.mutate({ id })}
      />
    </Section>
  );
}
