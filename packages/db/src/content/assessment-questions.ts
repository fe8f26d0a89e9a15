/**
 * The self-assessment question bank: 70 first-person statements, each tied to one skill of
 * skill-catalog.ts. Ids are stable ("q1".."q70") and grouped by category in catalog order:
 * communication q1-q17, leadership-presence q18-q35, emotional-intelligence q36-q52,
 * problem-solving q53-q70. Every question is answered on the same 1..5 frequency scale,
 * where 5 means the behaviour is shown most consistently.
 */
export interface AssessmentOptionSeed {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
}

export interface AssessmentQuestionSeed {
  /** "q1".."q70" */
  id: string;
  /** A category key from skill-catalog.ts. */
  categoryKey: string;
  /** A skill key of that category. */
  skillKey: string;
  text: string;
  /** Exactly 5, values 1..5 in order. */
  options: AssessmentOptionSeed[];
}

const frequencyOptions: AssessmentOptionSeed[] = [
  { value: 1, label: "Rarely or never" },
  { value: 2, label: "Occasionally" },
  { value: 3, label: "Sometimes" },
  { value: 4, label: "Usually" },
  { value: 5, label: "Almost always" },
];

export const assessmentQuestions: AssessmentQuestionSeed[] = [
  // ── Communication (q1-q17) ─────────────────────────────────────────────────────────────────────
  // Active listening
  {
    id: "q1",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: "In 1:1s, I let an engineer finish describing a problem before I suggest a fix, and I ask what they have already tried.",
    options: frequencyOptions,
  },
  {
    id: "q2",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: "When someone raises a concern in a design review, I paraphrase it back and check I have understood it before I respond.",
    options: frequencyOptions,
  },
  {
    id: "q3",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: "On an incident bridge, I hear out the on-call engineer's full update before offering my own theories, and I ask one clarifying question at a time.",
    options: frequencyOptions,
  },
  {
    id: "q4",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: "When a product manager pushes back on an estimate, I ask which deadline or customer promise sits behind the request before I defend the number.",
    options: frequencyOptions,
  },
  {
    id: "q5",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: 'When a senior engineer warns that a migration "will be painful", I ask which parts and why before I reassure them or change the plan.',
    options: frequencyOptions,
  },
  // Explaining technical ideas
  {
    id: "q6",
    categoryKey: "communication",
    skillKey: "technical-translation",
    text: "When presenting a database migration plan to executives, I lead with business risk, cost and timeline, and keep architecture detail for questions.",
    options: frequencyOptions,
  },
  {
    id: "q7",
    categoryKey: "communication",
    skillKey: "technical-translation",
    text: "I explain technical debt to product partners in terms they already care about, such as slower delivery or customer-facing bugs, not code quality.",
    options: frequencyOptions,
  },
  {
    id: "q8",
    categoryKey: "communication",
    skillKey: "technical-translation",
    text: "When a non-technical stakeholder asks why a feature is taking so long, I answer with a concrete example or analogy instead of jargon.",
    options: frequencyOptions,
  },
  {
    id: "q9",
    categoryKey: "communication",
    skillKey: "technical-translation",
    text: "Before a call with a customer affected by an outage, I prepare a plain-language account of what broke, who was affected and what we are changing.",
    options: frequencyOptions,
  },
  // Giving and receiving feedback
  {
    id: "q10",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    text: "When an engineer's code-review comments are discouraging others, I raise it with them privately within days, citing specific comments and their effect.",
    options: frequencyOptions,
  },
  {
    id: "q11",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    text: "When my own design is criticised in a review, I ask questions to understand the objection before I defend my choices.",
    options: frequencyOptions,
  },
  {
    id: "q12",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    text: 'My praise names the specific decision or piece of work, such as a careful rollback plan or a clear PR description, rather than a generic "great job".',
    options: frequencyOptions,
  },
  {
    id: "q13",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    text: "I ask the people I lead what I should stop or change as their lead, and act visibly on at least part of what they tell me.",
    options: frequencyOptions,
  },
  // Written communication
  {
    id: "q14",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "My design docs open with the problem, the proposed approach and the decision I need, so reviewers know within a minute what is being asked.",
    options: frequencyOptions,
  },
  {
    id: "q15",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "My weekly status updates lead with risks, blockers and asks in a few bullet points, rather than listing everything the team did.",
    options: frequencyOptions,
  },
  {
    id: "q16",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "Soon after an incident, I publish a summary of impact, timeline, cause and follow-ups that someone outside the team can follow.",
    options: frequencyOptions,
  },
  {
    id: "q17",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "Before posting a long message about a contentious decision, I put the conclusion in the first line and cut anything that reads as blame.",
    options: frequencyOptions,
  },

  // ── Leadership Presence (q18-q35) ──────────────────────────────────────────────────────────────
  // Executive presence
  {
    id: "q18",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    text: "When I must tell a VP that a launch will slip, I give the new date, the reason and my recovery plan in the first two minutes, without over-apologising.",
    options: frequencyOptions,
  },
  {
    id: "q19",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    text: "When an executive asks something I cannot answer in a review, I say so plainly and commit to a follow-up time rather than guessing.",
    options: frequencyOptions,
  },
  {
    id: "q20",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    text: "Before presenting to senior leaders, I prepare a one-sentence recommendation I could still make well if my slot were cut to five minutes.",
    options: frequencyOptions,
  },
  {
    id: "q21",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    text: "When a director challenges my team's estimate in front of others, I stay calm and walk through our assumptions instead of caving or getting defensive.",
    options: frequencyOptions,
  },
  {
    id: "q22",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    text: "In leadership meetings, I state a clear point of view early, even when I am the most junior or the only technical person in the room.",
    options: frequencyOptions,
  },
  // Delegation and empowerment
  {
    id: "q23",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    text: "When I delegate a critical project to a senior engineer, I agree on the outcome, constraints and check-in points, then let them choose the approach.",
    options: frequencyOptions,
  },
  {
    id: "q24",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    text: "When delegated work moves slower than I would have done it myself, I coach through questions instead of taking the work back.",
    options: frequencyOptions,
  },
  {
    id: "q25",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    text: "I give stretch work, such as running a design review or owning a stakeholder relationship, to people on my team even when I could do it faster.",
    options: frequencyOptions,
  },
  {
    id: "q26",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    text: "After handing over a project, I make the new owner visible to stakeholders so that questions and credit go to them rather than to me.",
    options: frequencyOptions,
  },
  {
    id: "q27",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    text: "When I notice I have become a bottleneck on code reviews or approvals, I hand over the decision rights, not just the tasks.",
    options: frequencyOptions,
  },
  // Setting direction
  {
    id: "q28",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "I can say in two or three sentences where my team should be in six months and why, and my engineers would describe it the same way.",
    options: frequencyOptions,
  },
  {
    id: "q29",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "When the team debates a technical choice, I tie it back to our goals and principles so they can make similar calls without me next time.",
    options: frequencyOptions,
  },
  {
    id: "q30",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "After a re-org or strategy change, I tell my team what changes for their work, what stays the same and what is still unknown.",
    options: frequencyOptions,
  },
  {
    id: "q31",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "When planning a quarter, I link each major project to a customer or business outcome the team understands, not just to a list of tickets.",
    options: frequencyOptions,
  },
  // Influence without authority
  {
    id: "q32",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    text: "Before a cross-team architecture decision meeting, I talk one-on-one with key peers to understand their constraints and build support.",
    options: frequencyOptions,
  },
  {
    id: "q33",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    text: "When I need another team to change their API for my project, I frame the request around what they gain and offer my team's help with the work.",
    options: frequencyOptions,
  },
  {
    id: "q34",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    text: "When a peer team's priorities block mine, I look for a shared goal or escalate jointly with their lead rather than going over their heads.",
    options: frequencyOptions,
  },
  {
    id: "q35",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    text: "I build relationships with product, design and operations counterparts through regular check-ins, before I need something from them.",
    options: frequencyOptions,
  },

  // ── Emotional Intelligence (q36-q52) ───────────────────────────────────────────────────────────
  // Self-awareness
  {
    id: "q36",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    text: "I can name the situations that make me defensive, such as my code being questioned, and I notice when one of them is happening.",
    options: frequencyOptions,
  },
  {
    id: "q37",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    text: "When I am stressed before a deadline, I notice how it shows in my tone in stand-ups and chat, and I adjust it.",
    options: frequencyOptions,
  },
  {
    id: "q38",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    text: "I ask peers or my manager for specific feedback on my blind spots as a leader, beyond what comes up in performance reviews.",
    options: frequencyOptions,
  },
  {
    id: "q39",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    text: "After a tense meeting, I reflect on my own part in how it went before I conclude what others did wrong.",
    options: frequencyOptions,
  },
  {
    id: "q40",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    text: "I recognise when I am pulling myself back into hands-on coding to avoid harder leadership work, and I name it to myself.",
    options: frequencyOptions,
  },
  // Composure under pressure
  {
    id: "q41",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "When I am paged at 3 a.m. for a major outage, I take a moment to steady myself before joining the call, so my first words set a calm tone.",
    options: frequencyOptions,
  },
  {
    id: "q42",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "When a comment on my design doc feels unfair, I wait before replying rather than firing back straight away.",
    options: frequencyOptions,
  },
  {
    id: "q43",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "When an executive presses me for an ETA during an incident, I give an honest update without passing the pressure on to the engineers fixing it.",
    options: frequencyOptions,
  },
  {
    id: "q44",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "When a deadline slips because of someone's mistake, I keep my frustration out of the team channel and raise it with them calmly and privately.",
    options: frequencyOptions,
  },
  // Empathy
  {
    id: "q45",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "When a usually reliable engineer starts missing deadlines, I ask how they are doing before I discuss the missed work.",
    options: frequencyOptions,
  },
  {
    id: "q46",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "After a re-org is announced, I check in one-on-one with people whose team or manager changed to understand their specific worries.",
    options: frequencyOptions,
  },
  {
    id: "q47",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "When a stakeholder is angry about a delayed feature, I acknowledge the pressure they are under before I explain our constraints.",
    options: frequencyOptions,
  },
  {
    id: "q48",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "Before changing the on-call rotation, I find out how it affects people's sleep, caregiving and other commitments, not just coverage.",
    options: frequencyOptions,
  },
  // Conflict resolution
  {
    id: "q49",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "When two senior engineers deadlock on a technical approach, I get them to agree on decision criteria first, then weigh the options against them.",
    options: frequencyOptions,
  },
  {
    id: "q50",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "When a pull-request thread turns into a heated back-and-forth, I step in early, move it to a call and help both sides name what they are optimising for.",
    options: frequencyOptions,
  },
  {
    id: "q51",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "When product and engineering disagree on scope, I bring both sides into the same conversation rather than relaying messages between them.",
    options: frequencyOptions,
  },
  {
    id: "q52",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "Once a disagreement is settled, I check that everyone can commit to the decision, and I follow up with anyone who still seems unhappy.",
    options: frequencyOptions,
  },

  // ── Problem Solving (q53-q70) ──────────────────────────────────────────────────────────────────
  // Decision-making under ambiguity
  {
    id: "q53",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "Before a decision, I ask how easily it could be reversed: reversible calls I make quickly, irreversible ones I slow down and seek more input on.",
    options: frequencyOptions,
  },
  {
    id: "q54",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "When data is incomplete, I decide with what I have, state my assumptions and set a date to revisit, rather than waiting for certainty.",
    options: frequencyOptions,
  },
  {
    id: "q55",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "I record significant technical decisions in a short decision record listing the options considered and why we chose one.",
    options: frequencyOptions,
  },
  {
    id: "q56",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "When choosing whether to build or buy a platform component, I compare total cost, risk and team capacity, not just technical elegance.",
    options: frequencyOptions,
  },
  {
    id: "q57",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "When a team discussion goes in circles, I set a decision deadline, name who decides, and make the call myself if consensus does not arrive.",
    options: frequencyOptions,
  },
  // Prioritisation
  {
    id: "q58",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "When a stakeholder asks for an urgent feature mid-sprint, I show what it would displace and let them choose, rather than silently absorbing it.",
    options: frequencyOptions,
  },
  {
    id: "q59",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "I say no to requests that do not fit my team's goals, explaining why and, where I can, pointing to an alternative.",
    options: frequencyOptions,
  },
  {
    id: "q60",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "When everything is labelled P0, I force-rank the list with my manager or product partner by impact and effort, and share the result with the team.",
    options: frequencyOptions,
  },
  {
    id: "q61",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "I protect my engineers' focus time by batching meetings and routing ad-hoc requests through me or a rotating triage person.",
    options: frequencyOptions,
  },
  {
    id: "q62",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "I reserve explicit capacity for reliability and tech-debt work, and defend it with data on incidents or delivery speed when it is challenged.",
    options: frequencyOptions,
  },
  // Systems thinking
  {
    id: "q63",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    text: "When the same kind of bug keeps recurring, I look for the process, ownership or architecture gap behind it instead of fixing each instance.",
    options: frequencyOptions,
  },
  {
    id: "q64",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    text: "Before introducing a team metric, such as tickets closed, I consider how it could shift incentives and discourage the work that matters most.",
    options: frequencyOptions,
  },
  {
    id: "q65",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    text: "When one team is constantly blocked on another, I examine how ownership boundaries and architecture create the dependency, not just who was late.",
    options: frequencyOptions,
  },
  {
    id: "q66",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    text: "Before committing to a fix, I think through its knock-on effects on other teams, on-call load and future maintenance.",
    options: frequencyOptions,
  },
  // Incident leadership
  {
    id: "q67",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    text: "During a production incident, I make sure one person is incident commander and that roles such as communications and investigation are assigned.",
    options: frequencyOptions,
  },
  {
    id: "q68",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    text: 'During an outage, I send stakeholder updates at a regular, announced interval, even when the update is "no change yet".',
    options: frequencyOptions,
  },
  {
    id: "q69",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    text: "In a postmortem, I keep the discussion on how the system allowed the failure, and redirect it when people start blaming an individual.",
    options: frequencyOptions,
  },
  {
    id: "q70",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    text: "I make sure postmortem action items have owners and due dates, and I check they get done rather than letting them drift.",
    options: frequencyOptions,
  },
];
