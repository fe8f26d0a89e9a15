import { SkillsScreen } from "../features/skills/skills-screen";

export default function SkillsPage() {
  return <SkillsScreen />;
}
