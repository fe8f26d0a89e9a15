import { Container, Stack, Text, Title } from "@mantine/core";
import { DocumentTitle } from "../../components/document-title";
import { ChangePasswordForm } from "./change-password-form";
import { ColorSchemeSection } from "./color-scheme-section";
import { NotificationPreferencesSection } from "./notification-preferences-section";

/** /settings: colour scheme, password and notification preferences. */
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
      </Stack>
    </Container>
  );
}
