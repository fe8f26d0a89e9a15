import { PlaceholderPage } from "./_placeholder";

export default function SkillsPage() {
  return <PlaceholderPage title="Skills Assessment & Development" />;
}
