import type { OrganisationSettings } from "@leadcoach/api/schemas";
import { Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { DocumentTitle } from "../../components/document-title";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { SignUpPolicyForm } from "./sign-up-policy-form";

/** /admin/settings (super admins): who may sign up, and how long the audit trail is kept. */
export function OrganisationSettingsScreen() {
  const settings = trpc.organisation.settings.useQuery();
  return (
    <Container size="md" py="xl">
      <DocumentTitle title="Organisation Settings" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Organisation Settings</Title>
          <Text>Who can create an account, and how long the audit trail is kept.</Text>
        </Stack>
        <QueryState
          query={settings}
          errorTitle="The organisation's settings could not be loaded"
          loading={<Skeleton height={320} radius="md" aria-label="Loading settings" />}
        >
          {(data: OrganisationSettings) => <SignUpPolicyForm key={data.updatedAt} settings={data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}
