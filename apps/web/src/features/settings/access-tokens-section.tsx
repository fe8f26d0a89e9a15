import {
  isAdminRole,
  MAX_ACTIVE_ACCESS_TOKENS,
  type AccessToken,
  type CreatedAccessToken,
} from "@leadcoach/api/schemas";
import { Badge, Checkbox, Group, Radio, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { ConfirmDialog, SubmitButton } from "../../components/form-dialog";
import { Section } from "../../components/section";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { formatInstantDate } from "../../lib/format-date";
import { emptyAccessTokenValues, expiryOptions, ZCreateAccessTokenForm } from "./access-token-schema";
import { SecretOnceAlert } from "../../components/secret-once-alert";
import { tokenDateColumns, TokenCreateError, TokenList, useTokenSection } from "../../components/token-list";

const scopeLabel = (token: Pick<AccessToken, "scope" | "admin">) =>
  `${token.scope === "write" ? "Read and write" : "Read only"}${token.admin ? ", admin" : ""}`;

const [createdColumn, lastUsedColumn] = tokenDateColumns<AccessToken>();
const columns = [
  { header: "Access", cell: scopeLabel },
  createdColumn,
  lastUsedColumn,
  {
    header: "Expires",
    cell: (token: AccessToken) =>
      token.expired ? (
        <Badge color="gray" variant="light">
          Expired {formatInstantDate(token.expiresAt)}
        </Badge>
      ) : (
        formatInstantDate(token.expiresAt)
      ),
  },
];

/**
 * Personal access tokens for scripts and tools: create one (its secret is shown once, the server keeps
 * only a hash), see each token's scope and dates, revoke it.
 */
export function AccessTokensSection() {
  const user = useSignedInUser();
  const isAdmin = isAdminRole(user.role);
  const tokens = trpc.accessTokens.list.useQuery();
  const state = useTokenSection<CreatedAccessToken, AccessToken>();
  const { created, setCreated, revoking, setRevoking } = state;
  const form = useSchemaForm(ZCreateAccessTokenForm, emptyAccessTokenValues, {
    onValuesChange: () => state.setServerError(null),
  });

  const create = trpc.accessTokens.create.useMutation({
    onSuccess: (token) => {
      setCreated(token);
      form.reset();
    },
    onError: state.createFailed,
  });
  const revoke = trpc.accessTokens.revoke.useMutation({
    onSuccess: (_result, { id }) => {
      state.revoked(id);
      showToast({ title: "Token Revoked", message: "Requests with this token are refused from now on." });
    },
    onError: toastOnError("Revoke Failed", "The token could not be revoked."),
  });

  const handleSubmit = form.onSubmit((input) => {
    state.setServerError(null);
    setCreated(null);
    create.mutate({ ...input, admin: isAdmin && input.admin });
  });

  return (
    <Section
      id="access-tokens-heading"
      title="Access tokens"
      description={
        <>
          Personal access tokens let your own scripts and tools use LeadCoach as you, with{" "}
          <Text span ff="monospace" size="sm">
            Authorization: Bearer
          </Text>
          . A read-only token can never change anything. Keep tokens secret and revoke any you no longer use;
          you can have up to {MAX_ACTIVE_ACCESS_TOKENS} at a time.
        </>
      }
    >
      {created && (
        <SecretOnceAlert
          label={`Token "${created.name}"`}
          secret={created.token}
          onDone={() => setCreated(null)}
        />
      )}

      <form onSubmit={handleSubmit} noValidate aria-labelledby="create-access-token-heading">
        <Stack gap="sm" maw={480}>
          <Title order={3} size="h4" id="create-access-token-heading">
            Create a token
          </Title>
          <TokenCreateError message={state.serverError} />
          <TextInput
            label="Name"
            description="What the token is for, such as the script that uses it."
            withAsterisk
            maxLength={maxLengthOf(ZCreateAccessTokenForm, "name")}
            {...form.getInputProps("name")}
          />
          <Select
            label="Expires after"
            data={expiryOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("expiresInDays")}
          />
          <Radio.Group label="Access" withAsterisk {...form.getInputProps("scope")}>
            <Stack gap="xs" mt={4}>
              <Radio value="read" label="Read only" description="Reads your data; every change is refused." />
              <Radio value="write" label="Read and write" description="Reads and changes your data." />
            </Stack>
          </Radio.Group>
          {isAdmin && (
            <Checkbox
              label="Admin access"
              description="Lets the token use the admin tools your role allows."
              {...form.getInputProps("admin", { type: "checkbox" })}
            />
          )}
          <Group>
            <SubmitButton pending={create.isPending}>Create token</SubmitButton>
          </Group>
        </Stack>
      </form>

      <TokenList
        query={tokens}
        title="Your tokens"
        headingId="access-token-list-heading"
        noun="access tokens"
        emptyText="You have no access tokens."
        minWidth={640}
        columns={columns}
        revokeLabel={(token) => `Revoke token ${token.name}`}
        onRevoke={setRevoking}
      />

      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke access token?"
        message={`Scripts and tools using "${revoking?.name ?? ""}" will be refused from their next request. This cannot be undone.`}
        confirmLabel="Revoke token"
        color="red"
        pending={revoke.isPending}
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Section>
  );
}
