/**
 * Practical guidance per skill (by the skill's stable key) that the rule-based generator turns into
 * tips, challenges and exercises. Written for engineers moving into leadership.
 */
export interface SkillGuidance {
  tipTitle: string;
  tip: string;
  challengeTitle: string;
  challenge: string;
  exercise: string;
}

export const skillGuidance: Record<string, SkillGuidance> = {
  "active-listening": {
    tipTitle: "Ask one more question before you answer",
    tip: "In your next 1:1 or design review, when someone finishes describing a problem, ask 'What have you already tried?' before offering any fix. Count how often the answer changes what you were about to say.",
    challengeTitle: "Summarise before you respond",
    challenge:
      "For one week, in every 1:1, paraphrase the other person's main concern in one sentence and check you got it right before you give your view. Note each time your summary was corrected.",
    exercise:
      "Pick one conversation today and write down afterwards the concern behind the words, not just the request.",
  },
  "technical-translation": {
    tipTitle: "Lead with the decision you need",
    tip: "Start your next message to a non-engineer with the decision or ask in one sentence (BLUF), then give at most three reasons in business terms: cost, risk and time.",
    challengeTitle: "Translate one trade-off for an executive",
    challenge:
      "Take a current technical trade-off (tech debt, a migration, a vendor choice) and write a five-line summary for a director: the options, their cost and risk, and your recommendation. Ask a non-technical colleague what they would decide from it.",
    exercise:
      "Rewrite the last technical update you sent so that someone outside engineering could act on it without a follow-up question.",
  },
  "feedback-delivery": {
    tipTitle: "Use Situation-Behaviour-Impact",
    tip: "Give one piece of specific feedback today using SBI: the situation, the observable behaviour, and its impact on the team or the code. Keep it to three sentences.",
    challengeTitle: "Give three pieces of SBI feedback",
    challenge:
      "This week give three people specific feedback with Situation-Behaviour-Impact: at least one positive, at least one on behaviour rather than code. Ask one person for feedback on you in return.",
    exercise:
      "Review a pull request today and turn each 'nit' into a comment that explains the why, so the author learns the principle.",
  },
  "written-communication": {
    tipTitle: "Write for the skimmer",
    tip: "Put the conclusion in the first line of your next status update, use at most five bullets, and bold the one thing you need from the reader.",
    challengeTitle: "Ship a five-line status update",
    challenge:
      "Send this week's status as five lines: outcome, progress, risks, decisions needed, next steps. Ask one reader what they would have missed in the longer version.",
    exercise:
      "Take a design doc or incident summary you wrote and cut it by a third without losing a decision or a risk.",
  },
  "executive-presence": {
    tipTitle: "Bad news first, with a plan",
    tip: "When you report a problem upward today, open with the impact and your proposed next step in two sentences, then stop and let them ask.",
    challengeTitle: "Rehearse a two-minute briefing",
    challenge:
      "Before your next meeting with senior leaders, rehearse a two-minute briefing out loud: the headline, the numbers that matter, your recommendation. Afterwards note which questions you did not anticipate.",
    exercise:
      "Prepare a one-minute answer to 'Where are we and what do you need from me?' for your current project.",
  },
  delegation: {
    tipTitle: "Hand over an outcome, not a task",
    tip: "Delegate one piece of work today by describing the result you need and the constraints, not the steps, and agree when you will check in instead of checking constantly.",
    challengeTitle: "Delegate something you would normally do yourself",
    challenge:
      "Pick one task you usually keep because 'it's faster if I do it'. Hand it over with the outcome, the deadline and the decision rights, agree two check-ins, and resist taking it back.",
    exercise:
      "List the work you did last week that someone on your team could have owned, and choose one item to hand over with clear decision rights.",
  },
  "vision-setting": {
    tipTitle: "Say where the team is going, and why",
    tip: "In today's stand-up or team channel, connect one piece of current work to the goal it serves in a single sentence.",
    challengeTitle: "Write the team's one-paragraph direction",
    challenge:
      "Write one paragraph on where your team should be in six months and why it matters to users. Share it with two teammates and ask what they would decide differently because of it.",
    exercise:
      "Ask three teammates what they think the team's top priority is this quarter, and compare their answers with yours.",
  },
  influence: {
    tipTitle: "Start from their incentives",
    tip: "Before your next cross-team request, write down what the other team is measured on and frame your ask in those terms.",
    challengeTitle: "Make an ask another team can say yes to",
    challenge:
      "Pick a dependency on another team. Meet their lead, learn their priorities, and come back with a proposal that costs them little and helps one of their goals.",
    exercise:
      "Map the stakeholders of your current project: who decides, who influences, who is affected, and what each one needs.",
  },
  "self-awareness": {
    tipTitle: "Name your trigger",
    tip: "At the end of today, write down one moment you felt irritated or defensive at work, what triggered it and how it showed in your behaviour.",
    challengeTitle: "Keep a five-minute leadership journal",
    challenge:
      "Each working day this week, spend five minutes noting one decision, how you felt, and how others reacted. On Friday look for the pattern.",
    exercise:
      "Ask a trusted peer: 'What is one thing I do that makes me harder to work with?' and just listen.",
  },
  "self-regulation": {
    tipTitle: "Pause before you reply",
    tip: "When a message or incident raises your pulse today, wait ninety seconds and take three slow breaths before you respond.",
    challengeTitle: "Plan your response to pressure",
    challenge:
      "Write down your three most common pressure situations (an outage, a slipped deadline, a heated thread) and, for each, the first thing you will say and do. Use the plan at least once this week.",
    exercise: "Rewrite a tense message you sent recently as you would want to have sent it.",
  },
  empathy: {
    tipTitle: "Ask what they need, not just what they want",
    tip: "In one conversation today, ask 'What would make this easier for you?' and reflect back what you hear before offering anything.",
    challengeTitle: "Understand one teammate's week",
    challenge:
      "Schedule a 1:1 focused only on how a teammate is doing: their workload, what frustrates them, what energises them. Take one concrete action based on what you learn.",
    exercise:
      "Before your next meeting, write down what each attendee is likely worried about and check it afterwards.",
  },
  "conflict-resolution": {
    tipTitle: "Separate positions from interests",
    tip: "In the next disagreement you see, ask each side 'What are you trying to protect?' before discussing solutions.",
    challengeTitle: "Resolve one open disagreement",
    challenge:
      "Pick a simmering disagreement (a code review standoff, a scope dispute). Meet the people involved, write down each side's interests, and agree a decision and an owner.",
    exercise: "Recall a recent conflict and write down what each side needed, not what each side said.",
  },
  "decision-making": {
    tipTitle: "Decide reversible calls fast",
    tip: "Sort one decision on your plate today: if it is reversible, make it now with what you know and note what would change your mind.",
    challengeTitle: "Write one decision record",
    challenge:
      "For a decision you are making this week, write a short decision record: context, options, the choice, and what would make you revisit it. Share it with the team.",
    exercise: "Set a deadline and a 'good enough' bar for a decision you have been postponing.",
  },
  prioritization: {
    tipTitle: "Say no with data",
    tip: "When a new request arrives today, answer with what it would displace and ask the requester to choose.",
    challengeTitle: "Cut the list to three",
    challenge:
      "List everything your team is working on, rank it by impact and effort, and agree with your manager on the three things that matter most this week. Move one item explicitly to 'not now'.",
    exercise:
      "Look at your calendar for the next week and cancel or delegate one meeting that does not serve your top priority.",
  },
  "systems-thinking": {
    tipTitle: "Ask 'what made this likely?'",
    tip: "When you see a recurring problem today, ask what in the process, incentives or architecture makes it likely to happen again.",
    challengeTitle: "Map one recurring problem",
    challenge:
      "Pick a problem that keeps coming back (flaky deploys, late hand-offs). Draw the loop that causes it, identify one lever outside the immediate symptom, and propose a change.",
    exercise:
      "Trace one recent bug back through three 'why' questions to a cause in the process, not a person.",
  },
  "incident-leadership": {
    tipTitle: "Separate coordinating from fixing",
    tip: "At the next incident, name an incident lead who coordinates and communicates while others debug; make the role explicit in the channel.",
    challengeTitle: "Run a blameless review",
    challenge:
      "Facilitate a blameless review for a recent incident: a timeline, what made sense to people at the time, and two action items that change the system rather than blame a person.",
    exercise: "Write a status-update template for incidents: impact, current theory, next update time.",
  },
};

/** Guidance for a skill without an entry: built from its name and description. */
export function guidanceFor(skill: { key: string; name: string; description: string }): SkillGuidance {
  return (
    skillGuidance[skill.key] ?? {
      tipTitle: `Practise ${skill.name} once today`,
      tip: `Find one moment today to practise ${skill.name.toLowerCase()}: ${skill.description}`,
      challengeTitle: `A week of ${skill.name}`,
      challenge: `Each day this week, practise ${skill.name.toLowerCase()} in a real situation and write one line about what happened.`,
      exercise: `Pick one situation this week to practise ${skill.name.toLowerCase()} deliberately.`,
    }
  );
}
