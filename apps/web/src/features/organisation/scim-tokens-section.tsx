import { ZCreateScimTokenInput, type CreatedScimToken, type ScimToken } from "@leadcoach/api/schemas";
import {
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { CopyValueButton } from "../../components/copy-value-button";
import { ConfirmDialog, SubmitButton } from "../../components/form-dialog";
import { BusyRegion } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { SecretOnceAlert } from "../../components/secret-once-alert";
import { Section } from "../../components/section";
import { formatInstantDate } from "../../lib/format-date";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** The address an identity provider is given: this server's SCIM base. */
const scimBaseUrl = () => `${window.location.origin}/scim/v2`;

/**
 * SCIM provisioning on /admin/settings: the base URL for the identity provider, its bearer tokens
 * (created here, the secret shown once, revocable) and what a provisioned account can and cannot do.
 */
export function ScimTokensSection() {
  const tokens = trpc.scimTokens.list.useQuery();
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const form = useSchemaForm(
    ZCreateScimTokenInput,
    { name: "" },
    { onValuesChange: () => setServerError(null) },
  );

  const create = trpc.scimTokens.create.useMutation({
    onSuccess: (token) => {
      setCreated(token);
      form.reset();
    },
    onError: (error) =>
      setServerError(
        mutationErrorMessage(
          error,
          "The token could not be created.",
          "The token could not be created. Please check your connection and try again.",
        ),
      ),
  });
  const revoke = trpc.scimTokens.revoke.useMutation({
    onSuccess: (_result, { id }) => {
      if (created?.id === id) setCreated(null);
      setRevoking(null);
      showToast({
        title: "SCIM Token Revoked",
        message: "The identity provider's requests are refused from now on.",
      });
    },
    onError: toastOnError("Revoke Failed", "The token could not be revoked."),
  });

  const handleSubmit = form.onSubmit((input) => {
    setServerError(null);
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

      <form onSubmit={handleSubmit} noValidate aria-labelledby="create-scim-token-heading">
        <Stack gap="sm" maw={480}>
          <Title order={3} size="h4" id="create-scim-token-heading">
            Create a SCIM token
          </Title>
          {serverError && (
            <Alert color="red" variant="light" role="alert" title="Token not created">
              {serverError}
            </Alert>
          )}
          <TextInput
            label="Token name"
            description="The identity provider that will use it, such as Okta."
            withAsterisk
            maxLength={maxLengthOf(ZCreateScimTokenInput, "name")}
            {...form.getInputProps("name")}
          />
          <Group>
            <SubmitButton pending={create.isPending}>Create SCIM token</SubmitButton>
          </Group>
        </Stack>
      </form>

      <Title order={3} size="h4" id="scim-token-list-heading">
        SCIM tokens
      </Title>
      <QueryState
        query={tokens}
        loading={
          <BusyRegion label="Loading SCIM tokens" gap="xs">
            <Skeleton height={36} />
          </BusyRegion>
        }
        errorTitle="SCIM tokens could not be loaded"
        errorAction="refresh"
      >
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">There are no SCIM tokens.</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" aria-labelledby="scim-token-list-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Last used</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((token) => (
                    <Table.Tr key={token.id}>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text size="sm" fw={500}>
                            {token.name}
                          </Text>
                          <Text size="xs" ff="monospace" c="dimmed">
                            {token.prefix}...
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td>{formatInstantDate(token.createdAt)}</Table.Td>
                      <Table.Td>{token.lastUsedAt ? formatInstantDate(token.lastUsedAt) : "Never"}</Table.Td>
                      <Table.Td>
                        <Button
                          variant="default"
                          color="red"
                          size="xs"
                          aria-label={`Revoke SCIM token ${token.name}`}
                          onClick={() => setRevoking(token)}
                        >
                          Revoke
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>

      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke SCIM token?"
        message={`The identity provider using "${revoking?.name ?? ""}" will be refused from its next request, and provisioning stops until it has a new token. This cannot be undone.`}
        confirmLabel="Revoke token"
        color="red"
        pending={revoke.isPending}
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Section>
  );
}
