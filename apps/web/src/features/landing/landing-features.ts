import {
  IconCalendarEvent,
  IconChartBar,
  IconClipboardCheck,
  IconMessages,
  IconPresentation,
  IconSparkles,
  IconTarget,
  type TablerIcon,
} from "@tabler/icons-react";

export interface LandingFeature {
  title: string;
  description: string;
  icon: TablerIcon;
}

export const landingFeatures: readonly LandingFeature[] = [
  {
    title: "Leadership skills assessment",
    description:
      "Concrete workplace situations across four areas of leadership. See where you are strong and where to focus first.",
    icon: IconClipboardCheck,
  },
  {
    title: "Interactive lessons",
    description:
      "Lessons of 15 to 30 minutes with quizzes and real situations, written for engineers moving into leadership.",
    icon: IconPresentation,
  },
  {
    title: "Goals & milestones",
    description: "Turn focus areas into goals, break them into milestones and watch your progress add up.",
    icon: IconTarget,
  },
  {
    title: "Practice schedule",
    description: "Plan practice sessions, lessons and development meetings on your own activity calendar.",
    icon: IconCalendarEvent,
  },
  {
    title: "Peer & 360 feedback",
    description:
      "Ask colleagues for anonymous feedback and compare how they see you with how you see yourself.",
    icon: IconMessages,
  },
  {
    title: "AI coaching recommendations",
    description: "Daily tips, weekly challenges and exercises chosen from your scores, goals and feedback.",
    icon: IconSparkles,
  },
  {
    title: "Progress dashboard",
    description: "Your scores, completed lessons, active goals and learning streak, all in one place.",
    icon: IconChartBar,
  },
];
