import { Page } from "../../components/page";
import { AccessTokensSection } from "./access-tokens-section";
import { ChangePasswordForm } from "./change-password-form";
import { ColorSchemeSection } from "./color-scheme-section";
import { NotificationPreferencesSection } from "./notification-preferences-section";
import { PasskeysSection } from "../passkeys/passkeys-section";
import { SessionsSection } from "./sessions-section";
import { TimeZoneSection } from "./time-zone-section";
import { TwoFactorSection } from "./two-factor-section";
import { YourDataSection } from "./your-data-section";

/** /settings: colour scheme, time zone, password, two-step verification, passkeys, signed-in sessions, notification preferences, access tokens, and the person's data. */
export function SettingsScreen() {
  return (
    <Page
      size="md"
      title="Settings"
      description="Appearance, security and notifications for your account."
      lead
    >
      <ColorSchemeSection />
      <TimeZoneSection />
      <ChangePasswordForm />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
      <NotificationPreferencesSection />
      <AccessTokensSection />
      <YourDataSection />
    </Page>
  );
}
