import type { AssessmentItemSeed } from "./item";

/**
 * Problem Solving items (q53-q70). Options are in authoring order; the best one sits at index
 * (3 * n) % 5 for item qn so no position gives the key away.
 */
export const problemSolvingItems: AssessmentItemSeed[] = [
  // Decision-making under ambiguity
  {
    id: "q53",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "Your team must replace a homegrown feature-flag system that caused two incidents last quarter. After a week of trials, engineers are split 3-3 between two vendors with similar prices. Both offer monthly contracts and sit cleanly behind your own flag interface. Ravi proposes a four-week bake-off on production traffic before anyone decides. What do you do?",
    options: [
      {
        value: 2,
        label:
          "Accept Ravi's four-week bake-off, since the flag system touches every team and the choice is worth getting right.",
      },
      {
        value: 4,
        label:
          "Agree a one-week bake-off on a single service instead, with the success criteria written down before it starts.",
      },
      {
        value: 1,
        label:
          "Keep the homegrown system another quarter and fix the two incident causes, avoiding a migration in the busy season.",
      },
      {
        value: 3,
        label:
          "Let the team vote again after a final round of demos, and if it ties, ask the two strongest advocates to settle it.",
      },
      {
        value: 5,
        label:
          "Pick one this week; your interface makes it reversible. Write down the signals that would make you switch.",
      },
    ],
    rationale:
      "Bezos's one-way and two-way doors: with monthly contracts and your own interface in front, this is a two-way door, so speed beats precision, and every week of delay keeps the incident-prone system. A one-week bounded bake-off is the runner-up and reasonable if the team needs buy-in, but it still spends time on a cheap-to-reverse call. Another vote may tie again, four weeks treats a reversible call as irreversible, and keeping the homegrown system ignores two incidents.",
  },
  {
    id: "q54",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    topics: ["estimation"],
    text: "In Monday's roadmap meeting, the CPO asks when the search rebuild will ship, so Marketing can announce it at the May conference. After a two-day spike, your engineers' estimates range from 7 to 14 weeks, depending mostly on whether the ranking model needs retraining, which you will know in two weeks. Everyone turns to you. What do you say?",
    options: [
      {
        value: 3,
        label:
          "'I can't give a responsible date yet. Give us two weeks to find out about retraining, and I'll come back with one.'",
      },
      {
        value: 2,
        label:
          "'Around ten weeks, which works for May. We'll flag it early if retraining turns out to be needed after all.'",
      },
      {
        value: 5,
        label:
          "'Seven to fourteen weeks; retraining is the swing factor. In two weeks I'll give you a date we commit to.'",
      },
      {
        value: 1,
        label:
          "'Let me take it back to the team and send you a firm date by the end of today, once we've talked it through.'",
      },
      {
        value: 4,
        label:
          "'Fourteen weeks, to be safe. If retraining isn't needed we'll beat it, and I'll tell you as soon as we know.'",
      },
    ],
    rationale:
      "McConnell's cone of uncertainty: early estimates are ranges, and the honest answer names the swing factor and when it will narrow, separating the estimate from the commitment. The padded fourteen weeks is the runner-up: safe and decisive, but it hides the information and quietly drops the May conference without letting anyone choose. Refusing a date reads as evasive, 'around ten weeks' turns a midpoint into a promise, and a firm date by tonight is precision you do not have.",
  },
  {
    id: "q55",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "Eighteen months ago your team chose DynamoDB for the orders service. Elif, a new staff engineer, now proposes moving to Postgres, and everyone who made the original call has left. Nobody can say whether the access patterns behind that choice still hold. Elif's proposal is due at next week's architecture review. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Ask Elif to reconstruct the original reasons from code and old tickets, and frame both choices as ADRs in her proposal.",
      },
      {
        value: 2,
        label:
          "Track down one of the original engineers and ask them why DynamoDB was chosen, before the review takes place.",
      },
      {
        value: 4,
        label:
          "Ask Elif to measure today's access patterns from production logs first, so the proposal rests on current data.",
      },
      {
        value: 1,
        label:
          "Ask Elif to hold the proposal for a quarter, since a database migration now would compete with roadmap work.",
      },
      {
        value: 3,
        label:
          "Let the review go ahead as planned; if the proposal is strong, the original reasons matter less than the present.",
      },
    ],
    rationale:
      "A decision nobody can explain cannot be safely reversed. Reconstructing the original reasons as an ADR (Nygard's format) shows the review which assumptions changed, and recording the new choice stops this repeating. Measuring today's access patterns is the runner-up and needed anyway, but without the old reasoning the team does not know which numbers matter. Going ahead unframed invites a taste debate, chasing former colleagues is hit and miss, and deferring leaves an unexamined choice in place.",
  },
  {
    id: "q56",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    topics: ["technical-debt"],
    text: "Your team of five spends about a day a week maintaining an in-house A/B testing platform. A vendor quotes $60k a year; your engineers estimate three months to add the sequential testing the data scientists want. Kwame, who built the platform, argues it is more flexible than any vendor. The VP wants your recommendation by the end of the month. What do you do?",
    options: [
      {
        value: 1,
        label:
          "Ask the data scientists which option they prefer, since they are the main users, and recommend that one to the VP.",
      },
      {
        value: 4,
        label:
          "Run a two-week vendor trial on one live experiment with the data scientists, and compare it with the in-house roadmap.",
      },
      {
        value: 2,
        label:
          "Recommend building sequential testing in-house, since Kwame knows the platform and migrations carry hidden costs.",
      },
      {
        value: 5,
        label:
          "Compare three-year total cost for both, including engineer time, migration, fees and lock-in, then test it with Kwame.",
      },
      {
        value: 3,
        label:
          "Recommend the vendor: $60k is less than one engineer, and the team should not be in the experimentation-tools business.",
      },
    ],
    rationale:
      "Build-versus-buy goes wrong when decided on elegance or on the licence fee alone. A three-year total cost of ownership, counting the day a week already spent and the migration, makes the trade explicit, and testing it with Kwame surfaces what the vendor cannot do. A live trial is the runner-up and good evidence, but without the cost frame it answers 'is it nice?'. Recommending either side outright skips the numbers; deferring to the users skips the cost.",
  },
  {
    id: "q57",
    categoryKey: "problem-solving",
    skillKey: "decision-making",
    text: "Your team has debated adopting trunk-based development in three retros running. Nobody has moved: four engineers want it, three fear a broken main branch, and each retro ends with 'let's think more'. Long-lived branches are part of why releases are slipping. Sofia, your tech lead, is ready to own whichever approach is chosen. What do you do?",
    options: [
      {
        value: 2,
        label:
          "Hold a vote at the next retro with a simple majority deciding, and agree to revisit the result after a quarter.",
      },
      {
        value: 5,
        label:
          "Name Sofia the decider, set a date two weeks out, and ask each side for its strongest case in writing.",
      },
      {
        value: 4,
        label:
          "Run trunk-based development on one service for two sprints, comparing merge frequency and broken builds before and after.",
      },
      {
        value: 3,
        label:
          "Make the call yourself at the next retro, explain your reasoning, and ask the three sceptics what safeguards they need.",
      },
      {
        value: 1,
        label:
          "Park the topic until the release crunch is over, when people have time to think and the discussion will be calmer.",
      },
    ],
    rationale:
      "Three retros of 'let's think more' means nobody owns the decision. Naming a decider and a date (the Approver in DACI) and asking for the strongest written case ends the loop while keeping both sides heard. A two-sprint trial is the runner-up: reversible and evidence-based, but without a named decider the results get argued too. Deciding yourself overrides the tech lead who will own it, a vote splits 4-3 into winners and losers, and parking it keeps releases slipping.",
  },
  // Prioritisation
  {
    id: "q58",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "Mid-sprint, the VP of Sales asks you for a CSV export of usage data by Friday to save a $400k renewal. Your team is 60% through a payments migration with a hard cutover in three weeks, and the export would take one engineer about three days. Your PM is on leave until Monday. What do you do first?",
    options: [
      {
        value: 4,
        label:
          "Tell the VP the export would push the migration cutover back by three days, and ask whether the renewal is worth that.",
      },
      {
        value: 2,
        label:
          "Take it to your director, since trading a $400k renewal against a payments deadline is a call above your level.",
      },
      {
        value: 3,
        label:
          "Say no for this sprint, explain the payments cutover, and offer to put the export at the top of the next sprint.",
      },
      {
        value: 1,
        label:
          "Give the export to your strongest engineer for three days, and tell the team the cutover date does not move.",
      },
      {
        value: 5,
        label:
          "Ask the VP what the customer needs the data for; a one-off query you run yourself may save the renewal.",
      },
    ],
    rationale:
      "A request that arrives as a feature is often a need that can be met more cheaply; asking what the customer will do with the data may show a one-off query saves the renewal without touching the migration. Showing the VP the three-day cost to the cutover is the runner-up: the right cost-of-delay move if the feature is needed, but it skips the cheapest option. Saying no risks $400k unexamined, escalation is premature, and absorbing it hides the trade-off.",
  },
  {
    id: "q59",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "The ML platform team asks your data-ingestion team to build and own a feature-store connector. It would help them, but your quarter's goal is cutting ingestion lag from 45 to 5 minutes, and you are behind. Their lead, Hiroshi, helped your team out last year; he stops you in the hallway and calls it 'a two-week job'. What do you say?",
    options: [
      {
        value: 3,
        label:
          "'Yes, but next quarter. I'll put it into our planning now so it's first in line once the lag target is met.'",
      },
      {
        value: 1,
        label:
          "'Sure, two weeks is fine.' Then rework the sprint plan so the lag work absorbs the time as best it can.",
      },
      {
        value: 5,
        label:
          "'Not this quarter: we're behind on our lag goal. I can review your design so your team can build it instead.'",
      },
      {
        value: 4,
        label:
          "'Let me check the two weeks with the team and come back tomorrow with what we could and couldn't do this quarter.'",
      },
      {
        value: 2,
        label:
          "'Sure, if you can lend us one of your engineers to pair on it, so it doesn't slow the ingestion work.'",
      },
    ],
    rationale:
      "A clear no, with the reason and a smaller offer, protects the quarter's goal and the relationship: Hiroshi gets an answer and a path. That is McKeown's Essentialism: a clear no to a good idea. Checking the 'two weeks' with your team is the runner-up and wise for unclear asks, but here you already know the answer, and a delay reads as maybe. 'Next quarter' commits without scoping, a borrowed engineer costs onboarding, and 'yes' absorbs the work.",
  },
  {
    id: "q60",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "Your team of six has eleven items marked P0 this quarter, from SOC 2 evidence to a mobile redesign, set by four different stakeholders. Engineers switch context daily and two items are already late. Your manager, Farah, says 'they're all important, figure it out'. Your product partner started last week. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Stack-rank all eleven by cost of delay, review it with the PM, and ask Farah to sign the ranking off.",
      },
      {
        value: 3,
        label:
          "Limit work in progress to three P0s at a time, and take the rest in order of their deadlines as people free up.",
      },
      {
        value: 1,
        label:
          "Ask Farah for two more engineers, showing the P0 load against the team's capacity in person-weeks.",
      },
      {
        value: 4,
        label:
          "Score the eleven items with RICE together with your new product partner, and publish the ranking to the stakeholders.",
      },
      {
        value: 2,
        label:
          "Meet each of the four stakeholders to learn which of their P0s matter most, then rank from what you hear.",
      },
    ],
    rationale:
      "Eleven P0s is no priority. A stack rank by cost of delay that your manager signs off gives the order the authority four stakeholders will respect, which is what 'figure it out' withholds. RICE with the new PM is the runner-up: a sound method, but without Farah's backing the ranking will not survive the first stakeholder who pushes. A WIP limit helps flow but orders by deadline, interviews add four opinions, and headcount will not help this quarter.",
  },
  {
    id: "q61",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    text: "Your platform team gets about 25 ad-hoc requests a week in #platform-help, and engineers answer them as they arrive. Progress on the Kubernetes upgrade has halved, and Chloe, your most senior engineer, says she has not had an uninterrupted afternoon in a month. Three product teams rely on the channel to unblock their deploys. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Answer the channel yourself for a month so engineers can focus, and log request types to decide what to automate.",
      },
      {
        value: 2,
        label:
          "Ask the product teams to file tickets instead of chat messages, and triage the queue in your weekly planning.",
      },
      {
        value: 4,
        label:
          "Set twice-daily office hours for help requests, with deploy blockers the only exception outside those windows.",
      },
      {
        value: 5,
        label:
          "Start a weekly rotating triage person who owns the channel and tags requests, to find repeats worth automating.",
      },
      {
        value: 1,
        label:
          "Ask the team to put the upgrade first and answer help requests in a batch at the end of each working day.",
      },
    ],
    rationale:
      "The Google SRE book's chapter on interrupts recommends concentrating them on one person so everyone else gets flow. A rotating triage owner protects Chloe and the upgrade, keeps deploy blockers fast, and the tags reveal repeat causes worth automating. Office hours are the runner-up: they batch interruptions but still split everyone's day. Answering yourself burns the manager's time, tickets slow down deploy blockers, and end-of-day answers leave three product teams waiting.",
  },
  {
    id: "q62",
    categoryKey: "problem-solving",
    skillKey: "prioritization",
    topics: ["technical-debt"],
    text: "Your team agreed to spend 20% of each sprint on reliability and tech debt. Two sprints before a launch, Kenji, your PM, asks to pause it 'just this quarter' for a new onboarding flow. Last quarter, flaky tests and manual deploys cost about 30 engineer-hours a sprint, and the one pause last year was never undone. What do you say?",
    options: [
      {
        value: 2,
        label:
          "'Agreed for this quarter. I'll track the hours flaky tests and manual deploys cost us, so we can make the case next quarter.'",
      },
      {
        value: 5,
        label:
          "'The debt costs us about 30 hours a sprint. What would the 20% buy in onboarding, and is it worth more?'",
      },
      {
        value: 4,
        label:
          "'Fine for the two launch sprints, if we agree in writing that the 20% comes back on a set date afterwards.'",
      },
      {
        value: 3,
        label:
          "'No: the 20% is a team agreement, and the last pause was never undone. Let's find scope to cut from onboarding.'",
      },
      {
        value: 1,
        label:
          "'Let's take it to our director; changing the team's capacity split is a decision above both of us.'",
      },
    ],
    rationale:
      "Cost of delay cuts both ways: the debt already costs about 30 hours a sprint, and putting that next to what the 20% would buy lets Kenji choose with you rather than against you. A dated, written two-sprint pause is the runner-up and may be where you land, but leading with the concession skips the cost, and last year shows dates drift. A flat no ignores a real launch, tracking hours after pausing concedes first, and escalation is premature.",
  },
  // Systems thinking
  {
    id: "q63",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    topics: ["technical-debt"],
    text: "For the fourth time this year a timezone bug has hit the scheduling service: reminders for Australian users fired an hour early after a daylight-saving change. Each time a different engineer fixed it within a day, and each postmortem listed 'add a test'. The team has a sprint of slack before the next feature. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Run a five whys on this incident with the engineer who fixed it, and track its action items to completion this time.",
      },
      {
        value: 1,
        label:
          "Add a manual reminder check to the calendar before each daylight-saving change, so someone verifies by hand.",
      },
      {
        value: 2,
        label:
          "Add a property-based test suite for timezone handling that covers daylight-saving changes in your largest regions.",
      },
      {
        value: 4,
        label:
          "Make one engineer the owner of all date and time code, so fixes and reviews go through someone who knows the history.",
      },
      {
        value: 5,
        label:
          "Review the four incidents together to find what they share, such as where dates get converted, and fix that point.",
      },
    ],
    rationale:
      "Four similar bugs fixed by four people is a pattern, and Meadows' systems view says to change structure, not respond to events: review the incidents together and fix the shared cause, such as conversions scattered through the code. A named owner is the runner-up: it closes the ownership gap but not the design that keeps inviting the bug. Five whys on one incident misses the pattern, a test suite catches rather than prevents, and a manual check is another patch.",
  },
  {
    id: "q64",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    text: "Your director wants every team to report 'tickets closed per engineer' weekly from next month, to spot capacity problems. Your team's best work this quarter, a database migration, closed three tickets in six weeks, while a teammate who splits work finely closed forty. The director asks for your view on the metric by Friday. What do you reply?",
    options: [
      {
        value: 1,
        label:
          "Agree, and ask the team to split work into smaller tickets so migration-type work shows up fairly in the count.",
      },
      {
        value: 3,
        label:
          "Agree to report it, and attach a short note each week explaining what the numbers leave out for your team.",
      },
      {
        value: 5,
        label:
          "Ask what decision the metric should inform, and propose team-level flow measures, such as DORA lead time, that serve it.",
      },
      {
        value: 2,
        label:
          "Push back: per-engineer ticket counts reward splitting work and punish hard problems, so ask that your team be exempt.",
      },
      {
        value: 4,
        label:
          "Support it, but propose pairing it with a quality measure such as escaped defects, so the count can't be gamed alone.",
      },
    ],
    rationale:
      "Goodhart's law: a per-engineer count becomes a target and rewards splitting work. Asking what decision the metric serves, then offering team-level flow measures (DORA lead time, cycle time), keeps the director's goal and drops the side effects. Pairing it with a quality metric is the runner-up, but it still ranks individuals on a number they can move. Weekly caveats get ignored, an exemption looks self-serving, and splitting tickets games the count you objected to.",
  },
  {
    id: "q65",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    text: "Your checkout team has been blocked by the identity team in five of the last six sprints: each new payment method needs a change to identity's token service, and their queue is three weeks long. Your engineers call identity 'slow and unhelpful'. Your director wants a proposal at Thursday's staff meeting. What do you propose?",
    options: [
      {
        value: 5,
        label:
          "Map the six blocking changes with identity's lead, find why checkout needs their service each time, and propose moving that boundary.",
      },
      {
        value: 2,
        label:
          "Ask the director to rebalance headcount so identity gets two more engineers to work through its queue faster.",
      },
      {
        value: 4,
        label:
          "Agree with identity's lead on a reserved slot each sprint for checkout requests, with a named contact on each side.",
      },
      {
        value: 1,
        label:
          "Escalate each blocking request to identity's manager as it comes up, so delays are visible at the right level.",
      },
      {
        value: 3,
        label:
          "Have checkout engineers contribute changes to the token service directly, with identity reviewing the pull requests.",
      },
    ],
    rationale:
      "Blocked in five of six sprints is structural. Team Topologies reads frequent hand-offs between teams as a sign the ownership boundary is in the wrong place; mapping the blocking changes with identity's lead finds the seam to move and makes them co-owners of the fix. A reserved slot is the runner-up and a sensible stopgap, but it keeps the dependency. Inner-source contributions still queue on identity's review, headcount treats the queue, and escalating each request adds friction.",
  },
  {
    id: "q66",
    categoryKey: "problem-solving",
    skillKey: "systems-thinking",
    topics: ["technical-debt"],
    text: "A slow report query is timing out for enterprise customers. Arjun proposes a nightly job that precomputes the reports into a new table, shippable in two days. It would be the team's ninth cron job, none of which has alerting, and the data team also reads from the reports schema. The enterprise escalation needs an answer tomorrow. What do you do?",
    options: [
      {
        value: 2,
        label:
          "Approve Arjun's fix as proposed; the escalation comes first, and the cron jobs can be revisited at quarterly planning.",
      },
      {
        value: 1,
        label:
          "Hold the fix and propose a proper reporting pipeline with the data team, since nightly jobs made this fragile.",
      },
      {
        value: 4,
        label:
          "Ship the nightly job to meet the escalation, and open a ticket to add alerting to all nine cron jobs next sprint.",
      },
      {
        value: 5,
        label:
          "Approve the job only with alerting and an owner, once the data team has agreed to the new table in their schema.",
      },
      {
        value: 3,
        label:
          "Ask Arjun for a one-day spike on indexing the query first, since a fix without a new job avoids the problem entirely.",
      },
    ],
    rationale:
      "Systems thinking asks who else a fix touches: the on-call engineer nobody will alert and the data team reading that schema. Approving the job with alerting, an owner and a check with the data team meets tomorrow's deadline without hiding a cost. Shipping now with a debt ticket is the runner-up, but 'next sprint' tickets are how the first eight jobs lost their alerting. An indexing spike risks the deadline; holding for a pipeline misses it.",
  },
  // Incident leadership
  {
    id: "q67",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    text: "Twelve minutes into a payments outage, the incident channel has 23 people in it. Three engineers are restarting different services at once, Support is asking for customer wording, and your VP is posting theories. Nobody has said who is leading. You manage the payments team and are the most experienced debugger present. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Move the engineers to a separate call to debug in peace, and leave the channel for the VP and Support to coordinate.",
      },
      {
        value: 5,
        label:
          "Announce you are incident commander, name one engineer to make changes and one person for Support, and stop debugging.",
      },
      {
        value: 4,
        label:
          "Ask everyone to stop making changes until one person confirms each action in the channel, then start debugging yourself.",
      },
      {
        value: 2,
        label:
          "Start debugging yourself, since you are fastest, and ask Support to hold the wording until you understand the cause.",
      },
      {
        value: 1,
        label:
          "Ask your VP privately to stop posting theories, then let the three engineers carry on, since they know their services.",
      },
    ],
    rationale:
      "The Incident Command System (from US firefighting, via PagerDuty and Google SRE) treats coordination as a job, and the best debugger must give up the keyboard to do it. Naming a commander, one person making changes and one on comms stops the parallel restarts and feeds Support. Freezing changes is the runner-up: it stops the damage, but then you debug and nobody leads. Debugging yourself or splitting calls leaves the channel leaderless; a word to the VP fixes the least.",
  },
  {
    id: "q68",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    text: "You are incident commander on a data-pipeline outage that has delayed customer invoices for two hours. The root cause is still unknown. Your last update to #incidents and the status page went out 50 minutes ago and promised 'next update in 30 minutes'. The engineers believe they are 15 minutes from a fix. What do you do now?",
    options: [
      {
        value: 1,
        label:
          "Wait the 15 minutes so the next update can include the fix, which is more useful to everyone than another 'no change'.",
      },
      {
        value: 3,
        label:
          "Message the account managers of your largest customers directly, since invoices hit them hardest, then update the page.",
      },
      {
        value: 4,
        label:
          "Hand communications to a teammate from now on, with updates every 30 minutes, so you can stay focused on the fix.",
      },
      {
        value: 2,
        label: "Post that the team is close to a fix and expects invoices to resume within about 15 minutes.",
      },
      {
        value: 5,
        label:
          "Post now: the impact, that the cause isn't confirmed, what the team is trying, and when the next update comes.",
      },
    ],
    rationale:
      "A promised update time is a commitment; missing it costs more trust than 'no change'. PagerDuty's incident response guide treats the cadence as fixed: post now with impact, what is known, what is being tried and the next update time. Handing off comms is the runner-up and right for the rest of the incident, but the overdue update goes out now. Direct calls duplicate the status page, a 15-minute promise bets trust on a guess, and waiting is the failure.",
  },
  {
    id: "q69",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    topics: ["psychological-safety"],
    text: "In the postmortem for Tuesday's outage, a senior engineer says: 'Let's be honest, Nikhil ran the migration script against production instead of staging.' Nikhil, who joined four months ago, goes quiet. The script takes its environment from a flag that defaults to production. Twelve people are in the review, two directors among them. What do you say?",
    options: [
      {
        value: 3,
        label:
          "'Nikhil, would you walk us through what happened, in your own words, so we all understand the sequence?'",
      },
      {
        value: 1,
        label:
          "Thank the engineer for raising it, and add training on migrations for new engineers as an action item.",
      },
      {
        value: 5,
        label:
          "'Nikhil did what the tooling made easy. Why does the script default to production? Nikhil, what did the run look like to you?'",
      },
      {
        value: 2,
        label:
          "Let the discussion run for now, and talk to the senior engineer privately after the meeting about blame in postmortems.",
      },
      {
        value: 4,
        label:
          "'We don't name individuals in postmortems. Let's move on to contributing factors, starting with the flag default.'",
      },
    ],
    rationale:
      "Blameless review (Allspaw at Etsy) asks how the system made the action easy, here a flag defaulting to production, and protects the person so they keep talking. Reframing, then inviting Nikhil, does both in front of the directors. Citing the no-names rule is the runner-up: the right norm, but it scolds the senior engineer and leaves Nikhil silent. Inviting Nikhil straight away exposes him, a private word later teaches the room blame is fine, and a training item confirms it.",
  },
  {
    id: "q70",
    categoryKey: "problem-solving",
    skillKey: "incident-leadership",
    topics: ["technical-debt"],
    text: "Reviewing last quarter, you find that 9 of 31 postmortem action items across your four teams are done, and one open item, a missing rate limit, caused this week's second outage. Every item has an owner, but most say 'backlog, no date', and product planning never sees them. Your next planning meeting with the PMs is Monday. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Bring the 22 open items to Monday's planning, have PMs rank them against roadmap work, and date the top ones.",
      },
      {
        value: 2,
        label:
          "Ask each owner to give their item a due date this week or close it with a reason, and report back on the result.",
      },
      {
        value: 3,
        label:
          "Set a rule that no postmortem closes until every action item has a due date and an owner who has agreed to it.",
      },
      {
        value: 1,
        label:
          "Fix the rate limit yourself this week, then write to the four teams about why postmortem follow-through matters.",
      },
      {
        value: 4,
        label:
          "Add a standing item to each team's weekly meeting to review open postmortem actions until the list is cleared.",
      },
    ],
    rationale:
      "Postmortem actions die when they compete with roadmap work out of sight; the Google SRE book warns that unfinished actions bring the same outage back. Putting the 22 open items into the same planning meeting, ranked against features, gives them dates with capacity behind them. A standing weekly review is the runner-up: it adds visibility but no capacity. Owners' dates without time are wishes, a closing rule helps future postmortems only, and fixing the rate limit yourself treats one item.",
  },
];
