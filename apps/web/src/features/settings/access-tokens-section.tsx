import {
  isAdminRole,
  MAX_ACTIVE_ACCESS_TOKENS,
  type AccessToken,
  type CreatedAccessToken,
} from "@leadcoach/api/schemas";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog, SubmitButton } from "../../components/form-dialog";
import { BusyRegion } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { formatInstantDate } from "../../lib/format-date";
import { emptyAccessTokenValues, expiryOptions, ZCreateAccessTokenForm } from "./access-token-schema";
import { SecretOnceAlert } from "../../components/secret-once-alert";

const scopeLabel = (token: Pick<AccessToken, "scope" | "admin">) =>
  `${token.scope === "write" ? "Read and write" : "Read only"}${token.admin ? ", admin" : ""}`;

/**
 * Personal access tokens for scripts and tools: create one (its secret is shown once, the server keeps
 * only a hash), see each token's scope and dates, revoke it.
 */
export function AccessTokensSection() {
  const user = useSignedInUser();
  const isAdmin = isAdminRole(user.role);
  const tokens = trpc.accessTokens.list.useQuery();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const form = useSchemaForm(ZCreateAccessTokenForm, emptyAccessTokenValues, {
    onValuesChange: () => setServerError(null),
  });

  const create = trpc.accessTokens.create.useMutation({
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
  const revoke = trpc.accessTokens.revoke.useMutation({
    onSuccess: (_result, { id }) => {
      if (created?.id === id) setCreated(null);
      setRevoking(null);
      showToast({ title: "Token Revoked", message: "Requests with this token are refused from now on." });
    },
    onError: toastOnError("Revoke Failed", "The token could not be revoked."),
  });

  const handleSubmit = form.onSubmit((input) => {
    setServerError(null);
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
          {serverError && (
            <Alert color="red" variant="light" role="alert" title="Token not created">
              {serverError}
            </Alert>
          )}
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

      <Title order={3} size="h4" id="access-token-list-heading">
        Your tokens
      </Title>
      <QueryState
        query={tokens}
        loading={
          <BusyRegion label="Loading access tokens" gap="xs">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </BusyRegion>
        }
        errorTitle="Access tokens could not be loaded"
        errorAction="refresh"
      >
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">You have no access tokens.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" aria-labelledby="access-token-list-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Access</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Last used</Table.Th>
                    <Table.Th>Expires</Table.Th>
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
                      <Table.Td>{scopeLabel(token)}</Table.Td>
                      <Table.Td>{formatInstantDate(token.createdAt)}</Table.Td>
                      <Table.Td>{token.lastUsedAt ? formatInstantDate(token.lastUsedAt) : "Never"}</Table.Td>
                      <Table.Td>
                        {token.expired ? (
                          <Badge color="gray" variant="light">
                            Expired {formatInstantDate(token.expiresAt)}
                          </Badge>
                        ) : (
                          formatInstantDate(token.expiresAt)
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          variant="default"
                          color="red"
                          size="xs"
                          aria-label={`Revoke token ${token.name}`}
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
