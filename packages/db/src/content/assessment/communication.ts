import type { AssessmentItemSeed } from "./item";

/**
 * Situational-judgement items for the Communication category (q1-q17).
 * Options are in authoring order (people see them shuffled); values rank them as an experienced
 * engineering leader would. Each rationale cites options by value in brackets and says why the runner-up
 * (4) is not the best, so a reviewer can argue with the key.
 */
export const communicationItems: AssessmentItemSeed[] = [
  // Active listening (q1-q5)
  {
    id: "q1",
    categoryKey: "communication",
    skillKey: "active-listening",
    topics: ["career-conversations"],
    text: "Your weekly 1:1 with Priya, a backend engineer two years on the payments team, was meant to review her staff-promotion packet, due at the calibration committee in three weeks. Ten minutes in she says quietly: 'Honestly, I'm not sure the staff track is for me any more.' Then she stops and looks at her notes. What do you say next?",
    options: [
      {
        value: 1,
        label:
          "Agree to finish reviewing the packet first, since the deadline is close, and come back to her doubt at the end.",
      },
      {
        value: 4,
        label:
          "Ask which parts of the staff role she has seen up close that she would not want to do, and which she would.",
      },
      {
        value: 2,
        label:
          "Point out that her ledger redesign already meets the staff bar, so the doubt may be nerves rather than a poor fit.",
      },
      {
        value: 5,
        label:
          "Say this matters more today than the packet, and ask what has changed for her since you last talked about staff.",
      },
      {
        value: 3,
        label:
          "Say it is normal to wobble before calibration, and offer to pause the packet until she has had a week to think.",
      },
    ],
    rationale:
      "Her sentence is the real agenda: active listening follows it, and Project Oxygen's career-development behaviour puts the career question above the artefact. Naming the switch and asking what changed (5) lets her set the frame. Option 4 is a good question but a narrower one: it assumes the doubt is about the role's content, not her life or the team. Normalising (3) and reassuring (2) answer before hearing; finishing the packet first (1) says the deadline matters more.",
  },
  {
    id: "q2",
    categoryKey: "communication",
    skillKey: "active-listening",
    topics: ["psychological-safety"],
    text: "In a design review of a new event-ingestion service, Tomás, a junior engineer, says the retry logic 'might cause trouble with the billing consumer' and trails off. Dana, the staff engineer who wrote the doc, replies 'we handle idempotency downstream' and moves to the next section. Twelve people are on the call and 20 minutes remain. What do you do?",
    options: [
      {
        value: 1,
        label:
          "Ask the whole group whether anyone else has concerns about the retry logic, so the point gets a proper hearing.",
      },
      {
        value: 5,
        label:
          "Ask Tomás to finish his thought: which billing behaviour he has in mind, and what happens on a duplicate event.",
      },
      {
        value: 4,
        label:
          "Add the billing-consumer question to the doc's open issues and ask Tomás and Dana to settle it together after the call.",
      },
      {
        value: 3,
        label:
          "Say you share the worry about retries, and ask Dana to walk the group through how billing enforces idempotency.",
      },
      {
        value: 2,
        label:
          "Let the review continue, then message Tomás afterwards to ask what he meant and encourage him to speak up next time.",
      },
    ],
    rationale:
      "Listening in a group includes protecting a half-made point until it is understood. Asking Tomás to finish, with a concrete prompt (5), gets the failure mode into the room and shows juniors that being brushed off is not the end (psychological safety). Parking it for after the call (4) is efficient but lets Dana's answer stand unexamined. Restating it yourself (3) makes it your point, not his. A private follow-up (2) or a general poll (1) loses the specific concern.",
  },
  {
    id: "q3",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: "It is 14:10 and checkout errors are at 8%. On the incident bridge, Kenji, the on-call engineer and incident lead, is halfway through an update: he has rolled back the 13:30 deploy and errors have not dropped. You are fairly sure the cause is an expired certificate on the payment gateway, which you saw happen last year. What do you do?",
    options: [
      {
        value: 1,
        label:
          "Stay quiet and keep listening: the incident lead runs the call, and a manager's theory can easily derail the responders.",
      },
      {
        value: 2,
        label:
          "Let him finish, then tell him you suspect the certificate and ask him to check its expiry first, since rollback failed.",
      },
      {
        value: 3,
        label:
          "Interrupt briefly to say you have seen this pattern with the gateway certificate before, and leave it to him to decide.",
      },
      {
        value: 4,
        label:
          "Let Kenji finish, then ask him what he has ruled out so far before you mention the certificate theory.",
      },
      {
        value: 5,
        label:
          "Let Kenji finish, then post the certificate theory in the incident channel for him to triage with the others.",
      },
    ],
    rationale:
      "On a bridge, good listening does not break the incident lead's flow (incident command: one voice directs). Letting Kenji finish and offering the theory as written input to triage (5) adds data without taking over. Asking what he has ruled out (4) is good in a 1:1, but on a bridge it makes him brief you. Interrupting (3) may save minutes but breaks his update; directing what to check (2) turns a hunch into an order; silence (1) withholds data.",
  },
  {
    id: "q4",
    categoryKey: "communication",
    skillKey: "active-listening",
    topics: ["estimation"],
    text: "Your team estimated the SSO integration at six weeks. In planning, Lena, the product manager, says: 'Six weeks doesn't work. Can we do it in three?' Your tech lead starts listing the SAML edge cases that make it six, and Lena's jaw tightens. The sales director is also on the call. What do you do next?",
    options: [
      {
        value: 2,
        label:
          "Suggest Lena and the sales director meet you after the call, so the debate does not take up everyone's planning time.",
      },
      {
        value: 1,
        label:
          "Ask your tech lead to re-estimate overnight with three weeks as the constraint, and report back at tomorrow's stand-up.",
      },
      {
        value: 5,
        label:
          "Ask Lena what happens at three weeks: which customer, which contract date, and what they need working on that day.",
      },
      {
        value: 3,
        label:
          "Back your tech lead's estimate, and offer to write up the SAML risks so that Lena can take them to sales.",
      },
      {
        value: 4,
        label:
          "Offer to split the work so that the most common identity provider ships in three weeks and the edge cases follow.",
      },
    ],
    rationale:
      "'Can we do it in three?' is a position; the interest behind it decides what a good answer is (Getting to Yes). Asking for the date and who needs what (5) turns a negotiation into scoping. A phased release (4) may be where this ends, but offered unasked it may cut the very case the customer needs. Defending the number (3) argues the estimate; taking it offline (2) loses the sales director; re-estimating under pressure (1) teaches that estimates bend.",
  },
  {
    id: "q5",
    categoryKey: "communication",
    skillKey: "active-listening",
    text: "You announce that the team will move its 40 services from the in-house job scheduler to Temporal this half; your director approved the plan last week. Marta, who built the old scheduler five years ago, says in the meeting: 'This is going to be painful,' and says nothing more. The room goes quiet. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Ask Marta for half an hour this week to walk you through where she expects pain, then send her your notes.",
      },
      {
        value: 2,
        label:
          "Agree it will be hard, and explain that the director approved the plan after weighing the old scheduler's upkeep.",
      },
      {
        value: 1,
        label:
          "Tell the team the plan has buffer for surprises, and that concerns can go into the comments on the migration doc.",
      },
      {
        value: 3,
        label:
          "Invite Marta to run the migration pre-mortem, since she knows the old scheduler better than anyone on the team.",
      },
      {
        value: 4,
        label:
          "Ask Marta, there in the meeting, which parts she expects to hurt most, so the whole team hears the risks she sees.",
      },
    ],
    rationale:
      "'Painful' from the scheduler's author may mean technical risk, loss of something she built, or both; in the room you cannot tell. A private conversation with notes played back (5) hears both and makes her knowledge usable. Asking in the meeting (4) surfaces risks but can make her defend her system in public. The pre-mortem role (3) is a good next step once you know what she means. Explaining the approval (2) or pointing to comments (1) answer before listening.",
  },
  // Explaining technical ideas (q6-q9)
  {
    id: "q6",
    categoryKey: "communication",
    skillKey: "technical-translation",
    topics: ["executive-presence"],
    text: "You have ten minutes at the quarterly business review to win approval for moving the orders database from a self-managed PostgreSQL cluster to a managed service: two engineers for four months and $40k a year more in hosting. Last year a failed failover stopped orders for six hours. The CFO and the VP of Sales will decide. How do you open?",
    options: [
      {
        value: 2,
        label:
          "Explain with one simple diagram why self-managed failover is fragile, so they understand what the money buys.",
      },
      {
        value: 1,
        label:
          "Start with the on-call load and the 3 a.m. failover drills, since keeping senior engineers is the strongest argument.",
      },
      {
        value: 3,
        label:
          "Show one slide comparing staying, a managed service and a new database on cost, risk and time, then recommend one.",
      },
      {
        value: 5,
        label:
          "Open with the ask: 'two engineers, four months and $40k a year to cut the risk of another six-hour outage.'",
      },
      {
        value: 4,
        label:
          "Open with last year's six-hour outage and what it cost in lost orders, then make the ask and show the plan.",
      },
    ],
    rationale:
      "BLUF: executives deciding on money want the ask and the business risk in the first sentence, with detail held for questions (5). Opening with the outage story (4) is persuasive and a close second, but it spends scarce minutes before they know what you want. An options slide (3) is good decision hygiene in an RFC, less so in a ten-minute approval. The diagram (2) and the on-call argument (1) speak engineering's currency, not the CFO's.",
  },
  {
    id: "q7",
    categoryKey: "communication",
    skillKey: "technical-translation",
    topics: ["technical-debt"],
    text: "Your team's lead time for a feature has grown from 6 to 11 days over two quarters, mostly because every change to the pricing module needs manual testing across four legacy code paths. Ravi, the product director, asks in your 1:1 why 'the team has slowed down' and whether you need more people. What do you tell him?",
    options: [
      {
        value: 3,
        label:
          "Say more people would not help, and explain that the pricing code has four legacy paths that each need manual testing.",
      },
      {
        value: 5,
        label:
          "Show the lead-time trend, name the pricing module as the cause, and propose spending one sprint in three on it.",
      },
      {
        value: 2,
        label:
          "Explain technical debt with the analogy of interest on a loan, then list the modules carrying the most of it.",
      },
      {
        value: 4,
        label:
          "Ask Ravi which of his upcoming features touch pricing, so you can show the slowdown on work he already cares about.",
      },
      {
        value: 1,
        label:
          "Accept one more engineer for now, and plan to raise a rewrite of the pricing module at next quarter's planning.",
      },
    ],
    rationale:
      "Technical debt is translated through something the listener already measures: here lead time, which Ravi raised himself. The trend, the cause and a bounded proposal (5) give him a decision. Asking which of his features touch pricing (4) is a strong follow-up but delays the answer to a direct question. Describing the code paths (3) asks him to reason like an engineer; the loan analogy (2) is abstract; accepting headcount (1) treats a bottleneck as a capacity problem.",
  },
  {
    id: "q8",
    categoryKey: "communication",
    skillKey: "technical-translation",
    text: "Aisha, the customer-success lead, posts in a shared channel: 'Why is the CSV export still not done? It's one button.' The button is easy; the export must stream 2 million rows without timing out, respect row-level permissions and not slow the main database. It is scheduled for the 14th. Three of her customers ask about it every week. What do you reply?",
    options: [
      {
        value: 3,
        label:
          "Explain that the button is easy but the export must handle 2 million rows and row-level permissions; give the 14th.",
      },
      {
        value: 1,
        label:
          "Offer her a fifteen-minute call to walk through the design, since a thread reply cannot do the complexity justice.",
      },
      {
        value: 4,
        label:
          "Ask which three customers are waiting and what they export, so the team can check whether a smaller export would serve them.",
      },
      {
        value: 2,
        label:
          "Use an analogy: the button is the tap and the work is the plumbing behind it, then give the date of the 14th.",
      },
      {
        value: 5,
        label:
          "Say it ships on the 14th, that large accounts are the hard part, and offer her three customers an interim export.",
      },
    ],
    rationale:
      "A stakeholder asking 'why so long' needs a date and a way to help her customers, not a lesson in streaming: option 5 gives both, with one plain reason. Asking about her customers (4) is the right instinct and may find a smaller fix, but leaves her question unanswered. The technical list (3) is accurate in words she cannot act on; the plumbing analogy (2) can sound condescending in public; a walkthrough (1) answers a question she did not ask.",
  },
  {
    id: "q9",
    categoryKey: "communication",
    skillKey: "technical-translation",
    text: "Tomorrow you join a call with the operations team of your largest customer, whose warehouse scanners could not sync for three hours on Tuesday. The cause was a connection-pool limit hit after a config change; a fix is live and a review of config changes is planned. Their account manager asks you to 'keep it non-technical'. How do you prepare?",
    options: [
      {
        value: 2,
        label:
          "Ask the on-call engineer who fixed it to join, so any technical question gets an accurate answer straight away.",
      },
      {
        value: 1,
        label:
          "Draft an analogy for the connection-pool limit, such as a car park that filled up, to explain the cause simply.",
      },
      {
        value: 5,
        label:
          "Write three plain sentences: what they saw, why it happened, what changes; try them on the account manager.",
      },
      {
        value: 4,
        label:
          "Prepare a one-page timeline in customer terms, with the fix and the config-review dates, to send after the call.",
      },
      {
        value: 3,
        label:
          "Plan to open with an apology and the fix, and keep the root-cause detail ready in case their engineers ask.",
      },
    ],
    rationale:
      "Translation is tested on a listener: three plain sentences tried on someone close to the customer (5) catch jargon before the call. A written timeline (4) is valuable and often expected, but it is the follow-up, not preparation for what you will say. Apology and fix with detail in reserve (3) is sound but untested. Bringing the engineer (2) invites the technical call they asked to avoid; the car-park analogy (1) explains mechanism when they want impact and assurance.",
  },
  // Giving and receiving feedback (q10-q13)
  {
    id: "q10",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    topics: ["performance-problems"],
    text: "Over six weeks Ben, a senior engineer, has missed three sprint commitments on the search re-index, each time saying on the Friday that it 'needs another week'. The team now waits on him for the Q3 relevance launch. You have not raised it directly: in 1:1s you asked 'how's it going?' and he said 'fine'. What do you do in this week's 1:1?",
    options: [
      {
        value: 5,
        label:
          "Name the three missed dates and their effect on the Q3 launch, then ask what is getting in the way.",
      },
      {
        value: 1,
        label:
          "Mention that the team has noticed delays, and ask him to post a daily update in the channel until the launch.",
      },
      {
        value: 2,
        label:
          "Split the re-index into smaller tickets shared with a second engineer, so the launch no longer rests on one person.",
      },
      {
        value: 3,
        label:
          "Agree a written plan with weekly milestones for the re-index, so that you both see any slippage early from now on.",
      },
      {
        value: 4,
        label:
          "Ask Ben what is really going on with the re-index, since 'fine' has not matched what the team is seeing.",
      },
    ],
    rationale:
      "SBI and Radical Candor: a performance problem must be named before it can be solved, and six weeks of 'how's it going?' left Ben without the message. Naming dates and impact, then asking (5), is direct and curious at once. Asking what is really going on (4) is kind but lets him choose whether to hear the problem. A milestone plan (3) and a second engineer (2) fix before diagnosing; public daily updates (1) shame without saying what is wrong.",
  },
  {
    id: "q11",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    text: "In review of your RFC to split the monolith's user module into a service, Wen, a staff engineer from another team, comments: 'This adds a network hop to every request for a problem we don't have. I'd reject it.' Six people have read the comment and nobody has replied. The RFC closes on Friday. What do you do first?",
    options: [
      {
        value: 4,
        label:
          "Thank Wen in the thread, and add a latency section to the RFC with numbers from a quick benchmark of the extra hop.",
      },
      {
        value: 2,
        label:
          "Reply with the incident history that motivated the split, so readers see the problem is real before others pile on.",
      },
      {
        value: 1,
        label:
          "Ask your manager whether to extend Friday's deadline, since a staff-level objection deserves more time to resolve.",
      },
      {
        value: 5,
        label:
          "Reply asking what latency budget and what current pain she means, so you learn which of the two she doubts.",
      },
      {
        value: 3,
        label:
          "Message Wen privately to ask for a call before Friday, so the disagreement is not played out in the comments.",
      },
    ],
    rationale:
      "Her comment bundles two objections: the problem is not real, and the cost is too high. Receiving feedback starts with a question that separates them, asked in public (5), so silent readers see the RFC process working. Benchmarking the hop (4) is useful but answers only the second objection. A private call (3) cools things but moves reasoning out of the record an RFC exists to keep. The incident history (2) defends before understanding; extending the deadline (1) is premature.",
  },
  {
    id: "q12",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    text: "During Saturday's failed database upgrade, the team restored service in 22 minutes using a rollback runbook that Ana, an engineer in her first year, had written the week before without being asked. The last similar incident took four hours. It is Monday; you have a team meeting at 10:00 and a 1:1 with Ana at 15:00. What do you do?",
    options: [
      {
        value: 4,
        label:
          "In the 1:1, tell her exactly what the runbook made possible, and ask whether she would like to present it to the team.",
      },
      {
        value: 5,
        label:
          "At 10:00, say what the runbook let the team do, naming the 22 minutes; at 15:00, ask what made her write it.",
      },
      {
        value: 2,
        label:
          "Nominate her for the quarterly engineering award, citing the runbook and the restore time, and tell her in the 1:1.",
      },
      {
        value: 1,
        label:
          "Add the runbook to the incident template, and say in the meeting that runbooks like Ana's should become standard.",
      },
      {
        value: 3,
        label:
          "Post a specific thank-you in the incident channel, naming the runbook and the 22 minutes, so other teams see it too.",
      },
    ],
    rationale:
      "Specific praise is feedback: naming the behaviour and its impact (SBI) shows the team what good looks like, and asking what prompted it (5) helps Ana repeat it. Praising privately and offering the stage (4) suits people who dislike attention and is a close second; here the team gains from hearing it. A channel post (3) is specific but distant; an award (2) is delayed and generic; making it a standard (1) praises the artefact and takes it from her.",
  },
  {
    id: "q13",
    categoryKey: "communication",
    skillKey: "feedback-delivery",
    topics: ["psychological-safety"],
    text: "In your team's anonymous survey, 'I can disagree with my manager without negative consequences' fell from 3.8 to 2.9 out of 5. You became the team's manager eight months ago. There is a team meeting on Thursday, and you have 1:1s with everyone over the next two weeks. What do you do first?",
    options: [
      {
        value: 4,
        label:
          "Ask a senior engineer you trust, privately, what they have seen you do that could explain the drop.",
      },
      {
        value: 2,
        label:
          "Ask your own manager what they have observed about how you handle disagreement in meetings with the team.",
      },
      {
        value: 1,
        label:
          "Run an anonymous follow-up survey with open questions, so people can say what they would not say to your face.",
      },
      {
        value: 3,
        label:
          "Share the score on Thursday, name one thing you think contributed, and commit to a change you will make this month.",
      },
      {
        value: 5,
        label:
          "Share the score on Thursday and ask each person, in their 1:1, what you do that makes disagreeing costly.",
      },
    ],
    rationale:
      "A fall in 'safe to disagree' is feedback about you; asking for it openly, then one person at a time (5), shows by your reaction that disagreeing is safe. A trusted senior's view (4) is one voice and can look like a back channel. Naming your own guess and a fix (3) shows ownership but may fix the wrong thing. Your manager (2) rarely sees the moments that matter; another anonymous survey (1) avoids the conversation the score asks for.",
  },
  // Written communication (q14-q17)
  {
    id: "q14",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "Your design doc proposing to replace the team's hand-rolled feature flags with an open-source flag service runs to nine pages and opens with two pages on the history of the current system. You need sign-off from two other team leads and a security reviewer by the 20th. So far one lead has commented, on page seven. What do you change?",
    options: [
      {
        value: 1,
        label:
          "Book a 30-minute walkthrough with the three approvers, since a meeting will get a decision sooner than the doc.",
      },
      {
        value: 3,
        label:
          "Ask each approver which sections they need, and add a reading guide at the top pointing each one there.",
      },
      {
        value: 5,
        label:
          "Add a five-line summary at the top: the problem, the proposal, what you need from each reader, and by when.",
      },
      {
        value: 2,
        label:
          "Cut the doc to three pages by removing the history and the alternatives considered, then share it again.",
      },
      {
        value: 4,
        label:
          "Move the history to an appendix and open with the problem and the proposed design, leaving the rest as it is.",
      },
    ],
    rationale:
      "Readers decide on the first screen whether a doc needs them; a summary of the decision needed, from whom and by when (BLUF) (5), turns nine pages into an ask. Moving the history out (4) helps but still does not say what each approver must decide. A reading guide (3) helps once the summary exists. Cutting the alternatives (2) deletes what reviewers and the ADR need; a meeting (1) may get a yes but leaves the doc unread.",
  },
  {
    id: "q15",
    categoryKey: "communication",
    skillKey: "written-communication",
    topics: ["hiring"],
    text: "You interviewed a candidate for a senior data-engineer role: strong on Spark and pipeline design, vague when asked how she had handled a disagreement with a product manager. Your gut says 'no hire'. The debrief is tomorrow at 9:00, and the hiring manager has asked interviewers to submit written feedback in the applicant tracker tonight. What do you write?",
    options: [
      {
        value: 5,
        label:
          "Your decision first, then the answers you observed for each competency, and the rating each one led to.",
      },
      {
        value: 3,
        label:
          "A hire decision and a paragraph on your overall impression, so others can read it quickly before 9:00.",
      },
      {
        value: 1,
        label:
          "A list of strengths and concerns, and a note that you want to hear the others before you decide.",
      },
      {
        value: 4,
        label:
          "A rating per competency with short quotes from her answers, leaving your overall decision for the debrief.",
      },
      {
        value: 2,
        label:
          "Full notes of the interview, question by question, so the panel can judge her answers for themselves.",
      },
    ],
    rationale:
      "Structured interviewing has each interviewer submit feedback independently, so the debrief is not anchored by the loudest voice; it should state a decision and the evidence behind it (5). Ratings and quotes without a decision (4) are good evidence, but withholding your call invites anchoring tomorrow. An impression paragraph (3) is readable but untestable, and gut feel is where bias hides. A transcript (2) hands your judgement to others; a hedge (1) gives the debrief nothing.",
  },
  {
    id: "q16",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "Yesterday a bad cache-key change showed some users another user's dashboard for 14 minutes; 212 accounts were affected and no payment data was exposed. Legal, support and your VP all want to know what happened, and the blameless review is on Thursday. It is 10:00 and support is already drafting replies to customers. What do you write and send first?",
    options: [
      {
        value: 3,
        label:
          "The full incident timeline and contributing factors, so Thursday's review starts from a shared written record.",
      },
      {
        value: 2,
        label:
          "A note in the team channel thanking the responders and explaining the cache-key change, so engineers learn from it.",
      },
      {
        value: 1,
        label:
          "A reply in each of the three threads where people asked, tailored to what each group needs to know.",
      },
      {
        value: 5,
        label:
          "One summary now for legal, support and the VP: impact, what was exposed, status and next update time.",
      },
      {
        value: 4,
        label:
          "A customer-facing paragraph for support, agreed with legal, so replies to affected accounts are consistent today.",
      },
    ],
    rationale:
      "With three audiences asking and support already writing to customers, the first artefact is one factual summary everyone works from (5); it stops three versions of the story forming. A customer paragraph (4) is the urgent next step, but written before legal has the facts it risks saying too much or too little. The full timeline (3) belongs to Thursday's review; the team thank-you (2) can wait a day; three tailored replies (1) multiply the chances of inconsistent facts.",
  },
  {
    id: "q17",
    categoryKey: "communication",
    skillKey: "written-communication",
    text: "After two weeks of debate, you have decided the team will stop supporting the legacy Python 2 SDK on 1 March, against the wishes of Omar, who maintains it and looks after the three enterprise customers still using it. You are writing the announcement for the 60-person engineering channel, and your draft opens with the history of the debate. What do you change?",
    options: [
      {
        value: 4,
        label:
          "Open with the decision, then add a paragraph fairly summarising Omar's objection, so readers see the dissent was heard.",
      },
      {
        value: 5,
        label:
          "Open with the decision and date, then the reason and the plan for the three customers; link to the debate.",
      },
      {
        value: 1,
        label:
          "Write it up as an ADR in the repository and post only the link, so the reasoning lives next to the SDK code.",
      },
      {
        value: 2,
        label:
          "Keep the history but cut it to a paragraph, so readers who missed the debate see the decision was reached fairly.",
      },
      {
        value: 3,
        label:
          "Split it: a short decision post for the wide channel, and the full history in a separate message to the team.",
      },
    ],
    rationale:
      "For a contentious call BLUF matters twice: readers get the decision and its effect on them first, and a retold debate reads as relitigating or blame. Option 5 does that and keeps the history a click away. Summarising Omar's objection (4) shows dissent was heard, and some would rank it first, but his position is his to state in a 60-person channel. Splitting (3) or shortening (2) keeps the history in front; a bare ADR link (1) hides the date.",
  },
];
