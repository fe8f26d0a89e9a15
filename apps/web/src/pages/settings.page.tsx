import { PlaceholderPage } from "./_placeholder";

export default function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
