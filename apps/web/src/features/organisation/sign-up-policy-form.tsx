import {
  MAX_AUDIT_RETENTION_DAYS,
  MAX_SIGN_UP_DOMAINS,
  MIN_AUDIT_RETENTION_DAYS,
  SECOND_FACTOR_POLICY_LABELS,
  secondFactorPolicies,
  signUpPolicies,
  signUpPolicyLabels,
  ZUpdateOrganisationSettingsInput,
  type OrganisationSettings,
} from "@leadcoach/api/schemas";
import { Button, Group, NumberInput, Paper, Radio, Stack, TagsInput, TextInput } from "@mantine/core";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

const domainMaxLength = maxLengthOf(ZUpdateOrganisationSettingsInput, "signUpDomains.0");
const nameMaxLength = maxLengthOf(ZUpdateOrganisationSettingsInput, "name");

/** The radio that stands for null: the server's default policy (SECOND_FACTOR_DEFAULT_POLICY). */
const SERVER_DEFAULT = "default";

/**
 * The settings form: the organisation's name, the sign-up policy and its domains, the audit retention,
 * and who must use two-step verification.
 */
export function SignUpPolicyForm({ settings }: { settings: OrganisationSettings }) {
  const form = useSchemaForm(ZUpdateOrganisationSettingsInput, {
    name: settings.name,
    signUpPolicy: settings.signUpPolicy,
    signUpDomains: settings.signUpDomains,
    auditRetentionDays: settings.auditRetentionDays,
    secondFactorPolicy: settings.secondFactorPolicy,
  });
  const update = trpc.organisation.update.useMutation({
    onSuccess: () =>
      showToast({ title: "Settings saved", message: "The organisation's settings were saved." }),
    onError: (error) =>
      showToast({
        title: "Settings not saved",
        message: mutationErrorMessage(error, "The settings could not be saved."),
        variant: "destructive",
      }),
  });
  const domainsApply = form.values.signUpPolicy === "domains";

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={form.onSubmit((input) => update.mutate(input))}
        noValidate
        aria-label="Organisation settings"
      >
        <Stack gap="lg">
          <TextInput
            label="Organisation name"
            description="Printed on the reports admins download. Left empty, they carry the product's name."
            autoComplete="organization"
            maxLength={nameMaxLength}
            {...form.getInputProps("name")}
          />
          <Radio.Group label="Who can sign up" withAsterisk {...form.getInputProps("signUpPolicy")}>
            <Stack gap="xs" mt="xs">
              {signUpPolicies.map((policy) => (
                <Radio key={policy} value={policy} label={signUpPolicyLabels[policy]} />
              ))}
            </Stack>
          </Radio.Group>
          <TagsInput
            label="Allowed e-mail domains"
            description={`Exact domains such as example.com (a subdomain is listed on its own), at most ${MAX_SIGN_UP_DOMAINS}. Press Enter after each.`}
            disabled={!domainsApply}
            maxTags={MAX_SIGN_UP_DOMAINS}
            maxLength={domainMaxLength}
            splitChars={[",", " ", ";"]}
            clearable
            {...form.getInputProps("signUpDomains")}
          />
          <NumberInput
            label="Keep audit events for (days)"
            description={`Between ${MIN_AUDIT_RETENTION_DAYS} and ${MAX_AUDIT_RETENTION_DAYS} days; older events are removed.`}
            min={MIN_AUDIT_RETENTION_DAYS}
            max={MAX_AUDIT_RETENTION_DAYS}
            allowDecimal={false}
            {...form.getInputProps("auditRetentionDays")}
          />
          <Radio.Group
            label="Who must use two-step verification"
            description="They set it up at their next sign-in and cannot skip it. Single sign-on counts when the identity provider reports its own second factor."
            value={form.values.secondFactorPolicy ?? SERVER_DEFAULT}
            onChange={(value) =>
              form.setFieldValue("secondFactorPolicy", secondFactorPolicies.find((p) => p === value) ?? null)
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value={SERVER_DEFAULT}
                label={`The server's default (now: ${SECOND_FACTOR_POLICY_LABELS[settings.secondFactorDefault].toLowerCase()})`}
              />
              {secondFactorPolicies.map((policy) => (
                <Radio key={policy} value={policy} label={SECOND_FACTOR_POLICY_LABELS[policy]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
