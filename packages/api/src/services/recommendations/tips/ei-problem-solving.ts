import type { SkillTip } from "./tip";

/** Daily tips by skill key. */
export const eiProblemSolvingTips: Record<string, SkillTip[]> = {
  "self-awareness": [
    {
      title: "Reread your last heated pull-request thread",
      text: "Open the last PR thread where you pushed back hard and reread only your own comments. Mark each one that defends you rather than the code. The pattern you find is a trigger; Goleman's self-awareness starts with naming it. Write it down in one line.",
    },
    {
      title: "Name today's trigger",
      text: "At the end of today, write down one moment you felt irritated or defensive: a review comment, a page, a meeting. Note what set it off and how it showed in your tone. A trigger you can name is one you can catch next time, the first step in Goleman's model.",
    },
    {
      title: "Ask one engineer for a start, stop, continue",
      text: "Message one engineer you work with closely: 'What is one thing I should start, stop or continue in design reviews?' Thank them, do not explain yourself, and write the answer down. Radical Candor (Kim Scott) says leaders ask for criticism first and show they can take it.",
    },
    {
      title: "Check last week for avoidance",
      text: "Look at last week's calendar and commits. Mark the hours you spent coding or in comfortable meetings while a harder conversation or an overdue doc waited. Fournier's The Manager's Path warns that code is the new manager's hiding place. Pick the one item you will do first tomorrow.",
    },
    {
      title: "Own one small mistake out loud",
      text: "Pick a mistake of yours from this sprint, such as a rushed review or a missed estimate, and name it plainly in the retro or team channel, with what you would do differently. Amy Edmondson counts acknowledging your own fallibility among a leader's first steps to psychological safety.",
    },
    {
      title: "Rate your mood before stand-up",
      text: "Before today's stand-up, rate your stress from 1 to 5 in a note. Afterwards, jot down whether anyone got a shorter answer from you than usual. Goleman's Primal Leadership describes how a leader's mood spreads fastest through a team; a week of notes shows you how yours does.",
    },
  ],
  "self-regulation": [
    {
      title: "Wait ninety seconds before you reply",
      text: "When a page, review comment or Slack message raises your pulse today, wait ninety seconds before replying, roughly how long the first surge of an emotion lasts (Jill Bolte Taylor's 90-second rule). Use the time to reread the message once, looking for its most charitable reading.",
    },
    {
      title: "Script your first line for the next page",
      text: "Write the first message you will post when you join the next incident, for example 'Here, reading up. What have we ruled out?', and pin it in your notes. Incident command training scripts the opening so that adrenaline does not choose your words at 3 a.m.",
    },
    {
      title: "Draft the angry reply, send it tomorrow",
      text: "If a thread or email annoys you today, write your full reply in a draft, not in the reply box. Reread it tomorrow morning, cut every sentence about the other person, and send what is left. This is Lincoln's unsent 'hot letter', applied to pull-request comments.",
    },
    {
      title: "Label the feeling before a tough meeting",
      text: "Before a meeting you are dreading, such as a slipped-date review, write one sentence naming what you feel: 'anxious the CTO will ask for a date'. Matthew Lieberman's affect-labelling studies found that putting a feeling into words reduces its intensity. It takes ten seconds.",
    },
    {
      title: "Keep executive pressure off the bridge",
      text: "Next time a senior leader asks for an ETA during an incident, answer them in a separate channel and pass only the facts the engineers need onto the bridge. In incident command the commander is the shield: pressure stops there instead of landing on the people debugging.",
    },
    {
      title: "Take a reset before your next 1:1",
      text: "After a stressful call today, take five minutes away from the keyboard before your next 1:1: a walk, water, and a line noting what is still bothering you. A 2023 Stanford study found five minutes of cyclic sighing (two inhales, one long exhale) lifted mood more than meditation. Then start with their agenda.",
    },
  ],
  empathy: [
    {
      title: "Ask what they need, not just what they want",
      text: "In one conversation today, ask 'What would make this easier for you?' and reflect back what you hear before offering anything. Carl Rogers' reflective listening: the reflection shows you heard, and the need often turns out smaller than the original request.",
    },
    {
      title: "Check on the quietest person in the retro",
      text: "Look at your last two retro boards and find who contributed least. Send them a private message today asking how the sprint felt to them. Google's Project Aristotle found psychological safety the strongest predictor of team effectiveness, and silence is often its first casualty.",
    },
    {
      title: "Read the on-call rota as a person",
      text: "Open your team's on-call schedule and, for each shift, guess what it collides with: school runs, time zones, a partner's nights. Check one guess with the person today. The Google SRE book asks for on-call load people can sustain, and only they know what that means.",
    },
    {
      title: "Write down each attendee's worry",
      text: "Before your next cross-team meeting, write one line per attendee on what they are likely worried about: a deadline, their headcount, their boss's question. Afterwards, check how many you got right. This is perspective-taking, the cognitive half of empathy in Goleman's model.",
    },
    {
      title: "Acknowledge before you explain",
      text: "The next time a stakeholder is upset about a delay, make your first sentence about their situation ('you heard it from the customer, not us') and explain the constraint only in the second. Nonviolent Communication puts observation and feeling before request for this reason.",
    },
    {
      title: "Ask about load, not just status",
      text: "In your next 1:1, after the status update, ask 'From 1 to 10, how sustainable is your load right now?' and follow up with 'What would move it one point?'. It is a concrete version of the workload check in Christina Maslach's six areas of worklife behind burnout.",
    },
  ],
  "conflict-resolution": [
    {
      title: "Separate positions from interests",
      text: "In the next disagreement you see, ask each side 'What are you trying to protect?' before discussing solutions. Fisher and Ury's Getting to Yes: positions such as Kafka versus Postgres deadlock, while interests such as ops load or a delivery date usually overlap.",
    },
    {
      title: "Move one long PR thread to a call",
      text: "Find a pull-request thread on your team with more than fifteen comments between two people. Offer both a twenty-minute call today, then post the outcome on the PR. Google's code review guide recommends a face-to-face conversation when comments start going back and forth.",
    },
    {
      title: "Agree criteria before options",
      text: "For a design debate you are part of, write three to five decision criteria (latency, ops cost, time to ship) and ask both sides to weight them before anyone argues for an option. Kepner-Tregoe decision analysis turns a contest between people into a comparison against shared goals.",
    },
    {
      title: "Restate their view until they agree",
      text: "In your next disagreement, before making your case, restate the other person's position until they say 'yes, exactly'. This is Rapoport's first rule, popularised by Daniel Dennett; it lowers the heat and often shows you disagree on less than you thought.",
    },
    {
      title: "Follow up with whoever lost the argument",
      text: "Think of the last technical decision that went against someone's strong view. Message them today to ask how it is going and what would help them commit. Disagree-and-commit only works when the person who disagreed was heard and still has a stake in the outcome.",
    },
    {
      title: "Record the losing option fairly",
      text: "For a contested decision this week, write an ADR and, next to Nygard's context, decision and consequences, describe the option that lost in words its champion would accept. Seeing their argument written fairly makes committing to the outcome much easier.",
    },
  ],
  "decision-making": [
    {
      title: "Make one two-way-door call now",
      text: "Sort the decisions on your plate into one-way and two-way doors, from Bezos's 2015 shareholder letter. Make one two-way-door decision now with what you know, and write down the signal that would make you reverse it. Save your deliberation for the doors that lock.",
    },
    {
      title: "Write one ADR for a Slack-only decision",
      text: "Pick a technical decision from this month that lives only in Slack and write a one-page ADR in Michael Nygard's format: context, decision, consequences. Link it from the repository, so the next engineer who asks 'why did we do this?' finds an answer.",
    },
    {
      title: "Name the decider and the date",
      text: "Find one discussion on your team that has gone around more than twice. Post in the thread who decides and by when, using DACI roles (Driver, Approver, Contributors, Informed). Naming the Approver ends most loops faster than another round of debate.",
    },
    {
      title: "Run a ten-minute pre-mortem",
      text: "Before your next commitment, such as a launch date or migration plan, ask the team: 'It is three months from now and this failed. Why?' Give everyone two minutes to write reasons silently. Gary Klein's pre-mortem surfaces risks people hesitate to raise about a plan everyone likes.",
    },
    {
      title: "Give a range and the unknown behind it",
      text: "The next time someone asks for an estimate, answer with a range, the one unknown that drives it, and the date you will narrow it. Steve McConnell's cone of uncertainty shows early estimates can honestly be off by a factor of four either way.",
    },
  ],
  prioritization: [
    {
      title: "Answer a new request with its trade-off",
      text: "When a new request arrives today, reply with what it would displace, for example 'this moves the cutover by three days', and ask the requester to choose. Making the trade-off visible is the core of cost-of-delay thinking and turns a no into a shared decision.",
    },
    {
      title: "Count your team's P0s",
      text: "List everything your team currently calls P0 or urgent. If there are more than three, force-rank them and show the list to your manager or product partner today. Kanban's work-in-progress limits rest on one idea: finishing work beats starting more of it.",
    },
    {
      title: "Score one request with RICE",
      text: "Take the newest request in your backlog and score it with RICE: reach, impact, confidence, effort. Do the same for your current top item. If the new one scores lower, you have your answer and a reason to give. Intercom built RICE for exactly this argument.",
    },
    {
      title: "Create one focus block for someone",
      text: "Look at each engineer's calendar for next week and find who has no three-hour block free of meetings. Move or drop one meeting to create it. Paul Graham's essay 'Maker's Schedule, Manager's Schedule' explains why a single meeting can cost an engineer an afternoon.",
    },
    {
      title: "Put a number on one piece of tech debt",
      text: "Pick the tech debt your team complains about most and estimate what it cost last sprint in hours: flaky reruns, manual deploys, slow builds. Put the number next to the roadmap item it competes with. Ward Cunningham's debt metaphor only persuades when you can name the interest.",
    },
    {
      title: "Count today's interruptions",
      text: "Count today's ad-hoc requests in your team's help channel. If there are more than a handful, propose a weekly rotating triage person. The Google SRE book's chapter on interrupts recommends concentrating them on one person so everyone else gets a quiet week.",
    },
  ],
  "systems-thinking": [
    {
      title: "Ask what made this likely",
      text: "When you see a recurring problem today, ask what in the process, incentives or architecture makes it likely to happen again. Donella Meadows' leverage points: a system's rules and information flows move it far more than tweaking its numbers or patching single events.",
    },
    {
      title: "Read five postmortems side by side",
      text: "Open your team's last five postmortems together and list their contributing factors. Circle any that appear twice: a repeated factor is a property of the system, not bad luck. Sidney Dekker's 'new view' of human error looks for exactly these conditions.",
    },
    {
      title: "Check one team metric for Goodhart",
      text: "Pick one metric your team reports, such as tickets closed or story points, and write down how someone could raise it without helping users. Goodhart's law: when a measure becomes a target, it stops measuring. If it is easy to game, pair it with a counter-metric.",
    },
    {
      title: "Sketch the dependency that blocked you",
      text: "Take the cross-team dependency that blocked you most recently and sketch who waits on whom, and why. Then ask whether the boundary itself is wrong. Team Topologies reads frequent hand-offs between teams as a sign that ownership lines sit in the wrong place.",
    },
    {
      title: "Trace one bug through three whys",
      text: "Take a bug fixed this week and ask 'why?' three times, stopping at a cause in process, tooling or design rather than a person. Toyota's five whys work because most teams stop at the first answer, which is usually just the test that was missing.",
    },
    {
      title: "Ask who gets paged by your change",
      text: "Before merging a fix today, ask who gets paged if it fails at 3 a.m. and what else reads the data it touches. Write the answers in the PR description. It is a five-minute production readiness review, borrowed from Google SRE, for changes too small for a full one.",
    },
  ],
  "incident-leadership": [
    {
      title: "Separate coordinating from fixing",
      text: "At the next incident, name an incident lead who coordinates and communicates while others debug, and make the role explicit in the channel. The Incident Command System, adopted by PagerDuty and Google SRE, exists because the best debugger cannot also run the room.",
    },
    {
      title: "Write a four-line update template",
      text: "Write an incident update template today: impact, what we know, what we are trying, time of the next update. Pin it in the incident channel. PagerDuty's incident response guide treats a steady update rhythm as a role with an owner, not a courtesy.",
    },
    {
      title: "Audit last quarter's postmortem actions",
      text: "Open last quarter's postmortems and count action items done versus open. Check each open one has an owner and a date, and take the top three to your next planning meeting. The Google SRE book's postmortem chapter warns that unfinished actions are how the same outage returns.",
    },
    {
      title: "Rehearse the first five minutes",
      text: "Pick a past incident and run a fifteen-minute tabletop with two teammates: who is commander, who talks to Support, what the first status update says. Google SRE's 'Wheel of Misfortune' drills make the roles automatic before the next real 3 a.m. page.",
    },
    {
      title: "Replace one 'who' with a 'how'",
      text: "Reread your last postmortem and find any sentence that names a person as the cause. Rewrite it to describe what the system let happen, such as 'the script defaulted to production'. John Allspaw, writing on blameless postmortems at Etsy, argued that blame makes the next report quieter.",
    },
    {
      title: "Test your severity levels",
      text: "Read your team's severity definitions and ask whether an engineer woken at 3 a.m. could pick the right level in under a minute. If not, rewrite one level with a concrete example. Atlassian's incident handbook shows how clear severities decide who gets paged and when.",
    },
  ],
};
