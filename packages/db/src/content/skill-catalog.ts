/**
 * The four assessment categories and their skills. Keys are stable identifiers used by questions and
 * lessons; the seed turns them into rows (ids follow array order, so keys never change meaning).
 */
export interface SkillSeed {
  key: string;
  name: string;
  description: string;
  /**
   * The one behaviour the 360 instrument asks self and reviewers to rate for this skill: something a
   * colleague can see happen (or not), so a reviewer rates what they observed, not an impression.
   */
  reviewBehaviour: string;
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
        reviewBehaviour:
          "In 1:1s, design reviews and incident calls, lets people finish, asks a follow-up question and plays back what they heard before offering a view or a fix.",
      },
      {
        key: "technical-translation",
        name: "Explaining Technical Ideas",
        description:
          "Turning architecture, risk and trade-offs into language that executives and customers can decide on.",
        reviewBehaviour:
          "Explains a technical risk or trade-off to non-engineers in terms of cost, dates or customer impact, and checks the decision-maker could repeat it back.",
      },
      {
        key: "feedback-delivery",
        name: "Giving and Receiving Feedback",
        description:
          "Specific, timely feedback on code and on behaviour, and taking criticism without getting defensive.",
        reviewBehaviour:
          "Gives feedback within days, naming the specific behaviour or code and its effect, and takes criticism of their own work with questions instead of a defence.",
      },
      {
        key: "written-communication",
        name: "Written Communication",
        description:
          "Design docs, status updates and incident summaries that are short, structured and skimmable.",
        reviewBehaviour:
          "Writes design docs, status updates and incident summaries that open with the decision or the ask, so a reader gets the point from the first paragraph.",
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
        reviewBehaviour:
          "Brings bad news (a slipped date, an outage, a risk) to senior leaders early and plainly, with the impact and a plan, and stays calm and brief under questioning.",
      },
      {
        key: "delegation",
        name: "Delegation and Empowerment",
        description: "Handing over outcomes, not tasks, and supporting people without taking the work back.",
        reviewBehaviour:
          "Hands a whole problem (not just tasks) to someone on the team, agrees what done looks like, and stays out of the way until asked.",
      },
      {
        key: "vision-setting",
        name: "Setting Direction",
        description:
          "Explaining where the team is going and why, so people can make good decisions without you.",
        reviewBehaviour:
          "Regularly says where the team is heading this quarter and why, so engineers choose between competing work without having to ask.",
      },
      {
        key: "influence",
        name: "Influence Without Authority",
        description:
          "Aligning peers, other teams and stakeholders you do not manage around a shared decision.",
        reviewBehaviour:
          "Gets teams they do not manage to commit to a shared decision by learning those teams' constraints first and writing up the options, rather than escalating.",
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
        reviewBehaviour:
          "Names their own mistakes openly (in retros, reviews and 1:1s) and asks others what they could have done differently.",
      },
      {
        key: "self-regulation",
        name: "Composure Under Pressure",
        description:
          "Staying steady during outages, deadlines and heated threads, and choosing your response.",
        reviewBehaviour:
          "Keeps a steady tone during outages, missed deadlines and heated threads, and never takes frustration out on the people in the room.",
      },
      {
        key: "empathy",
        name: "Empathy",
        description:
          "Understanding what teammates and stakeholders need, including what they do not say out loud.",
        reviewBehaviour:
          "Notices when someone is struggling or unusually quiet, checks in privately, and adjusts workload or expectations as a result.",
      },
      {
        key: "conflict-resolution",
        name: "Conflict Resolution",
        description:
          "Turning disagreements about code, scope or people into decisions everyone can commit to.",
        reviewBehaviour:
          "When engineers disagree on a design, scope or approach, brings them together, states each position fairly and drives to a decision everyone commits to.",
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
        reviewBehaviour:
          "Makes reversible calls quickly on incomplete information, takes time over irreversible ones, and writes down what was decided and why.",
      },
      {
        key: "prioritization",
        name: "Prioritisation",
        description: "Saying no with data, sequencing work by impact, and protecting the team's focus.",
        reviewBehaviour:
          "Says 'not now' to work that does not serve the team's goals, explains the trade-off to the requester, and protects the team's focus time from ad-hoc asks.",
      },
      {
        key: "systems-thinking",
        name: "Systems Thinking",
        description:
          "Seeing how teams, incentives and architecture interact, and fixing causes rather than symptoms.",
        reviewBehaviour:
          "When a problem keeps coming back, looks for the cause in process, incentives or architecture and fixes that, instead of patching the symptom again.",
      },
      {
        key: "incident-leadership",
        name: "Incident Leadership",
        description:
          "Coordinating people during an outage and running blameless reviews that change how the team works.",
        reviewBehaviour:
          "During an incident, sets clear roles (lead, comms, fixers) and a steady update rhythm, then runs a blameless review whose follow-ups actually get done.",
      },
    ],
  },
];
