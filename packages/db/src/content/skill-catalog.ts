/**
 * The four assessment categories and their skills. Keys are stable identifiers used by questions and
 * lessons; the seed turns them into rows (ids follow array order, so keys never change meaning).
 */
export interface SkillSeed {
  key: string;
  name: string;
  description: string;
}
export interface CategorySeed {
  key: string;
  name: string;
  /** The short label shown on the assessment intro and dashboard tooltip. */
  shortLabel: string;
  description: string;
  icon: string;
  color: string;
  sortOrder: number;
  skills: SkillSeed[];
}

export const skillCategories: CategorySeed[] = [
  {
    key: "communication",
    name: "Communication",
    shortLabel: "Communication",
    description:
      "Listening well, explaining technical work to any audience, and giving feedback people can act on.",
    icon: "message",
    color: "blue",
    sortOrder: 1,
    skills: [
      {
        key: "active-listening",
        name: "Active Listening",
        description:
          "Hearing the concern behind the words in 1:1s, design reviews and incident calls before you answer.",
      },
      {
        key: "technical-translation",
        name: "Explaining Technical Ideas",
        description:
          "Turning architecture, risk and trade-offs into language that executives and customers can decide on.",
      },
      {
        key: "feedback-delivery",
        name: "Giving and Receiving Feedback",
        description:
          "Specific, timely feedback on code and on behaviour, and taking criticism without getting defensive.",
      },
      {
        key: "written-communication",
        name: "Written Communication",
        description:
          "Design docs, status updates and incident summaries that are short, structured and skimmable.",
      },
    ],
  },
  {
    key: "leadership-presence",
    name: "Leadership Presence",
    shortLabel: "Leadership",
    description:
      "Setting direction, delegating real ownership and earning influence beyond your reporting line.",
    icon: "flag",
    color: "violet",
    sortOrder: 2,
    skills: [
      {
        key: "executive-presence",
        name: "Executive Presence",
        description:
          "Staying clear, calm and concise in front of senior leaders, especially when the news is bad.",
      },
      {
        key: "delegation",
        name: "Delegation and Empowerment",
        description: "Handing over outcomes, not tasks, and supporting people without taking the work back.",
      },
      {
        key: "vision-setting",
        name: "Setting Direction",
        description:
          "Explaining where the team is going and why, so people can make good decisions without you.",
      },
      {
        key: "influence",
        name: "Influence Without Authority",
        description:
          "Aligning peers, other teams and stakeholders you do not manage around a shared decision.",
      },
    ],
  },
  {
    key: "emotional-intelligence",
    name: "Emotional Intelligence",
    shortLabel: "Emotional Intelligence",
    description:
      "Knowing your own reactions, reading the room and handling conflict so trust grows instead of erodes.",
    icon: "heart",
    color: "teal",
    sortOrder: 3,
    skills: [
      {
        key: "self-awareness",
        name: "Self-Awareness",
        description:
          "Noticing your triggers, strengths and blind spots, and how your mood changes the team's.",
      },
      {
        key: "self-regulation",
        name: "Composure Under Pressure",
        description:
          "Staying steady during outages, deadlines and heated threads, and choosing your response.",
      },
      {
        key: "empathy",
        name: "Empathy",
        description:
          "Understanding what teammates and stakeholders need, including what they do not say out loud.",
      },
      {
        key: "conflict-resolution",
        name: "Conflict Resolution",
        description:
          "Turning disagreements about code, scope or people into decisions everyone can commit to.",
      },
    ],
  },
  {
    key: "problem-solving",
    name: "Problem Solving",
    shortLabel: "Problem Solving",
    description:
      "Deciding well under ambiguity, prioritising ruthlessly and seeing the system behind the symptom.",
    icon: "puzzle",
    color: "orange",
    sortOrder: 4,
    skills: [
      {
        key: "decision-making",
        name: "Decision-Making Under Ambiguity",
        description: "Making reversible calls quickly, irreversible ones carefully, and writing down why.",
      },
      {
        key: "prioritization",
        name: "Prioritisation",
        description: "Saying no with data, sequencing work by impact, and protecting the team's focus.",
      },
      {
        key: "systems-thinking",
        name: "Systems Thinking",
        description:
          "Seeing how teams, incentives and architecture interact, and fixing causes rather than symptoms.",
      },
      {
        key: "incident-leadership",
        name: "Incident Leadership",
        description:
          "Coordinating people during an outage and running blameless reviews that change how the team works.",
      },
    ],
  },
];
