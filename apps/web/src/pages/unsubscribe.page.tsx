import { Center, Paper, Stack, Title } from "@mantine/core";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { DocumentTitle } from "../components/document-title";
import { UnsubscribePanel } from "../features/digest/unsubscribe-panel";

function tokenFrom(search: string, state: unknown): string | null {
  const kept = (state as { token?: unknown } | null)?.token;
  if (typeof kept === "string") return kept;
  return new URLSearchParams(search).get("token");
}

/** /unsubscribe?token=...: public, from the weekly digest's footer; the reader may be signed out. */
export default function UnsubscribePage() {
  const location = useLocation();
  const search = location.search;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const token = tokenFrom(search, state);

  // The token leaves the address bar at once (kept in this history entry's state), as on the reset page.
  useEffect(() => {
    if (new URLSearchParams(search).has("token")) {
      void navigate("/unsubscribe", { replace: true, state: { token } });
    }
  }, [search, token, navigate]);

  return (
    <>
      <DocumentTitle title="Unsubscribe" />
      <Center py={{ base: "lg", sm: 56 }} px="md">
        <Stack w="100%" maw={440} gap="md">
          <Title order={1} size="h2">
            Unsubscribe from the weekly digest
          </Title>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <UnsubscribePanel token={token} />
          </Paper>
        </Stack>
      </Center>
    </>
  );
}
