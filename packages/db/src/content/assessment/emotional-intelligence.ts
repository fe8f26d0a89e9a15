import type { AssessmentItemSeed } from "./item";

/**
 * Emotional Intelligence items (q36-q52). Options are in authoring order; the best one sits at index
 * (3 * n) % 5 for item qn so no position gives the key away.
 */
export const emotionalIntelligenceItems: AssessmentItemSeed[] = [
  // Self-awareness
  {
    id: "q36",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    topics: ["psychological-safety"],
    text: "In the design review for your caching layer, Priya, a senior engineer from another team, asks three pointed questions about cache invalidation. You notice your answers getting shorter and your jaw tightening; two people have stopped taking notes. There are 25 minutes left and you need her sign-off to ship next sprint. What do you do?",
    options: [
      {
        value: 1,
        label:
          "Answer her remaining questions in full, so the room sees you have thought invalidation through, then move to the rollout plan.",
      },
      {
        value: 2,
        label:
          "Suggest taking invalidation offline with Priya after the meeting, so the review can still cover the rest of the agenda on time.",
      },
      {
        value: 3,
        label:
          "Ask the teammate who built the invalidation logic to field her questions while you note the open points.",
      },
      {
        value: 5,
        label:
          "Say you noticed yourself getting short, thank her for pressing on it, and ask which failure case worries her most.",
      },
      {
        value: 4,
        label:
          "Add her questions to the doc as open risks, and ask her what evidence she would need to see before signing off.",
      },
    ],
    rationale:
      "Self-awareness means catching a trigger while it fires and letting that change what you do. Naming your shortness in one sentence resets the room and models the fallibility Edmondson ties to psychological safety; asking for Priya's worst case turns a challenge into data. Logging her questions as risks is close behind but leaves the tension everyone saw unspoken. Proving yourself with detail is the defensive reflex itself, and taking it offline dodges the reviewer you need.",
  },
  {
    id: "q37",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    text: "Two days before the 4.2 release, after a week of bad sleep, you cut off Tomás mid-update in stand-up and answered a question from Mei, a new hire, with 'just fix it' in Slack. Nobody has said anything. You have a 1:1 with Mei at 2 p.m. and the release go/no-go at 4. What do you do?",
    options: [
      {
        value: 2,
        label:
          "Keep the 1:1 with Mei focused on unblocking her task, and make a point of being warmer in your next few team messages.",
      },
      {
        value: 5,
        label:
          "Tell Mei and Tomás you were curt because of release stress, not them, and ask the team to flag it next time.",
      },
      {
        value: 1,
        label:
          "Move the 1:1 with Mei to next week to free up time before the go/no-go, and send her a friendly note offering help.",
      },
      {
        value: 3,
        label:
          "Ask your tech lead to run stand-ups until the release ships, so you can stay on release risks without snapping at anyone.",
      },
      {
        value: 4,
        label:
          "Apologise to Mei at the start of the 1:1 for the curt reply, and leave stand-up alone since Tomás seemed fine afterwards.",
      },
    ],
    rationale:
      "Goleman's self-awareness is noticing your state and its effect on others. A short, specific acknowledgement to both people, plus an invitation to flag it next time, repairs trust and gives you a feedback loop. Apologising to Mei alone is the runner-up: kind, but Tomás is left guessing. Handing stand-up to the tech lead manages the symptom, quietly being warmer hopes nobody noticed, and postponing a new hire's 1:1 after a curt reply confirms her worst reading.",
  },
  {
    id: "q38",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    topics: ["psychological-safety"],
    text: "Six months into managing the data platform team, your review says 'strong technically, team engagement flat'. Your manager, Dana, has no specifics. In the engagement survey, 'I can voice disagreement with my manager' fell from 4.1 to 3.3. You have 1:1s with all six reports this week. What do you do first?",
    options: [
      {
        value: 2,
        label:
          "Reread your last month of pull-request comments and meeting notes, looking for moments where you overrode the team.",
      },
      {
        value: 4,
        label:
          "Run a short anonymous follow-up survey asking what specifically you do that makes disagreeing with you harder.",
      },
      {
        value: 1,
        label:
          "Ask Dana to sit in on your next team meeting and tell you afterwards what she saw in how you handle pushback.",
      },
      {
        value: 3,
        label:
          "Ask HR for a structured 360 review so the feedback is gathered by someone neutral and comparable over time.",
      },
      {
        value: 5,
        label:
          "In each 1:1, ask for one thing you could do differently when they disagree with you, and only take notes.",
      },
    ],
    rationale:
      "Radical Candor (Kim Scott) starts with asking for criticism in person, with a narrow question, and rewarding the answer by listening. A drop in 'I can voice disagreement' is exactly what a direct ask tests and repairs. The anonymous survey is the runner-up: safer for reports, but it signals you cannot hear it face to face and leaves nothing to follow up. A 360 is slow, your own threads cannot show blind spots, and Dana's presence changes the meeting.",
  },
  {
    id: "q39",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    topics: ["estimation"],
    text: "Quarterly planning with product ended badly: Lena, the PM, said engineering 'always pads estimates', and you called her roadmap 'fantasy'. Your engineers are now messaging you, mostly on your side. Lena's director has asked you both for a revised plan by Thursday. What do you do first?",
    options: [
      {
        value: 4,
        label:
          "Propose a session with Lena before Thursday to go through the estimates line by line, with one engineer there.",
      },
      {
        value: 3,
        label:
          "Tell your engineers the disagreement is yours to handle, and ask them to keep it out of chat from now on.",
      },
      {
        value: 5,
        label:
          "Write down what you said and how it likely landed, then open with Lena by owning the 'fantasy' remark.",
      },
      {
        value: 2,
        label:
          "Prepare a one-page comparison of last quarter's estimates and actuals, showing whether the padding claim holds.",
      },
      {
        value: 1,
        label:
          "Ask Lena's director to join a working session, so a neutral person can referee the revised plan.",
      },
    ],
    rationale:
      "Looking at your own part before others' is the self-awareness move, and your 'fantasy' remark is what Lena will remember. Owning it first makes an estimate conversation possible. Going through estimates line by line is the right next step and the runner-up, but without the acknowledgement it starts as round two. Estimates-versus-actuals data may be true yet arrives as proof she was wrong; quieting the engineers matters less; asking her director to referee escalates a fixable relationship.",
  },
  {
    id: "q40",
    categoryKey: "emotional-intelligence",
    skillKey: "self-awareness",
    topics: ["performance-problems"],
    text: "It is Wednesday and you have spent eleven hours this week on a search-indexing refactor that nobody is waiting for. Aisha's promotion packet is due Friday, two interview debriefs are unwritten, and you have twice postponed a hard conversation with Ben about his missed on-call handovers. The refactor is the part of the week you enjoy. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Admit to yourself the refactor is avoidance, park it, and book Ben for first thing tomorrow, before the packet.",
      },
      {
        value: 2,
        label:
          "Write the packet and debriefs first since they have deadlines, and send Ben a written summary of the handover problem.",
      },
      {
        value: 4,
        label:
          "Timebox the refactor to an hour a day, and work through Ben, the packet and the debriefs in deadline order.",
      },
      {
        value: 1,
        label:
          "Finish the refactor today while it is fresh, then clear Ben, the packet and the debriefs on Thursday and Friday.",
      },
      {
        value: 3,
        label:
          "Block Thursday for the packet and debriefs, and raise the handovers with Ben in next week's regular 1:1.",
      },
    ],
    rationale:
      "Fournier's The Manager's Path names the pull back to code as a classic new-manager retreat; the skill is noticing when the satisfying work is avoidance and acting on it. Booking Ben first puts the most-delayed, hardest item ahead. Timeboxing is the runner-up: it protects the deadlines but never names the pattern, so it will return. Deferring Ben to next week or to a written note repeats the avoidance, and finishing the refactor first is the avoidance itself.",
  },
  // Composure under pressure
  {
    id: "q41",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "You are paged at 3:10 a.m.: checkout errors are at 40% and the on-call engineer, Kofi, eight months on the team, has posted 'not sure what's going on' in the incident channel. You are groggy, and your first thought is that yesterday's deploy, which Kofi approved, caused it. What is the first thing you post?",
    options: [
      {
        value: 4,
        label:
          "'Joining. Let's roll back yesterday's deploy while we look; it's the most recent change and a rollback is cheap.'",
      },
      {
        value: 3,
        label:
          "Post nothing yet: spend five minutes reading the channel and the dashboards, so that your first message is an informed one.",
      },
      {
        value: 2,
        label:
          "Call Kofi directly instead of posting, so you can talk him through debugging step by step without an audience.",
      },
      {
        value: 5,
        label:
          "'Here and reading up. Thanks for paging, Kofi. What have you seen, and what changed in the last day?'",
      },
      {
        value: 1,
        label:
          "'Kofi, was yesterday's deploy the payment client change you approved? Let's check that first, before anything else.'",
      },
    ],
    rationale:
      "Your first words set an incident's tone, and your groggy first thought is a blame-shaped hunch. Asking Kofi what he has seen and what changed keeps him thinking and surfaces the deploy without accusing anyone. Proposing a rollback is the runner-up and may be the right mitigation within minutes, but before hearing what Kofi has ruled out it anchors everyone on your guess. Silence leaves him alone, a private call hides context, and 'the change you approved' is blame.",
  },
  {
    id: "q42",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "At 6 p.m. you see a comment from Marcus, a staff engineer, on your event-sourcing design doc: 'This is résumé-driven architecture. Did anyone consider a queue?' The doc has 30 watchers, including your director, and you did evaluate queues, in an appendix Marcus apparently skipped. The review closes Friday. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Reply now with a link to the queue appendix and a neutral one-line reason you rejected it, before others pile on.",
      },
      {
        value: 5,
        label:
          "Leave it overnight, then ask Marcus directly what concerns him, and reply on the doc once you have talked.",
      },
      {
        value: 1,
        label:
          "Reply tonight, pointing to the appendix and noting that this tone is not how design reviews work here.",
      },
      {
        value: 2,
        label:
          "Ask your director to remind reviewers of the comment guidelines, since the tone is hurting the review for everyone.",
      },
      {
        value: 4,
        label:
          "Draft a reply tonight without posting it; in the morning cut anything defensive and post it with the appendix link.",
      },
    ],
    rationale:
      "Lincoln's unsent 'hot letter' applies: composure means not replying while stung and not turning a technical question into a public fight about tone. A night's pause and a direct conversation find out what Marcus is worried about, so the public reply lands as settled, not defensive. The overnight draft is the runner-up but keeps the exchange in front of 30 watchers. Replying tonight risks your tone; calling out his tone, or asking your director to police comments, escalates.",
  },
  {
    id: "q43",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    topics: ["estimation", "executive-presence"],
    text: "Forty minutes into an outage of the mobile login API, the CTO joins the incident bridge: 'I need an ETA for the board chair in five minutes.' Your engineers suspect a certificate rotation but have not confirmed it. Two of them stop talking as soon as the CTO speaks. What do you say?",
    options: [
      {
        value: 2,
        label:
          "Ask the engineers on the bridge how long the certificate fix would take, so the CTO hears it from them directly.",
      },
      {
        value: 4,
        label:
          "'Thirty to sixty minutes if the certificate theory holds. I'll confirm in ten minutes, once we've tested it.'",
      },
      {
        value: 1,
        label:
          "'We'll have it within the hour.' Then tell the team privately that you need the fix confirmed in thirty minutes.",
      },
      {
        value: 3,
        label:
          "Ask the CTO to join you on a separate call, and work out an estimate together away from the engineers.",
      },
      {
        value: 5,
        label:
          "'No ETA yet; lead theory is a certificate rotation. Let's step off the bridge; written update in ten minutes.'",
      },
    ],
    rationale:
      "In incident command the commander shields responders: honest facts upward, no pressure passed down to the people fixing it. The best answer does both and moves the CTO off the bridge. A conditional range is the runner-up: executives want a number, but a range on an unconfirmed theory becomes the commitment the board hears. Asking engineers live puts them under the CTO's gaze, a side call costs ten minutes, and 'within the hour' plus private pressure is the failure mode.",
  },
  {
    id: "q44",
    categoryKey: "emotional-intelligence",
    skillKey: "self-regulation",
    text: "The Acme partner integration, promised for Monday, will slip a week because Jonas merged a schema migration without running it against staging and corrupted the test fixtures. Acme's account manager is already asking in the shared channel. You are angry: you went through the plan with Jonas twice. The team channel is waiting for your reaction. What do you do first?",
    options: [
      {
        value: 3,
        label:
          "Post in the team channel that the slip is a process gap, and add a mandatory staging run to the merge checklist.",
      },
      {
        value: 1,
        label:
          "Reply in the team channel that staging runs are not optional, so everyone, Jonas included, sees the bar is firm.",
      },
      {
        value: 5,
        label:
          "Take ten minutes, then call Jonas privately to hear what happened before you post a new date and plan.",
      },
      {
        value: 4,
        label:
          "Post the revised date and recovery plan to the team, and tell Acme's account manager yourself, naming nobody.",
      },
      {
        value: 2,
        label:
          "Leave it until your 1:1 with Jonas next week, once you have calmed down and the integration is back on track.",
      },
    ],
    rationale:
      "Goleman's self-regulation is choosing your response while angry: take a breath, then hear Jonas privately before anything public. You may learn the staging step was broken, which changes both the recovery plan and the fix. Posting a blame-free plan is the runner-up and good practice, but it commits to a date before you know what happened. A process-gap post skips the person, a public 'not optional' lands on Jonas whatever it says, and waiting a week lets resentment harden.",
  },
  // Empathy
  {
    id: "q45",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    topics: ["performance-problems"],
    text: "Rosa has been your most dependable backend engineer for two years. This sprint she has missed two deadlines, her review queue has stalled and her camera has been off in the last three meetings. The billing feature she owns is due in ten days, and your PM asks whether to warn Finance that it will slip. What do you do first?",
    options: [
      {
        value: 5,
        label:
          "Ask Rosa for a short 1:1 today, say what you've noticed without judgement, and let her choose how much to share.",
      },
      {
        value: 1,
        label:
          "Mention to Rosa that the delays and her camera have been noticed, and ask whether the assistance programme would help.",
      },
      {
        value: 3,
        label:
          "Quietly move the reviews she owes to someone else so she has room to finish billing, and see how next week goes.",
      },
      {
        value: 4,
        label:
          "Tell the PM you'll know in two days, and ask Rosa in your 1:1 whether billing is at risk and what would help.",
      },
      {
        value: 2,
        label:
          "Tell the PM to warn Finance now, and rescope billing with Rosa so the date is realistic whatever is going on.",
      },
    ],
    rationale:
      "A sudden change in a dependable person is about the person before it is about delivery; Project Oxygen counts care for well-being among core manager behaviours. Naming what you saw without judgement and letting her choose what to share comes first, and shows whether billing is at risk. Buying two days and asking about the feature is the runner-up but leads with the work. Moving reviews decides for her, rescoping pre-empts her, and the assistance programme assumes a diagnosis.",
  },
  {
    id: "q46",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "A re-org moves your two mobile engineers, Hana and Dev, to a new platform group under a manager they have never met, in three weeks. It was announced at an all-hands; Hana reacted with a thumbs-up, Dev with nothing. Your director asks you to 'keep things smooth' and to finish the app-store release first. What do you do this week?",
    options: [
      {
        value: 3,
        label:
          "Hold a team meeting to explain the reasons for the re-org and take questions from everyone, Hana and Dev included.",
      },
      {
        value: 4,
        label:
          "Send Hana and Dev a warm message acknowledging the change and offering a 1:1 with you whenever either wants one.",
      },
      {
        value: 2,
        label:
          "Introduce Hana and Dev to their new manager on a joint call this week, so they can start building that relationship.",
      },
      {
        value: 5,
        label:
          "Book separate 1:1s with Hana and Dev, ask what the change means for each, and only then plan the handover.",
      },
      {
        value: 1,
        label:
          "Keep both focused on the app-store release, then plan a proper handover with their new manager once it ships.",
      },
    ],
    rationale:
      "Bridges' Managing Transitions: the re-org is the change, what each person goes through is the transition. A thumbs-up and silence are both unreadable, so separate 1:1s come before any handover plan. A warm message offering time is the runner-up, but it leaves the quieter person to make the first move. A team meeting explains the why but not their worries, an early introduction helps only after that, and postponing everything is what 'keep things smooth' tempts you into.",
  },
  {
    id: "q47",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "Carla, head of customer success, posts in your team's channel: the SSO feature promised to her largest customer for March now ships in May, and she learned it from the customer. 'Does engineering care at all about renewals?' The slip came from a security review you could not skip, and the renewal call is next week. What do you reply?",
    options: [
      {
        value: 3,
        label:
          "'Can we get on a call now?' Then explain the security review and walk her through options for a partial delivery.",
      },
      {
        value: 5,
        label:
          "'You heard it from the customer, not us; that's on me. What do you need from me before the renewal call?'",
      },
      {
        value: 1,
        label:
          "Reply that you'll follow up privately, and ask your PM to send her the revised timeline and security review summary.",
      },
      {
        value: 2,
        label:
          "'We do care. The security review was mandatory and protects that same customer; I'll share the full timeline today.'",
      },
      {
        value: 4,
        label:
          "'I'm sorry you found out that way. The security review found issues we had to fix; here is the plan to May.'",
      },
    ],
    rationale:
      "Acknowledge before you explain: a stakeholder first needs to know you see what went wrong for her, bad news heard from her own customer. Owning that and offering help with the renewal addresses her problem. An apology with the security explanation and plan is the runner-up, but one sentence too quick to reach your constraints. A call is fine but opens with explaining, 'we do care' argues with her feelings, and handing it to the PM looks like hiding.",
  },
  {
    id: "q48",
    categoryKey: "emotional-intelligence",
    skillKey: "empathy",
    text: "With the Singapore team gone, your eight engineers move from follow-the-sun on-call to a weekly rotation in two weeks. The draft covers every hour with two people a week. In a retro, Olu mentioned in passing that he does school pick-up, and Sam once said nights on call had been hard on her health. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Adjust the draft yourself so Olu avoids afternoon pages and Sam avoids nights, based on what you already know.",
      },
      {
        value: 2,
        label:
          "Propose an on-call stipend and time off in lieu, so the rotation is fair whatever people's situations are.",
      },
      {
        value: 1,
        label:
          "Publish the draft as it stands to meet the two-week deadline, and promise a review after the first month.",
      },
      {
        value: 4,
        label:
          "Share the draft in the team channel and ask everyone to flag the weeks or hours that don't work by Friday.",
      },
      {
        value: 5,
        label:
          "Ask each person privately what the rotation must respect, then share a draft for comment before it is final.",
      },
    ],
    rationale:
      "The SRE book asks for on-call that each person can sustain, and only they know their limits; caregiving and health rarely come up in a group channel. Asking privately, then sharing a draft for comment, surfaces constraints like Olu's and Sam's without public disclosure. Sharing the draft and asking for flags is the runner-up, but it relies on people speaking up. Adjusting from hearsay assumes, a stipend answers a different question, and publishing as-is trades trust for a date.",
  },
  // Conflict resolution
  {
    id: "q49",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "Wei and Gabriel, both senior, have argued for two weeks over whether the new notifications service should use Kafka or Postgres with a job queue. The RFC has 140 comments, each reply longer than the last, and implementation is blocked. Both have asked you to 'just decide'. What do you do?",
    options: [
      {
        value: 2,
        label:
          "Ask them to run a one-week spike on each option under production-like load, then compare the benchmark results.",
      },
      {
        value: 4,
        label:
          "Decide today, record your reasoning in an ADR, and ask both to commit; the delay costs more than either choice.",
      },
      {
        value: 5,
        label:
          "Meet both to agree the criteria, such as load, ops cost and team skills, and who decides, then score the options.",
      },
      {
        value: 1,
        label:
          "Bring in a staff engineer from another team as a neutral reviewer to read the RFC and recommend by Friday.",
      },
      {
        value: 3,
        label:
          "Ask each to write a one-page case for the other's option, to show they understand it before anyone decides.",
      },
    ],
    rationale:
      "Two weeks of positional argument means the team never agreed what 'better' means. Fisher and Ury's interests-before-positions becomes: agree the criteria and the decider, then score, so the outcome rests on shared ground. Deciding yourself with an ADR is the runner-up and right when time is critical, but this choice is costly to reverse and the losing side gets no shared basis. The steelman exercise helps, spikes add weeks, and an outside reviewer still lacks agreed criteria.",
  },
  {
    id: "q50",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "A pull-request thread between Ife and Lukas about error handling in the payments SDK reached 38 comments overnight. The latest reads: 'If you'd read the codebase you'd know why we don't throw here.' Three other reviewers have gone quiet, and the PR blocks Thursday's release. Neither has tagged you. What do you do?",
    options: [
      {
        value: 5,
        label:
          "Suggest a 20-minute call with both today, and open by asking each what they are optimising for in this code.",
      },
      {
        value: 3,
        label:
          "Tell Lukas privately that the 'read the codebase' line was out of order, and leave the technical debate to them.",
      },
      {
        value: 1,
        label:
          "Leave it: neither tagged you, both are senior, and stepping in could undermine them. Check again on Wednesday.",
      },
      {
        value: 4,
        label:
          "Ask both on the PR to pause, and propose merging with a TODO and a follow-up issue to settle the pattern.",
      },
      {
        value: 2,
        label:
          "Read the whole thread, decide which error-handling approach is right, and post your decision and reasons on the PR.",
      },
    ],
    rationale:
      "Google's code-review guidance says to move a looping thread to a conversation; the leader's contribution is doing it early and asking what each side is optimising for (safety, consistency, ergonomics). Merging with a TODO is the runner-up: it unblocks Thursday but leaves the disagreement and the tone in place. A private word with Lukas treats tone only, deciding yourself overrides two seniors, and waiting teaches three quiet reviewers that this is how review works here.",
  },
  {
    id: "q51",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "For two weeks you have relayed messages between Nadia, the PM, who wants offline mode in the v3 app, and Ahmed, your tech lead, who says it needs a sync-engine rewrite first. Each now assumes the other is unreasonable, and Nadia has started copying your director on emails. Planning locks next Wednesday. What do you do?",
    options: [
      {
        value: 3,
        label:
          "Ask Ahmed to estimate a reduced offline mode that works without the rewrite, then take that option to Nadia.",
      },
      {
        value: 2,
        label:
          "Tell your director you are handling it, and ask Nadia to keep the thread among the three of you until planning.",
      },
      {
        value: 4,
        label:
          "Write a one-page summary of both positions, with cost and user impact for each, and send it to both for corrections.",
      },
      {
        value: 5,
        label:
          "Put Nadia and Ahmed in one room, have each restate the other's goal to their satisfaction, then look at options.",
      },
      {
        value: 1,
        label:
          "Back Ahmed: tell Nadia that offline mode without a sync rewrite is an outage risk you are not willing to accept.",
      },
    ],
    rationale:
      "Relaying lets each side argue with a caricature; bringing them together and having each restate the other's goal (Rapoport's rules) rebuilds a shared picture. A written summary of both positions is the runner-up and a useful input, but it keeps you in the middle. A reduced scope is a good option to bring to that meeting, not a substitute for it; managing the director's inbox treats a symptom; siding with Ahmed ends the conversation.",
  },
  {
    id: "q52",
    categoryKey: "emotional-intelligence",
    skillKey: "conflict-resolution",
    text: "After a heated design review, the team chose gRPC over REST for internal APIs, against the strong view of Yusuf, who has run the REST gateway for three years. He said 'fine' and left. Two days later his first gRPC pull request is the bare minimum, and he has declined an optional gRPC workshop. What do you do?",
    options: [
      {
        value: 4,
        label:
          "Give Yusuf ownership of the plan to migrate the REST gateway, using his knowledge of its edge cases.",
      },
      {
        value: 5,
        label:
          "In a 1:1, acknowledge Yusuf's view lost, and ask what worries him about gRPC and what would help him commit.",
      },
      {
        value: 2,
        label:
          "Give it another sprint; people need time after losing an argument, and his pull requests still pass review.",
      },
      {
        value: 1,
        label:
          "Remind the team in the channel that decisions are disagree-and-commit, and that everyone is expected to get behind gRPC.",
      },
      {
        value: 3,
        label:
          "Pair Yusuf with the engineer who championed gRPC on the next service, so he gets hands-on help and sees the benefits.",
      },
    ],
    rationale:
      "'Fine' plus bare-minimum work is disagree without commit, and disagree-and-commit only holds when the person felt heard. A 1:1 that acknowledges his view lost and asks what would help him commit comes first. Handing him the gateway migration is the runner-up and may be the right next step, but offered before that conversation it can feel like a punishment. Pairing with the champion risks rubbing it in, waiting lets it harden, and a channel reminder shames him publicly.",
  },
];
