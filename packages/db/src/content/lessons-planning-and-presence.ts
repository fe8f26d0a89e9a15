import type { LessonContent } from "./lesson-schema";

/*
 * Lessons 19-22: managing former peers, estimation, technical debt against the roadmap and executive presence.
 *
 * Text conventions as in the other lesson files: paragraphs are separated by "\n\n", bullet lists are lines
 * starting with "- ". `content` is the Technical wording, `nonTechnicalContent` the Simple wording of the same
 * ideas. A lesson's minutes are computed from its content (lesson-minutes.ts), never typed.
 */

// ---------------------------------------------------------------------------------------------
// lesson-19: Leading the Team You Used to Be Part Of (Leadership Presence / delegation)
// ---------------------------------------------------------------------------------------------
const lesson19: LessonContent = {
  slug: "lesson-19",
  title: "Leading the Team You Used to Be Part Of",
  description:
    "You were a peer on Friday and the lead on Monday. Run the first 1:1s, hand over the code you owned, handle the friend who wanted the job, and keep reviews visibly fair.",
  difficulty: "intermediate",
  skillKey: "delegation",
  objectives: [
    "Run a first 1:1 with every former peer in your first week that names the change in the relationship and asks what each person needs from you.",
    "Hand over the services, reviews and decisions you used to own, with a stated delegation level, and change the tooling to match.",
    "Keep assignments and performance reviews visibly fair, including for the friend who wanted the job and the colleague you used to clash with.",
  ],
  points: 250,
  badge: "Fair New Lead",
  steps: [
    {
      title: "The Day the Announcement Lands",
      type: "content",
      icon: "compass",
      content:
        "On Monday you lead the team you were an engineer on last Friday. Your code and friendships did not change overnight, but your power did: you will write their reviews, influence their pay and decide who gets the interesting project. Everyone knows it and is watching what kind of lead you will be.\n\nCamille Fournier's The Manager's Path is blunt about the shift: the lead's job is to make the whole team deliver, not to be its best coder. A new lead who keeps acting like the strongest engineer becomes the bottleneck.\n\nIn your first week, hold a 1:1 with every former peer, same length and same questions for everyone:\n- Name the change: 'I know this is a bit strange. I'd rather talk about it than pretend it isn't.'\n- Ask what to keep: 'What works about how this team runs that I should protect?'\n- Ask what to change: 'What did you wish the last lead had done differently?'\n- Ask about them: 'What do you want from the next year here, and what do you need from me?'\n- Say what changes: 'I'll be writing your review, and some things I'll know before I can share them.'\n- Say what doesn't: 'You can still tell me when I'm wrong, in code review and out of it.'\n\nAfterwards, send each person a line on what you heard and one thing you will do about it.",
      nonTechnicalContent:
        "On Monday you lead the team you were a member of last Friday. Your work and friendships did not change overnight, but your power did: you will write their reviews, have a say in their pay and decide who gets the interesting work. Everyone knows it and is watching what kind of leader you will be.\n\nCamille Fournier's book The Manager's Path is blunt about this: a leader's job is to help the whole team succeed, not to be its best worker. A new leader who keeps acting like the star becomes the person everything waits on.\n\nIn your first week, have a one-to-one with every former colleague, same length and same questions for everyone:\n- Name the change: 'I know this is a bit strange. I'd rather talk about it than pretend it isn't.'\n- Ask what to keep: 'What works well here that I should protect?'\n- Ask what to change: 'What did you wish our last leader had done differently?'\n- Ask about them: 'What do you want from the next year, and what do you need from me?'\n- Say what changes: 'I'll be writing your review, and sometimes I'll know things before I can share them.'\n- Say what doesn't: 'You can still tell me when I'm wrong, in meetings and outside them.'\n\nAfterwards, send each person a line on what you heard and one thing you will do about it.",
      gamification: {
        type: "progress_unlock",
        message: "Transition mapped. Next: letting go of the code you used to own.",
        nonTechnicalMessage: "You know what has changed. Next: handing over the work you used to own.",
      },
    },
    {
      title: "Letting Go of the Code You Owned",
      type: "content",
      icon: "tool",
      content:
        "You probably got the job partly because you knew the ingestion service better than anyone. That knowledge is now a trap. If CODEOWNERS still lists you, every pull request waits for you; if you keep the hardest tickets, your commits sit on the critical path while your calendar fills with meetings.\n\nHand it over deliberately, with explicit delegation levels:\n- Name a new owner for each area you held, in writing, with the level: 'You decide, tell me after' for the ingestion service; 'Recommend, and I decide' for the one change that touches billing this month.\n- Change CODEOWNERS, the on-call escalation path and the runbook headers the same day, so the tools agree with what you said.\n- Pair for a week on the gnarly parts, then step back. Wait thirty minutes before answering channel questions about your old code.\n- Keep coding, but off the critical path: small bugs, tooling, spikes. Stay close enough to judge the code without owning work the team waits on.\n\nThe new owner will do things differently. Different is not wrong.",
      nonTechnicalContent:
        "You probably got the job partly because you knew one of the team's systems better than anyone. That knowledge is now a trap. If every change still needs your approval, everything waits for you; if you keep the hardest tasks, deadlines depend on you while your days fill with meetings.\n\nHand it over on purpose, and be clear about how much say comes with it:\n- Name a new owner for each area you looked after, in writing, and say how much they can decide alone: 'You decide, tell me afterwards' for most of it; 'Suggest, and I decide' for the one risky piece this month.\n- Update the tools and contact lists the same day, so the systems agree with what you said.\n- Work alongside the new owner for a week on the tricky parts, then step back. Wait half an hour before answering questions about your old work.\n- Keep some hands-on work, but nothing the team is waiting on: small fixes, tools, experiments. Stay close enough to judge the work without holding anyone up.\n\nThe new owner will do things differently. Different is not wrong.",
      gamification: {
        type: "skill_point",
        skill: "Delegation and Empowerment",
        points: 50,
        message:
          "Ownership handed over in the tooling, not just in words. Practice in Delegation and Empowerment.",
        nonTechnicalMessage:
          "You handed over real ownership, not just words. Practice in Delegation and Empowerment.",
      },
    },
    {
      title: "Their Service, Their Call",
      type: "quiz",
      icon: "quiz",
      content:
        "The real test of a handover is the first time the new owner makes a call you would not have made. Sort the decision before you react: is it reversible, and who outside the team does it affect? A reversible change inside their service is theirs to make. An irreversible migration, or one that breaks another team's API contract, deserves more process whoever proposes it.",
      nonTechnicalContent:
        "The real test of a handover is the first time the new owner makes a choice you would not have made. Sort the decision before you react: is it easy to undo, and does it affect anyone outside the team? An easy-to-undo change in their own area is theirs to make. A change that cannot be undone, or that would break things for another team, deserves more checking, whoever suggests it.",
      quiz: {
        question:
          "Two weeks after you handed Ana the ingestion service at 'you decide, tell me after', she opens a pull request changing the retry strategy in a way you would not have chosen. It is behind a feature flag and easy to revert. What do you do?",
        nonTechnicalQuestion:
          "Two weeks ago you handed Ana the system you used to look after, saying 'you decide, tell me afterwards'. She now wants to change how it handles failures, in a way you would not have chosen. The change is easy to undo. What do you do?",
        options: [
          "Ask her for a short design doc and review the approach together before she merges",
          "Approve it, leaving your concern as a comment she is free to ignore",
          "Pair with her for a day so she sees how you would structure the change",
          "Bring both approaches to the team design review so the group can weigh them",
        ],
        nonTechnicalOptions: [
          "Ask her to write up her plan and go through it together before it goes live",
          "Say yes, and mention your worry as a note she is free to ignore",
          "Spend a day working alongside her so she sees how you would do it",
          "Take both ideas to the team's regular review meeting so everyone can weigh in",
        ],
        correct: 1,
        explanation:
          "You delegated at 'you decide, tell me after', and this is a reversible change inside her area. Approving with an optional comment keeps the delegation real; any heavier step quietly takes the decision back.",
        nonTechnicalExplanation:
          "You told her she decides, and this change is easy to undo and sits in her area. Saying yes with an optional note keeps the handover real; anything heavier quietly takes the decision back.",
        optionExplanations: [
          "A design doc is the right gate for an irreversible or cross-team change. Here it moves her decision back to you.",
          "Right. It matches the level you set, the change is cheap to undo, and your experience reaches her as input, not a veto.",
          "Pairing suits the first week of a handover. Two weeks into her ownership, it signals that your way is the standard.",
          "Group review is right when a change affects other services. Here it turns a local choice into a vote on your old design.",
        ],
        nonTechnicalOptionExplanations: [
          "A written plan is the right check for a change that cannot be undone or affects other teams. Here it takes her decision back.",
          "Right. It matches what you promised, the change is easy to undo, and your experience reaches her as advice, not a veto.",
          "Working alongside someone suits the first days of a handover. Two weeks into her ownership, it says your way is the only way.",
          "A group review is right when a change affects other teams. Here it turns her small choice into a vote on your old approach.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "You let a two-way door stay a two-way door. The handover just became real.",
        nonTechnicalMessage: "You let an easy-to-undo choice stay hers. The handover just became real.",
      },
    },
    {
      title: "Worked Example: The 1:1 With the Friend Who Wanted the Job",
      type: "content",
      icon: "message",
      content:
        "Priya, your closest teammate, also applied for the lead role. You got it. This is your first 1:1 as her manager.\n\nDoing it badly:\n- You: 'Honestly, nothing changes between us. I didn't even want it that much, it just sort of happened.'\n- Priya: 'Sure. Fine.'\n- You: 'Anyway, can you take the flaky-test cleanup this sprint? Nobody else wants it.'\n- Priya: 'Okay.'\n\n'Nothing changes' is untrue and she knows it. Playing down the job belittles her wanting it, and the least-wanted work in the first meeting reads as a new pecking order.\n\nDoing it well:\n- You: 'I want to start with the obvious thing. You wanted this role, and I know this is awkward. I'm not going to pretend otherwise.'\n- Priya: 'It is a bit. I think I'd have been good at it.'\n- You: 'I think so too. What would you have wanted to do with it?'\n- Priya: 'Fix how we run design reviews. And lead something bigger than a feature.'\n- You: 'The search re-architecture needs a technical lead next month. I'd like that to be you, and design reviews are yours to redesign. What would make that a real career step, not a consolation prize?'\n- You, later: 'I'll be writing your review, so I'm keeping notes on everyone's work the same way. If you ever think I'm unfair to you, or too easy on you, tell me.'\n\nThe good version names the awkwardness, treats her ambition as legitimate, offers scope she asked for and makes fairness a commitment she can check.",
      nonTechnicalContent:
        "Priya, your closest teammate, also applied for the lead role. You got it. This is your first one-to-one as her manager.\n\nDoing it badly:\n- You: 'Honestly, nothing changes between us. I didn't even want it that much, it just sort of happened.'\n- Priya: 'Sure. Fine.'\n- You: 'Anyway, can you take the boring clean-up job this month? Nobody else wants it.'\n- Priya: 'Okay.'\n\n'Nothing changes' is untrue and she knows it. Playing down the job belittles her wanting it, and the least popular task in the first meeting looks like a new pecking order.\n\nDoing it well:\n- You: 'I want to start with the obvious thing. You wanted this role, and I know this is awkward. I'm not going to pretend otherwise.'\n- Priya: 'It is a bit. I think I'd have been good at it.'\n- You: 'I think so too. What would you have wanted to do with it?'\n- Priya: 'Fix how we review big plans. And lead something bigger than a single feature.'\n- You: 'The big search project needs someone to lead the technical side next month. I'd like that to be you, and how we review plans is yours to redesign. What would make that a real career step, not a consolation prize?'\n- You, later: 'I'll be writing your review, so I'm keeping notes on everyone's work the same way. If you ever think I'm unfair to you, or too easy on you, tell me.'\n\nThe good version names the awkwardness, treats her ambition as fair, offers responsibility she asked for and makes fairness a promise she can check.",
      gamification: {
        type: "pattern_master",
        points: 50,
        message: "Pattern spotted: name the awkwardness, then offer scope the person actually asked for.",
        nonTechnicalMessage:
          "Pattern spotted: say the awkward thing out loud, then offer what the person actually wants.",
      },
    },
    {
      title: "The Retro Where It Comes Out",
      type: "simulation",
      icon: "users",
      content:
        "A month in, decisions often still flow through the old informal pair: you and your closest friend, in DMs and side threads. To everyone else, the promotion made an in-group official. When that surfaces, thank whoever raised it, own your part, and change mechanisms people can check (who approves what, where decisions are written), not just intentions. Then talk to your friend privately.",
      nonTechnicalContent:
        "A month in, decisions often still go through the old unofficial pair: you and your closest friend, in private chats. To everyone else, the promotion made a private club official. When that comes up, thank whoever said it, own your part, and change things people can check (who approves what, where decisions are written), not just intentions. Then talk to your friend privately.",
      simulation: {
        scenario:
          "It is the team retro, five weeks after you became lead of the six-person platform team. Three sticky notes ask 'How do decisions get made now?'. Last week the cache design was settled in a DM between you and Marcus, your close friend, and announced afterwards.",
        nonTechnicalScenario:
          "It is the team's regular look-back meeting, five weeks after you became leader of a six-person team. Three notes on the board ask 'How do decisions get made now?'. Last week a design choice was settled in a private chat between you and your close friend Marcus, and announced afterwards.",
        participants: [
          {
            name: "Lena (Senior Engineer)",
            statement:
              "I'll just say it. Decisions still go through you and Marcus like before, only now it's official. I found out the cache design was settled from a screenshot of a DM.",
            nonTechnicalStatement:
              "I'll just say it. Decisions still go through you and Marcus like before, only now it's official. I found out about the design choice from a screenshot of a private chat.",
            emotions: ["frustrated", "brave"],
          },
          {
            name: "Marcus (Senior Engineer)",
            statement:
              "That's not fair. I've just been helping where I know the code. Someone has to answer the questions.",
            nonTechnicalStatement:
              "That's not fair. I've just been helping where I know the work. Someone has to answer the questions.",
            emotions: ["defensive", "hurt"],
          },
          {
            name: "Dev (Software Engineer)",
            statement: "I wasn't sure who I was supposed to ask about the cache, so I asked Marcus.",
            nonTechnicalStatement: "I wasn't sure who to ask about the design, so I asked Marcus.",
            emotions: ["uncertain", "cautious"],
          },
        ],
        challenge:
          "Reply in the retro, in front of the team. Acknowledge Lena's point without throwing Marcus under the bus, own your part, and name two concrete changes to how decisions are made and recorded. Then write the one sentence you will say to Marcus privately afterwards.",
        nonTechnicalChallenge:
          "Reply in the meeting, in front of everyone. Recognise Lena's point without blaming Marcus, take responsibility for your part, and name two concrete changes to how decisions are made and written down. Then write the one sentence you will say to Marcus privately afterwards.",
        modelAnswer:
          "Lena, thank you for saying it out loud; I'd much rather hear it here than in an exit interview. You're right, and it's on me, not Marcus. Settling things in DMs made decisions invisible to everyone else. Two changes from this week: design decisions go in the team decisions doc with a named owner before anything is built, and I'm taking myself and Marcus off the default reviewers for the cache code. Lena, I'd like you to own it. Dev, ask whoever the doc names, and if nobody is named, ask me in the team channel. Let's check in a month whether it feels different. To Marcus afterwards: 'You've been generous with your time; I'm changing the setup, not judging you. What would you like to own?'",
        nonTechnicalModelAnswer:
          "Lena, thank you for saying it out loud; I'd much rather hear it here than when someone leaves. You're right, and it's my doing, not Marcus's. Settling things in private chats hid decisions from everyone else. Two changes from this week: every design decision goes in our shared decisions document with a named owner before work starts, and Marcus and I are stepping back from approving changes to that system. Lena, I'd like you to own it. Dev, ask whoever the document names, and if nobody is named, ask me in the team chat. Let's check in a month whether it feels different. To Marcus afterwards: 'You've been generous with your time; I'm changing the setup, not judging you. What would you like to own?'",
        rubric: [
          {
            criterion:
              "Thanks Lena publicly and treats the point as feedback on how decisions flow, not as an attack.",
            nonTechnicalCriterion:
              "Thanks Lena in front of everyone and treats her point as useful, not as an attack.",
          },
          {
            criterion: "Owns the lead's part specifically instead of blaming or defending Marcus.",
            nonTechnicalCriterion:
              "Takes personal responsibility rather than blaming or defending the friend.",
          },
          {
            criterion:
              "Names checkable mechanisms: where decisions are recorded and who owns and reviews which code.",
            nonTechnicalCriterion:
              "Names changes people can check: where decisions are written down and who is in charge of what.",
          },
          {
            criterion: "Plans a private word with Marcus that separates the change in setup from his worth.",
            nonTechnicalCriterion:
              "Plans a private talk with the friend that makes clear the change is about the setup, not about him.",
          },
        ],
      },
      gamification: {
        type: "skill_point",
        skill: "Delegation and Empowerment",
        points: 50,
        message:
          "You turned an in-group into a decision process anyone can see. Practice in Delegation and Empowerment.",
        nonTechnicalMessage:
          "You turned a private circle into a way of deciding everyone can see. Practice in Delegation and Empowerment.",
      },
    },
    {
      title: "A Failure Story, and When This Advice Is Wrong",
      type: "content",
      icon: "shield",
      content:
        "A failure story. Jonas was promoted to lead the data platform team he had been on for three years, and kept Friday drinks with the same two engineers. Within two quarters, those two led the projects most visible to the VP. Each assignment was defensible on merit, but the other four could not check that; they had watched the Friday group leave together every week. Tomás, the strongest of them, transferred out and told the skip-level it was 'a clique with a title'. For a team, perceived fairness is fairness. Opening the drinks to everyone, posting stretch projects for volunteers and writing down why each assignment went where would have cost Jonas almost nothing.\n\nWhen this advice is wrong:\n- On a team of two or three at an early startup, you may need to stay the main coder for a while. Hand off as people arrive.\n- If the friend keeps wanting the job, the kind move may be helping them find a lead role elsewhere, not inventing consolation scope forever.\n- Withdrawing from people reads as arrogance; the fix is inclusion, not distance.\n- If a former peer's performance problem predates you, don't wait months to 'be fair'. Start the evidence-based conversation you would have with anyone.",
      nonTechnicalContent:
        "A failure story. Jonas was promoted to lead the team he had been part of for three years, and kept going for Friday drinks with the same two colleagues. Within six months, those two led the projects most visible to senior management. Each choice could be explained on merit, but the other four could not check that; they had watched the Friday group leave together every week. Tomás, the strongest of them, moved teams and told Jonas's boss it was 'a clique with a title'. For a team, fairness that cannot be seen does not count. Inviting everyone to drinks, letting people volunteer for big opportunities and writing down why work went to whom would have cost Jonas almost nothing.\n\nWhen this advice is wrong:\n- In a tiny team at a young company, you may need to keep doing much of the core work for a while. Hand over as people join.\n- If the friend keeps wanting the job, the kind thing may be helping them find a leadership role elsewhere, not inventing consolation work forever.\n- Cutting yourself off looks arrogant; the fix is including everyone, not keeping your distance.\n- If a former colleague was struggling before you took over, don't wait months to 'be fair'. Have the honest, evidence-based conversation you would have with anyone.",
      gamification: {
        type: "progress_unlock",
        message: "You know the trap that looks like loyalty. Next: the first review cycle.",
        nonTechnicalMessage: "You know the trap that looks like loyalty. Next: your first round of reviews.",
      },
    },
    {
      title: "Your First Review Cycle",
      type: "quiz",
      icon: "quiz",
      content:
        "Two biases do most of the damage in reviews of former peers. The halo effect: your friends' work looks better because you like them. The horn effect: the engineer you argued with for two years gets less credit for the same impact. Writing from memory in the last week makes both worse.\n\nDefences: keep a dated evidence log for every report from week one, same format for everyone; write against the career ladder with evidence, not adjectives; and have a peer manager read drafts for bias before calibration.",
      nonTechnicalContent:
        "Two biases do most of the damage in reviews of former colleagues. Friends' work looks better because you like them, and the colleague you argued with for two years gets less credit for the same results. Writing from memory in the last week makes both worse.\n\nHabits that work: keep dated notes on everyone from your first week, same format for all; write reviews against the written job levels with evidence, not adjectives; and ask a fellow manager to read drafts for bias before they are final.",
      quiz: {
        question:
          "It is your first review cycle as lead. Priya, your friend, and Jon, who you clashed with for years, both shipped large projects this half. Before you write a word, where do you start?",
        nonTechnicalQuestion:
          "It is your first round of performance reviews as leader. Priya, your friend, and Jon, who you often clashed with, both delivered big projects this half-year. Before you write anything, where do you start?",
        options: [
          "Ask a peer manager to read both reviews for bias before you submit them",
          "Tell both in their 1:1s that you know your history and will be fair",
          "Ask your own manager to write Priya's review so the friendship can't skew it",
          "Map the evidence you logged for both since week one against the ladder",
        ],
        nonTechnicalOptions: [
          "Ask another manager to read both reviews for unfairness before you hand them in",
          "Tell both of them you know your shared history and will be fair",
          "Ask your own boss to write your friend's review so friendship can't sway it",
          "Check the notes you kept on both since week one against job levels",
        ],
        correct: 3,
        explanation:
          "The reliable counterweight to halo and horn effects is evidence collected the same way for everyone and mapped to shared criteria. Bias reads and calibration check a draft; they cannot rescue one written from memory and affection.",
        nonTechnicalExplanation:
          "The reliable fix for seeing friends too kindly and rivals too harshly is evidence gathered the same way for everyone and compared with shared standards. A bias check only checks a draft; it cannot rescue one written from memory and affection.",
        optionExplanations: [
          "A bias read is a strong second step once drafts exist. First, it asks someone else to catch what evidence would have prevented.",
          "Naming your history belongs in the first 1:1s. At review time it sounds like a disclaimer and changes nothing in the review.",
          "Recusal fits a real conflict of interest, such as a family tie. For a work friendship, it says you cannot manage friends.",
          "Right. Evidence logged the same way for both and mapped to the ladder is the main defence against halo and horn effects.",
        ],
        nonTechnicalOptionExplanations: [
          "A bias check is a strong second step once drafts exist. First, it asks someone else to catch what good notes would have prevented.",
          "Talking about your history belongs in the first conversations. At review time it sounds like an excuse and changes nothing.",
          "Stepping aside fits a real conflict, such as a relative. For a work friendship, it says you cannot manage friends.",
          "Right. Notes kept the same way for both, compared with the job levels, protect against favouring friends or marking down rivals.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "Evidence first, opinions second. Your reviews will survive calibration.",
        nonTechnicalMessage: "Evidence first, opinions second. Your reviews will stand up to questions.",
      },
    },
    {
      title: "Your First Thirty Days as Lead",
      type: "application",
      icon: "target",
      content:
        "This week, put the transition on paper and act on it.\n- 1:1s: book a first 1:1 with every former peer within five working days, using the six prompts from the first step.\n- Ownership audit: list every service, runbook, alert route and CODEOWNERS entry that still names you. For each, write the new owner and the delegation level, and change the tooling the same day.\n- Evidence log: create one note per report with three headings (shipped, how they worked, feedback given) and add one dated entry for each person by Friday. Same template for everyone, including your friends.\n- Social audit: look at the last month of lunches, drinks and DMs. If the same two or three people appear every time, open the next one up.\n\nOn Friday, name one thing you have stopped doing since the promotion. If you cannot, you have not handed over yet.",
      nonTechnicalContent:
        "This week, write your transition plan down and act on it.\n- Conversations: book a one-to-one with every former colleague within five working days, using the six prompts from the first step.\n- Ownership check: list every system, guide, alert and approval that still names you. For each, write down the new owner and how much they can decide alone, and update the tools the same day.\n- Notes: start one page per team member with three headings (what they delivered, how they worked, feedback given) and add one dated entry for each person by Friday. Same format for everyone, including your friends.\n- Social check: look at the last month of lunches, drinks and private chats. If the same two or three people appear every time, invite more people next time.\n\nOn Friday, name one thing you have stopped doing since the promotion. If you cannot, you have not handed over yet.",
      gamification: {
        type: "achievement",
        title: "Fair New Lead",
        description:
          "Ran first 1:1s with former peers, handed over owned code and started an evidence log for everyone.",
        badge: "Fair New Lead",
        points: 100,
        message: "Your former peers now have a lead who is visibly fair. That is the whole job in month one.",
        nonTechnicalMessage:
          "Your former colleagues now have a leader who is visibly fair. That is the whole job in month one.",
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// lesson-20: Estimates and Plans People Can Trust (Problem Solving / prioritization)
// ---------------------------------------------------------------------------------------------
const lesson20: LessonContent = {
  slug: "lesson-20",
  title: "Estimates and Plans People Can Trust",
  description:
    "Replace single-number guesses with ranges, reference classes and thin slices, separate forecasts from commitments, and say when you will know instead of bluffing.",
  difficulty: "beginner",
  skillKey: "prioritization",
  objectives: [
    "Give estimates as ranges with a confidence level, such as a 50% date and a 90% date, and say where in the cone of uncertainty the work sits.",
    "Check an inside-view estimate against a reference class of your team's past work and against sliced throughput before committing.",
    "Separate a forecast from a commitment, and when you cannot estimate yet, name the day by which you will.",
  ],
  points: 200,
  badge: "Trusted Forecaster",
  steps: [
    {
      title: "Why Single Numbers Break Trust",
      type: "content",
      icon: "clock",
      content:
        "Ask an engineer how long something will take and you usually get one number: 'About three weeks.' The listener hears a promise. The engineer meant 'if nothing surprising happens', which on real software work is the least likely outcome. When the date slips, both sides feel misled, and both are right.\n\nThree ideas explain the gap:\n- The planning fallacy. Kahneman and Tversky showed that people forecast their own tasks from the best-case plan and underweight how long similar tasks took before, even when they know those overran.\n- The cone of uncertainty. Steve McConnell's Software Estimation, drawing on Barry Boehm's data, shows that at the idea stage actual effort can land anywhere from about a quarter to four times the estimate. The cone narrows only as decisions are made and unknowns are tried, not as time passes.\n- Estimates, targets and commitments differ. McConnell separates the estimate (what the evidence says), the target (what the business wants) and the commitment (what you promise). Most broken plans start when a target is said like an estimate and heard as a commitment.",
      nonTechnicalContent:
        "Ask someone how long a piece of work will take and you usually get one number: 'About three weeks.' The listener hears a promise. The person meant 'if nothing surprising happens', which on real projects is the least likely outcome. When the date slips, both sides feel misled, and both are right.\n\nThree ideas explain the gap:\n- The planning fallacy. Psychologists Kahneman and Tversky showed that people predict their own work from the best-case plan and forget how long similar work took before, even when they know it overran.\n- The cone of uncertainty. Early on, when a project is just an idea, the real effort can be anywhere from a quarter to four times the first guess. The range narrows only as decisions are made and unknowns are tried out, not just as time passes.\n- Estimates, targets and promises differ. An estimate is what the evidence says, a target is what the business wants, and a commitment is what you promise. Most broken plans start when a target is said like an estimate and heard as a promise.",
      gamification: {
        type: "progress_unlock",
        message: "You can name why estimates fail. Next: the tools that make them trustworthy.",
        nonTechnicalMessage: "You know why time guesses go wrong. Next: the tools that make them reliable.",
      },
    },
    {
      title: "Ranges, Reference Classes and Thin Slices",
      type: "content",
      icon: "chart",
      content:
        "Four practices turn a guess into a forecast people can plan around.\n- Give a range with a confidence level: 'Six to ten weeks, about 80% confident.' Better, give two dates: a 50% date (as likely early as late) and a 90% date (we would be surprised to miss it).\n- Start from a reference class, not the plan. Bent Flyvbjerg's reference-class forecasting, built on Kahneman's outside view, asks how long similar things took you before. If your last five third-party integrations took 5, 7, 7, 9 and 14 weeks, a new one starts at 'about 7, could be 14', whatever the task breakdown says. Then adjust for what is genuinely different.\n- Slice thin. Break the work into vertical slices that each deliver something testable end to end, then forecast from actual throughput: 30 slices at 4 to 6 a week is 5 to 8 weeks.\n- When you cannot estimate yet, say when you will: 'The unknown is whether the vendor's webhooks support replay. I'll run a two-day spike and give you a range by Thursday.'",
      nonTechnicalContent:
        "Four habits turn a guess into a forecast people can plan around.\n- Give a range and say how sure you are: 'Six to ten weeks, and I'm about 80% sure.' Better, give two dates: a likely date (as likely early as late) and a safe date (we would be surprised to miss it).\n- Start from past experience, not the plan. Ask how long similar work took your team before. If your last five similar projects took 5, 7, 7, 9 and 14 weeks, a new one starts at 'about 7, could be 14', whatever the task list says. Then adjust for what is genuinely different.\n- Cut the work into thin pieces that each deliver something usable, then forecast from how many pieces the team really finishes a week: 30 pieces at 4 to 6 a week is 5 to 8 weeks.\n- When you cannot estimate yet, say when you will: 'The open question is whether the supplier's system can do what we need. I'll test it for two days and give you a range by Thursday.'",
      gamification: {
        type: "skill_point",
        skill: "Prioritisation",
        points: 50,
        message:
          "Ranges, reference classes and slices: your forecasts now have evidence behind them. Practice in Prioritisation.",
        nonTechnicalMessage:
          "Ranges, past experience and small pieces: your forecasts now have evidence behind them. Practice in Prioritisation.",
      },
    },
    {
      title: "The First Question About a New Project",
      type: "quiz",
      icon: "quiz",
      content:
        "The right move depends on where you are in the cone. Early, the honest answer is a wide range from a reference class plus a date by which you will narrow it. Later, once the unknowns are resolved, a detailed breakdown and a committed date make sense. The error is making the late-stage move early: a precise breakdown of work nobody has seen yet gives precise-looking numbers that are just as wrong.",
      nonTechnicalContent:
        "The right answer depends on how early you are. Early on, the honest answer is a wide range based on past experience, plus a date by which you will narrow it. Later, once the big unknowns are answered, a detailed breakdown and a firm date make sense. The mistake is doing the later step too early: a detailed breakdown of work nobody has looked at yet gives precise-looking numbers that are just as wrong.",
      quiz: {
        question:
          "On Monday your PM asks how long a new Salesforce sync will take. Nobody on the team has used Salesforce's API, but you built three other CRM syncs in 6, 8 and 11 weeks. What do you answer?",
        nonTechnicalQuestion:
          "On Monday your product manager asks how long connecting to a new customer system will take. Nobody on the team has used it, but you built three similar connections in 6, 8 and 11 weeks. What do you answer?",
        options: [
          "'Six to eleven weeks, going by our last three syncs; I'll narrow it by Thursday'",
          "Break it into stories with the team this afternoon and sum their point estimates",
          "Give the eleven-week figure as the date, so the roadmap carries a safe commitment",
          "Hold off on any number until a spike is done, so nobody anchors on a guess",
        ],
        nonTechnicalOptions: [
          "'Six to eleven weeks, from our last three; I'll narrow it by Thursday'",
          "Split it into small tasks with the team today and add up their estimates",
          "Give the longest past time, eleven weeks, as the date so the plan is safe",
          "Give no number until someone has tried the new system, so no guess sticks",
        ],
        correct: 0,
        explanation:
          "You are at the wide end of the cone, but you have a reference class of three similar syncs. Giving that range now, with a date to narrow it, is honest and useful. The other moves fit later stages or other conditions; here they fake precision or withhold what you know.",
        nonTechnicalExplanation:
          "It is early and uncertain, but you have three similar past projects to go on. Giving that range now, with a date to narrow it, is honest and useful. The other moves fit later stages or other situations; here they fake precision or hold back what you know.",
        optionExplanations: [
          "Right. It uses the outside view you have, states the range honestly and commits to a date for a better estimate.",
          "A story breakdown helps once unknowns are resolved. Before anyone has touched the API, it is the planning fallacy in a spreadsheet.",
          "Committing to the high end is right once the cone has narrowed. On day one it may still be wrong, and it hides the range.",
          "Waiting for a spike is right with no reference class at all. You have one, and silence leaves the PM to invent a number.",
        ],
        nonTechnicalOptionExplanations: [
          "Right. It uses the experience you have, gives an honest range and promises a date for a better answer.",
          "A detailed task list helps once the unknowns are answered. Before anyone has tried the system, it is guesswork dressed up.",
          "Promising the longest time is right once things are clearer. On day one it may still be wrong, and it hides the range.",
          "Waiting is right when you have no past experience to go on. You have some, and silence leaves the manager to guess.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "Outside view first, detail later. You just avoided the planning fallacy.",
        nonTechnicalMessage:
          "Past experience first, detail later. You just avoided the most common planning trap.",
      },
    },
    {
      title: "Worked Example: The Planning Meeting",
      type: "content",
      icon: "message",
      content:
        "The director asks the tech lead about moving from the old payments gateway to a new provider, in front of product and sales.\n\nDoing it badly:\n- Director: 'When will the payments migration be done?'\n- Lead: 'End of Q2.'\n- Director: 'Great, I'll tell the partners.'\n- Eight weeks later, Lead: 'Ledger reconciliation doesn't map to the new provider. We need another six weeks.'\n- Director: 'Why am I only hearing this now?'\n\n'End of Q2' was a target, said like an estimate and heard as a commitment, and nobody knew about the reconciliation risk.\n\nDoing it well:\n- Lead: 'My 50% date is mid-May and my 90% date is the end of June, based on our last two provider migrations.'\n- Director: 'Can I tell partners end of June?'\n- Lead: 'Use end of June for anything external and mid-May for internal sequencing. The biggest unknown is ledger reconciliation. I'll know by Thursday whether it needs a rewrite.'\n- Thursday, Lead: 'It needs a partial rewrite. New 90% date is mid-July, or we keep June and drop multi-currency from phase one.'\n\nSame engineering reality. The second lead separated forecast from commitment, named the risk and came back on the day promised, with options.",
      nonTechnicalContent:
        "A director asks the technical lead about switching to a new payments supplier, in front of product and sales.\n\nDoing it badly:\n- Director: 'When will the payments switch be done?'\n- Lead: 'End of June.'\n- Director: 'Great, I'll tell our partners.'\n- Eight weeks later, Lead: 'The way we balance the accounts doesn't work with the new supplier. We need another six weeks.'\n- Director: 'Why am I only hearing this now?'\n\n'End of June' was a hope, said like an estimate and heard as a promise, and nobody knew about the risk.\n\nDoing it well:\n- Lead: 'My likely date is mid-May and my safe date is the end of June, based on our last two supplier switches.'\n- Director: 'Can I tell partners end of June?'\n- Lead: 'Use end of June for anything outside the company and mid-May for our own planning. The biggest unknown is balancing the accounts. I'll know by Thursday whether that needs rebuilding.'\n- Thursday, Lead: 'It needs partial rebuilding. New safe date is mid-July, or we keep June and leave multi-currency for phase two.'\n\nSame reality. The second lead separated the forecast from the promise, named the risk and came back on the day promised, with options.",
      gamification: {
        type: "pattern_master",
        points: 50,
        message: "Pattern spotted: two dates, one named risk, one day you'll know more.",
        nonTechnicalMessage: "Pattern spotted: two dates, one named risk, and the day you'll know more.",
      },
    },
    {
      title: "One Date for the Board",
      type: "simulation",
      icon: "users",
      content:
        "The most common pressure on an estimate is a request for one number from someone who reports upward. They are not wrong: a board deck or a contract needs a date. Give them a date they can rely on, your 90% date, keep the 50% date for internal sequencing, name what would move it and when you will know, and agree how bad news will reach them early.",
      nonTechnicalContent:
        "The most common pressure on an estimate is a request for one number from someone who reports to their own bosses. They are not wrong: a board presentation or a contract needs a date. Give them a date they can rely on, your safe date, keep the likely date for internal planning, name what could move it and when you will know, and agree how bad news will reach them early.",
      simulation: {
        scenario:
          "Your team is building usage-based billing. Four weeks in, two of eight slices are done, and throughput says 8 to 12 more weeks. The big unknown is whether the data warehouse can produce daily usage totals fast enough; a spike answers that by Friday. The VP of Product is preparing next week's board deck and calls you and your senior engineer.",
        nonTechnicalScenario:
          "Your team is building a new way to bill customers by how much they use. Four weeks in, two of eight pieces are done, and the team's pace says 8 to 12 more weeks. The big unknown is whether the company's data system can produce daily usage totals fast enough; a test answers that by Friday. The head of product is preparing next week's board presentation and calls you and your senior engineer.",
        participants: [
          {
            name: "Nadia (VP of Product)",
            statement:
              "I can't put 'eight to twelve weeks' in a board deck. Give me one date, and I need to be able to stand behind it.",
            nonTechnicalStatement:
              "I can't put 'eight to twelve weeks' in front of the board. Give me one date, and I need to be able to stand behind it.",
            emotions: ["pressured", "impatient"],
          },
          {
            name: "Tom (Senior Engineer)",
            statement:
              "We still don't know if the warehouse can do daily totals. If it can't, we need a new pipeline, and any date now is a guess.",
            nonTechnicalStatement:
              "We still don't know if the data system can do daily totals. If it can't, we need to build something new, and any date now is a guess.",
            emotions: ["anxious", "protective"],
          },
        ],
        challenge:
          "Reply to Nadia with Tom on the call. Give her a date she can put in the deck and how confident you are, keep the internal forecast visible, name the warehouse risk and when you will know, and agree how she will hear if the date moves.",
        nonTechnicalChallenge:
          "Reply to Nadia with Tom listening. Give her a date she can use and say how sure you are, keep the team's likely date visible, name the data risk and when you will know, and agree how she will hear if the date moves.",
        modelAnswer:
          "Nadia, I get it: the board needs one date you can defend. Put the first of October in the deck. That's our 90% date; we'd be surprised to miss it. Internally we're forecasting early to mid-September from how fast we've actually been finishing slices, so please don't plan launch marketing on that earlier date. Tom's right that there's one real unknown: whether the warehouse can produce daily usage totals. We'll know by Friday. If it can't, I'll call you Friday afternoon, before the deck goes out, with a new date and a scope option that keeps October. After that, you'll get a one-line forecast every Monday, so no change reaches you late.",
        nonTechnicalModelAnswer:
          "Nadia, I get it: the board needs one date you can defend. Put the first of October in the presentation. That's our safe date; we'd be surprised to miss it. Internally we expect early to mid-September, based on how fast we've actually been finishing pieces, so please don't plan the launch campaign on that earlier date. Tom's right that there's one real unknown: whether the data system can produce daily totals. We'll know by Friday. If it can't, I'll call you Friday afternoon, before the presentation goes out, with a new date and an option to trim the scope and keep October. After that, you'll get a one-line update every Monday, so no change reaches you late.",
        rubric: [
          {
            criterion: "Gives one date for external use and says how confident they are in it.",
            nonTechnicalCriterion:
              "Gives one date the VP can use outside the team and says how sure they are.",
          },
          {
            criterion: "Keeps the internal 50% forecast separate from the external commitment.",
            nonTechnicalCriterion: "Keeps the team's likely date separate from the promise made outside.",
          },
          {
            criterion: "Names the main unknown and the day it will be resolved.",
            nonTechnicalCriterion: "Names the biggest unknown and the day it will be answered.",
          },
          {
            criterion: "Agrees how and when changes will be reported, before the deadline.",
            nonTechnicalCriterion:
              "Agrees how and when the VP will hear about any change, well before the date.",
          },
        ],
      },
      gamification: {
        type: "skill_point",
        skill: "Prioritisation",
        points: 50,
        message: "One date to stand behind, one forecast to plan with. Practice in Prioritisation.",
        nonTechnicalMessage:
          "One date to stand behind, one forecast to plan with. Practice in Prioritisation.",
      },
    },
    {
      title: "A Failure Story, and When This Advice Is Wrong",
      type: "content",
      icon: "shield",
      content:
        "A failure story. In a corridor, a sales director asked Mei, a new tech lead, how long single sign-on would take for a big prospect. She had built SAML once and said 'about three weeks'. Sales put three weeks in the contract. The prospect also needed SCIM provisioning, which nobody had scoped, and the work took eleven weeks. The deal survived with a discount, but planning did not: the sales director began doubling every engineering estimate, the team padded theirs to compensate, and padded estimates filled their length. Nobody's numbers meant anything. Mei's later rule: no numbers in corridors. 'I'll give you a range and my confidence by noon tomorrow' costs a day and keeps numbers honest.\n\nWhen this advice is wrong:\n- Small, familiar work (a one-day bug, a routine config change) does not need ranges. Do it, or count items and use throughput.\n- When the date is fixed by law or contract, estimate scope, not the date: 'What can we be confident of by the 30th?'\n- When someone must sign a contract, give your 90% date as one commitment; a range in a contract is a negotiation.\n- For genuine research, such as an unfamiliar performance problem, forecasting completion is theatre. Time-box the exploration and report what you learned.",
      nonTechnicalContent:
        "A failure story. In a corridor, a sales director asked Mei, a new technical lead, how long a login feature for a big prospect would take. She had built something similar once and said 'about three weeks'. Sales put three weeks in the contract. The prospect also needed automatic account setup, which nobody had looked at, and the work took eleven weeks. The deal survived with a discount, but planning did not: the sales director began doubling every estimate from the team, the team padded theirs to compensate, and padded estimates got used up anyway. Nobody's numbers meant anything. Mei's later rule: no numbers in corridors. 'I'll give you a range and how sure I am by noon tomorrow' costs a day and keeps numbers honest.\n\nWhen this advice is wrong:\n- Small, familiar work (a one-day fix, a routine change) does not need ranges. Just do it, or count items.\n- When the date is fixed by law or contract, estimate what can be done, not the date: 'What can we be sure of by the 30th?'\n- When someone must sign a contract, give your safe date as one promise; a range in a contract is a negotiation.\n- For genuine research, such as an unfamiliar problem nobody has solved, forecasting the finish is theatre. Set a time limit and report what you learned.",
      gamification: {
        type: "progress_unlock",
        message: "You know when to forecast and when to time-box. Next: when the forecast moves.",
        nonTechnicalMessage:
          "You know when to forecast and when to set a time limit. Next: when the forecast changes.",
      },
    },
    {
      title: "When the Forecast Moves",
      type: "quiz",
      icon: "quiz",
      content:
        "Forecasts stay trustworthy only if they are updated when the evidence changes, while people can still act. A date you knew was dead for three weeks, announced on the deadline, costs more trust than the slip. Re-forecast weekly from actual throughput, and when the range moves past your commitment, tell the people relying on it within a day, with the cause and the options.",
      nonTechnicalContent:
        "Forecasts stay trustworthy only if they are updated when the facts change, while people can still act. A date you knew was dead for three weeks, announced on the deadline, costs more trust than the delay itself. Update the forecast every week from real progress, and when it moves past your promise, tell the people relying on it within a day, with the reason and the options.",
      quiz: {
        question:
          "Six weeks in, a spike shows ledger reconciliation needs a rewrite. Your committed 90% date of June 30 now looks like mid-August. What do you do first?",
        nonTechnicalQuestion:
          "Six weeks in, a test shows that one part of the payments work needs rebuilding. Your promised date of June 30 now looks like mid-August. What do you do first?",
        options: [
          "Work with the team on scope cuts that protect June 30 before you tell anyone",
          "Wait one more week of throughput data to confirm the new range before raising it",
          "Tell the director today with the new range, the cause and two options",
          "Borrow two engineers from the platform team to bring the date back to June",
        ],
        nonTechnicalOptions: [
          "Look for things to cut with the team to save June 30 before telling anyone",
          "Wait a week for more progress data to confirm the new dates before raising it",
          "Tell the director today, with the new dates, the reason and two options",
          "Borrow two people from another team to bring the date back to June",
        ],
        correct: 2,
        explanation:
          "Your commitment is now unlikely, and the people relying on it can only adapt if they know. Telling the director today, with the cause and options, keeps the forecast trustworthy even though the news is bad. Scope cuts and extra people are real options, but they belong in that conversation, not in place of it.",
        nonTechnicalExplanation:
          "Your promise is now unlikely, and the people relying on it can only adjust if they know. Telling the director today, with the reason and options, keeps your forecasts trustworthy even though the news is bad. Cutting scope or adding people are real options, but they belong in that conversation, not in place of it.",
        optionExplanations: [
          "Bring scope cuts as options, yes. Working on them first spends the director's reaction time on a plan they may not want.",
          "Waiting for data is sensible when a signal is weak. A spike showing a rewrite is strong; a week of silence makes it a surprise.",
          "Right. Bad news early, with cause and options, is what makes a forecast trustworthy, while scope and date can both still move.",
          "Extra people help with separable work early on. Late, on a rewrite few understand, Brooks's law applies: onboarding slows the team first.",
        ],
        nonTechnicalOptionExplanations: [
          "Bring ideas for cuts as options, yes. Working on them first uses up the director's time to react, on a plan they may not want.",
          "Waiting for more data makes sense when the signal is weak. This one is strong; a week of silence turns it into a surprise.",
          "Right. Bad news early, with the reason and options, is what makes forecasts trustworthy, while both scope and date can still move.",
          "Extra people help early, on work that splits easily. Late, on a rebuild few understand, teaching newcomers slows the team first.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "Bad news delivered the same day is a forecast people keep trusting.",
        nonTechnicalMessage: "Bad news shared the same day keeps people trusting your forecasts.",
      },
    },
    {
      title: "Forecast One Piece of Work Properly",
      type: "application",
      icon: "target",
      content:
        "Pick one piece of work your team starts in the next month and forecast it the way this lesson describes, in under an hour.\n- Reference class: pull the cycle times of the last eight to ten similar items from your tracker. Note the median and the slowest.\n- Slices: break the work into thin vertical slices with the team, count them and divide by recent weekly throughput.\n- Unknowns: list the one or two things that could blow up the range, the spike that would answer each, and the day you will know.\n- Write three lines: 50% date, 90% date, what would move them and when you will know. Share them with whoever asked.\n\nWhen the work finishes, compare the actual with your range. After five forecasts you will know whether your 90% dates really are 90%.",
      nonTechnicalContent:
        "Pick one piece of work your team starts in the next month and forecast it the way this lesson describes, in under an hour.\n- Past experience: look up how long the last eight to ten similar pieces of work took. Note the typical time and the slowest.\n- Pieces: break the work into small, usable pieces with the team, count them and divide by how many the team finishes in a typical week.\n- Unknowns: list the one or two things that could blow up the range, the quick test that would answer each, and the day you will know.\n- Write three lines: likely date, safe date, what would move them and when you will know. Share them with whoever asked.\n\nWhen the work finishes, compare what happened with your range. After five forecasts you will know whether your safe dates really are safe.",
      gamification: {
        type: "achievement",
        title: "Trusted Forecaster",
        description: "Forecast real work with a reference class, thin slices, two dates and a named unknown.",
        badge: "Trusted Forecaster",
        points: 100,
        message:
          "Your estimates now come with evidence and a confidence level. People will start planning around them.",
        nonTechnicalMessage:
          "Your time estimates now come with evidence and a level of certainty. People will start relying on them.",
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// lesson-21: Technical Debt Against the Roadmap (Problem Solving / systems-thinking)
// ---------------------------------------------------------------------------------------------
const lesson21: LessonContent = {
  slug: "lesson-21",
  title: "Technical Debt Against the Roadmap",
  description:
    "Stop asking for 'cleanup time'. Show debt as interest the business already pays, fund it in the roadmap's currency, run cross-team paydown as a migration, and know which debt to leave alone.",
  difficulty: "advanced",
  skillKey: "systems-thinking",
  objectives: [
    "Express a piece of technical debt as interest already being paid, using incident, latency and lead-time data tied to roadmap items.",
    "Choose between a standing capacity allocation, a dedicated debt sprint and a Larson-style migration for a given debt.",
    "Pay debt down inside the roadmap work it slows, with a success measure and a stop condition, and recognise debt to leave alone.",
  ],
  points: 300,
  badge: "Debt Negotiator",
  steps: [
    {
      title: "Debt Is Interest You Already Pay",
      type: "content",
      icon: "chart",
      content:
        "Ward Cunningham coined the technical-debt metaphor in 1992: ship early, learn, then refactor, the way a loan buys time now. The useful part is interest. Principal is the work to fix the design; interest is what you pay every time you work near it unfixed: extra days per feature, incidents, 3 a.m. pages, the week a new hire spends learning why the billing job must never run twice.\n\nTwo consequences follow.\n- Interest is only charged where you touch the code. A tangled module nobody changes and that never breaks costs almost nothing. An awkward module every roadmap item passes through can be your most expensive debt. Adam Tornhill's hotspot analysis makes this concrete: plot change frequency from git history against complexity; files high on both are where interest is charged.\n- Not all debt was a mistake. Martin Fowler's debt quadrant separates prudent, deliberate debt ('ship now, refactor onboarding after launch') from reckless or accidental debt. Deliberate debt is a sound business decision if someone writes the loan down.\n\nSo the leader's question is never 'is this code bad?' but 'what is it costing us, and on which part of the roadmap?'",
      nonTechnicalContent:
        "The idea of 'technical debt' was coined in 1992: taking a shortcut to deliver early is like a loan that buys time now. The useful part is the interest. The loan itself is the work needed to fix things properly; the interest is what you pay every time you work near the shortcut: extra days on each new feature, breakdowns, night-time emergencies, the week a new joiner spends learning the quirks.\n\nTwo things follow.\n- You only pay interest where you make changes. A messy part nobody touches and that never breaks costs almost nothing. A slightly awkward part that every planned feature passes through can be your most expensive debt. A simple check is to look at which parts change most often and which are hardest to work in; the parts high on both are where you pay.\n- Not all debt was a mistake. Some shortcuts are taken on purpose and wisely ('launch now, tidy up after'); others are careless or accidental. A deliberate shortcut is a sound business choice, if someone writes the loan down.\n\nSo the leader's question is never 'is this messy?' but 'what is it costing us, and which planned work does it slow?'",
      gamification: {
        type: "progress_unlock",
        message: "Debt reframed as interest. Next: putting a number on it.",
        nonTechnicalMessage: "You now see shortcuts as loans with interest. Next: putting a number on it.",
      },
    },
    {
      title: "Make the Cost Visible in Roadmap Currency",
      type: "content",
      icon: "target",
      content:
        "Engineers describe debt in engineering terms: coupling, missing tests, a deprecated library. Product and finance leaders cannot weigh those against a feature. Translate into currencies they already use. Data you can usually get in an afternoon:\n- Incidents tagged by component: 'Three of our last five SEV2s started in the invoice generator.'\n- Latency tied to a customer journey: 'Checkout p99 has crept from 800 ms to 2.1 s in a year.'\n- Lead time for changes, a DORA metric, for work touching the debt versus the rest: 'Billing changes take 9 days median; elsewhere, 3.'\n- Unplanned work: the share of each sprint lost to fixes, pages and manual runs in that area.\n\nThen tie it to the roadmap: 'Four Q3 items change billing. At today's lead time, they take about six engineer-weeks longer than in a healthy module.' That sentence puts the debt in the same currency as the features it competes with.",
      nonTechnicalContent:
        "Engineers describe debt in technical terms that product and finance leaders cannot weigh against a new feature. Translate it into what they already care about. Figures you can usually gather in an afternoon:\n- Breakdowns by area: 'Three of our last five serious outages started in the invoicing system.'\n- Speed for customers: 'The checkout page's slowest responses have gone from under a second to over two seconds in a year.'\n- Time to deliver changes in the messy area versus everywhere else: 'Billing changes take 9 days; elsewhere, 3.'\n- Unplanned work: how much of each fortnight is lost to fixes, emergencies and manual workarounds there.\n\nThen tie it to the plan: 'Four features planned for next quarter change billing. At today's speed, they take about six extra person-weeks.' That sentence puts the debt in the same terms as the features it competes with.",
      gamification: {
        type: "skill_point",
        skill: "Systems Thinking",
        points: 50,
        message: "Debt priced in lead time and incidents. Practice in Systems Thinking.",
        nonTechnicalMessage: "Debt priced in delays and outages. Practice in Systems Thinking.",
      },
    },
    {
      title: "Opening the Funding Conversation",
      type: "quiz",
      icon: "quiz",
      content:
        "In a planning review you often have minutes, and the room is choosing between your proposal and features with a named customer behind them. Open with the cost and the business outcome, then the proposal, then engineering detail if asked. The detail is what convinced you; it rarely convinces them.",
      nonTechnicalContent:
        "In a planning meeting you often have minutes, and the room is choosing between your proposal and features a named customer is waiting for. Open with the cost and what the business gets, then the proposal, then technical detail if asked. The detail convinced you; it rarely convinces them.",
      quiz: {
        question:
          "You have ten minutes in quarterly planning to get the billing refactor funded. The room is the Head of Product, a finance partner and your director. How do you open?",
        nonTechnicalQuestion:
          "You have ten minutes in quarterly planning to get the billing clean-up funded. The room is the head of product, someone from finance and your director. How do you open?",
        options: [
          "Walk through the module's dependency graph to show how tangled the code has become",
          "Share the team survey that ranks billing as the codebase's most disliked area",
          "Show billing work takes 3x longer and caused three of five recent SEV2s",
          "Propose a two-week debt sprint next month and ask which roadmap item should move",
        ],
        nonTechnicalOptions: [
          "Walk through a diagram showing how tangled the parts of the billing system are",
          "Share the team survey that ranks billing as the part they dislike working on most",
          "Show billing work is three times slower and caused three of five recent outages",
          "Propose a two-week clean-up next month and ask which planned feature should move",
        ],
        correct: 2,
        explanation:
          "This room decides between your work and features with revenue attached. Lead time and incidents put the debt in their currency and make the cost of doing nothing concrete. The other openings are useful at another moment, but each asks the room to trust an engineering judgement before it has seen the cost.",
        nonTechnicalExplanation:
          "This room decides between your work and features that bring in money. Delays and outages put the problem in their terms and show what doing nothing costs. The other openings are useful at another moment, but each asks the room to trust the engineers before it has seen the cost.",
        optionExplanations: [
          "A dependency graph is a strong opener in an architecture review. To product and finance it shows complexity, not cost.",
          "Developer sentiment matters for retention and earns a line later. As the opener, it sounds like a request for nicer work.",
          "Right. Lead time and incidents are costs the room already cares about, and they frame a proposal measured the same way.",
          "Asking for a specific trade-off is how you should close. Opening with it asks for budget before the room knows why.",
        ],
        nonTechnicalOptionExplanations: [
          "A diagram is a strong opener with engineers. To product and finance it shows complexity, not cost.",
          "How the team feels matters for keeping people, and earns a line later. First, it sounds like asking for nicer work.",
          "Right. Delays and outages are costs the room already cares about, and they frame a proposal measured the same way.",
          "Asking for a specific trade-off is how you should close. Opening with it asks for time before the room knows why.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "Cost first, code second. That is how debt gets funded.",
        nonTechnicalMessage: "Cost first, technical detail second. That is how clean-up gets funded.",
      },
    },
    {
      title: "Worked Example: Two Pitches for the Same Refactor",
      type: "content",
      icon: "message",
      content:
        "The invoice generator is a 4,000-line module with no tests around proration, and every pricing change touches it.\n\nDoing it badly:\n- Lead: 'The invoice generator is a mess. We need a quarter to rewrite it properly.'\n- Head of Product: 'What do customers get?'\n- Lead: 'Nothing visible, but we'll move faster afterwards.'\n- Head of Product: 'Every team says that. Next quarter.'\n\nA big, invisible, all-or-nothing bet, framed as engineering taste, with no way to tell whether it worked.\n\nDoing it well:\n- Lead: 'Three of the four pricing items on the Q3 roadmap change the invoice generator. Changes there take 9 days median against 3 elsewhere, and it caused two of our last five SEV2s, including the double-billing incident.'\n- Head of Product: 'So what are you asking for?'\n- Lead: 'Six engineer-weeks inside the first pricing item, not before it. We wrap proration in tests, then strangle the old path one invoice type at a time behind a flag. Usage pricing ships on the new path.'\n- Head of Product: 'How do I know it worked?'\n- Lead: 'Invoice changes under 4 days by quarter end and no SEV2 from invoicing. If the second pricing item isn't faster, we stop and talk.'\n\nThe good pitch ties debt to items the room already wants, pays it down incrementally inside feature work (strangler fig, not rewrite) and offers a measure and a stop condition.",
      nonTechnicalContent:
        "The invoicing system is large, hard to change and poorly checked, and every pricing change touches it.\n\nDoing it badly:\n- Lead: 'The invoicing system is a mess. We need three months to rebuild it properly.'\n- Head of Product: 'What do customers get?'\n- Lead: 'Nothing visible, but we'll be faster afterwards.'\n- Head of Product: 'Every team says that. Next quarter.'\n\nA big, invisible, all-or-nothing bet, presented as engineers' preference, with no way to tell whether it worked.\n\nDoing it well:\n- Lead: 'Three of the four pricing features planned next quarter change the invoicing system. Changes there take 9 days against 3 elsewhere, and it caused two of our last five serious outages, including the one where customers were billed twice.'\n- Head of Product: 'So what are you asking for?'\n- Lead: 'Six person-weeks, spent inside the first pricing feature, not before it. We add safety checks, then replace the old system one type of invoice at a time. The new pricing ships on the new version.'\n- Head of Product: 'How do I know it worked?'\n- Lead: 'Invoice changes take under 4 days by the end of the quarter and no serious outages from invoicing. If the second feature isn't faster, we stop and talk.'\n\nThe good pitch ties the debt to features the room already wants, fixes it step by step inside that work rather than in one big rebuild, and offers a measure and a point to stop.",
      gamification: {
        type: "pattern_master",
        points: 50,
        message: "Pattern spotted: roadmap items, lead time, incremental paydown, a stop condition.",
        nonTechnicalMessage:
          "Pattern spotted: planned features, delays, step-by-step fixing and a point to stop.",
      },
    },
    {
      title: "Tax, Sprint or Migration?",
      type: "quiz",
      icon: "quiz",
      content:
        "Three common ways to fund paydown fit different debts.\n- A standing allocation, often a 20% tax: a fixed share of every sprint goes to engineering health. Predictable and good for small debt, but the first thing raided under deadline pressure, and 20% spread thin rarely finishes anything large.\n- A debt sprint or hardening week: can finish a contained piece of debt in one team's code. As a habit, it teaches that quality happens later, and it is the first sprint cancelled.\n- A migration. Will Larson's An Elegant Puzzle argues that migrations are the only scalable fix for debt that spans many teams, with a playbook: de-risk (design, then work with the hardest teams first, not the easy wins), enable (tooling and docs so most teams migrate themselves) and finish (stop new adoption, track progress publicly, nudge stragglers, migrate the last ones yourself). Celebrate finishing, not starting: a half-finished migration leaves two systems to run.",
      nonTechnicalContent:
        "There are three common ways to fund the clean-up, and each fits a different kind of debt.\n- A standing share, often 20% of every fortnight, set aside for upkeep. Predictable and good for small problems, but the first thing dropped when deadlines bite, and 20% spread thin rarely finishes anything big.\n- A dedicated clean-up fortnight: can finish a contained problem in one team's own work. As a habit, it teaches that quality is for later, and it is the first fortnight to be cancelled.\n- A planned switch-over across teams. Engineering leader Will Larson argues in his book An Elegant Puzzle that this is the only way to fix debt shared by many teams: reduce the risk first (plan, then start with the hardest team, not the easy wins), make it easy (tools and guides so most teams switch themselves), and finish (stop new use of the old thing, track progress openly, chase the last few and move them yourself). Celebrate finishing, not starting: a half-finished switch leaves two systems to run.",
      quiz: {
        question:
          "Product offers you a two-week debt sprint in Q3. The debt is a deprecated internal queue library used by 14 services owned by 6 teams, and new services still adopt it. What do you propose?",
        nonTechnicalQuestion:
          "Product offers you a two-week clean-up period next quarter. The problem is an outdated internal tool used by 14 systems belonging to 6 teams, and new systems still adopt it. What do you propose?",
        options: [
          "Take the sprint and have your team migrate all fourteen services in two weeks",
          "Run it as a migration: stop new use, ship tooling, hardest team first",
          "Fold the work into the team's 20% allocation so the roadmap stays undisturbed",
          "Write an RFC proposing a replacement queue standard and circulate it for comment",
        ],
        nonTechnicalOptions: [
          "Accept the two weeks and have your team move all fourteen systems themselves",
          "Run a planned switch-over: stop new use, build tools, hardest team first",
          "Fit the work into the team's regular 20% upkeep time so the plan stays intact",
          "Write a proposal for a replacement standard and ask the other teams to comment",
        ],
        correct: 1,
        explanation:
          "This debt spans six teams and is still spreading, the case Larson describes: only a migration scales. Stopping new adoption halts the growth, tooling lets most teams move themselves, and starting with the hardest team surfaces problems early. The other moves fit other debts or stages, but none finishes this one.",
        nonTechnicalExplanation:
          "This problem is shared by six teams and still spreading, exactly the case Larson describes. Stopping new use halts the growth, tools let most teams switch themselves, and starting with the hardest team brings problems out early. The other moves fit other problems or stages, but none finishes this one.",
        optionExplanations: [
          "A debt sprint suits contained debt in your own code. Migrating other teams' services without them tends to break things and stall.",
          "Right. It matches the debt's shape, many owners and still spreading, and de-risk, enable, finish is built to reach 100%.",
          "A standing allocation suits steady local debt. At 20% of one team, this drags on for quarters while new services adopt it.",
          "An RFC is the right first step if no replacement is chosen. The library is already deprecated; more discussion delays the fix.",
        ],
        nonTechnicalOptionExplanations: [
          "A clean-up fortnight suits a problem in your own work. Changing other teams' systems without them tends to break things and stall.",
          "Right. It fits a problem with many owners that is still spreading, and the three stages are built to get everyone across.",
          "Regular upkeep time suits steady local problems. At 20% of one team, this drags on for quarters while new systems adopt it.",
          "A proposal is the right first step if no replacement is chosen. The old tool is already retired; more discussion delays the fix.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "Right mechanism for the shape of the debt. Migrations that finish are rare; yours will.",
        nonTechnicalMessage:
          "Right approach for the shape of the problem. Switch-overs that finish are rare; yours will.",
      },
    },
    {
      title: "The Quarterly Planning Negotiation",
      type: "simulation",
      icon: "users",
      content:
        "Debt conversations turn adversarial when product hears 'engineering wants a break from features' and engineering hears 'product doesn't care about quality'. Both are protecting something real: commitments to customers, and a system that stays up. Your job is one shared plan: debt in the roadmap's currency, paid down where the roadmap is about to go, with a measure both sides accept.",
      nonTechnicalContent:
        "Debt conversations turn into fights when product hears 'engineers want a break from features' and engineers hear 'product doesn't care about quality'. Both are protecting something real: promises to customers, and systems that keep working. Your job is one shared plan: the problem in terms of planned work, fixed where that work is about to go, with a measure both sides accept.",
      simulation: {
        scenario:
          "Quarterly planning. Your team owns the job scheduler that runs nightly billing, exports and email sends. It caused four incidents in two quarters, one of which sent duplicate invoices to 30,000 customers. Scheduler changes take 11 days median against 4 elsewhere. Two Q3 roadmap items, scheduled reports and usage alerts, need new scheduled jobs. You have fifteen minutes with the Head of Product, and your staff engineer is frustrated.",
        nonTechnicalScenario:
          "Quarterly planning. Your team owns the system that runs overnight tasks such as billing, data exports and emails. It caused four breakdowns in six months, one of which sent duplicate invoices to 30,000 customers. Changes to it take 11 days against 4 elsewhere. Two features planned next quarter, scheduled reports and usage alerts, need new overnight tasks. You have fifteen minutes with the head of product, and your most senior engineer is frustrated.",
        participants: [
          {
            name: "Maya (Head of Product)",
            statement:
              "Every quarter engineering asks for a cleanup. Customers can't see it. What do I get if I give you this time?",
            nonTechnicalStatement:
              "Every quarter the engineers ask for clean-up time. Customers can't see it. What do I get if I give you this time?",
            emotions: ["sceptical", "pressured"],
          },
          {
            name: "Ivo (Staff Engineer)",
            statement:
              "If we keep bolting jobs onto that scheduler we'll have a multi-day outage. I'm tired of begging for permission to keep the lights on.",
            nonTechnicalStatement:
              "If we keep adding tasks to that system we'll have an outage lasting days. I'm tired of begging for permission to keep things running.",
            emotions: ["frustrated", "worried"],
          },
        ],
        challenge:
          "Make the case to Maya with Ivo in the room. Tie the scheduler to the two roadmap items in numbers she cares about, propose how the work is funded and sequenced, say what success looks like and when you would stop, and acknowledge Ivo without letting the meeting become a grievance session.",
        nonTechnicalChallenge:
          "Make the case to Maya with Ivo in the room. Connect the overnight-task system to the two planned features in terms she cares about, propose how the work fits in, say what success looks like and when you would stop, and recognise Ivo's worry without letting the meeting become a list of complaints.",
        modelAnswer:
          "Maya, what you get is scheduled reports and usage alerts shipping on something that won't double-bill 30,000 customers again. Both need new jobs on the scheduler, and changes there take 11 days against 4 elsewhere, so as planned they'd cost about five extra engineer-weeks. My proposal: we spend the first four weeks of scheduled reports moving job definitions behind a new interface with idempotency checks, then both features build on it. Success is scheduler changes under five days and no duplicate-run incidents this quarter. If scheduled reports isn't faster by week eight, I'll come back and we stop. Ivo, you're right about the risk, and this is how we fix it with product rather than around it.",
        nonTechnicalModelAnswer:
          "Maya, what you get is scheduled reports and usage alerts running on something that won't bill 30,000 customers twice again. Both need new overnight tasks, and changes there take 11 days against 4 elsewhere, so as planned they'd cost about five extra person-weeks. My proposal: we spend the first four weeks of scheduled reports rebuilding how tasks are set up, with checks that stop anything running twice, then both features build on it. Success is changes taking under five days and no repeat-run breakdowns this quarter. If scheduled reports isn't faster by week eight, I'll come back and we stop. Ivo, you're right about the risk, and this is how we fix it together with product rather than around them.",
        rubric: [
          {
            criterion:
              "Translates the debt into roadmap and customer terms: lead time, incidents, customer impact.",
            nonTechnicalCriterion:
              "Explains the problem in terms the product head cares about: delays, breakdowns and customers affected.",
          },
          {
            criterion:
              "Pays the debt down inside the roadmap work it blocks rather than asking for a feature freeze.",
            nonTechnicalCriterion:
              "Fixes the problem as part of the planned features instead of asking to stop features.",
          },
          {
            criterion: "States a measurable success condition and a point at which to stop or revisit.",
            nonTechnicalCriterion:
              "Says how everyone will know it worked, and when they would stop and rethink.",
          },
          {
            criterion:
              "Acknowledges the staff engineer's concern while keeping the meeting on the shared plan.",
            nonTechnicalCriterion:
              "Recognises the engineer's worry without letting the meeting become a list of complaints.",
          },
        ],
      },
      gamification: {
        type: "skill_point",
        skill: "Systems Thinking",
        points: 50,
        message:
          "One plan for product and engineering instead of two grievances. Practice in Systems Thinking.",
        nonTechnicalMessage:
          "One shared plan instead of two sets of complaints. Practice in Systems Thinking.",
      },
    },
    {
      title: "A Failure Story, and When to Leave Debt Alone",
      type: "content",
      icon: "shield",
      content:
        "A failure story. A team got a 'quality quarter' to rewrite their monolith's authentication module as a new service. They froze related features and aimed for parity before cutover. Ten weeks in, the new service handled password login but not SSO, API tokens or admin impersonation. Product pressure returned and the rewrite was parked at 70%. A year later both auth paths ran in production and every security fix was made twice: one debt had become two systems and a half-finished migration. A strangler approach, one login path at a time behind a router, starting with the hardest (SSO), would have surfaced the unknowns in week two and left something shippable at every step.\n\nWhen to leave debt alone:\n- Code that rarely changes and rarely breaks. Ugly but stable means near-zero interest.\n- Systems with a decommission date. Pay only what keeps them safe until then.\n- Prototypes still testing whether the product works. That debt is prudent; paying it early is waste.\n- Migrations you cannot finish. If you cannot fund the last 20%, don't start.\n- Debt engineers dislike that costs nothing measurable. Note it, and wait for it to show in the data.",
      nonTechnicalContent:
        "A failure story. A team was given a 'quality quarter' to rebuild the login part of their main system from scratch. They paused related features and aimed to copy everything before switching over. Ten weeks in, the new version handled passwords but not company logins, access keys for other systems or admin tools. Pressure for features returned and the rebuild stopped at 70%. A year later both login systems were running and every security fix had to be made twice: one problem had become two systems and a half-finished switch. Moving one type of login at a time, starting with the hardest, would have exposed the surprises in week two and left something usable at every step.\n\nWhen to leave debt alone:\n- Parts that rarely change and rarely break. Ugly but stable means almost no interest.\n- Systems that are due to be switched off. Spend only what keeps them safe until then.\n- Early experiments still testing whether the product works. Those shortcuts are sensible; fixing them early is waste.\n- Switch-overs you cannot finish. If you cannot fund the last 20%, don't start.\n- Problems engineers dislike that cost nothing measurable. Note them, and wait until they show up in the figures.",
      gamification: {
        type: "progress_unlock",
        message: "You know which debt to pay and which to leave. Last step: your own ledger.",
        nonTechnicalMessage: "You know which problems to fix and which to leave. Last step: your own list.",
      },
    },
    {
      title: "Build a One-Page Debt Ledger",
      type: "application",
      icon: "tool",
      content:
        "This week, build a debt ledger for your team's area and take it to your next planning conversation.\n- List the five debts your engineers complain about most; ask in standup rather than relying on memory.\n- For each, find one number from the last two quarters: incidents, p99 latency, lead time versus elsewhere, pages or hours of manual work.\n- Run a hotspot check: count changes per file over six months from git log and compare with the list.\n- Write which roadmap item each debt slows down, or 'none'.\n- For the top two, choose a mechanism (standing allocation, bundled into a feature, debt sprint or migration) and a success measure.\n- Put the rest on a 'leave alone for now' list, with the reason.\n\nAsk your product partner which of the top two they would fund first, and why.",
      nonTechnicalContent:
        "This week, build a one-page list of your team's technical debt and take it to your next planning conversation.\n- List the five problems your engineers complain about most; ask the team rather than relying on memory.\n- For each, find one figure from the last six months: breakdowns, slowness, time to deliver changes compared with elsewhere, emergencies or hours of manual work.\n- Check which parts of the system changed most often in the last six months and compare with the list.\n- Write which planned feature each problem slows down, or 'none'.\n- For the top two, choose how to fund the fix (regular upkeep time, bundled into a feature, a clean-up period or a switch-over across teams) and how you will measure success.\n- Put the rest on a 'leave alone for now' list, with the reason.\n\nAsk your product partner which of the top two they would fund first, and why.",
      gamification: {
        type: "achievement",
        title: "Debt Negotiator",
        description:
          "Built a debt ledger priced in roadmap terms, with a mechanism for the top items and a leave-alone list.",
        badge: "Debt Negotiator",
        points: 100,
        message: "Your debt now has a price, an owner and a place on the roadmap.",
        nonTechnicalMessage: "Your team's shortcuts now have a price, an owner and a place in the plan.",
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// lesson-22: Executive Presence for Engineers (Leadership Presence / executive-presence)
// ---------------------------------------------------------------------------------------------
const lesson22: LessonContent = {
  slug: "lesson-22",
  title: "Executive Presence for Engineers",
  description:
    "Presence is not charisma. Lead with the bottom line, stay steady when a VP pushes back, say 'I don't know, I'll find out by 3 pm', own a miss in one breath, and carry the same calm into incidents, all-hands and writing.",
  difficulty: "intermediate",
  skillKey: "executive-presence",
  objectives: [
    "Lead every update, answer and message to senior leaders with the bottom line, in under thirty seconds or three sentences.",
    "Stay composed when challenged: agree with what is true, answer what you know, and commit to a time for what you don't.",
    "Own a miss plainly, with impact and plan, in a 1:1, an incident bridge or an all-hands, without spreading blame.",
  ],
  points: 250,
  badge: "Steady in the Room",
  steps: [
    {
      title: "Presence Is Clarity Under Pressure",
      type: "content",
      icon: "compass",
      content:
        "Executive presence sounds like charisma or a good suit. For engineers who brief senior leaders it is mostly three learnable behaviours: give the answer first, know and state the limits of what you know, and stay steady when challenged. Sylvia Ann Hewlett's research on executive presence found leaders rate gravitas (composure, decisiveness, handling bad news) far above appearance, with communication next.\n\nThe habit engineers must unlearn is the chronological narrative. We debug in order, so we explain in order: 'First we noticed the queue depth, then we checked the consumer logs...'. A VP with four minutes between meetings hears noise until the point arrives.\n\nUse BLUF, bottom line up front, or Barbara Minto's Pyramid Principle, which says the same in more detail:\n- Answer first, in one sentence: 'We'll miss the 14th; the new date is the 28th.'\n- Then why, in one or two sentences.\n- Then what you need from them, if anything.\n- Then stop. Silence after the answer is where they ask for the detail they want.\n\nIf you cannot say it in thirty seconds, you do not yet know what your point is.",
      nonTechnicalContent:
        "Executive presence sounds like charisma or a good suit. For technical people who brief senior leaders, it is mostly three habits anyone can learn: give the answer first, know and say the limits of what you know, and stay steady when challenged. Sylvia Ann Hewlett's research on executive presence found leaders value calm, decisiveness and handling bad news well far above appearance, with clear communication next.\n\nThe habit technical people must unlearn is telling things in the order they happened. We solve problems step by step, so we explain step by step: 'First we noticed this, then we checked that...'. A senior leader with four minutes between meetings hears noise until the point arrives.\n\nPut the bottom line up front, a rule borrowed from military writing:\n- Answer first, in one sentence: 'We'll miss the 14th; the new date is the 28th.'\n- Then why, in one or two sentences.\n- Then what you need from them, if anything.\n- Then stop. The pause after your answer is where they ask for the detail they want.\n\nIf you cannot say it in thirty seconds, you do not yet know what your point is.",
      gamification: {
        type: "progress_unlock",
        message: "Bottom line up front unlocked. Next: answering the question actually asked.",
        nonTechnicalMessage: "Answer-first unlocked. Next: answering the question you were actually asked.",
      },
    },
    {
      title: "Answer the Question Asked",
      type: "quiz",
      icon: "quiz",
      content:
        "'Are we going to make March?' is a yes, no or at-risk question, and the person asking usually needs the answer to decide something else: whether to warn a customer, escalate, or stop worrying. Answer directly, add the one fact that matters, and offer the next step. Details, diagrams and written follow-ups come after the answer, not instead of it.",
      nonTechnicalContent:
        "'Are we going to make March?' is a yes, no or at-risk question, and the person asking usually needs the answer to decide something else: whether to warn a customer, raise the alarm, or stop worrying. Answer directly, add the one fact that matters, and offer the next step. Details and written follow-ups come after the answer, not instead of it.",
      quiz: {
        question:
          "A VP stops you in the corridor: 'Are we going to make the March launch?' The honest status is at risk: the payments provider's sandbox arrived two weeks late. What do you say?",
        nonTechnicalQuestion:
          "A senior leader stops you in the corridor: 'Are we going to make the March launch?' Honestly, it is at risk: a supplier delivered their test system two weeks late. What do you say?",
        options: [
          "Walk through the dependency chain so the VP sees why the sandbox drives the date",
          "Offer to send a written risk summary with the full timeline this afternoon",
          "Ask which part of the launch matters most to them before you answer",
          "'At risk: the payments sandbox came two weeks late. I'll confirm a date Friday'",
        ],
        nonTechnicalOptions: [
          "Explain the chain of tasks so the leader sees why the late delivery affects the date",
          "Offer to send a written summary of the risk with the full timeline this afternoon",
          "Ask which part of the launch matters most to them before you answer",
          "'At risk: a supplier's test system came two weeks late. I'll confirm a date Friday'",
        ],
        correct: 3,
        explanation:
          "The VP asked a direct question and needs the answer to decide something. 'At risk', the single cause and a date for a firm answer give them that in ten seconds and show you know the limits of what you know. The other moves suit other settings, but each makes the VP wait for the answer they asked for.",
        nonTechnicalExplanation:
          "The leader asked a direct question and needs the answer to decide something. 'At risk', the one reason and a date for a firm answer give them that in ten seconds and show you know what you don't know yet. The other moves suit other settings, but each makes them wait for the answer they asked for.",
        optionExplanations: [
          "Walking through dependencies is right in a planning review that asked for detail. In a corridor it buries the answer.",
          "A written summary is a good follow-up after answering. Offered instead of an answer, it sounds like avoiding the question.",
          "Clarifying helps when a question is genuinely ambiguous. This one isn't, and a question back under pressure reads as evasive.",
          "Right. Answer, cause, next step: bottom line up front, with a dated commitment instead of a guessed new date.",
        ],
        nonTechnicalOptionExplanations: [
          "Explaining the chain is right in a planning meeting that asked for detail. In a corridor it buries the answer.",
          "A written summary is a good follow-up after answering. Offered instead of an answer, it sounds like dodging.",
          "Asking back helps when a question is genuinely unclear. This one isn't, and a question back under pressure sounds evasive.",
          "Right. Answer, reason, next step: bottom line first, with a dated promise instead of a guessed new date.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "Ten seconds, one answer, one next step. That is presence.",
        nonTechnicalMessage: "Ten seconds, one answer, one next step. That is presence.",
      },
    },
    {
      title: "Composure When a VP Pushes Back",
      type: "content",
      icon: "heart",
      content:
        "Sooner or later a senior leader challenges you in public: 'That number doesn't look right', 'Why this vendor?', 'Why am I hearing this from a customer?'. The threat response kicks in: faster speech, over-explaining, defending every point. Presence is what you do in the next ten seconds.\n- Pause for one breath. It looks like thought, not weakness.\n- Restate the question if needed: 'You're asking why we picked the more expensive vendor.'\n- Agree with whatever is true: 'You're right, it costs 30% more.' Defending a correct point costs credibility on everything else.\n- Answer the part you know: 'We chose it for the SLA; the cheaper one had two multi-hour outages last year.'\n- For the part you don't: 'I don't know the renewal terms. I'll send them to you by 3 pm.' Then send them at 2:45.\n\n'I don't know, I'll find out by 3 pm' is one of the strongest sentences an engineer can say to an executive. It shows where your knowledge ends, and the time makes it a commitment. A confident wrong number is remembered long after the right ones.",
      nonTechnicalContent:
        "Sooner or later a senior leader challenges you in public: 'That number doesn't look right', 'Why this supplier?', 'Why am I hearing this from a customer?'. Your body's alarm kicks in: faster speech, over-explaining, defending every point. Presence is what you do in the next ten seconds.\n- Pause for one breath. It looks like thought, not weakness.\n- Repeat the question if needed: 'You're asking why we picked the more expensive supplier.'\n- Agree with whatever is true: 'You're right, it costs 30% more.' Defending a fair point costs you credibility on everything else.\n- Answer the part you know: 'We chose it for reliability; the cheaper one had two long outages last year.'\n- For the part you don't: 'I don't know the renewal terms. I'll send them to you by 3 pm.' Then send them at 2:45.\n\n'I don't know, I'll find out by 3 pm' is one of the strongest things you can say to a senior leader. It shows where your knowledge ends, and the time makes it a promise. A confident wrong number is remembered long after the right ones.",
      gamification: {
        type: "skill_point",
        skill: "Executive Presence",
        points: 50,
        message: "Pause, agree with what's true, commit to a time. Practice in Executive Presence.",
        nonTechnicalMessage: "Pause, agree with what's true, promise a time. Practice in Executive Presence.",
      },
    },
    {
      title: "Worked Example: The Ops Review",
      type: "content",
      icon: "message",
      content:
        "In the monthly operations review, the VP of Engineering turns to the checkout team's engineering manager.\n\nDoing it badly:\n- VP: 'Checkout latency doubled last week and I heard about it from a customer. What happened?'\n- EM: 'So, on Tuesday, we were doing a routine change, and actually it was the platform team's connection-pool config, which we'd raised with them before, so...'\n- VP: 'How many customers were affected?'\n- EM: 'Not many, probably a few hundred? I think it was fine.'\n- VP: 'Probably?'\n\nChronology instead of an answer, blame on another team, a guessed number. Each is small; together they tell the VP not to rely on this person.\n\nDoing it well:\n- EM: 'A connection-pool change on Tuesday doubled p99 checkout latency for three hours; we rolled back at 16:40. You should have heard it from me, not a customer. That's my miss.'\n- VP: 'How many customers were affected?'\n- EM: 'I don't have the exact count. I'll send it by 3 pm with the affected enterprise accounts.'\n- VP: 'And the platform team's config?'\n- EM: 'It's shared config we both change. The review goes out Thursday with an owner for it, and from today any SEV2 reaches you within the hour.'\n\nThe second answer leads with what happened, owns the miss in one sentence, refuses to guess and points forward.",
      nonTechnicalContent:
        "In the monthly operations review, the head of engineering turns to the manager of the checkout team.\n\nDoing it badly:\n- Head: 'Checkout got twice as slow last week and I heard about it from a customer. What happened?'\n- Manager: 'So, on Tuesday, we were doing a routine change, and actually it was the other team's settings, which we'd raised with them before, so...'\n- Head: 'How many customers were affected?'\n- Manager: 'Not many, probably a few hundred? I think it was fine.'\n- Head: 'Probably?'\n\nA story instead of an answer, blame on another team, a guessed number. Each is small; together they tell the leader not to rely on this person.\n\nDoing it well:\n- Manager: 'A settings change on Tuesday made checkout twice as slow for three hours; we undid it at 16:40. You should have heard it from me, not a customer. That's my miss.'\n- Head: 'How many customers were affected?'\n- Manager: 'I don't have the exact count. I'll send it by 3 pm with the affected business customers.'\n- Head: 'And the other team's settings?'\n- Manager: 'Both teams change those settings. The review goes out Thursday with one owner for them, and from today any serious problem reaches you within the hour.'\n\nThe second answer leads with what happened, owns the miss in one sentence, refuses to guess and points forward.",
      gamification: {
        type: "pattern_master",
        points: 50,
        message: "Pattern spotted: what happened, my miss, the number by 3 pm, what changes.",
        nonTechnicalMessage: "Pattern spotted: what happened, my mistake, the number by 3 pm, what changes.",
      },
    },
    {
      title: "Owning a Miss in Public",
      type: "quiz",
      icon: "quiz",
      content:
        "Leaders watch how you carry bad news because it tells them whether they will hear the next piece early. A good ownership statement fits in four sentences: what happened, the impact, your part, what changes. Don't spread blame; contributing factors belong in the blameless review, not on a stage. Don't over-apologise: one clear 'that's on me' beats five. In an all-hands, answer the hard question directly, keep to facts and plan, and move on.",
      nonTechnicalContent:
        "Leaders watch how you carry bad news because it tells them whether they will hear the next piece early. A good ownership statement fits in four sentences: what happened, the impact, your part, what changes. Don't spread blame; the detailed causes belong in a calm review afterwards, not on a stage. Don't over-apologise: one clear 'that's on me' beats five. In a company-wide meeting, answer the hard question directly, keep to facts and plan, and move on.",
      quiz: {
        question:
          "At an all-hands, someone asks you, in front of 200 people, why the mobile release slipped two weeks. Your planning missed an app-store review step. What do you say?",
        nonTechnicalQuestion:
          "At a company-wide meeting, someone asks you, in front of 200 people, why the mobile app release slipped two weeks. Your plan missed an approval step. What do you say?",
        options: [
          "'It slipped two weeks because I missed a review step. New date: May 12'",
          "'Great question; let me take it offline with you after the session today'",
          "Walk through the three contributing factors so everyone sees it wasn't carelessness",
          "Hand it to the engineer who led the release, since she knows the detail best",
        ],
        nonTechnicalOptions: [
          "'It slipped two weeks; I missed an approval step. New date: May 12'",
          "'Great question; let me talk it through with you after the session today'",
          "Explain all three reasons in detail so everyone sees nobody was careless",
          "Pass it to the person who led the release, since she knows the detail best",
        ],
        correct: 0,
        explanation:
          "A public question about a public miss deserves a public answer: what happened, your part and the new date. Owning it in one sentence, without spreading blame or over-explaining, tells 200 people that bad news from you arrives straight. The other moves suit other settings; here each looks like stepping away from the question.",
        nonTechnicalExplanation:
          "A public question about a public miss deserves a public answer: what happened, your part and the new date. Owning it in one sentence, without blaming others or over-explaining, tells 200 people that bad news from you arrives straight. The other moves suit other settings; here each looks like stepping away from the question.",
        optionExplanations: [
          "Right. Cause, ownership and new date in one breath. Detail can follow in writing for anyone who wants it.",
          "Taking a question offline fits one person's situation. A release everyone depends on needs an answer everyone hears.",
          "Contributing factors belong in the blameless review, where they fix the system. On stage, they sound like a defence.",
          "Handing the floor to the engineer who led the work is great for a success. For your planning miss, it hands her the blame.",
        ],
        nonTechnicalOptionExplanations: [
          "Right. Reason, ownership and new date in one breath. Detail can follow in writing for anyone who wants it.",
          "Talking later fits a question about one person's situation. A release everyone depends on needs an answer everyone hears.",
          "Detailed causes belong in the calm review afterwards, where they fix the process. On stage, they sound like a defence.",
          "Handing over to the person who led the work is great for a success. For your own planning mistake, it hands her the blame.",
        ],
        points: 50,
      },
      gamification: {
        type: "efficiency_bonus",
        points: 25,
        message: "One sentence of ownership, in public. People will bring you bad news early now.",
        nonTechnicalMessage:
          "One sentence of ownership, in public. People will bring you bad news early now.",
      },
    },
    {
      title: "Presence on the Incident Bridge",
      type: "simulation",
      icon: "users",
      content:
        "Incidents test presence hardest. Senior people join the bridge wanting certainty you don't have, and the temptation is to give an ETA to make the pressure stop; a missed ETA costs more credibility than 'we don't know yet'. As incident commander, give executives what they need to act: impact in customer terms, what you know and don't, what happens next, what they can say, and when the next update comes. Then keep responders out of side conversations.",
      nonTechnicalContent:
        "Emergencies test presence hardest. Senior people join the call wanting certainty you don't have, and the temptation is to give a fix time to make the pressure stop; a missed fix time costs more credibility than 'we don't know yet'. As the person running the response, give leaders what they need to act: how customers are affected, what you know and don't, what happens next, what they can say, and when the next update comes. Then keep the people fixing it out of side conversations.",
      simulation: {
        scenario:
          "You are incident commander for a SEV1: since 09:12, about 40% of API requests in the EU region return errors. It is 09:35. Two hypotheses are open: the 09:05 deploy, being rolled back (about ten minutes left), or a database failover at 09:10. The CTO and the Head of Customer Success have just joined the bridge.",
        nonTechnicalScenario:
          "You are running the response to a major outage: since 09:12, about 40% of customer requests in Europe fail. It is 09:35. There are two possible causes: a software update at 09:05, now being undone (about ten minutes left), or a database switch-over at 09:10. The chief technology officer and the head of customer support have just joined the call.",
        participants: [
          {
            name: "Raj (CTO)",
            statement:
              "What's the ETA? The CEO is asking me every five minutes and I need to give her something.",
            nonTechnicalStatement:
              "When will it be fixed? The CEO is asking me every five minutes and I need to give her something.",
            emotions: ["anxious", "impatient"],
          },
          {
            name: "Mia (Head of Customer Success)",
            statement: "I've got three enterprise customers on the phone right now. What can I tell them?",
            nonTechnicalStatement:
              "I've got three of our biggest customers on the phone right now. What can I tell them?",
            emotions: ["pressured", "worried"],
          },
          {
            name: "Leo (Operations Lead)",
            statement:
              "We still don't know if it's the deploy or the failover. The rollback finishes in about ten minutes.",
            nonTechnicalStatement:
              "We still don't know if it's the update or the database switch. Undoing the update finishes in about ten minutes.",
            emotions: ["focused", "stressed"],
          },
        ],
        challenge:
          "Speak to Raj and Mia on the bridge. In under a minute, give the impact, what you know and don't, what happens next, a line Mia can use with customers and when the next update comes, without promising an ETA you cannot support or pulling Leo off the work.",
        nonTechnicalChallenge:
          "Speak to Raj and Mia on the call. In under a minute, say how customers are affected, what you know and don't, what happens next, words Mia can use with customers and when the next update comes, without promising a fix time you cannot support or distracting Leo.",
        modelAnswer:
          "Raj, Mia, here's where we are. Since 09:12, about 40% of API calls in the EU are failing; other regions are fine. We have two candidate causes, this morning's deploy and a database failover, and we don't know which yet. The rollback finishes around 09:45; if errors drop then, we've found it. I don't have a recovery ETA and I won't guess one. Raj, for the CEO: EU degraded, cause narrowed to two, next update 09:50. Mia, customers can hear: 'We're aware of elevated errors in the EU and engineers are actively working on it; next update by 10:00 on the status page.' I'll post in the exec channel every fifteen minutes; Leo stays heads-down.",
        nonTechnicalModelAnswer:
          "Raj, Mia, here's where we are. Since 09:12, about 40% of customer requests in Europe are failing; other regions are fine. There are two possible causes, this morning's update and a database switch-over, and we don't know which yet. Undoing the update finishes around 09:45; if errors drop then, we've found it. I don't have a fix time and I won't guess one. Raj, for the CEO: Europe affected, cause narrowed to two, next update 09:50. Mia, customers can hear: 'We're aware of errors in Europe and engineers are actively working on it; next update by 10:00 on our status page.' I'll post updates for leadership every fifteen minutes; Leo stays focused on the fix.",
        rubric: [
          {
            criterion: "States impact in customer terms and separates what is known from what is not.",
            nonTechnicalCriterion:
              "Says how customers are affected and is clear about what is and isn't known yet.",
          },
          {
            criterion: "Refuses to invent an ETA and gives a next-update time instead.",
            nonTechnicalCriterion: "Does not make up a fix time; gives a time for the next update instead.",
          },
          {
            criterion: "Gives each executive something usable: a line for the CEO, a line for customers.",
            nonTechnicalCriterion:
              "Gives each leader something they can use: words for the boss and words for customers.",
          },
          {
            criterion: "Protects responders from side conversations and sets an update rhythm.",
            nonTechnicalCriterion:
              "Keeps the people fixing the problem free to work and sets regular updates.",
          },
        ],
      },
      gamification: {
        type: "skill_point",
        skill: "Executive Presence",
        points: 50,
        message: "No invented ETA, a clear rhythm, a calm bridge. Practice in Executive Presence.",
        nonTechnicalMessage:
          "No made-up fix time, regular updates, a calm call. Practice in Executive Presence.",
      },
    },
    {
      title: "Presence in Writing, a Failure Story, and When This Advice Is Wrong",
      type: "content",
      icon: "shield",
      content:
        "Most of your presence with senior leaders is written. The same rules apply, tighter: the subject line carries the news or the ask ('Decision needed by Thu: delay EU launch two weeks?', not 'EU launch update'); the bottom line goes in the first two sentences with detail below; say what you need and by when; cut hedges like 'just' and 'sorry to bother', but state real uncertainty once, with a number.\n\nA failure story. In a budget review, the CFO asked a staff engineer how much moving to reserved instances would save. He felt the room waiting and said '$400k a year, roughly'. The number went into the board deck that afternoon. Finance later ran it: $150k. Nobody accused him of anything, but for a year finance double-checked his estimates before anyone used them. 'I don't know; I'll have it by 3 pm' would have cost three hours. The bluff cost a year.\n\nWhen this advice is wrong:\n- News that hurts people, such as layoffs or a cancelled project, needs context and care before the bottom line. BLUF there reads as cold.\n- Where indirect communication is the norm (Erin Meyer's The Culture Map describes the range), keep the clarity but soften the delivery.\n- In an exploratory design discussion with peers, thinking aloud is the point.\n- Composure is not the absence of feeling. When an incident has hurt customers or colleagues, showing you care is part of presence.",
      nonTechnicalContent:
        "Most of your presence with senior leaders is in writing. The same rules apply, tighter: the subject line carries the news or the request ('Decision needed by Thursday: delay the European launch two weeks?', not 'Launch update'); the bottom line goes in the first two sentences with detail below; say what you need and by when; cut softeners like 'just' and 'sorry to bother', but state real uncertainty once, with a number.\n\nA failure story. In a budget meeting, the finance director asked a senior engineer how much a change in how the company buys computing power would save. He felt the room waiting and said '$400k a year, roughly'. The number went into the board presentation that afternoon. Finance later worked it out: $150k. Nobody accused him of anything, but for a year finance double-checked his figures before anyone used them. 'I don't know; I'll have it by 3 pm' would have cost three hours. The bluff cost a year.\n\nWhen this advice is wrong:\n- News that hurts people, such as job losses or a cancelled project, needs context and care before the bottom line. Answer-first there feels cold.\n- Where indirect communication is the norm, as Erin Meyer's book The Culture Map describes, keep the clarity but soften the delivery.\n- In an open brainstorm with colleagues, thinking aloud is the point.\n- Staying calm does not mean showing no feeling. When a failure has hurt customers or colleagues, showing you care is part of presence.",
      gamification: {
        type: "progress_unlock",
        message: "You know when presence rules bend. Last step: practise on real messages.",
        nonTechnicalMessage: "You know when these rules bend. Last step: practise on real messages.",
      },
    },
    {
      title: "Three Rewrites and One Sentence",
      type: "application",
      icon: "target",
      content:
        "This week, practise presence on real material.\n- Rewrite your last status update to leadership with the bottom line in the first sentence and the ask in the second. Send the next one in that shape.\n- Prepare a thirty-second answer to the question you least want from your skip-level manager: the slipping project, the attrition, the incident. Say it out loud and time it; cut until it fits.\n- Write your own version of 'I don't know, I'll find out by 3 pm' and use it the next time you don't know something in front of someone senior. Deliver before the time you named.\n\nAfter two weeks, ask a peer who attends the same meetings whether your answers have become shorter and steadier.",
      nonTechnicalContent:
        "This week, practise presence on real material.\n- Rewrite your last progress update to senior leaders with the bottom line in the first sentence and your request in the second. Send the next one in that shape.\n- Prepare a thirty-second answer to the question you least want from your boss's boss: the late project, the people leaving, the outage. Say it out loud and time it; cut until it fits.\n- Write your own version of 'I don't know, I'll find out by 3 pm' and use it the next time you don't know something in front of someone senior. Deliver before the time you named.\n\nAfter two weeks, ask a colleague who attends the same meetings whether your answers have become shorter and steadier.",
      gamification: {
        type: "achievement",
        title: "Steady in the Room",
        description:
          "Rewrote a leadership update bottom line first and used 'I don't know, I'll find out by...' with a senior leader.",
        badge: "Steady in the Room",
        points: 100,
        message: "Short answers, honest limits, kept promises. That is what senior leaders call presence.",
        nonTechnicalMessage:
          "Short answers, honest limits, kept promises. That is what senior leaders call presence.",
      },
    },
  ],
};

/** Managing former peers, estimation, technical debt against the roadmap and executive presence (lessons 19-22). */
export const planningAndPresenceLessons: LessonContent[] = [lesson19, lesson20, lesson21, lesson22];
