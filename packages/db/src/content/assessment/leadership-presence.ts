import type { AssessmentItemSeed } from "./item";

/**
 * Situational-judgement items for the Leadership Presence category (q18-q35).
 * Options are in authoring order (people see them shuffled); values rank them as an experienced
 * engineering leader would. Each rationale cites options by value in brackets and says why the runner-up
 * (4) is not the best, so a reviewer can argue with the key.
 */
export const leadershipPresenceItems: AssessmentItemSeed[] = [
  // Executive presence (q18-q22)
  {
    id: "q18",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    topics: ["executive-presence"],
    text: "The mobile checkout redesign was promised to the VP of Product for 1 June. Load testing found that the new payment SDK fails 2% of transactions on older Android phones, and the vendor's fix is three weeks away. You meet the VP tomorrow in a 15-minute slot that was meant to be a launch go/no-go. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Open tomorrow with two options and their costs, and ask the VP to choose, since it is her launch date to move.",
      },
      {
        value: 4,
        label:
          "Open tomorrow with the slip and your recommendation in one breath: 'Not 1 June; iOS on time, Android on the 22nd.'",
      },
      {
        value: 2,
        label:
          "Start tomorrow with the load-test results and the vendor's timeline, so she sees why the date moved before the new one.",
      },
      {
        value: 1,
        label:
          "Open tomorrow by owning the slip and noting that testing caught it before customers did, then present the revised plan.",
      },
      {
        value: 5,
        label:
          "Send the VP a three-line note tonight with the 2% failure, your recommendation and the decision you need tomorrow.",
      },
    ],
    rationale:
      "Bad news upward is about timing and brevity: no surprises, and a recommendation rather than a problem. A note tonight (5) lets the VP arrive ready to decide, and to warn her own boss. Opening tomorrow with a BLUF recommendation (4) is strong, and right if you had learned of the slip an hour before; here it wastes a night. Options without a recommendation (3) hand her your job; evidence first (2) and apology first (1) bury the headline.",
  },
  {
    id: "q19",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    text: "At the quarterly architecture review, the CTO asks you: 'What would it cost us to go multi-region by next year?' You know the storage layer would need rework, but your team has never scoped it and you have no estimate. Eight directors are listening and your slot has five minutes left. What do you say?",
    options: [
      {
        value: 3,
        label:
          "'Roughly two to three quarters of one team, mostly storage rework, but that's a gut feel; I'll confirm by the 15th.'",
      },
      {
        value: 4,
        label:
          "'We haven't scoped it. What's behind the question, a customer, compliance or resilience? That changes what we'd build.'",
      },
      {
        value: 5,
        label:
          "'I don't know yet. Storage is the big unknown; I'll bring a range with its main assumptions by the 15th.'",
      },
      {
        value: 2,
        label:
          "'Let me take that offline with my staff engineer and come back to you; it depends on several design choices.'",
      },
      {
        value: 1,
        label:
          "'It touches storage, queues and deployment; let me walk you through each so you can see the scale.'",
      },
    ],
    rationale:
      "Saying 'I don't know' plainly, naming the biggest unknown and committing to a date (5) is credible and respects the room's time. Asking what drives the question (4) is good, and some would rank it first, but with five minutes left it turns an answer into a discussion; ask it when you scope. A gut-feel range (3) will be remembered as a commitment (anchoring). 'Offline' without a date (2) sounds evasive; thinking aloud (1) shows effort but gives no answer.",
  },
  {
    id: "q20",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    topics: ["executive-presence"],
    text: "You have a 20-minute slot at the leadership offsite to propose a four-person platform team to own the CI pipeline, which now takes 45 minutes per build. You have 14 slides. At the coffee break the chief of staff tells you the agenda has overrun: you will get five minutes, just before lunch. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Give only the ask, the engineer-hours lost each week to 45-minute builds, and the outcome after one quarter.",
      },
      {
        value: 4,
        label:
          "Ask the chief of staff to move the item to next month's staff meeting, where it can get a proper discussion.",
      },
      {
        value: 2,
        label:
          "Present the first five slides at a faster pace, so the room has the context, then ask for a follow-up meeting.",
      },
      {
        value: 1,
        label:
          "Summarise the whole deck in five minutes by skipping the detail on each slide, so nothing important is left out.",
      },
      {
        value: 3,
        label:
          "Use the five minutes for the three slides with the strongest data, and send everyone the full deck after lunch.",
      },
    ],
    rationale:
      "A proposal that only works in 20 minutes is not ready for a leadership room; the test of preparation is a one-sentence ask with the number that matters (5). Asking to move the item (4) is fair when a decision needs debate, but gives up a slot in front of the people who fund teams. The data slides (3) show evidence without the ask; racing through the opening (2) or the whole deck (1) spends the five minutes on context.",
  },
  {
    id: "q21",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    topics: ["estimation"],
    text: "In a roadmap review with 15 people, the engineering director says: 'Twelve weeks for a notifications service? Another team built one in four.' Your estimate includes migrating 30 existing email templates and adding an SMS provider, neither of which the other team had. Your two tech leads are in the room, watching how you respond. What do you say?",
    options: [
      {
        value: 4,
        label:
          "'Let's compare notes with that team; if their service covers our needs, reusing it may beat building our own.'",
      },
      {
        value: 1,
        label:
          "'You may be right. Let me go back to the team and see what we can cut to get it closer to eight weeks.'",
      },
      {
        value: 3,
        label:
          "'The estimate is the team's and I stand by it, but I'll bring a week-by-week breakdown to our next 1:1.'",
      },
      {
        value: 5,
        label:
          "'Fair question. Theirs had no template migration and no SMS; that's eight of our twelve weeks.'",
      },
      {
        value: 2,
        label:
          "'Which parts look too long to you? Let's go through them now, since others may have the same question.'",
      },
    ],
    rationale:
      "Under public challenge, presence is a calm, specific answer: acknowledge, name the assumption that differs, give the number (5); your leads see the estimate defended with facts, not ego. Checking the other team's service (4) is a sensible follow-up that might save weeks, but as a first answer it sounds like conceding. 'I stand by it' (3) is loyal but opaque; a walkthrough now (2) hijacks the meeting; cutting scope on the spot (1) tells your leads estimates are negotiable.",
  },
  {
    id: "q22",
    categoryKey: "leadership-presence",
    skillKey: "executive-presence",
    topics: ["executive-presence"],
    text: "You are the only engineering manager in a pricing meeting with the VP of Sales, the CFO and two product directors. They are converging on usage-based billing from next quarter. You know the metering pipeline undercounts events by about 3%, which would show on customer invoices. Nobody has asked for engineering's view, and the meeting ends in ten minutes. What do you do?",
    options: [
      {
        value: 2,
        label:
          "Say you have a data concern, and suggest a follow-up meeting where you bring the numbers and a fix estimate.",
      },
      {
        value: 5,
        label:
          "Say it now, in one sentence: metering undercounts by about 3%, so usage billing needs a fix first.",
      },
      {
        value: 3,
        label:
          "Send the product directors a note straight after the meeting with the 3% figure, before anything is announced.",
      },
      {
        value: 1,
        label:
          "Let the decision stand for now, then raise the metering gap with your own director so it can be escalated.",
      },
      {
        value: 4,
        label:
          "Ask whether the plan assumes metering is accurate to the cent, and explain the 3% gap once they answer.",
      },
    ],
    rationale:
      "The room is about to decide on an assumption you know is wrong; presence means saying so briefly, in business terms, while it still matters (5). The Socratic question (4) can land well, but it costs scarce minutes and can feel like a trap. A note straight afterwards (3) is accurate but arrives when the decision has momentum. A vague 'data concern' (2) invites being parked; escalating through your director (1) is slowest and implies you need permission to speak.",
  },
  // Delegation and empowerment (q23-q27)
  {
    id: "q23",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    topics: ["former-peers"],
    text: "Six weeks ago you were promoted to lead the team you had worked in for three years. You ask Sam, a former peer and the team's strongest database engineer, to own sharding the billing database this quarter. When you last worked on it together, you and Sam disagreed about the sharding key. What do you agree with Sam at the start?",
    options: [
      {
        value: 4,
        label:
          "The outcome and the deadline, and that you will both write down your preferred sharding keys to make the choice explicit.",
      },
      {
        value: 3,
        label:
          "The outcome and the constraints, and a weekly 30-minute sync where Sam walks you through progress and open decisions.",
      },
      {
        value: 2,
        label:
          "That Sam owns delivery, while the sharding key goes to a design review with the whole team so nobody decides alone.",
      },
      {
        value: 1,
        label:
          "The outcome only, and that you will stay out of it entirely, since a former peer may resent oversight from you.",
      },
      {
        value: 5,
        label:
          "The outcome, hard constraints such as zero downtime, two review points, and that the choice of sharding key is Sam's.",
      },
    ],
    rationale:
      "Delegating to a former peer works when decision rights are explicit, including on the point you once disagreed about (5); Sam can still choose to hold a design review. Writing down both keys (4) is honest but keeps your old preference in play, now as the boss's. A weekly walkthrough (3) over-supervises a strong senior (situational leadership: high competence calls for delegating). A mandatory team review (2) dilutes ownership; staying out entirely (1) is abdication, not trust.",
  },
  {
    id: "q24",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    topics: ["performance-problems"],
    text: "You delegated moving 120 cron jobs to Kubernetes CronJobs to Leo, a mid-level engineer, with a six-week target. At week three he has moved 18, and two of those failed silently overnight. You could finish the rest yourself in two weeks. In your 1:1, your own manager asks whether the migration is on track. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Ask Leo to add alerting for silent failures before moving any more jobs, and review his progress at the end of each week.",
      },
      {
        value: 4,
        label:
          "Tell your manager it is behind, and agree a recovery plan with Leo in which a second engineer pairs on the remaining jobs.",
      },
      {
        value: 5,
        label:
          "Tell your manager it is behind and why, then sit with Leo to find what is slowing him before changing the plan.",
      },
      {
        value: 1,
        label:
          "Take over the remaining jobs yourself and give Leo the alerting work, so the target holds and he still contributes.",
      },
      {
        value: 2,
        label:
          "Tell your manager it is on track with some risk, and give Leo one more week to show he can recover the pace.",
      },
    ],
    rationale:
      "Slow delegated work is first a diagnosis problem: skill, unclear scope, or something odd about the old jobs? Honesty upward and sitting with Leo (5) keeps ownership with him and the facts with your manager. A pairing partner (4) often turns out right, but chosen before the diagnosis it can hide a skill gap you need to coach. Alerting first (3) fixes a symptom; shading the status (2) spends credibility; taking the work back (1) teaches Leo that you will.",
  },
  {
    id: "q25",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    topics: ["career-conversations"],
    text: "In her career conversation last month, Hana, a senior engineer, said she wants to reach staff within two years and named 'leading cross-team technical decisions' as her biggest gap. Next week's API-versioning design review spans three teams. You would normally chair it and could probably close it in one meeting. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Ask Hana to chair it, agree what a good outcome looks like, and offer a 20-minute prep session beforehand.",
      },
      {
        value: 3,
        label:
          "Ask Hana to write the proposal doc for the review, which builds a related skill while you chair the meeting.",
      },
      {
        value: 4,
        label:
          "Chair this one yourself with Hana as co-chair, so she learns the format before she leads the next cross-team review.",
      },
      {
        value: 2,
        label:
          "Ask Hana to chair it, and tell the other teams' leads she is running it as part of her development plan.",
      },
      {
        value: 1,
        label:
          "Chair it yourself, since three teams are waiting on a decision, and find Hana a lower-stakes review next month.",
      },
    ],
    rationale:
      "A career conversation only counts if the stretch work follows (Project Oxygen: supports career development). Handing Hana the chair with an agreed outcome and a short prep (5) targets the gap she named, with a safety net. Co-chairing (4) suits someone new to facilitation, but Hana is senior and asked for this. Writing the doc (3) builds a different skill; framing it to peers as her development (2) undercuts her authority; keeping it (1) defers the growth she asked for.",
  },
  {
    id: "q26",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    text: "Two months ago you handed the search-relevance project to Ife, a senior engineer. Product and marketing still message you directly with questions, and you have answered most of them yourself because it was quicker. Last week the VP thanked you by name, in the all-hands, for the ranking improvement Ife designed. What do you change?",
    options: [
      {
        value: 1,
        label:
          "Keep answering quick questions to save Ife's time, and credit her by name in your next written status update.",
      },
      {
        value: 3,
        label:
          "Forward each question to Ife privately with some context, so she can answer and build the relationships herself.",
      },
      {
        value: 4,
        label:
          "Ask Ife to present the ranking results at the next product review, so stakeholders see who runs the project.",
      },
      {
        value: 5,
        label:
          "Copy Ife into the next questions as the owner, and tell the VP who designed the ranking change.",
      },
      {
        value: 2,
        label:
          "Send product and marketing a note that Ife now leads search relevance and should be their first contact.",
      },
    ],
    rationale:
      "Delegation is unfinished while questions and credit still flow to you; redirecting in the open and correcting the VP (5) changes both channels at once. A product-review slot (4) is a strong follow-up but leaves the misattribution standing for weeks. Forwarding privately (3) still routes everything through you. An announcement (2) helps but is easily ignored while you keep answering; answering to save her time (1) keeps you the owner in everyone's eyes.",
  },
  {
    id: "q27",
    categoryKey: "leadership-presence",
    skillKey: "delegation",
    topics: ["former-peers"],
    text: "Since you were promoted to team lead four months ago, your former teammates still tag you on every pull request touching the payments API, a habit from when you wrote most of it. Median review wait on those PRs is now 26 hours, up from 6, and two engineers raised it in the last retro. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Block two hours every morning for reviews, so nothing waits more than a day while others learn the payments code.",
      },
      {
        value: 5,
        label:
          "Agree with the team which payments changes still need you, name two other reviewers, and update CODEOWNERS.",
      },
      {
        value: 4,
        label:
          "Pair with two engineers on payments reviews for a month, then hand them approval rights once they know the code.",
      },
      {
        value: 2,
        label:
          "Write a payments review checklist that anyone can review against, and ask people to stop tagging you by default.",
      },
      {
        value: 1,
        label:
          "Tell the team at the next retro that you will no longer review payments changes, and that they can trust each other.",
      },
    ],
    rationale:
      "The bottleneck is decision rights, not review speed: agreeing where your approval is still needed and encoding it in CODEOWNERS (5) hands over the decision, not just the task. Pairing first (4) is right if nobody else knows the code, but these are former peers who built it with you. Blocking review time (3) treats the symptom; a checklist (2) helps but leaves the tagging habit in place; stepping away abruptly (1) removes a safeguard without agreeing what replaces it.",
  },
  // Setting direction (q28-q31)
  {
    id: "q28",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "At a skip-level lunch, your director asks three of your engineers where the team is heading this half. One says 'moving to Kafka', one 'reducing on-call pages', one 'whatever product asks for'. In the planning doc you had written the team's goal as 'a reliable, event-driven order platform'. What do you do next?",
    options: [
      {
        value: 2,
        label:
          "Hold a team session to agree a mission statement and three principles, so everyone describes the team the same way.",
      },
      {
        value: 4,
        label:
          "Ask the three engineers which of their answers they would drop if forced to choose, and use that to sharpen the goal.",
      },
      {
        value: 1,
        label:
          "Put the current goal at the top of the sprint board and in the channel topic, so it is in front of people every day.",
      },
      {
        value: 3,
        label:
          "Tell the director that the three answers are parts of one goal, and share the planning doc that connects them.",
      },
      {
        value: 5,
        label:
          "Rewrite the goal as one outcome with a number, such as halving order-related pages, and test it on a real trade-off.",
      },
    ],
    rationale:
      "Three different answers mean the goal does not help anyone choose; 'reliable, event-driven' describes a platform, not a direction. A measurable outcome tested on a real trade-off (5) fixes that. Asking the engineers to force-rank (4) builds buy-in, but the team should not have to reverse-engineer a choice the lead is accountable for. Explaining to the director (3) defends; a mission statement (2) adds words; more visibility (1) repeats the vague goal.",
  },
  {
    id: "q29",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    topics: ["hiring"],
    text: "You have headcount for one engineer. Over the next year the team will move its recommendation models from nightly batch to real-time scoring. The recruiter wants a job description by Friday, and your two senior engineers are split between 'another strong ML engineer' and 'someone who has run low-latency services in production'. What do you do?",
    options: [
      {
        value: 4,
        label:
          "Choose the production-services profile, since real-time scoring needs it, and explain the link to the team in a paragraph.",
      },
      {
        value: 2,
        label:
          "Write a broad description covering both profiles, and decide on the strongest candidate the loop produces.",
      },
      {
        value: 5,
        label:
          "Write the one-year direction and the capability gaps it creates, and ask each senior to argue a profile against it.",
      },
      {
        value: 3,
        label:
          "Ask the recruiter for market data on both profiles, and choose the one you are likelier to fill this quarter.",
      },
      {
        value: 1,
        label:
          "Reuse the last ML engineer job description with a line added about real-time scoring, so the recruiter can start by Friday.",
      },
    ],
    rationale:
      "A hiring profile is a direction decision; when seniors split, the direction usually has not been written as capabilities. Doing that and arguing each profile against it (5) settles this hire and the next. Choosing yourself with a clear reason (4) may reach the same answer sooner, but the team learns the conclusion, not the reasoning. Market ease (3), a broad 'best candidate' description (2) or a recycled job description (1) let the loop, not the strategy, choose.",
  },
  {
    id: "q30",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "A re-org announced this morning moves your team of seven from the Growth group to Platform, under a director you have not met. Your current project, an A/B testing service, may or may not continue. Engineers are already speculating in a private channel. Your 1:1 with the new director is in two days. What do you do today?",
    options: [
      {
        value: 5,
        label:
          "Meet the team today: say what you know, what stays the same, what is unknown, and when you will know more.",
      },
      {
        value: 4,
        label:
          "Ask the new director for a 15-minute call today, so you have something concrete to tell the team before tomorrow.",
      },
      {
        value: 3,
        label:
          "Hold 1:1s with each engineer this week to hear their concerns before saying anything to the team as a group.",
      },
      {
        value: 2,
        label:
          "Message the team that you will share details after meeting the director, and ask them to carry on with the A/B service.",
      },
      {
        value: 1,
        label:
          "Say nothing until the director meeting, so you do not share a plan the new group may change within the week.",
      },
    ],
    rationale:
      "In a re-org, silence is filled by the private channel; saying what is known, what stays the same and what is unknown, with a date for the next update (5), sets direction when the destination is unclear. Getting the new director on a call today (4) is worth trying, but the team should not wait for it. 1:1s first (3) hear concerns but delay a shared picture; a 'details later' message (2) and silence (1) let rumours set the story.",
  },
  {
    id: "q31",
    categoryKey: "leadership-presence",
    skillKey: "vision-setting",
    text: "Quarterly planning ends with eleven projects on your team's list, from 'upgrade to Java 21' to 'self-serve refunds'. Engineers keep asking which matters most when two collide, and you have been answering case by case in Slack. The product manager wants to share the list with stakeholders on Monday. What do you do before Monday?",
    options: [
      {
        value: 2,
        label:
          "Cut the list to the five highest-value projects and move the rest to a 'next quarter' backlog before sharing.",
      },
      {
        value: 3,
        label:
          "Write a short rationale under each project on its customer or business value, then share the list as it stands.",
      },
      {
        value: 4,
        label:
          "Rank all eleven projects in strict order with the product manager, so every collision already has an answer.",
      },
      {
        value: 5,
        label:
          "Group the eleven under the two or three outcomes they serve, rank those outcomes, and name the first cuts.",
      },
      {
        value: 1,
        label:
          "Share the list on Monday as planned, and start a weekly priorities post in Slack to settle collisions as they arise.",
      },
    ],
    rationale:
      "Case-by-case answers mean the team has projects but no direction to decide with. Grouping work under a few ranked outcomes and naming the first cuts (5) lets engineers settle most collisions themselves. A strict stack rank (4) also settles collisions and is a close second, but says nothing about why, so it breaks when a new project arrives. Rationales (3) justify without ranking; cutting to five (2) decides without the outcomes; a weekly post (1) keeps you the router.",
  },
  // Influence without authority (q32-q35)
  {
    id: "q32",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    text: "On Thursday, five team leads meet to choose one observability vendor for the company. Your team needs distributed tracing; the data team cares about log-retention costs; Irina, the platform lead, is known to favour the vendor she used at her last company. You have a draft comparison of three vendors. It is Monday. What do you do first?",
    options: [
      {
        value: 1,
        label:
          "Run a two-day tracing trial of your preferred vendor, so that you arrive on Thursday with data rather than opinions.",
      },
      {
        value: 5,
        label:
          "Meet each lead briefly before Thursday to learn their must-haves, and rework the comparison around them.",
      },
      {
        value: 3,
        label:
          "Meet Irina first to understand why she favours her vendor, since platform's support decides whether adoption works.",
      },
      {
        value: 4,
        label:
          "Share your comparison with all five leads today, asking for corrections by Wednesday, so Thursday starts from shared facts.",
      },
      {
        value: 2,
        label:
          "Propose evaluation criteria to the group by email, so vendors are scored against agreed needs rather than preferences.",
      },
    ],
    rationale:
      "Cross-team decisions are mostly made before the meeting: learning each lead's constraints one-on-one and reworking the comparison around them (5), sometimes called nemawashi or pre-wiring, makes Thursday a confirmation. Circulating the draft (4) gets the facts right but invites objections in writing before you know the interests. Starting with Irina (3) targets the likely blocker but can look like lobbying. Criteria by email (2) is sound but abstract; a trial of your favourite (1) argues your case, not theirs.",
  },
  {
    id: "q33",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    topics: ["hiring"],
    text: "In the debrief for a senior backend hire, three interviewers say 'strong hire'. You say 'no hire': in your system-design round the candidate dismissed two questions about data consistency as 'edge cases'. The hiring manager, a peer who leads another team, says: 'Three strong yeses, one concern. Let's make the offer today.' What do you do?",
    options: [
      {
        value: 2,
        label:
          "Agree to the offer, since three signals outweigh one, and flag data consistency as a focus for onboarding.",
      },
      {
        value: 1,
        label:
          "Ask your manager to raise the concern with the hiring manager's director before the offer goes out.",
      },
      {
        value: 3,
        label:
          "Suggest a 30-minute follow-up call with the candidate on data consistency before any offer is made.",
      },
      {
        value: 4,
        label:
          "Hold your 'no hire', state the evidence, and ask that the hiring decision record your dissent and its reasons.",
      },
      {
        value: 5,
        label:
          "Ask whether anyone else probed data consistency, and quote the two exchanges word for word for the panel.",
      },
    ],
    rationale:
      "A debrief is influence by evidence: asking whether anyone else tested the area and quoting the exchanges (5) shows whether the three yeses covered your concern or never probed it. Holding your vote and recording dissent (4) is honest, and the fallback if the panel still disagrees, but does not try to change minds. A follow-up call (3) often postpones deciding; agreeing (2) treats votes as a count; escalating over your peer (1) damages the relationship for one hire.",
  },
  {
    id: "q34",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    text: "Your team's Q3 launch needs the identity team to add one field to their user API, about three days of work. Their lead, Marcus, says it is not on their roadmap until Q4, because his team is behind on a SOC 2 audit deadline. Your launch date was announced to customers last month. What do you do?",
    options: [
      {
        value: 1,
        label:
          "Ask your director to get the field prioritised, since the launch date is already public and customer-facing.",
      },
      {
        value: 3,
        label:
          "Propose to Marcus that you raise the conflict together with your shared director, showing both deadlines side by side.",
      },
      {
        value: 5,
        label:
          "Offer one of your engineers to make the change in their repository, under their review, whenever it suits the audit.",
      },
      {
        value: 4,
        label:
          "Ask Marcus what would have to be true for this to fit in Q3, and what his team needs most for the audit.",
      },
      {
        value: 2,
        label:
          "Build a temporary workaround that stores the field on your side, and plan to move it into their API in Q4.",
      },
    ],
    rationale:
      "Influence without authority works when your ask costs the other team almost nothing: offering the engineering time, under their review and on their schedule (5), removes the real objection. Asking what would make it possible (4) is the classic opening, but Marcus has already named his constraint. A joint escalation (3) is the honest fallback if the offer fails; a workaround (2) creates debt to dodge a conversation; escalating alone (1) wins a field and loses a partner.",
  },
  {
    id: "q35",
    categoryKey: "leadership-presence",
    skillKey: "influence",
    topics: ["former-peers"],
    text: "Two months ago you were promoted from senior engineer to manager of the team you were on. Ola, a former peer who was also considered for the role, led the opposition to your plan to adopt trunk-based development, and the team has quietly kept using long-lived branches. Ola is widely respected. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Meet Ola one-on-one to ask what worries her about trunk-based development, and ask her to co-design the trial.",
      },
      {
        value: 2,
        label:
          "Leave the decision open for a quarter, so the team sees you will not use your new title to push your own ideas.",
      },
      {
        value: 4,
        label:
          "Raise it at the team retro and ask what is stopping the switch, so everyone's objections are heard together.",
      },
      {
        value: 1,
        label:
          "Ask your manager to endorse the change publicly, so the team sees it as the department's direction, not yours.",
      },
      {
        value: 3,
        label:
          "Restate the decision in the team meeting with your reasons, and ask everyone to commit to it from next sprint.",
      },
    ],
    rationale:
      "With a former peer leading the resistance, influence starts in private: hear her objections and give her real authorship of the trial (5). A retro (4) is open and fair, but it can turn into a public contest between you and Ola. Restating and asking for commitment (3) is disagree-and-commit without the disagreeing; leaving it open (2) lets a silent veto stand; borrowing your manager's authority (1) signals that you cannot lead your old team yourself.",
  },
];
