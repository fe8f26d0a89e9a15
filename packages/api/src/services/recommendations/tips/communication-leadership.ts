import type { SkillTip } from "./tip";

/**
 * Daily tips by skill key for the Communication and Leadership Presence categories: one small thing to do
 * today, tied to a named practice, rotated so a user sees a different one each day.
 */
export const communicationLeadershipTips: Record<string, SkillTip[]> = {
  "active-listening": [
    {
      title: "Ask one more question before you answer",
      text: "In your next 1:1 or design review, when someone finishes describing a problem, ask 'What have you already tried?' before offering a fix. Count how often the answer changes what you were about to say. It is the Reality step of GROW coaching: understand where they are before options.",
    },
    {
      title: "Restate the objection you liked least",
      text: "Open the last design doc you reviewed and find the comment you disagreed with most. Write one sentence stating it so well its author would sign it, then reply to that version. This is the first of Rapoport's rules for criticism, and it often shows the disagreement is smaller than it looked.",
    },
    {
      title: "Wait five seconds after your next question",
      text: "In today's 1:1, after you ask a question, count to five before you speak again, even when the pause feels long. Mary Budd Rowe's wait-time research found that pauses of three seconds or more draw longer, more considered answers. Engineers often give the real one on the second try.",
    },
    {
      title: "Ask 'And what else?' once today",
      text: "When someone brings you a problem today, after their first answer ask 'And what else?' once or twice before you respond. Michael Bungay Stanier calls it the best coaching question in The Coaching Habit: the first thing people say about a flaky deploy or a stuck project is rarely the whole story.",
    },
    {
      title: "Write down their words, not your summary",
      text: "In your next incident debrief or 1:1, note the other person's key phrases verbatim, then reflect one back: 'You said the billing code feels unsafe to touch; what makes it unsafe?' Reflecting exact words is the core of Carl Rogers' active listening, and it shows you heard them, not your paraphrase.",
    },
    {
      title: "Ask what the deadline pushback protects",
      text: "The next time a product manager pushes on your estimate, ask 'What happens on that date?' before defending the number. Getting to Yes separates the position (three weeks) from the interest behind it (a renewal, a demo, a contract), and the interest often has a cheaper answer than the whole feature.",
    },
  ],
  "technical-translation": [
    {
      title: "Lead with the decision you need",
      text: "Start your next message to a non-engineer with the decision or ask in one sentence (BLUF, bottom line up front), then give at most three reasons in terms of cost, risk and time. Move anything about the architecture into a details section they can safely skip.",
    },
    {
      title: "Retitle one roadmap ticket as an outcome",
      text: "Pick a technical item on this quarter's roadmap, such as 'Upgrade Kafka client', and rewrite its title as the change a product manager would notice: 'Stop the weekly consumer stalls that delay order emails'. Joshua Seiden's Outcomes over Output: stakeholders fund changes in behaviour, not components.",
    },
    {
      title: "Put one number on your worst tech debt",
      text: "Choose the piece of technical debt you complain about most and give it one number today: hours lost per sprint, incidents per quarter or days added to lead time. Ward Cunningham's debt metaphor only persuades a product partner when the interest payments are measured, not described.",
    },
    {
      title: "Test one explanation with a teach-back",
      text: "Before your next stakeholder update, explain the riskiest item in two sentences to someone outside engineering, then ask them to say back what they would decide. If they cannot, rewrite it. This is the teach-back method from clinical communication, applied to a migration or an outage.",
    },
    {
      title: "Swap each acronym for its consequence",
      text: "Reread the last status update you sent to product or sales and circle every acronym and component name: p99, CDC, shard. Replace each with what it means for users or dates, such as 'checkout slows for one customer in a hundred'. Plain-language guidelines call this writing for the reader's task.",
    },
    {
      title: "Draw a three-option table for one trade-off",
      text: "For a trade-off you need a director to decide, draw a small table today: two or three options against cost, risk and time to value, with your recommendation marked. It is the 'alternatives considered' section of an RFC, and it lets a non-engineer compare options without learning the architecture.",
    },
  ],
  "feedback-delivery": [
    {
      title: "Give one piece of SBI feedback today",
      text: "Give one piece of feedback today using Situation-Behaviour-Impact: 'In yesterday's incident review (S), you walked through the timeline without naming anyone (B), and the on-call engineers spoke up more than usual (I).' Three sentences, about something you saw, within a day or two.",
    },
    {
      title: "Reread your last heated pull-request thread",
      text: "Open the last pull request where the review got tense and reread your own comments as the author would. Relabel one with Conventional Comments (nitpick, suggestion, issue) so its weight is clear, or turn it into a question. Then tell the author, briefly, what you would phrase differently.",
    },
    {
      title: "Praise one decision, not the person",
      text: "Find one piece of work from this week, such as a clear PR description, a careful rollback plan or a tidy on-call handover, and tell its author exactly what it made possible. Radical Candor asks for praise as specific as criticism, because it tells people what to repeat.",
    },
    {
      title: "Ask for one piece of criticism",
      text: "End your next 1:1 with 'What is one thing I could do differently to make your work easier?' and wait through the silence. Write the answer down, thank them and do not explain yourself today. Kim Scott's Radical Candor starts with asking for criticism before you give any.",
    },
    {
      title: "Name the performance issue you keep circling",
      text: "If a missed commitment has come up in two 1:1s without being named, write it today as one SBI sentence with the dates and the impact, and put it first on the next agenda. Hinting again is what Radical Candor calls ruinous empathy: kind in the moment, unfair at review time.",
    },
    {
      title: "Close one feedback loop from this week",
      text: "Scan your notes from the last two days for one thing you meant to comment on: a review, a demo, how someone handled a customer call. Say it today. The Manager Tools feedback model keeps feedback small and close to the behaviour, so it reads as information rather than a verdict.",
    },
  ],
  "written-communication": [
    {
      title: "Write your status update for the skimmer",
      text: "Put the conclusion in the first line of your next status update, use at most five bullets, and bold the one thing you need from the reader. This is BLUF applied to status: someone who stops reading after one line still knows what changed and what is needed.",
    },
    {
      title: "Add a five-line summary to an open RFC",
      text: "Open a design doc or RFC you are waiting on and add a summary at the top: the problem, the proposal, the decision needed, from whom and by when. Most RFC templates put the summary first because reviewers decide on the first screen whether the doc needs them.",
    },
    {
      title: "Turn this week's decision into an ADR",
      text: "Pick a technical decision the team made this week in a meeting or a thread and write it up as a one-page architecture decision record in Michael Nygard's format: context, decision, consequences. Link it from the ticket; next quarter nobody will find the thread, but they will find the ADR.",
    },
    {
      title: "Cut your next long message by a third",
      text: "Before you send your next long Slack message or email, delete a third of it: hedges, history and anything the reader can ask for. Then read the first sentence on its own; if it does not carry the ask, move the ask up. Strunk and White's rule: omit needless words.",
    },
    {
      title: "Rewrite one incident summary for support",
      text: "Take your team's last incident and write the version a support agent needs: impact in customer terms, start and end times, what customers should do, and when the review lands. Blameless postmortem practice keeps this separate from the technical timeline, so each audience gets what it can use.",
    },
    {
      title: "Put the ask and the date in the subject",
      text: "For the next message that needs a decision, put the ask and the deadline in the subject or first line: 'DECISION by Thu: keep the Python 2 SDK past March?' BLUF subject keywords such as ACTION, DECISION and INFO tell readers what to do before they open the message.",
    },
  ],
  "executive-presence": [
    {
      title: "Bad news first, with a plan",
      text: "When you report a problem upward today, open with the impact and your proposed next step in two sentences, then stop and let them ask. BLUF for bad news: the executive hears what changed and what you recommend before any explanation of how it happened.",
    },
    {
      title: "Write the two-minute version of your ask",
      text: "Before your next meeting with senior leaders, write the sentence you would say if your slot were cut to two minutes: the recommendation, the number that matters and what you need from them. Barbara Minto's Pyramid Principle puts the answer first and the supporting detail below it.",
    },
    {
      title: "Rehearse 'I don't know yet' out loud",
      text: "List three questions about your project you could not answer today, and for each say out loud: 'I don't know yet; I'll have it by Thursday.' In a review, a plain not-yet beats a guess, because a guessed figure becomes the anchor everyone remembers (Kahneman's anchoring effect).",
    },
    {
      title: "Send tomorrow's pre-read today",
      text: "If you have time with leadership this week, send a one-page pre-read a day ahead with your recommendation in the first line and the risks below it. Amazon's written-narrative meetings work on the same idea: people arrive having thought, and the slot becomes a decision instead of a briefing.",
    },
    {
      title: "Rewrite one update as SCQA",
      text: "Write your next update for a director as four sentences: situation, complication, question, answer (Minto's SCQA). 'Orders run on one self-managed cluster; last failover took six hours; should we move to a managed service? Yes, for $40k a year.' Then cut anything that does not support the answer.",
    },
    {
      title: "Prepare the assumption behind each estimate",
      text: "Before your next roadmap review, list the two estimates most likely to be challenged and, for each, the one assumption that drives it, such as 'includes migrating 30 templates'. Sylvia Ann Hewlett's research on executive presence puts composure under challenge at the heart of gravitas.",
    },
  ],
  delegation: [
    {
      title: "Hand over an outcome, not a task",
      text: "Delegate one piece of work today by describing the result you need and the constraints, not the steps, and agree when you will check in. In situational leadership terms, a capable and committed engineer needs the delegating style: you hand over the decision, not supervision of the method.",
    },
    {
      title: "Say which delegation level you mean",
      text: "When you hand something over today, name the level: 'I decide after hearing you', 'you decide after checking with me', or 'you decide and tell me later'. Jurgen Appelo's seven delegation levels (Management 3.0) prevent the misfire where someone thinks they own a decision you meant to keep.",
    },
    {
      title: "Add a second owner to one CODEOWNERS path",
      text: "Open CODEOWNERS or your review rotation and find a path where you are the only required reviewer. Propose a second owner today and say which changes still need you. Making decision rights explicit, as a RACI chart does, is what turns a bottleneck into a delegated area.",
    },
    {
      title: "Send one question back to its owner",
      text: "The next time a stakeholder asks you about a project you have delegated, reply by adding the owner and saying they lead it, rather than answering yourself. Oncken and Wass's 'Who's Got the Monkey?': each answer you give takes the problem back onto your own back.",
    },
    {
      title: "Find one piece of last week's work to give away",
      text: "Scan last week's calendar and commits for work someone on your team could have owned: a release, a vendor call, a review. Hand one over with the outcome and a check-in date. Andy Grove's High Output Management: your hours belong where only you add leverage.",
    },
    {
      title: "Write two lines of commander's intent",
      text: "Before handing over a project, write two lines of commander's intent: the purpose and what done looks like, so the owner can adapt when the plan breaks. David Marquet's Turn the Ship Around applies this mission-command idea to teams: move authority to where the information is.",
    },
  ],
  "vision-setting": [
    {
      title: "Connect one piece of work to the goal",
      text: "In today's stand-up or team channel, link one piece of current work to the goal it serves in a single sentence: 'This retry fix is part of halving order pages this half.' Start with why, as Simon Sinek puts it: people choose better when they hear the purpose, not just the task.",
    },
    {
      title: "Ask three engineers for the top priority",
      text: "Ask three engineers today, separately, 'What is the most important thing we are doing this quarter?' and compare their answers with yours. Patrick Lencioni's The Advantage calls this the thematic goal: if the people doing the work cannot name it, it is not steering their decisions.",
    },
    {
      title: "Write the tie-breaker rule",
      text: "Write one sentence engineers can use when two pieces of work collide, such as 'Checkout reliability beats new features until pages halve', and pin it in the team channel. Spotify's aligned autonomy depends on rules like this: people decide locally because the priority is explicit.",
    },
    {
      title: "Trace this sprint's tickets to the OKRs",
      text: "Open the sprint board and check that each ticket in progress traces to one of the quarter's objectives. Mark the ones that do not and ask their owners what they are for. In OKR practice, work that maps to no key result is either missing from the goals or should not be done.",
    },
    {
      title: "Say what stays the same",
      text: "When the next change lands, a re-org, a new priority or a lost engineer, tell the team three things in one message: what changes, what stays the same, and what is still unknown, with a date. William Bridges' transition model: people need the ending named before they can start again.",
    },
    {
      title: "Write the team's not-doing list",
      text: "Under this quarter's goals, add a short list of things the team will deliberately not do, such as 'no new reporting endpoints', and share it in the planning doc. Richard Rumelt's Good Strategy Bad Strategy: a strategy that does not rule anything out is only a list of wishes.",
    },
  ],
  influence: [
    {
      title: "Start from their currencies",
      text: "Before your next cross-team request, write down what the other team is measured on this quarter and frame your ask in those terms, including what it costs them. Cohen and Bradford's Influence Without Authority calls these the currencies the other side values; pay in theirs, not yours.",
    },
    {
      title: "Pre-wire one decision before the meeting",
      text: "If a cross-team decision is on the calendar this week, talk to each key attendee for ten minutes beforehand to learn their must-haves. Nemawashi, the Japanese practice of laying groundwork one-on-one, turns the meeting into a confirmation rather than a first hearing of objections.",
    },
    {
      title: "Offer your engineers along with your ask",
      text: "For the next change you need in another team's code, offer to have someone from your team write it under their review and on their schedule. Inner source practice lowers the cost of saying yes: the owning team keeps control of its code while you carry the work.",
    },
    {
      title: "State the other side's option first",
      text: "For a disagreement with another team this week, write a one-page doc that states their preferred option first, as well as they would, before yours and a recommendation. An RFC with fair alternatives persuades because readers trust a comparison that does not strawman anyone.",
    },
    {
      title: "Book a coffee with no ask attached",
      text: "Pick one peer in product, design, SRE or security you rarely talk to and book 20 minutes this week with no request: ask what worries them this quarter. Cialdini's reciprocity and liking principles only work when the relationship exists before you need something.",
    },
    {
      title: "Propose a joint escalation, not a solo one",
      text: "If a dependency on another team is stuck, offer its lead a joint escalation: both deadlines, both constraints and the options, put to your common manager as one question. You get a decision both teams can disagree and commit to, without going over a peer's head.",
    },
  ],
};
