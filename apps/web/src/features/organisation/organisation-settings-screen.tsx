import type { OrganisationSettings } from "@leadcoach/api/schemas";
import { Skeleton } from "@mantine/core";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { ScimTokensSection } from "./scim-tokens-section";
import { SignUpPolicyForm } from "./sign-up-policy-form";

/** /admin/settings (super admins): who may sign up, how long the audit trail is kept, and SCIM provisioning. */
export function OrganisationSettingsScreen() {
  const settings = trpc.organisation.settings.useQuery();
  return (
    <Page
      size="md"
      title="Organisation Settings"
      description="Who can create an account, and how long the audit trail is kept."
    >
      <QueryState
        query={settings}
        errorTitle="The organisation's settings could not be loaded"
        loading={<Skeleton height={320} radius="md" aria-label="Loading settings" />}
      >
        {(data: OrganisationSettings) => <SignUpPolicyForm key={data.updatedAt} settings={data} />}
      </QueryState>
      <ScimTokensSection />
    </Page>
  );
}
