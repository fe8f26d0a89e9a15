import { Container, Stack, Text, Title } from "@mantine/core";
import { DocumentTitle } from "../../components/document-title";
import { AccessTokensSection } from "./access-tokens-section";
import { ChangePasswordForm } from "./change-password-form";
import { ColorSchemeSection } from "./color-scheme-section";
import { NotificationPreferencesSection } from "./notification-preferences-section";
import { YourDataSection } from "./your-data-section";

/** /settings: colour scheme, password, notification preferences, access tokens, and the person's data. */
export function SettingsScreen() {
  return (
    <Container size="md" py="xl">
      <DocumentTitle title="Settings" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text size="lg">Appearance, security and notifications for your account.</Text>
        </Stack>
        <ColorSchemeSection />
        <ChangePasswordForm />
        <NotificationPreferencesSection />
        <AccessTokensSection />
        <YourDataSection />
      </Stack>
    </Container>
  );
}
