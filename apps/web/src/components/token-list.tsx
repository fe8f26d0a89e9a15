import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useState, type FormEventHandler, type ReactNode } from "react";
import { formatInstantDate } from "../lib/format-date";
import { mutationErrorMessage, type MutationErrorLike } from "../lib/mutation-error";
import { ConfirmItemDialog, SubmitButton, type ConfirmItemDialogProps } from "./form-dialog";
import { BusyRegion } from "./loading";
import { QueryState, type QueryLike } from "./query-state";
import { TableHead } from "./table-head";

/** What every token list shows: its name and the first characters of its secret. */
export interface ListedToken {
  id: number;
  name: string;
  prefix: string;
}

/** A column of a token list: its header and each token's cell. */
export interface TokenColumn<T> {
  header: string;
  cell: (token: T) => ReactNode;
}

/** The "Created" and "Last used" columns every token list has. */
export function tokenDateColumns<T extends { createdAt: string; lastUsedAt: string | null }>(): [
  TokenColumn<T>,
  TokenColumn<T>,
] {
  return [
    { header: "Created", cell: (token: T) => formatInstantDate(token.createdAt) },
    {
      header: "Last used",
      cell: (token: T) => (token.lastUsedAt ? formatInstantDate(token.lastUsedAt) : "Never"),
    },
  ];
}

/**
 * The state of a token section: the token just created (its secret shown once), the message of a failed
 * creation, and the token whose revocation is being confirmed.
 */
export function useTokenSection<Created extends ListedToken, Token extends ListedToken>() {
  const [created, setCreated] = useState<Created | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  return {
    created,
    setCreated,
    serverError,
    setServerError,
    revoking,
    setRevoking,
    createFailed: (error: MutationErrorLike) =>
      setServerError(
        mutationErrorMessage(
          error,
          "The token could not be created.",
          "The token could not be created. Please check your connection and try again.",
        ),
      ),
    /** After a revocation: the secret shown goes if it was that token's, and the dialog closes. */
    revoked: (id: number) => {
      if (created?.id === id) setCreated(null);
      setRevoking(null);
    },
  };
}

/** Why the token was not created, above the form. */
export function TokenCreateError({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" variant="light" role="alert" title="Token not created">
      {message}
    </Alert>
  ) : null;
}

interface TokenCreateFormProps {
  /** The form's heading, and its id, which names the form. */
  title: string;
  headingId: string;
  /** Why the last creation failed (`useTokenSection`'s `serverError`). */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  /** The token's fields, its name first. */
  children: ReactNode;
}

/** The form that creates a token: its heading, why the last attempt failed, the fields, the button. */
export function TokenCreateForm({
  title,
  headingId,
  error,
  onSubmit,
  pending,
  submitLabel,
  children,
}: TokenCreateFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm" maw={480}>
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        <TokenCreateError message={error} />
        {children}
        <Group>
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks before revoking a token: what stops working; 'Revoke token' is red and reads 'Revoking...'. */
export function RevokeTokenDialog<T extends ListedToken>(
  props: Omit<ConfirmItemDialogProps<T>, "confirmLabel" | "color" | "pendingLabel">,
) {
  return <ConfirmItemDialog {...props} confirmLabel="Revoke token" color="red" pendingLabel="Revoking..." />;
}

interface TokenListProps<T extends ListedToken> {
  query: QueryLike<T[]>;
  /** The list's heading, and its id, which names the table. */
  title: string;
  headingId: string;
  /** The thing listed, lower-case and plural ("access tokens"), for the loading and error texts. */
  noun: string;
  emptyText: string;
  minWidth: number;
  /** The columns between the name and the revoke button. */
  columns: TokenColumn<T>[];
  /** The revoke button's accessible name for a token. */
  revokeLabel: (token: T) => string;
  onRevoke: (token: T) => void;
}

/** A titled list of tokens: name and prefix, the caller's columns, and a revoke button each. */
export function TokenList<T extends ListedToken>({
  query,
  title,
  headingId,
  noun,
  emptyText,
  ...table
}: TokenListProps<T>) {
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <QueryState
        query={query}
        loading={
          <BusyRegion label={`Loading ${noun}`} gap="xs">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </BusyRegion>
        }
        errorTitle={`${capitalised} could not be loaded`}
        errorAction="refresh"
      >
        {(tokens) =>
          tokens.length === 0 ? (
            <Text size="sm">{emptyText}</Text>
          ) : (
            <TokenTable tokens={tokens} labelledBy={headingId} {...table} />
          )
        }
      </QueryState>
    </>
  );
}

function TokenTable<T extends ListedToken>({
  tokens,
  labelledBy,
  minWidth,
  columns,
  revokeLabel,
  onRevoke,
}: Omit<TokenListProps<T>, "query" | "title" | "headingId" | "noun" | "emptyText"> & {
  tokens: T[];
  labelledBy: string;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-labelledby={labelledBy}>
        <TableHead columns={["Name", ...columns.map((column) => column.header)]} hiddenLast="Actions" />
        <Table.Tbody>
          {tokens.map((token) => (
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
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(token)}</Table.Td>
              ))}
              <Table.Td>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  aria-label={revokeLabel(token)}
                  onClick={() => onRevoke(token)}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
