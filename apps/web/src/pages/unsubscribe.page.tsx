import { Center, Paper, Stack, Title } from "@mantine/core";
import { DocumentTitle } from "../components/document-title";
import { useLinkToken } from "../lib/link-token";
import { UnsubscribePanel } from "../features/digest/unsubscribe-panel";

/** /unsubscribe?token=...: public, from the weekly digest's footer; the reader may be signed out. */
export default function UnsubscribePage() {
  const token = useLinkToken("/unsubscribe");

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
