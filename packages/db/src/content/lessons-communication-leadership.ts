import type { LessonContent } from "./lesson-schema.js";

/**
 * Lessons for the Communication and Leadership Presence categories.
 * Lesson 1 is the flagship technical-translation lesson; lessons 3-5 cover Communication skills and
 * lessons 6-8 cover Leadership Presence skills (see skill-catalog.ts for the skill keys).
 */
export const communicationLeadershipLessons: LessonContent[] = [
  // ---------------------------------------------------------------------------------------------
  // Lesson 1: Explaining a Technical Trade-off to Executives (technical-translation)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-1",
    title: "Explaining a Technical Trade-off to Executives",
    description:
      "Learn to turn an architectural trade-off into a decision executives can make in minutes. You will practise BLUF openers, options-with-recommendation framing and translating technical risk into business terms.",
    difficulty: "intermediate",
    skillKey: "technical-translation",
    objectives: [
      "Open any executive update with a BLUF: the decision needed, your recommendation and the cost of delay",
      "Frame a trade-off as two or three options with cost, risk and a recommendation",
      "Translate technical risk into money, time, customer impact or probability ranges",
      "Handle pushback from finance and product leaders without retreating into jargon",
    ],
    points: 250,
    badge: "Trade-off Translator",
    steps: [
      {
        title: "Lead With the Decision (BLUF)",
        type: "content",
        icon: "target",
        content:
          'Executives read your message looking for one thing: which decision is needed from them, by when, and what happens if they do not make it. Engineers habitually do the opposite: context, architecture, constraints, and the actual ask on slide nine. Invert it with BLUF (Bottom Line Up Front).\n\nA BLUF opener has three parts:\n- The decision: "We need to choose between patching the billing service and rebuilding its ledger component."\n- The recommendation: "I recommend a targeted rebuild starting in Q3."\n- The cost of delay: "If we don\'t decide by the 15th, we lose the migration window before peak season."\n\nEverything after that is supporting evidence, ordered by what the audience cares about: customer impact, revenue, risk and time, and only then implementation detail. Keep the architecture diagram in your back pocket and bring it out only if someone asks how.\n\nA useful test: if the meeting ended after your first 30 seconds, could the executive still make a sound decision? If not, your opener is still context, not a bottom line.\n\nWorked example: the same update, badly and well.\n\nBadly, a pattern from many quarterly reviews:\n- Engineer: "So, some background. Two years ago we moved billing onto the shared Postgres cluster, and since then write volume has tripled, which means..."\n- CFO, four minutes later: "Sorry, what do you need from us?"\n- Engineer: "Well, it depends on a few things."\n- VP: "Let\'s take it offline."\nThe decision slipped a quarter. Nobody disagreed with the engineer; they never heard a question they could answer.\n\nWell:\n- Engineer: "I need a decision today between patching billing and a targeted rebuild of the ledger. I recommend the rebuild in Q3. If we wait past the 15th we miss the window before peak, and we keep a one-in-five chance per quarter of a multi-hour billing outage."\n- CFO: "What does the rebuild cost?"\n- Engineer: "Four engineers for a quarter, and the reporting feature slips eight weeks."\n- VP: "And if we only patch?"\n- Engineer: "About one engineer-week a month indefinitely, and the outage risk stays."\nThe second version took ninety seconds and ended with a decision. Notice that every executive question was about cost or consequence; the architecture never came up. That is normal: keep it ready, not up front.',
        nonTechnicalContent:
          'Senior leaders listening to you want to know three things quickly: what they need to decide, what you suggest, and what happens if they wait. Many specialists tell the whole story first and only get to the question at the very end. Flip that around and put the bottom line up front.\n\nStart with:\n- The choice: "We can keep fixing the old billing system or rebuild one part of it."\n- Your suggestion: "I suggest rebuilding that part, starting next quarter."\n- The deadline: "If we wait past the 15th, we miss our safe window before the busy season."\n\nThen add only the details that help them decide: the effect on customers, money, risk and time. Keep the deep technical detail ready in case someone asks for it.\n\nA quick test: if the meeting ended after your first half minute, could they still make a good choice? If not, you are still giving background instead of the bottom line.\n\nAn example of the same update, done badly and done well.\n\nBadly:\n- Specialist: "So, some background. Two years ago we moved billing onto a shared database, and since then the load has tripled, which means..."\n- Finance head, four minutes later: "Sorry, what do you need from us?"\n- Specialist: "Well, it depends on a few things."\n- Senior leader: "Let\'s discuss it another time."\nThe decision slipped three months. Nobody disagreed; they simply never heard a question they could answer.\n\nWell:\n- Specialist: "I need you to choose today between patching billing and rebuilding one part of it. I suggest the rebuild, starting next quarter. If we wait past the 15th we miss our safe window, and we keep about a one-in-five chance each quarter of billing going down for hours."\n- Finance head: "What does the rebuild cost?"\n- Specialist: "Four people for three months, and the reporting feature arrives two months later."\n- Senior leader: "And if we just keep patching?"\n- Specialist: "About a week of one person\'s time every month, for good, and the risk stays."\nThe second version took ninety seconds and ended with a decision. Every question was about cost or consequences; nobody asked how the system works. Keep those details ready, not up front.',
        gamification: {
          type: "progress_unlock",
          message: "Lesson unlocked: your first executive-ready opener is one step away.",
          nonTechnicalMessage:
            "Lesson started: you are one step away from an opening line senior leaders can act on.",
        },
      },
      {
        title: "Options, Cost, Risk, Recommendation",
        type: "content",
        icon: "compass",
        content:
          'A trade-off presented as a single proposal invites a yes/no fight. Presented as options, it invites a decision. Use an options memo with two or three options, one of which is usually "do nothing":\n\n- Option A, keep patching: about one engineer-week per month of toil; p99 latency keeps degrading; roughly a 1-in-5 chance per quarter of a multi-hour billing outage.\n- Option B, targeted refactor: six weeks, two engineers; removes the worst hotspot and buys about a year.\n- Option C, rebuild the ledger: one quarter, four engineers; delays the reporting feature by eight weeks; removes the outage class entirely.\n\nThen state your recommendation and the condition that would change it: "I recommend B now, and revisiting C if transaction volume grows past 2x."\n\nTranslate every technical attribute into one of four executive currencies: money, time, customer experience or risk. "Tight coupling" means nothing to a CFO; "every pricing change needs three teams and two weeks" does. Quantify with ranges instead of false precision, and say how confident you are.\n\nWhen this advice is wrong. BLUF and options assume the decision belongs to the executives and that they are short of time. Three situations break those assumptions:\n- The audience does not yet agree there is a problem. A CTO who believes the scheduler is fine will hear "I recommend option B" as a sales pitch. Spend the first meeting on evidence, such as the incident timeline and toil hours, and ask for the decision in the second.\n- The decision is already yours. If it is reversible and inside your team\'s remit, an options memo sent upwards is delegation in the wrong direction. Decide, then inform them in two lines.\n- Trust is low after a miss. If your last estimate slipped badly, a confident recommendation can read as overselling. Open with what went wrong last time and how this estimate was built differently, then give the bottom line.\n\nWatch for manufactured options too: an absurd "do nothing", or a third option invented to make yours look moderate. Executives notice, and it costs the credibility the format is meant to build.',
        nonTechnicalContent:
          'If you bring leaders a single plan, they can only say yes or no, and that often turns into an argument. If you bring them a few clear choices, they can pick one. Lay out two or three options, and include "do nothing" as one of them:\n\n- Option A, keep patching: costs a little every month, and there is about a one-in-five chance each quarter of a billing outage lasting hours.\n- Option B, fix the worst part: two people for six weeks; buys us about a year.\n- Option C, rebuild that part: four people for a quarter; delays another feature by two months; removes the problem for good.\n\nThen say which one you recommend and what would change your mind: "I suggest B now, and C if our volume doubles."\n\nDescribe everything in terms leaders already use: money, time, customer experience and risk. Give rough ranges rather than fake exact numbers, and say how sure you are.\n\nWhen this advice is wrong. Leading with the bottom line and offering options assumes the decision belongs to the leaders and that they are short of time. Three situations break that:\n- They don\'t yet agree there is a problem. A leader who thinks the system is fine will hear "I suggest option B" as a sales pitch. Use the first meeting to show the evidence, such as past outages and time lost, and ask for the decision in the second.\n- The decision is already yours. If it can be undone and sits within your team\'s job, sending options upwards hands your decision to someone else. Decide, then tell them in two lines.\n- Trust is low after a miss. If your last estimate was badly wrong, a confident suggestion can sound like overselling. Start with what went wrong last time and how this estimate is different, then give the bottom line.\n\nAlso avoid fake options: a "do nothing" choice nobody could accept, or an invented extreme that makes your choice look moderate. Leaders notice, and you lose the trust the approach is meant to build.',
        gamification: {
          type: "skill_point",
          skill: "Explaining Technical Ideas",
          points: 30,
          message: "Explaining Technical Ideas: you can now structure a trade-off as options.",
          nonTechnicalMessage:
            "Explaining Technical Ideas: you can now lay out a choice as a few clear options.",
        },
      },
      {
        title: "Quick Check: The Opening Line",
        type: "quiz",
        icon: "quiz",
        content:
          'Time to apply BLUF and the options framing together. Picture a real review: you have five minutes on a crowded agenda, the CFO is reading email, and the VP of Engineering already knows the database is struggling but has not decided whether to fund a fix.\n\nWhen you judge an opening line, check three things:\n- Does it name the decision and the deadline in the first sentence?\n- Does it carry a recommendation, not just a problem?\n- Is the consequence stated in business terms (customers, money, risk, time) rather than in system internals?\n\nAlso watch for two common traps: opening with a diagnosis ("we did a deep dive") that delays the ask, and presenting one option as inevitable, which makes leaders feel cornered and tends to trigger pushback rather than a decision.',
        nonTechnicalContent:
          "Let's try putting the bottom line first and offering choices. Picture a busy leadership meeting: you have five minutes, the finance head is half-reading email, and the engineering head knows the database has problems but hasn't decided whether to pay for a fix.\n\nWhen you judge a first sentence, check three things:\n- Does it say what needs deciding and by when?\n- Does it include what you suggest, not just the problem?\n- Does it describe the result in terms of customers, money, risk or time, rather than how the system works inside?\n\nWatch for two traps: starting with a long explanation of what you investigated, which delays the question, and presenting only one choice as if there were no alternative. Leaders who feel cornered usually push back instead of deciding.",
        gamification: {
          type: "skill_point",
          skill: "Explaining Technical Ideas",
          points: 25,
          message:
            "Explaining Technical Ideas: you can now judge an opener by its decision, deadline and business consequence.",
          nonTechnicalMessage:
            "Explaining Technical Ideas: you can now tell whether a first sentence gives leaders the choice, the deadline and what is at stake.",
        },
        quiz: {
          question:
            "You are asking the VP of Engineering and the CFO to fund a database migration. Which opening line best follows BLUF and the options framing?",
          nonTechnicalQuestion:
            "You need two senior leaders to approve spending on fixing the database. Which first sentence works best?",
          options: [
            '"Our Postgres cluster is at 85% storage and write amplification is pushing p99 latency up, so let me walk you through the architecture first."',
            '"We have done a deep dive on the orders database and found a number of concerns that I would like to go through with you one by one."',
            '"The team is unanimous that we must migrate the orders database this quarter; every alternative we looked at leaves us exposed at peak."',
            '"I need a decision by Friday between three options for the orders database; I recommend a six-week migration to avoid a peak checkout outage."',
          ],
          nonTechnicalOptions: [
            '"The database is almost full and getting slower, so let me first explain how it is built and where it struggles."',
            '"We looked closely at the database and found several worries that I would like to go through with you one by one."',
            '"The whole team agrees we must replace the database this quarter; every other choice we looked at leaves us at risk."',
            '"Please pick one of three options by Friday; I suggest a six-week fix so checkout stays up in the busy season."',
          ],
          correct: 3,
          explanation:
            "The last option states the decision, the deadline, that options exist, a recommendation and the business consequence (a checkout outage at peak) in one sentence. The first leads with internals the CFO cannot weigh. The second delays the ask behind a diagnosis. The third presents a single option as inevitable, which removes the executives' decision and usually provokes resistance rather than funding.",
          nonTechnicalExplanation:
            "The last line tells leaders what to decide, by when, what you suggest and why it matters to customers. The first explains how the system works before anyone knows why they should care. The second makes them wait for the point. The third gives them no real choice, and people who feel they have no choice tend to push back.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "How the system is built is useful when your own team asks how the fix works. Here it delays the question, and the finance head can't weigh it against the cost.",
            "Going through findings one by one suits a working session with the people doing the fix. In a five-minute slot with leaders it hides the decision.",
            "Saying the team agrees is helpful after the options have been compared. As a first sentence it leaves no choice, and leaders tend to push back.",
            "Right: what to decide, by when, that there are options, what you suggest and what is at stake for customers, all in one sentence.",
          ],
          optionExplanations: [
            "Architecture detail is the right material when engineers ask how the fix works. Here it delays the ask, and the CFO cannot weigh write amplification against six weeks of cost.",
            "Walking through findings one by one suits a working session with the team doing the fix. In a five-minute executive slot it hides the decision behind a diagnosis.",
            "Showing team consensus helps once the options have been weighed. As an opener it presents one option as inevitable, which takes the decision away and invites pushback.",
            "Right: decision, deadline, the existence of options, a recommendation and the business consequence, all in the first sentence. Everything else can follow as evidence.",
          ],
        },
      },
      {
        title: "Simulation: The Planning Review",
        type: "simulation",
        icon: "users",
        content:
          'In this simulation you present a trade-off live, with two executives who want different things and a director who needs you to be brief. Your goal is not to win the argument; it is to make the decision easy and honest.\n\nBefore you answer, plan your two minutes:\n- Open with BLUF: decision, recommendation, cost of delay.\n- Name the options in one line each, with cost and risk in business terms.\n- Acknowledge the product commitment directly. Offer a way to protect it, for example phasing, a smaller first slice, or moving one engineer, rather than dismissing it.\n- Close with the ask: "Can we agree on option B today?"\n\nPitfalls to avoid: defending the architecture when the CFO asks about value, saying "it\'s complicated", and promising dates you have not checked with the team.',
        nonTechnicalContent:
          "In this practice scene you explain a trade-off out loud to two leaders who want different things, while your own boss wants you to keep it short. Your aim is not to win, but to make the decision easy and honest.\n\nBefore you answer, plan your two minutes:\n- Start with the bottom line: what to decide, what you suggest, and the cost of waiting.\n- Describe each choice in one line, in terms of money, time and risk.\n- Take the product leader's promise to customers seriously. Offer a way to protect it, such as doing the work in phases or starting with a smaller piece.\n- Finish with a clear question: \"Can we agree on this option today?\"\n\nAvoid defending technical details when someone asks about value, avoid saying \"it's complicated\", and don't promise dates you haven't checked with your team.",
        gamification: {
          type: "skill_point",
          skill: "Explaining Technical Ideas",
          points: 50,
          message: "Explaining Technical Ideas: handling executive pushback live.",
          nonTechnicalMessage:
            "Explaining Technical Ideas: you practised handling tough questions from senior leaders in the moment.",
        },
        simulation: {
          scenario:
            "Quarterly planning review. You are the staff engineer proposing to replace a home-grown job scheduler, which has caused four customer-visible incidents this year, with a managed queue service. The work needs five engineers for six weeks and would pause the self-serve onboarding feature that Sales has already mentioned to two enterprise prospects. You have ten minutes on the agenda and the meeting is running late.",
          participants: [
            {
              name: "Dana (CFO)",
              statement:
                "Six weeks of a team of five is a lot of money. What do we actually get for it that a customer would notice?",
              emotions: ["skeptical", "impatient"],
              nonTechnicalStatement:
                "Six weeks of five people is a lot of money. What do we actually get for it that a customer would notice?",
            },
            {
              name: "Marcus (VP Product)",
              statement:
                "Sales has promised self-serve onboarding to two enterprise prospects. If this slips, I'm the one explaining it to them.",
              emotions: ["anxious", "defensive"],
              nonTechnicalStatement:
                "Sales has promised the self-sign-up feature to two big prospects. If it slips, I'm the one explaining it to them.",
            },
            {
              name: "Priya (Director of Engineering)",
              statement: "I support this, but keep it high level. We have about two minutes left.",
              emotions: ["supportive", "pressed for time"],
              nonTechnicalStatement: "I support this, but keep it simple. We have about two minutes left.",
            },
          ],
          challenge:
            "In under two minutes, give a BLUF answer: state the decision and deadline, present at least two options in terms of cost, risk and customer impact, make a clear recommendation, and address Marcus's commitment with a concrete mitigation instead of dismissing it. Use no term an executive would have to ask you to define.",
          rubric: [
            {
              criterion:
                "Opened with the decision, the recommendation and the deadline in the first two sentences.",
              nonTechnicalCriterion: "Started with what needs deciding, what you suggest and by when.",
            },
            {
              criterion:
                "Gave at least two options, each in cost, customer impact and risk, with no term an executive would need defined.",
              nonTechnicalCriterion:
                "Offered at least two choices, each in money, time, customer effect or risk, with no jargon.",
            },
            {
              criterion:
                "Answered Marcus's commitment with a concrete mitigation (phasing, a smaller slice, moved people) instead of dismissing it.",
              nonTechnicalCriterion:
                "Took the product leader's promise seriously and offered a concrete way to protect it.",
            },
            {
              criterion:
                "Promised no date the team has not checked, and ended with a clear ask for a decision.",
              nonTechnicalCriterion:
                "Made no promise your team hadn't checked, and finished by asking for a decision.",
            },
          ],
          nonTechnicalModelAnswer:
            "I need a decision today: replace the background-jobs tool this quarter or keep patching it. I suggest replacing it. Choice one, keep patching: based on this year, expect three or four more problems customers notice, like late invoices, and one person stays busy fixing them. Choice two, the supplier's service: five people for six weeks, and those problems largely stop. Marcus, I don't want to break the promise to your two prospects, so I suggest doing it in two stages: two people stay on self-sign-up, and it moves by about three weeks instead of six. I'll confirm that date with the team by Thursday before anyone tells Sales. Dana, you get fewer problems customers see and a person back on planned work. Can we agree on the two-stage plan today?",
          modelAnswer:
            "I need a decision today: replace the job scheduler this quarter or keep patching it. I recommend replacing it. Option one, keep patching: on this year's record we should expect three or four more failures customers notice, such as late invoices, and one engineer stays on firefighting. Option two, the managed queue: five engineers for six weeks, and that class of failure largely goes away. Marcus, I don't want to break the promise to your two prospects, so I propose two phases: two engineers stay on self-serve onboarding, and onboarding moves by about three weeks instead of six. I will confirm that date with the team by Thursday before anyone tells Sales. Dana, what you get is fewer customer-facing failures and an engineer back on roadmap work. Can we agree on the phased replacement today?",
          nonTechnicalChallenge:
            "In under two minutes, start with the bottom line: what needs deciding and by when. Give at least two choices in terms of cost, risk and what customers would notice, say clearly what you recommend, and answer Marcus's promise with a concrete way to protect it rather than brushing it aside. Use no word a senior leader would have to ask you to explain.",
          nonTechnicalScenario:
            "A quarterly planning meeting. You are a senior specialist proposing to replace an in-house tool that runs background jobs, which has caused four problems customers noticed this year, with a ready-made service from a supplier. The work needs five people for six weeks and would pause a self-sign-up feature that the sales team has already mentioned to two big prospective customers. You have ten minutes on the agenda and the meeting is running late.",
        },
      },
      {
        title: "Quick Check: Translating Risk",
        type: "quiz",
        icon: "shield",
        content:
          'Risk is where technical translation most often fails. Engineers describe the mechanism ("single point of failure", "no idempotency on retries"); executives need the consequence, the likelihood and the cost of removing it.\n\nA reliable formula is: if X happens, customers experience Y, it costs roughly Z, the chance is about P, and fixing it takes W.\n\nFor example: "If the payment provider times out during a deploy, some customers can be charged twice. It has happened twice this year, costing about $40k in refunds and support time. A fix takes two engineers three weeks."\n\nUse comparative anchors when exact numbers are unknown: "about as likely as our last major outage" or "roughly a bad day per year". Avoid appeals to authority such as internal risk labels; they signal seriousness but do not help anyone weigh the trade-off.',
        nonTechnicalContent:
          'Risk is where explanations most often go wrong. Technical people describe how something could break; leaders need to know what would happen to customers, how likely it is, and what it would cost to prevent.\n\nA simple formula: if this happens, customers see that, it costs about this much, the chance is about this, and fixing it takes this long.\n\nFor example: "If our payment partner is slow during an update, some customers can be charged twice. It happened twice this year and cost about $40,000 in refunds and support time. Fixing it takes two people three weeks."\n\nWhen you don\'t have exact numbers, compare it to something familiar, such as "about as likely as our last big outage". Avoid relying on internal labels like "priority one"; they sound serious but don\'t help anyone weigh the choice.',
        gamification: {
          type: "efficiency_bonus",
          points: 30,
          message: "Efficiency bonus: you turned a mechanism into consequence, likelihood and cost.",
          nonTechnicalMessage:
            "You turned a technical risk into something leaders can weigh: what happens, how likely, what it costs.",
        },
        quiz: {
          question:
            "Your checkout service runs in a single availability zone with no failover. Which statement best translates this risk for an executive audience?",
          nonTechnicalQuestion:
            "The checkout system runs in only one data centre, with no backup. Which explanation is best for senior leaders?",
          options: [
            '"If that one data centre fails, as happens a few times a year industry-wide, checkout stops for up to four hours at $200k an hour; a backup takes three weeks."',
            '"We run checkout in a single availability zone, us-east-1a, with no multi-AZ failover configured, so one zone failure is a single point of failure for all checkout traffic."',
            '"It is fine almost all of the time and has been stable this year, but architecturally it is fragile and I would not want to bet our peak season on it."',
            '"Our SRE team has rated this a P1 on the internal risk register, the same rating as last year\'s database incident, and recommends we address it this quarter."',
          ],
          nonTechnicalOptions: [
            '"If that one data centre fails, as happens a few times a year, checkout stops for up to four hours at about $200,000 an hour; a backup takes three weeks."',
            '"Checkout runs in one location with no automatic switch to a second one, so a single fault in that location would stop every customer from paying, all at the same time."',
            '"It works almost all of the time and has been steady all year, but the way it is built is fragile, and I would not want to rely on it in our busiest season."',
            '"Our reliability team has marked this as top priority on the company risk list, the same rating last year\'s big database problem got, and wants it fixed this quarter."',
          ],
          correct: 0,
          explanation:
            "The first option follows the consequence-likelihood-cost-fix formula: customers cannot check out, it happens a few times a year industry-wide, each hour costs about $200k, and remediation takes three weeks. That lets an executive compare the fix against other investments. The second is accurate but mechanism-only, the third is a feeling without numbers, and the fourth borrows authority without giving anything to weigh.",
          nonTechnicalExplanation:
            'The first answer says what customers would experience, how often it might happen, what it would cost and how long the fix takes. With that, a leader can compare this fix with other ways to spend the money. The others are too technical, a feeling without numbers, or a "trust us" that gives leaders nothing to decide with.',
          points: 25,
          nonTechnicalOptionExplanations: [
            "Right: what happens, how likely it is, what it costs per hour and what the fix costs. A leader can compare this with anything else they might fund.",
            "This is the right wording for the technical team that will build the fix. Leaders can't put a price on it.",
            "An honest gut feeling is worth sharing with a colleague as a reason to look closer. Leaders get no numbers from it to weigh.",
            "The priority label helps after the numbers, to show others agree. On its own it asks leaders to trust you instead of giving them something to compare.",
          ],
          optionExplanations: [
            "Right: consequence, likelihood, cost per hour and the price of the fix. An executive can set this against any other investment on the list.",
            "This is the statement to put in the design review or the ADR, where engineers need the mechanism. Executives cannot price a missing failover from it.",
            "An honest gut feel is worth sharing with a peer engineer as a prompt to investigate. For an executive it gives no likelihood or cost to weigh.",
            "The risk register rating is useful context after the numbers, showing the team agrees. On its own it asks for trust instead of giving anything to compare.",
          ],
        },
      },
      {
        title: "Exercise: Draft a One-Page Options Memo",
        type: "exercise",
        icon: "tool",
        content:
          'Pick a real trade-off you are facing now, such as build versus buy, paying down tech debt versus shipping a feature, or a migration. Draft a one-page memo using this template:\n\n- Decision needed (one sentence, with deadline and decision owner).\n- Recommendation (one sentence, plus the condition that would change it).\n- Context (three sentences maximum, no acronyms).\n- Options (two or three, including do nothing), each with cost in people and weeks, impact on roadmap dates, customer impact and risk as likelihood and consequence.\n- What we lose by delaying.\n- Confidence level and the biggest unknown.\n\nThen edit it: delete every sentence that explains how the system works unless it changes the decision. Replace adjectives ("fragile", "significant") with numbers or ranges. Ask a non-engineer colleague to read it in two minutes and tell you the decision and your recommendation. If they can\'t, rewrite the top three lines.',
        nonTechnicalContent:
          'Choose a real decision you are facing, such as whether to build something or buy it, or whether to fix old problems before adding new features. Write a one-page note using this outline:\n\n- What needs deciding, by whom and by when (one sentence).\n- What you suggest, and what would change your mind (one sentence).\n- Background (three sentences at most, no jargon).\n- Two or three choices, including doing nothing, each with how many people and weeks it takes, what it delays, what customers would notice, and the risks.\n- What waiting would cost.\n- How sure you are, and the biggest unknown.\n\nThen cut it down: remove anything that explains how the system works unless it changes the decision. Swap vague words like "fragile" for numbers. Finally, ask a colleague outside your team to read it for two minutes and tell you the decision and your suggestion. If they can\'t, rewrite the top three lines.',
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Pattern master: applying the options-memo pattern to a real decision.",
          nonTechnicalMessage: "Pattern master: you used the options layout on a real decision.",
        },
      },
      {
        title: "Application: Deliver It in Three Minutes",
        type: "application",
        icon: "flag",
        content:
          'This week, take your memo into a real conversation with a senior stakeholder: your director, a product leader or a finance partner.\n\n- Pre-wire: send the memo 24 hours ahead with a one-line note, "Decision needed by Friday; my recommendation is B." Surprises in meetings produce defensive reactions; pre-reading produces questions.\n- Rehearse a three-minute spoken version out loud, twice, with a timer. Cut anything that pushes you past three minutes.\n- Prepare answers to the three questions executives almost always ask: "What\'s the cheapest safe option?", "What happens if we wait a quarter?" and "How confident are you?"\n- In the meeting, stop talking after your recommendation and let them ask. Silence is fine.\n- Afterwards, ask one attendee: "What was the clearest part, and where did I lose you?"\n\nRecord the outcome, the decision and what you would change next time. Repeat with the next trade-off; the pattern becomes automatic after three or four uses.\n\nA failure story. A staff engineer at a payments company brought a well-written options memo to a planning review but did not pre-wire it. The head of product learned in the meeting, for the first time, that her launch would slip six weeks under the recommended option. She spent the meeting defending the launch, the CFO sided with the person who looked surprised, and the team kept patching for two more quarters until an outage made the decision for them. The memo was fine; the sequence was wrong. The habit the engineer adopted afterwards: anyone whose plans an option harms hears it from you, privately, before the meeting, and their objection goes into the memo in their own words. Pre-wiring is not lobbying: you are not asking for agreement in advance, only making sure nobody meets a cost to their plans for the first time in front of their peers.',
        nonTechnicalContent:
          'This week, use your one-page note in a real conversation with a senior person, such as your manager, a product leader or someone from finance.\n\n- Send it a day early with a short line: "I need a decision by Friday; I suggest option B." People react badly to surprises in meetings but ask good questions when they\'ve read ahead.\n- Practise saying it out loud in three minutes, twice, with a timer. Cut whatever makes it run long.\n- Prepare for the three questions leaders nearly always ask: "What\'s the cheapest safe choice?", "What if we wait three months?" and "How sure are you?"\n- In the meeting, stop after your suggestion and let them ask questions. A pause is fine.\n- Afterwards, ask someone who was there: "What was clearest, and where did I lose you?"\n\nNote what was decided and what you would change. After three or four tries, this way of explaining becomes a habit.\n\nA story of how this goes wrong. A senior specialist at a payments company brought a well-written options note to a planning meeting but didn\'t share it beforehand. The head of product found out in the meeting, for the first time, that her launch would slip six weeks under the suggested option. She spent the meeting defending her launch, the finance head sided with the person who looked surprised, and the team kept patching for another six months until an outage forced the decision. The note was fine; the order of events was wrong. The habit the specialist adopted afterwards: anyone whose plans an option hurts hears about it from you, privately, before the meeting, and their objection goes into the note in their own words. Talking to people first isn\'t lobbying: you aren\'t asking for their agreement in advance, only making sure nobody learns about a cost to their plans for the first time in front of others.',
        gamification: {
          type: "achievement",
          title: "Trade-off Translator",
          description:
            "Presented a real technical trade-off to executives as options with a clear recommendation.",
          badge: "Trade-off Translator",
          points: 100,
          message: "Achievement unlocked: Trade-off Translator.",
          nonTechnicalMessage: "Achievement unlocked: Trade-off Translator.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 3: Giving Feedback on Code and on Behaviour (feedback-delivery)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-3",
    title: "Giving Feedback on Code and on Behaviour",
    description:
      "Give feedback that people can act on, whether it is a pull-request comment or a conversation about how someone behaves in meetings. You will use the SBI model and labelled review comments, and practise a difficult conversation with a senior engineer.",
    difficulty: "intermediate",
    skillKey: "feedback-delivery",
    objectives: [
      "Deliver behavioural feedback with the Situation-Behaviour-Impact (SBI) model followed by an open question",
      "Label code review comments (nit, suggestion, issue, question, praise) so authors know what blocks a merge",
      "Separate a high engineering bar from harsh delivery when coaching a reviewer",
      "Turn recurring style debates into linter rules instead of review comments",
    ],
    points: 200,
    badge: "Feedback Craftsperson",
    steps: [
      {
        title: "The SBI Model for Behaviour",
        type: "content",
        icon: "message",
        content:
          'Feedback on behaviour fails when it is vague ("be more collaborative"), judges character ("you\'re dismissive") or generalises ("you always"). The Situation-Behaviour-Impact model, from the Center for Creative Leadership, fixes all three:\n\n- Situation: anchor it in time and place. "In Tuesday\'s design review..."\n- Behaviour: describe what a camera would have recorded, not your interpretation. "...you interrupted Ana twice before she finished the caching proposal."\n- Impact: the observable effect on people or outcomes. "She didn\'t speak again, and we never heard her view on eviction."\n\nThen add the step engineers most often skip: ask, don\'t prescribe. "What was going on for you?" You may lack context, and a question turns a verdict into a conversation.\n\nPitfalls: the feedback sandwich (praise, criticism, praise) buries the message and teaches people to distrust your praise. Saving feedback for performance reviews makes it stale. Aim to give it within 48 hours and in private for corrective feedback. Use SBI for positive feedback too; "great job" teaches nothing, while specific praise tells people what to repeat.',
        nonTechnicalContent:
          'Feedback about how someone behaves goes wrong when it is vague ("be more of a team player"), attacks who they are ("you\'re rude") or exaggerates ("you always do this"). A simple model called Situation, Behaviour, Impact avoids all three:\n\n- Situation: say when and where. "In Tuesday\'s meeting..."\n- Behaviour: describe what a video camera would have seen. "...you cut Ana off twice before she finished."\n- Impact: the effect it had. "She stopped talking, and we never heard her idea."\n\nThen ask a question instead of handing down a verdict: "What was going on for you?" You might be missing part of the story.\n\nAvoid wrapping criticism between two compliments; people miss the message and stop trusting your praise. Don\'t wait months for a formal review; give feedback within a couple of days, and in private when it is critical. Use the same model for praise, because "great job" teaches nothing, while specific praise tells people what to keep doing.',
        gamification: {
          type: "progress_unlock",
          message: "Lesson started: you now have a model for any behaviour conversation.",
          nonTechnicalMessage:
            "Lesson started: you now have a simple model for any conversation about behaviour.",
        },
      },
      {
        title: "Code Review Comments That Teach",
        type: "content",
        icon: "tool",
        content:
          'Most feedback an engineer receives arrives as pull-request comments, stripped of tone. Thirty unlabelled comments read as "this is bad" even when twenty-five are preferences. Make intent explicit with a labelling convention such as Conventional Comments:\n\n- praise: something done well, stated specifically.\n- nit: trivial and non-blocking; the author may ignore it.\n- suggestion: a proposed improvement, with reasoning.\n- question: you genuinely don\'t know; no hidden criticism.\n- issue (blocking): must change before merge, with the reason and ideally an alternative.\n\nOther habits that matter:\n- Comment on the code, not the coder: "This query runs inside the loop" rather than "You put the query in the loop".\n- Explain why and link the standard, for example the ADR or style guide.\n- Separate team standards from personal taste; if it\'s taste, it\'s a nit.\n- After two rounds of back-and-forth on one thread, move to a call and summarise the outcome in the PR.\n- Automate the recurring debates: formatting and import order belong in the linter, not in a human\'s review.',
        nonTechnicalContent:
          'A lot of feedback in technical teams is written as short comments on someone\'s work, with no tone of voice. Thirty comments without context feel like "this is all wrong", even when most are minor preferences. Make your intent clear by labelling each comment:\n\n- Praise: something done well, named specifically.\n- Nit: tiny and optional.\n- Suggestion: an idea for improvement, with your reason.\n- Question: you truly want to know; it isn\'t a hidden criticism.\n- Must fix: has to change before the work is accepted, with the reason and ideally an alternative.\n\nOther helpful habits:\n- Talk about the work, not the person: "this step is repeated" rather than "you repeated this".\n- Explain why, and point to the agreed guideline.\n- Separate team rules from your personal taste; taste is optional.\n- If a thread goes back and forth twice, switch to a quick call, then write down what you agreed.\n- Let automated tools handle formatting so people don\'t have to argue about it.',
        gamification: {
          type: "skill_point",
          skill: "Giving and Receiving Feedback",
          points: 30,
          message: "Giving and Receiving Feedback: your review comments now carry intent.",
          nonTechnicalMessage:
            "Giving and Receiving Feedback: your comments on other people's work now make your intent clear.",
        },
      },
      {
        title: "Quick Check: Spot the SBI",
        type: "quiz",
        icon: "quiz",
        content:
          'Before the quiz, recall the difference between feedback that lands and feedback that bounces off. Feedback lands when the receiver can picture the exact moment, agrees that it happened, and understands why it mattered. It bounces off when it is a label ("dismissive"), a rumour ("people are saying"), or so cushioned with praise that the point disappears.\n\nA quick self-check before you speak:\n- Could the person replay the moment in their head from my description?\n- Have I described behaviour rather than intent or personality?\n- Did I say what the impact was on a person, the team or an outcome?\n- Did I leave room for their side with a genuine question?\n\nIf any answer is no, rewrite before you deliver. Anonymous, second-hand feedback is especially risky: the receiver cannot ask follow-up questions and often spends their energy guessing who complained.',
        nonTechnicalContent:
          'Feedback sticks when the person can picture the exact moment, agrees it happened, and understands why it mattered. It gets ignored when it\'s a label ("you\'re dismissive"), a rumour ("people are saying"), or so wrapped in compliments that the point gets lost.\n\nA quick check before you speak:\n- Could they replay the moment in their head from what I say?\n- Am I describing what they did, rather than guessing their motives or judging their personality?\n- Did I explain the effect on someone or on the work?\n- Did I ask a real question so they can share their side?\n\nIf any answer is no, rewrite it before you say it. Be especially careful with feedback passed on from unnamed people: the person can\'t ask questions about it, and often spends their energy guessing who complained instead of thinking about the behaviour.',
        gamification: {
          type: "skill_point",
          skill: "Giving and Receiving Feedback",
          points: 25,
          message: "Giving and Receiving Feedback: you can now spot feedback that will land.",
          nonTechnicalMessage:
            "Giving and Receiving Feedback: you can now spot feedback that people can act on.",
        },
        quiz: {
          question: "Which of these is the best example of SBI feedback?",
          nonTechnicalQuestion: "Which of these follows the Situation, Behaviour, Impact model best?",
          options: [
            '"You\'re always dismissive in design reviews, and several people have started to notice it. This really needs to stop before our next planning cycle begins."',
            '"Great job on the launch! One small thing: you could be a bit more collaborative in design reviews. But overall, really great work this quarter!"',
            '"In Tuesday\'s review you cut Ana off twice; she stopped talking and we lost her view on eviction. What was going on for you?"',
            '"A few people on the team have mentioned that you interrupt a lot in meetings, so I thought you should know before it becomes a bigger issue."',
          ],
          nonTechnicalOptions: [
            '"You\'re always dismissive in meetings, and several people have started to notice it. This really needs to stop before our next planning round."',
            '"Great job on the launch! One small thing: you could be a bit more of a team player in meetings. But overall, really great work!"',
            '"In Tuesday\'s meeting you cut Ana off twice; she stopped talking and we never heard her idea. What was going on for you?"',
            '"A few people on the team have mentioned that you interrupt a lot, so I thought you should know before it becomes a bigger problem."',
          ],
          correct: 2,
          explanation:
            'The third option names a specific situation, an observable behaviour and a concrete impact, then asks an open question. The first is a character judgement with "always", which invites denial. The second is a feedback sandwich with a vague request. The fourth is anonymous hearsay with no situation, so the person cannot verify or act on it.',
          nonTechnicalExplanation:
            'The third option says when it happened, what the person did, what effect it had, and then asks for their side. The first attacks their character with "always", the second hides a vague request between compliments, and the fourth passes on unnamed complaints they can\'t check or act on.',
          points: 25,
          nonTechnicalOptionExplanations: [
            "Being direct is right when something matters, but 'you always' gives them no moment to picture and makes them defensive. Describe one moment instead.",
            "Praise and criticism can share a conversation if both are specific and separate. Wrapped together and vague, the message gets lost and praise stops being believed.",
            "Right: when and where, what a camera would have seen, the effect it had, and a real question so they can share their side.",
            "Mentioning a pattern is fair once you've seen it yourself. Unnamed complaints give them nothing to check and leave them guessing who said it.",
          ],
          optionExplanations: [
            "Directness is right when a pattern is serious, but a label with 'always' gives nothing to replay and invites denial. Name one moment instead of a character trait.",
            "Praise and correction can share a conversation when both are specific and clearly separate. Sandwiched and vague, the request disappears and the praise stops being trusted.",
            "Right: a specific situation, behaviour a camera could record, a concrete impact, and a genuine question that leaves room for context you may lack.",
            "Raising a pattern others see is fair once you have observed it yourself. Anonymous hearsay gives nothing to verify and sets the person guessing who complained.",
          ],
        },
      },
      {
        title: "Worked Example: One Review Thread, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'Dana reviews Sam\'s pull request, which adds retries to the invoice exporter.\n\nBadly:\n- "Why is this here?" (on a database query inside a loop)\n- "Use early returns."\n- "Naming."\n- "This won\'t work." (on the retry)\n- "Fix the above and I\'ll look again."\nNone of it is exactly wrong. But Sam can\'t tell which comments block the merge, reads "Why is this here?" as sarcasm, and spends a day renaming variables before asking what "won\'t work" means. The one comment that mattered was the least explained.\n\nWell:\n- issue (blocking): "This retries the POST to the billing API, which isn\'t idempotent, so a timeout after a success would send the customer a second invoice. Could we pass an idempotency key, or retry only on connection errors?"\n- question: "Is the query inside the loop deliberate? For 10,000 customers that\'s 10,000 round trips; one query with WHERE id IN (...) would do it. Happy to be wrong if the list is always small."\n- nit: "An early return here would flatten the nesting. Your call."\n- praise: "Backoff with jitter is exactly right, and the test for the 429 case is a nice touch."\nWhat changed: every comment says whether it blocks; the one real risk names its consequence and offers an alternative; the question is a real question; taste is marked as taste; and the praise is specific enough to repeat. Sam fixes the blocking issue in an hour and merges the same day.',
        nonTechnicalContent:
          'Dana checks Sam\'s work: a change that makes the system try again when sending an invoice fails.\n\nBadly:\n- "Why is this here?" (on a step that asks the database once per customer)\n- "Simplify this."\n- "Naming."\n- "This won\'t work." (on the trying again)\n- "Fix the above and I\'ll look again."\nNone of it is exactly wrong. But Sam can\'t tell which comments must be fixed, reads "Why is this here?" as sarcasm, and spends a day renaming things before asking what "won\'t work" means. The one comment that mattered was the least explained.\n\nWell:\n- Must fix: "If the first attempt actually worked but the reply was slow, trying again sends the customer a second invoice. Could we label each invoice so the billing system ignores repeats, or only try again when the connection fails?"\n- Question: "Is asking the database once per customer deliberate? For 10,000 customers that\'s 10,000 trips; one combined request would do. Happy to be wrong if the list is always small."\n- Optional: "Stopping early here would make this easier to read. Your call."\n- Praise: "Waiting a little longer before each new attempt is exactly right, and the test for the \'too many requests\' case is a nice touch."\nWhat changed: every comment says whether it must be fixed; the one real risk names its consequence and offers an alternative; the question is a real question; taste is marked as taste; and the praise is specific enough to repeat. Sam fixes the real issue in an hour and the work is accepted the same day.',
      },
      {
        title: "Simulation: The Harsh Reviewer",
        type: "simulation",
        icon: "users",
        content:
          'This is one of the hardest feedback conversations for a new tech lead: a strong senior engineer whose standards you value but whose delivery is driving people away.\n\nPlan your approach:\n- Separate the bar from the behaviour. Say explicitly that you want his standards to stay high; the feedback is about delivery.\n- Use SBI with two concrete PR examples, quoting the actual comments.\n- State the impact in terms he cares about: quality. Juniors are routing reviews around him, so his expertise is reaching less code.\n- Ask, then listen: "How do you see it?" He may be overloaded or frustrated by repeated mistakes.\n- Agree on specific changes: label blocking versus nit, one-line why for every blocking comment, and a call after two rounds.\n\nDo not reveal Mei\'s name unless she agreed to it, and do not let the conversation become a debate about whether the code deserved criticism.',
        nonTechnicalContent:
          "This is a tough one for any new team lead: an experienced colleague whose high standards you value, but whose harsh comments are pushing people away.\n\nPlan how you'll handle it:\n- Separate the standard from the delivery. Say clearly that you want him to keep the bar high; the issue is how he says things.\n- Use Situation, Behaviour, Impact with two real examples, quoting his actual comments.\n- Explain the effect in terms he cares about: quality. Newer colleagues are avoiding him, so his expertise reaches less of the work.\n- Ask and listen: \"How do you see it?\" He may be overloaded or frustrated by the same mistakes repeating.\n- Agree on specific changes, such as marking which comments are optional, giving a reason for anything that must change, and talking in person after two rounds.\n\nDon't name the person who raised it unless she agreed, and don't get drawn into arguing whether the work deserved criticism.",
        gamification: {
          type: "skill_point",
          skill: "Giving and Receiving Feedback",
          points: 50,
          message: "Giving and Receiving Feedback: handling a defensive senior engineer.",
          nonTechnicalMessage:
            "Giving and Receiving Feedback: you practised staying steady with an experienced colleague who got defensive.",
        },
        simulation: {
          scenario:
            'You are the new tech lead of a six-person backend team. Leo, your most experienced engineer, leaves long, blunt review comments such as "Did you even test this?" and "This is wrong, rewrite it." Mei, a junior engineer, told you in her 1:1 that she now asks other people to review her pull requests to avoid Leo. You have scheduled a 1:1 with Leo to talk about it.',
          participants: [
            {
              name: "Leo (Senior Engineer)",
              statement:
                "I'm just holding the bar. If people can't handle honest reviews, that's not really my problem. Do you want me to approve broken code?",
              emotions: ["defensive", "proud"],
              nonTechnicalStatement:
                "I'm just keeping standards high. If people can't handle honest comments, that's not really my problem. Do you want me to approve broken work?",
            },
            {
              name: "Mei (Junior Engineer, from last week's 1:1)",
              statement:
                "I've started asking other people to review my PRs so I don't have to deal with Leo's comments. I know that's probably not great.",
              emotions: ["discouraged", "anxious"],
              nonTechnicalStatement:
                "I've started asking other people to check my work so I don't have to deal with Leo's comments. I know that's probably not great.",
            },
          ],
          challenge:
            "Respond to Leo. Affirm that the quality bar stays, then deliver SBI feedback using a specific review comment, state the impact on the team and on code quality, ask for his perspective, and agree on two concrete changes to how he reviews. Do not expose Mei and do not debate whether the code was good.",
          rubric: [
            {
              criterion: "Affirmed the quality bar before raising how the comments are delivered.",
              nonTechnicalCriterion:
                "Made clear the standard stays before talking about how the comments come across.",
            },
            {
              criterion:
                "Quoted one specific comment with when and where it was written, instead of a label such as 'harsh'.",
              nonTechnicalCriterion:
                "Quoted one specific comment and when it was written, instead of a label like 'harsh'.",
            },
            {
              criterion:
                "Stated an impact Leo cares about, such as quality or his reach, without exposing Mei.",
              nonTechnicalCriterion: "Described an effect Leo cares about, without revealing Mei.",
            },
            {
              criterion:
                "Asked for his view, then agreed two concrete, checkable changes and a date to review them.",
              nonTechnicalCriterion:
                "Asked for his side, then agreed two concrete changes and when to look at them again.",
            },
          ],
          nonTechnicalModelAnswer:
            "Leo, the standard stays exactly where it is. Your comments catch real problems and I want more of that, not less. I want to talk about how they come across. On Tuesday, on the payments change, you wrote 'Did you even test this?' and 'This is wrong, redo it' without saying what was wrong or what you'd do instead. What I'm seeing is that people are starting to send their work to others instead of you, so your expertise reaches less of our work and the problems you'd catch slip through. How do you see it? [Listen.] Here's what I'd like us to agree: mark each comment as must-fix or optional, and give the reason and an alternative for anything must-fix. If a discussion goes back and forth twice, switch to a call. Can we try that for two weeks and then look at it together?",
          modelAnswer:
            "Leo, the bar stays exactly where it is. Your reviews catch real problems and I want more of that, not less. I want to talk about delivery. On Tuesday, on the payments retry PR, you wrote 'Did you even test this?' and 'This is wrong, rewrite it' without saying what was wrong or what you'd do instead. The impact I'm seeing is that review requests on the team are starting to route around you, so your expertise reaches less of our code and the problems you'd catch get through. How do you see it? [Listen.] Here's what I'd like to agree: label every comment, so blocking issues are marked and nits are optional, and give the reason and an alternative for anything blocking. If a thread passes two rounds, move it to a call. Can we try that for two weeks and review it together?",
          nonTechnicalChallenge:
            "Reply to Leo. Make clear the quality standard stays, then give feedback using Situation, Behaviour, Impact with one specific comment he wrote, explain the effect on the team and on the quality of the work, ask for his view, and agree two concrete changes to how he comments. Don't reveal Mei and don't argue about whether the work itself was good.",
          nonTechnicalScenario:
            'You are the new lead of a six-person team. Leo, your most experienced engineer, leaves long, blunt comments on colleagues\' work, such as "Did you even test this?" and "This is wrong, redo it." Mei, a junior colleague, told you in your regular one-to-one that she now asks other people to check her work so she can avoid Leo. You have booked a one-to-one with Leo to talk about it.',
        },
      },
      {
        title: "Quick Check: Thirty Comments",
        type: "quiz",
        icon: "puzzle",
        content:
          "As a lead, your job is not only to give good feedback yourself but to design a review culture where feedback stays useful. Review threads that argue about the same things every week are a process smell, not a people problem.\n\nThree levers help:\n- Automate: anything a tool can enforce (formatting, import order, naming lint, type strictness) should be enforced by the tool, in CI, so humans review design and correctness.\n- Agree: write down the few conventions that tools cannot check, in a short review guide the team owns.\n- Label: ask reviewers to mark what blocks a merge, so authors can prioritise and nits can be skipped.\n\nThis removes friction without asking anyone to lower the bar, and it makes review feedback feel less personal because the rules belong to the team rather than to the loudest reviewer.",
        nonTechnicalContent:
          "As a lead, your job isn't just to give good feedback yourself; it's to shape how the whole team gives feedback. If people argue about the same small things every week, that's a sign the process needs fixing, not the people.\n\nThree things help:\n- Automate: anything a tool can check automatically, such as formatting, should be checked by the tool, so people can focus on the important parts.\n- Agree: write down the few team rules a tool can't check, in a short guide the team owns.\n- Label: ask reviewers to mark which comments must be fixed and which are optional.\n\nThis reduces friction without lowering standards, and feedback feels less personal because the rules belong to the team, not to whoever complains loudest.",
        gamification: {
          type: "efficiency_bonus",
          points: 30,
          message: "Efficiency bonus: fix the process once instead of arguing in every review.",
          nonTechnicalMessage:
            "Efficiency bonus: fix the process once instead of arguing about it every time.",
        },
        quiz: {
          question:
            "A reviewer leaves 30 comments on a pull request; 25 of them are style preferences that are not in the linter configuration. The author is frustrated. What is the best move for you as tech lead?",
          nonTechnicalQuestion:
            "A reviewer leaves 30 comments on a colleague's work, and 25 are personal style preferences that aren't in any team rule. The author is upset. What should you, as the lead, do?",
          options: [
            "Propose moving agreed style rules into the linter, and ask reviewers to label remaining preferences as non-blocking nits.",
            "Approve the pull request yourself so the author can merge it today, then talk to the reviewer privately afterwards.",
            "Ask the reviewer to stop commenting on style altogether and to focus only on correctness and design.",
            "Require two approvals on every pull request, so that no single reviewer's preferences can dominate a merge.",
          ],
          nonTechnicalOptions: [
            "Suggest turning agreed style rules into automatic checks, and ask reviewers to mark other preferences as optional.",
            "Approve the work yourself so the author can move on today, then talk to the reviewer privately afterwards.",
            "Ask the reviewer to stop commenting on style altogether and to focus only on whether the work is correct.",
            "Require two reviewers on every piece of work, so no single reviewer's preferences can decide what gets accepted.",
          ],
          correct: 0,
          explanation:
            "Encoding agreed rules in tooling removes the recurring debate for everyone, and labelling leftovers as nits tells the author what actually blocks a merge. Overriding the reviewer undermines them without fixing the pattern. Banning style comments overcorrects, since some conventions matter. Adding approvals multiplies review load and can multiply the nits.",
          nonTechnicalExplanation:
            "Turning agreed rules into automatic checks ends the same argument for everyone, and marking preferences as optional tells the author what really matters. Going around the reviewer doesn't fix the habit, banning style comments goes too far, and adding reviewers can just add more comments.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Right: automatic checks end the repeated argument for everyone, and labels tell the author which remaining comments must be fixed.",
            "Approving it yourself is right when urgent work is stuck. As a habit it undermines the reviewer and leaves the problem in place.",
            "Narrowing someone's focus can help if they are overloaded. A total ban goes too far: some conventions matter, and authors still need to know which.",
            "A second reviewer is a good safeguard for risky work, like payments. Here it doubles the reviewing and can double the picky comments.",
          ],
          optionExplanations: [
            "Right: tooling ends the recurring debate for everyone, and labels tell the author which of the remaining comments actually block the merge.",
            "Unblocking an author yourself is right when a review is stuck on an urgent fix. As a habit it undermines the reviewer and leaves the pattern in place.",
            "Narrowing a reviewer's focus can help someone who is swamped. A ban overcorrects: some conventions matter, and the author still needs to know which.",
            "A second approver is a good control for risky changes such as payments code. Here it doubles the review load and can double the nits.",
          ],
        },
      },
      {
        title: "A Failure Story: Feedback Saved for the Review",
        type: "content",
        icon: "book",
        content:
          'Farah, a new engineering manager, noticed in March that Dmitri, her most senior engineer, was rewriting juniors\' pull requests himself: at weekends he pushed commits straight onto their branches, replacing their approach with his. Wanting to be fair and thorough, she kept a private list of examples for the half-year review.\n\nIn September she read Dmitri six dated examples. His first words were, "You\'ve watched this for six months and never said anything?" He disputed two examples whose context nobody could now remember, and the meeting became an argument about whether the process was fair rather than about the behaviour. Meanwhile the behaviour had run unchecked all summer. Ana, a junior on the team, had transferred out in July, telling Farah she "never got to finish anything that was hers".\n\nThe cost: half a year of growth for three juniors, one transfer, and Dmitri\'s trust in Farah\'s reviews. One SBI in March would have taken ten minutes: "On Saturday you pushed three commits to Ana\'s branch that replaced her retry logic. On Monday she told me she no longer knew which parts were hers. What was going on for you?"\n\nThe lesson: a performance review should summarise conversations that already happened, never open them. Nothing in it should be a surprise.',
        nonTechnicalContent:
          'Farah, a new manager, noticed in March that Dmitri, her most experienced engineer, was redoing junior colleagues\' work himself: at weekends he rewrote their changes directly, replacing their approach with his own. Wanting to be fair and thorough, she kept a private list of examples for the half-year review.\n\nIn September she read Dmitri six dated examples. His first words were, "You\'ve watched this for six months and never said anything?" He disputed two examples nobody could now remember clearly, and the meeting became an argument about whether the process was fair rather than about what he did. Meanwhile the behaviour had carried on all summer. Ana, a junior colleague, had moved to another team in July, telling Farah she "never got to finish anything that was hers".\n\nThe cost: half a year of learning for three junior colleagues, one person lost to another team, and Dmitri\'s trust in Farah. One Situation, Behaviour, Impact conversation in March would have taken ten minutes: "On Saturday you rewrote the part of the project Ana was building. On Monday she told me she no longer knew which parts were hers. What was going on for you?"\n\nThe lesson: a performance review should sum up conversations that already happened, never start them. Nothing in it should be a surprise.',
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          'SBI and labelled comments are defaults, not laws. Know the situations where they fail.\n\n- Conduct, safety or harassment. If the behaviour is bullying, discriminatory or unsafe, this is not a feedback conversation to open with "what was going on for you?". Stop it, document it, and involve your manager or HR the same day. Curiosity about intent is for ordinary friction, not for harm.\n- A long-running pattern. One SBI example invites "that was a one-off". If you have seen the same behaviour in five design reviews, say so: name two or three dated instances and the pattern, then the impact.\n- A person in crisis. Someone dealing with a bereavement or burnout needs support first. Feedback can wait a week; trust cannot be rebuilt as quickly.\n- Culture and channel. Erin Meyer\'s The Culture Map shows that directness in negative feedback varies widely between cultures. A blunt SBI that lands as respectful in Amsterdam can land as humiliating in Tokyo, especially in writing. Adjust the delivery, not the honesty: private, spoken and softer in framing where that is the norm.\n- You are not the right person. A peer with no context on someone\'s goals may do better asking a question than delivering a verdict, or suggesting the person\'s manager raises it.\n\nLabels fail too: a team that labels everything "nit" to seem kind ships real problems. Mark blocking issues as blocking.',
        nonTechnicalContent:
          'The Situation, Behaviour, Impact model and labelled comments are good defaults, not laws. Know when they fail.\n\n- Bullying, discrimination or danger. This isn\'t a feedback chat that starts with "what was going on for you?". Stop it, write it down, and involve your manager or HR the same day.\n- A long-running pattern. One example invites "that was a one-off". If you\'ve seen it five times, say so: name two or three dated examples, the pattern and the effect.\n- Someone in crisis. A person dealing with grief or burnout needs support first. Feedback can wait a week; trust takes longer to rebuild.\n- Culture and channel. How direct criticism should be varies a lot between cultures. Blunt feedback that feels respectful in one country can feel humiliating in another, especially in writing. Change the delivery, not the honesty: private, spoken and gentler where that\'s the norm.\n- You\'re not the right person. A colleague without context might do better asking a question, or suggesting the person\'s manager raises it.\n\nLabels can fail too: a team that marks everything "optional" to seem kind lets real problems through. Mark must-fix issues as must-fix.',
      },
      {
        title: "Exercise: Rewrite Three Pieces of Feedback",
        type: "exercise",
        icon: "bulb",
        content:
          'Do this exercise this week, using your own real feedback.\n\nPart 1, code review (15 minutes):\n- Open three pull requests you reviewed in the last two weeks.\n- Label each of your comments: praise, nit, suggestion, question or issue (blocking).\n- Rewrite any blocking comment that lacks a reason, and any comment that starts with "you".\n- Count how many were actually blocking. If it\'s under 30%, your authors have been wading through noise.\n\nPart 2, behaviour (10 minutes):\n- Write one SBI for a teammate: one positive, or one corrective if something has been bothering you.\n- Check it against the four tests: replayable, behaviour not intent, concrete impact, open question.\n- Deliver it within 48 hours, privately for corrective feedback.\n\nPart 3, receive: ask one person, "What\'s one thing I could do differently in reviews that would help you?" Reply only with "Thank you" and a clarifying question; don\'t defend.',
        nonTechnicalContent:
          'Do this exercise this week, with your own real feedback.\n\nPart 1, written comments (15 minutes):\n- Find three pieces of work you commented on in the last two weeks.\n- Label each of your comments: praise, optional, suggestion, question or must fix.\n- Rewrite any "must fix" that doesn\'t give a reason, and any comment that starts with "you".\n- Count how many really had to change. If it\'s fewer than a third, people have been sorting through a lot of noise.\n\nPart 2, behaviour (10 minutes):\n- Write one Situation, Behaviour, Impact message for a colleague: praise, or a correction if something has been bothering you.\n- Check it: could they picture the moment, is it about actions rather than motives, is the effect clear, and did you ask a question?\n- Give it within two days, privately if it is critical.\n\nPart 3, receive: ask someone, "What\'s one thing I could do differently that would help you?" Just say thank you and ask a follow-up question; don\'t defend yourself.',
        gamification: {
          type: "achievement",
          title: "Feedback Craftsperson",
          description: "Rewrote real review comments with labels and delivered an SBI conversation.",
          badge: "Feedback Craftsperson",
          points: 100,
          message: "Achievement unlocked: Feedback Craftsperson.",
          nonTechnicalMessage: "Achievement unlocked: Feedback Craftsperson.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 4: 1:1s That Matter (active-listening)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-4",
    title: "1:1s That Matter",
    description:
      "Turn weekly 1:1s from status updates into the conversation where you learn what is really going on. You will practise open questions, reflecting back and resisting the urge to fix.",
    difficulty: "beginner",
    skillKey: "active-listening",
    objectives: [
      "Run 1:1s from a shared agenda that the report owns, with their topics first",
      'Use open questions, reflecting back and deliberate silence to get past "it\'s fine"',
      'Ask "help, hear or solve?" before offering solutions',
      "Spot early signals of overload or disengagement and agree one concrete next step",
    ],
    points: 150,
    badge: "Deep Listener",
    steps: [
      {
        title: "Whose Meeting Is It?",
        type: "content",
        icon: "users",
        content:
          "The most common 1:1 failure for new leads is turning it into a status meeting: \"Where are we on the ingestion job?\" Status belongs in stand-up, the ticket tracker or async updates. The 1:1 is the report's meeting, the one place where they can raise what doesn't fit anywhere else.\n\nA simple structure:\n- A shared running document, newest entry on top, that both of you add to during the week.\n- Their topics first, yours last.\n- Rotate deeper themes every few weeks: energy and workload, career growth, friction with people or process, and feedback in both directions.\n- End with written action items and owners.\n\nCadence matters more than length: 30 minutes weekly beats an hour monthly. Reschedule rather than cancel; a cancelled 1:1 tells the report they rank below whatever replaced it. For new reports, over-invest in the first month; that is when trust is set.\n\nA good ratio to aim for: the report talks at least two-thirds of the time.",
        nonTechnicalContent:
          "The biggest mistake new managers make with one-to-one meetings is turning them into progress reports: \"How's that task going?\" Progress updates belong in team meetings or written updates. The one-to-one belongs to the other person. It's the one place they can bring up anything that doesn't fit elsewhere.\n\nA simple structure:\n- A shared document that you both add topics to during the week, newest meeting at the top.\n- Their topics first, yours last.\n- Every few weeks, go deeper on one theme: energy and workload, career growth, frustrations, and feedback in both directions.\n- Finish by writing down who will do what.\n\nRegularity matters more than length: half an hour every week beats an hour once a month. Move the meeting rather than cancelling it; cancelling signals that they matter less than whatever replaced it. Invest extra time in the first month with someone new.\n\nAim for them to do at least two-thirds of the talking.",
        gamification: {
          type: "progress_unlock",
          message: "Unlocked: the listening toolkit is next.",
          nonTechnicalMessage: "Unlocked: the listening toolkit is next.",
        },
      },
      {
        title: "Listening Past the First Answer",
        type: "content",
        icon: "heart",
        content:
          'The first answer to "How\'s it going?" is almost always "Fine." Active listening is the set of techniques that gets you to the second and third answers.\n\n- Open questions: "What\'s taking most of your energy right now?" beats "Is the project okay?", which invites a yes.\n- "What else?": ask it at least once. The real issue is often the second topic raised.\n- Reflect back: paraphrase content and name the emotion you hear. "So the migration is on track, but you sound pretty drained by the on-call load. Is that right?" Being accurately heard lowers defensiveness.\n- Silence: after a question, count to five before speaking. Engineers often fill silence with solutions.\n- Notice signal words: "I guess", "whatever", "it\'s fine" said flatly, or a sudden shift to very short answers.\n\nBefore solving, ask "Do you want help, do you want me to just hear this, or should we solve it together?" Jumping to a fix when someone needed to be heard teaches them to stop telling you things.',
        nonTechnicalContent:
          'The first answer to "How\'s it going?" is almost always "Fine." Good listening is about getting to the second and third answers.\n\n- Ask open questions: "What\'s taking most of your energy right now?" works better than "Is everything okay?", which invites a quick yes.\n- Ask "What else?" at least once. The real issue is often the second thing someone mentions.\n- Repeat back what you heard, including the feeling: "So the project\'s on track, but you sound worn out by the late-night calls. Is that right?" Feeling understood helps people open up.\n- Allow silence: after asking, count to five before you speak. Many of us fill silence with advice.\n- Notice small signals: "I guess", "whatever", a flat "it\'s fine", or answers that suddenly get very short.\n\nBefore offering a fix, ask: "Do you want help, do you want me to just listen, or should we work it out together?" Jumping to solutions when someone needed to be heard teaches them to stop telling you things.',
        gamification: {
          type: "skill_point",
          skill: "Active Listening",
          points: 30,
          message: 'Active Listening: you have four techniques to get past "fine".',
          nonTechnicalMessage: 'Active Listening: you now have four ways to get past "fine".',
        },
      },
      {
        title: 'Quick Check: "Fine, I Guess"',
        type: "quiz",
        icon: "quiz",
        content:
          'Small phrases carry a lot of information in a 1:1. When a report hedges ("I guess", "sort of", "it\'s whatever"), they are often testing whether it\'s safe to say more. How you respond in the next ten seconds decides whether they do.\n\nThree reflexes close the door:\n- Moving straight to logistics, such as asking for a date or an ETA.\n- Normalising: "Everyone\'s busy right now," which sounds supportive but tells them their concern is not worth discussing.\n- Rescuing: taking the work away before you understand the problem, which can feel like a vote of no confidence.\n\nThe reflex that opens the door is curiosity about their exact words. Quoting a phrase back ("You said \'I guess\'...") shows you were really listening and gives them permission to continue without forcing them to name a problem they may not yet have words for.',
        nonTechnicalContent:
          'Small phrases say a lot in a one-to-one. When someone hedges ("I guess", "sort of", "it\'s whatever"), they are often checking whether it\'s safe to say more. Your reply in the next few seconds decides whether they will.\n\nThree habits shut the door:\n- Jumping straight to deadlines or next steps.\n- Brushing it off with "Everyone\'s busy right now," which sounds kind but suggests their worry isn\'t worth discussing.\n- Rushing to rescue them by taking the work away before you understand the problem, which can feel like you\'ve lost confidence in them.\n\nWhat opens the door is curiosity about their exact words. Repeating a phrase back ("You said \'I guess\'...") shows you were really listening and invites them to continue, without forcing them to name a problem they might not have words for yet.',
        gamification: {
          type: "skill_point",
          skill: "Active Listening",
          points: 25,
          message:
            "Active Listening: you can now pick the question that opens a conversation instead of closing it.",
          nonTechnicalMessage:
            "Active Listening: you can now pick the question that gets someone talking instead of shutting them down.",
        },
        quiz: {
          question:
            'In your 1:1, a data engineer says: "The migration is fine, I guess. There\'s just a lot going on." What is the best response?',
          nonTechnicalQuestion:
            "In your one-to-one, a colleague says: \"The project is fine, I guess. There's just a lot going on.\" What's the best reply?",
          options: [
            "\"Great, glad it's on track. What's the ETA for the cutover, and is anything blocking it?\"",
            '"Everyone\'s stretched right now; it should calm down once the quarter ends and planning is done."',
            '"Let me take the migration off your plate for a while so you can focus on the rest."',
            "\"You said 'I guess', and that there's a lot going on. Tell me more?\"",
          ],
          nonTechnicalOptions: [
            '"Great, glad it\'s on track. When will it be finished, and is anything in the way?"',
            '"Everyone\'s busy right now; it should calm down once the quarter ends and planning is done."',
            '"Let me take the project off your hands for a while so you can focus on the rest."',
            "\"You said 'I guess', and that there's a lot going on. Tell me more?\"",
          ],
          correct: 3,
          explanation:
            "Reflecting their exact words back with an open invitation signals you noticed the hedge and makes it safe to continue. Asking for an ETA ignores the signal. Normalising dismisses it. Taking the work away is a solution to a problem you haven't diagnosed yet, and may land as a loss of trust.",
          nonTechnicalExplanation:
            "Repeating their words back and inviting more shows you noticed and that it's safe to talk. The other replies either ignore the hint, brush it off, or jump to a fix before you know what's actually wrong.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Asking about dates and obstacles is a fine move when someone is clearly okay. Here it skips past the hint they just gave you.",
            "Reassurance helps when someone needs to hear a busy patch is shared and temporary. Said too early, it closes the door they half opened.",
            "Taking work away can be the right fix for overload, but only once you understand the problem. Offered now, it can feel like a loss of trust.",
            "Right: repeating their exact words and inviting more shows you noticed, and makes it safe for them to keep talking.",
          ],
          optionExplanations: [
            "Asking for dates and blockers is a good 1:1 move when the person is clearly fine. Here it skips past the hedge they just offered you.",
            "Normalising helps when someone needs to hear that a crunch is temporary and shared. Said before you know what is wrong, it closes the door they half opened.",
            "Removing work is sometimes the right fix for overload, but only once you know the problem. Offered now, it can land as a loss of trust.",
            "Right: reflecting their exact words with an open invitation shows you noticed the hedge and makes it safe to say more.",
          ],
        },
      },
      {
        title: "Simulation: The Quiet Expert",
        type: "simulation",
        icon: "message",
        content:
          'In this simulation, you have context your report doesn\'t know you have. That\'s common: a peer mentions something, or you notice a pattern in the on-call rota. Use it carefully.\n\nSuggested flow:\n- Open with an open question about energy, not the project: "How are you doing, outside the pipeline work?"\n- When you get a flat answer, reflect what you notice, not what you heard second-hand: "You\'ve seemed more tired in the last couple of weeks."\n- Stay quiet for a few seconds longer than is comfortable.\n- If he names the on-call load, reflect it back and ask what would help, before proposing anything.\n- Agree on one concrete next step with an owner and a date, such as rebalancing the rota by Friday.\n\nAvoid "Sofia told me you\'re overloaded": it breaks her trust and puts him on the defensive.',
        nonTechnicalContent:
          'In this practice scene, you know something your colleague doesn\'t realise you know. That happens a lot: a teammate mentions something, or you notice a pattern. Use it carefully.\n\nA suggested approach:\n- Start with an open question about how he is, not about the work: "How are you doing, apart from the project?"\n- If the answer is flat, mention what you\'ve noticed yourself, not what others told you: "You\'ve seemed more tired lately."\n- Stay quiet a little longer than feels comfortable.\n- If he mentions the extra on-call load, repeat it back and ask what would help before suggesting anything.\n- Agree on one specific next step, with who does it and by when, such as sharing out the late-night calls by Friday.\n\nDon\'t say "Sofia told me you\'re overloaded"; it breaks her trust and makes him defensive.',
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Pattern master: using open questions, reflection and silence together.",
          nonTechnicalMessage:
            "Pattern master: open questions, repeating back and comfortable silence, used together.",
        },
        simulation: {
          scenario:
            "Arjun is a senior data scientist on your team and usually one of its most engaged members. For the last three weeks his answers in stand-up have been short and he has stopped joining optional design discussions. Yesterday, his peer Sofia mentioned something to you in passing. You are now in your weekly 30-minute 1:1 with Arjun, and he has added nothing to the shared agenda.",
          participants: [
            {
              name: "Arjun (Senior Data Scientist)",
              statement:
                "Honestly, it's fine. The retraining pipeline is just... whatever. I'll get it done. Did you have anything for me?",
              emotions: ["tired", "withdrawn"],
              nonTechnicalStatement:
                "Honestly, it's fine. The model project is just... whatever. I'll get it done. Did you have anything for me?",
            },
            {
              name: "Sofia (Arjun's peer, in passing yesterday)",
              statement:
                "Arjun's been covering most of the feature-store on-call since Tom left. I don't think anyone's really noticed.",
              emotions: ["concerned", "hesitant"],
              nonTechnicalStatement:
                "Arjun has been covering most of the out-of-hours support for our data system since Tom left. I don't think anyone's really noticed.",
            },
          ],
          challenge:
            "Run the next ten minutes of the 1:1. Use at least two open questions, one reflection that names an emotion, and a deliberate pause. Don't reveal Sofia as your source and don't propose a fix until Arjun has described the problem in his own words. Close with one agreed next step that has an owner and a date.",
          rubric: [
            {
              criterion:
                "Asked at least two open questions (what, how, tell me more) before suggesting anything.",
              nonTechnicalCriterion: "Asked at least two open questions before offering any fix.",
            },
            {
              criterion: "Reflected back with a named emotion and checked it, for example 'is that close?'.",
              nonTechnicalCriterion:
                "Repeated back what you heard, named a feeling, and checked you had it right.",
            },
            {
              criterion: "Left a deliberate pause after the reflection instead of filling it.",
              nonTechnicalCriterion: "Left a real pause instead of filling the silence.",
            },
            {
              criterion: "Kept Sofia out of it and let Arjun name the on-call load himself.",
              nonTechnicalCriterion: "Kept Sofia out of it and let Arjun describe the problem himself.",
            },
            {
              criterion: "Closed with one next step that has an owner and a date.",
              nonTechnicalCriterion: "Ended with one next step, who does it and by when.",
            },
          ],
          nonTechnicalModelAnswer:
            "I don't have anything urgent, so I'd like to use the time for you. You said the model project is 'whatever'. What's been going on with it? [He shrugs: 'It's a lot right now.'] What's making it a lot? [He mentions being called at night.] Tell me more about the out-of-hours side since Tom left. [He describes covering most of the calls alone.] It sounds like you've been quietly carrying Tom's share, and you're worn out and maybe a bit frustrated that nobody noticed. Is that close? [Stay quiet and let him answer.] What would make the next month feel manageable for you? [He suggests sharing the rota.] Okay. Let's draft a fair rota together on Thursday, and I'll take it to the team on Friday. Getting it agreed is on me.",
          modelAnswer:
            "I don't have anything urgent, so I'd like to use the time for you. You said the retraining pipeline is 'whatever'. What's been going on with it? [He shrugs: 'It's a lot right now.'] What's making it a lot? [He mentions being paged at night.] Tell me more about the on-call side since Tom left. [He describes covering most feature-store pages alone.] It sounds like you've been quietly carrying Tom's share, and you're worn out and maybe a bit frustrated that nobody noticed. Is that close? [Stay silent and let him answer.] What would make the next month feel sustainable to you? [He suggests splitting the rota.] Okay. Let's draft a fair rota together on Thursday, and I'll take it to the team on Friday. I own getting it agreed.",
          nonTechnicalChallenge:
            "Run the next ten minutes of the one-to-one. Ask at least two open questions, repeat back once in a way that names a feeling, and leave one deliberate pause. Don't reveal Sofia as your source and don't suggest a fix until Arjun has described the problem in his own words. Finish with one agreed next step with an owner and a date.",
          nonTechnicalScenario:
            "Arjun is an experienced analyst on your team and usually one of its most engaged members. For three weeks his answers in the daily check-in have been short, and he has stopped joining optional discussions. Yesterday his colleague Sofia mentioned something to you in passing. You are now in your weekly 30-minute one-to-one with Arjun, and he has added nothing to the shared agenda.",
        },
      },
      {
        title: "Worked Example: The Same 1:1, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'Two versions of the first five minutes of Arjun\'s 1:1, from the simulation.\n\nBadly:\n- Manager: "How\'s it going?"\n- Arjun: "Fine."\n- Manager: "Great. Quick one: the retraining pipeline is due Friday, are we still on track?"\n- Arjun: "Should be."\n- Manager: "Perfect. Anything else? No? Let\'s give you twenty minutes back."\nNothing here is rude. The manager asked a closed question, accepted "fine", moved to their own agenda and rewarded silence with a shorter meeting. Arjun learned that this 1:1 is a status meeting, and the on-call load he has carried for three weeks stays invisible until he resigns.\n\nWell:\n- Manager: "This is your time. What\'s been taking up most of your head this week?"\n- Arjun: "Honestly, the pipeline\'s fine. Just a lot going on."\n- Manager: "A lot going on. Tell me about the lot."\n- Arjun: "Pages, mostly. Nights."\n- Manager (after a pause): "Nights. How many this week?"\n- Arjun: "Four. Since Tom left it\'s basically been me."\n- Manager: "Four nights. That sounds exhausting, and a bit lonely. Is that fair?"\nThe manager used the same five minutes, but each move widened the conversation: an open question, his own words reflected back, a pause, a precise follow-up, and a named feeling offered as a guess he could correct.',
        nonTechnicalContent:
          'Two versions of the first five minutes of Arjun\'s one-to-one, from the practice scene.\n\nBadly:\n- Manager: "How\'s it going?"\n- Arjun: "Fine."\n- Manager: "Great. Quick one: the project is due Friday, still on track?"\n- Arjun: "Should be."\n- Manager: "Perfect. Anything else? No? Let\'s finish early."\nNothing here is rude. But the manager asked a yes-or-no question, accepted "fine", moved to their own topic and rewarded silence with a shorter meeting. Arjun learned that this meeting is a progress check, and the extra out-of-hours work he\'s been doing for three weeks stays invisible until he quits.\n\nWell:\n- Manager: "This is your time. What\'s been on your mind most this week?"\n- Arjun: "Honestly, the project\'s fine. Just a lot going on."\n- Manager: "A lot going on. Tell me about the lot."\n- Arjun: "Calls, mostly. At night."\n- Manager, after a pause: "At night. How many this week?"\n- Arjun: "Four. Since Tom left it\'s basically been me."\n- Manager: "Four nights. That sounds exhausting, and a bit lonely. Is that fair?"\nSame five minutes, but each move opened the conversation: an open question, his own words repeated back, a pause, a precise follow-up, and a feeling offered as a guess he could correct.',
      },
      {
        title: "A Failure Story: The Resignation Nobody Saw Coming",
        type: "content",
        icon: "book",
        content:
          'Marcus took over a platform team and ran his 1:1s from the sprint board: ticket by ticket, 30 minutes, done. Priya, his strongest SRE, answered "fine" most weeks. In one quarter he cancelled five of her twelve 1:1s for incidents and planning, each time with a polite apology.\n\nIn October Priya resigned. In her exit conversation she said she had been interviewing since the summer, when the Kubernetes migration she had spent a year preparing was handed to a newly hired staff engineer. "I assumed 1:1s weren\'t for that kind of thing. We only ever talked about tickets."\n\nThe cost went far beyond one conversation: a quarter to hire a replacement, a migration that lost its best-prepared engineer, and two colleagues who quietly wondered whether anyone was thinking about their growth. Every signal had been there: flat answers, nothing of her own on the agenda, and cancelled meetings that told her where she ranked.\n\nWhat would have changed it: her topics first, a career question once a month ("What would you like to be doing more of in six months?"), and rescheduling instead of cancelling. Google\'s Project Oxygen research listed supporting career development, and communicating well, which includes listening, among the behaviours of its best managers. Neither fits into a status meeting.',
        nonTechnicalContent:
          'Marcus took over a team that runs the company\'s core systems and ran his one-to-ones from the team\'s task board: task by task, 30 minutes, done. Priya, his strongest engineer, answered "fine" most weeks. In one quarter he cancelled five of her twelve one-to-ones for emergencies and planning, each time with a polite apology.\n\nIn October Priya resigned. In her leaving conversation she said she had been job-hunting since the summer, when the big system move she had spent a year preparing was given to a newly hired senior engineer. "I assumed one-to-ones weren\'t for that kind of thing. We only ever talked about tasks."\n\nThe cost went far beyond one conversation: three months to hire a replacement, a major project that lost its best-prepared person, and two colleagues who quietly wondered whether anyone was thinking about their growth. Every signal had been there: flat answers, nothing of her own on the agenda, and cancelled meetings that told her where she ranked.\n\nWhat would have changed it: her topics first, a career question once a month ("What would you like to be doing more of in six months?"), and moving meetings instead of cancelling them. Google\'s Project Oxygen research listed supporting career development, and communicating well, which includes listening, among the habits of its best managers. Neither fits into a progress check.',
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "A 1:1 that the report owns, run by listening first, is the right default. Bend it when:\n\n- You have something hard to say. Corrective feedback or a performance concern should not wait until their topics run out. Say so at the start: \"I have one important thing today, so I'd like to go first.\" Raising it at minute 28 is unkind.\n- They want tactical help. A new hire in their first month may genuinely want the time to be about how deploys work. If that is their choice, it is still their meeting. Camille Fournier's The Manager's Path describes several kinds of 1:1, from a to-do list meeting to a catch-up, and treats the right one as depending on the person.\n- Listening turns into a technique. Reflecting every sentence back sounds robotic. Use it at the moments that matter.\n- They think best alone. If someone says \"I'd rather write it down and come back to you\", respect that and follow up in writing.\n- It goes beyond your role. If someone describes a mental health crisis, listen, then point them to professional support such as your employee assistance programme. You are their manager, not their therapist.\n- The cadence doesn't scale. With twelve reports, weekly 30-minute 1:1s cost six hours a week; fortnightly meetings you keep serve people better than weekly ones you keep cancelling.",
        nonTechnicalContent:
          "A one-to-one that belongs to the other person, run by listening first, is the right default. Bend it when:\n\n- You have something hard to say. A correction or a concern about someone's performance shouldn't wait until their topics run out. Say so at the start: \"I have one important thing today, so I'd like to go first.\" Raising it in the last two minutes is unkind.\n- They want practical help. Someone new in their first month may genuinely want the time to be about how things work here. If that's their choice, it's still their meeting. Camille Fournier's book The Manager's Path describes several kinds of one-to-one, from working through a to-do list to a simple catch-up, and treats the right one as depending on the person.\n- Listening turns into a technique. Repeating every sentence back sounds robotic. Use it at the moments that matter.\n- They think best alone. If someone says \"I'd rather write it down and come back to you\", respect that and follow up in writing.\n- It goes beyond your role. If someone describes a mental health crisis, listen, then point them to professional support, such as your employer's confidential support service. You're their manager, not their therapist.\n- The rhythm doesn't scale. With twelve people, weekly half-hour meetings take six hours a week; meetings every two weeks that you keep serve people better than weekly ones you keep cancelling.",
      },
      {
        title: "Application: Redesign Your Next Three 1:1s",
        type: "application",
        icon: "clock",
        content:
          'Over the next week, rebuild your 1:1 practice with each direct report (or, if you don\'t manage anyone yet, with a mentee or a peer you support).\n\n- Create a shared running doc per person with this template: Their topics / My topics / Theme of the month / Actions (owner, date).\n- Send a short note: "I\'d like our 1:1s to be more about what\'s on your mind than status. Add anything you want to the doc; your items go first."\n- Pick three questions from this bank and use one per meeting: "What\'s taking most of your energy?", "What\'s one thing slowing you down that I might not see?", "What would you like to be doing more of in six months?", "What should I start or stop doing as your lead?"\n- During each 1:1, track roughly who talked more. Aim for them at two-thirds.\n- Straight afterwards, write one sentence: "Something I learned today that I didn\'t know before." If you can\'t write it, you talked too much.\n\nAfter three weeks, ask each person whether the 1:1s feel more useful.',
        nonTechnicalContent:
          'Over the next week, rework your one-to-one meetings with each person you support (or with a mentee or colleague, if you don\'t manage anyone yet).\n\n- Create a shared document for each person with four headings: Their topics / My topics / Theme of the month / Actions (who and by when).\n- Send a short note: "I\'d like our one-to-ones to focus more on what\'s on your mind than on progress updates. Add anything you like; your topics come first."\n- Choose three questions and use one per meeting: "What\'s taking most of your energy?", "What\'s slowing you down that I might not see?", "What would you like to do more of in six months?", "What should I start or stop doing to support you?"\n- In each meeting, notice roughly who talks more. Aim for them to talk two-thirds of the time.\n- Right afterwards, write one sentence: "Something I learned today that I didn\'t know." If you can\'t, you probably talked too much.\n\nAfter three weeks, ask each person whether the meetings feel more useful.',
        gamification: {
          type: "achievement",
          title: "Deep Listener",
          description:
            "Redesigned 1:1s around the report's agenda and practised listening past the first answer.",
          badge: "Deep Listener",
          points: 100,
          message: "Achievement unlocked: Deep Listener.",
          nonTechnicalMessage: "Achievement unlocked: Deep Listener.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 5: Writing Status Updates and Design Docs People Read (written-communication)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-5",
    title: "Writing Status Updates and Design Docs People Read",
    description:
      "Write status updates and design docs that busy readers can skim in two minutes and act on. You will learn a five-line status format, a decision-oriented design doc structure and how to close out a stalled review.",
    difficulty: "advanced",
    skillKey: "written-communication",
    objectives: [
      "Write a five-line status update with an honest RAG status, risks with owners and explicit asks",
      "Structure a design doc around the decision needed, with goals, non-goals and alternatives considered",
      "Use DACI roles and a decision date to close a design review that has stalled",
      "Edit any document for skimmers: summary first, front-loaded sentences, numbers instead of adjectives",
    ],
    points: 225,
    badge: "Clear Writer",
    steps: [
      {
        title: "Write for the Skimmer",
        type: "content",
        icon: "book",
        content:
          'Assume every reader of your document has two minutes and will read the first three lines, the headings and the first sentence of each paragraph. Write so that those parts alone carry the message.\n\n- Summary first: a TL;DR of three to five lines that includes any decision or action needed from the reader.\n- Front-load sentences: put the conclusion before the reasoning. "We will miss the 1 May date by two weeks because the vendor API changed" rather than the reverse.\n- One idea per paragraph, with the idea in the first sentence.\n- Numbers beat adjectives: "p95 latency rose from 180 ms to 420 ms" rather than "latency got significantly worse".\n- Cut hedges and throat-clearing: "I think", "just", "it\'s worth noting that", "as you may know".\n- Name owners and dates for every action. An action with no owner is a wish.\n\nEngineers often write in the order they discovered things. Readers need the order of importance. Write the draft however you like, then reorder it before sending.',
        nonTechnicalContent:
          'Assume every reader has two minutes and will only read the first few lines, the headings and the first sentence of each paragraph. Write so that those parts alone get your message across.\n\n- Put a short summary first, including anything you need the reader to decide or do.\n- Lead with the conclusion: "We\'ll be two weeks late because our supplier changed their system" rather than building up to it.\n- One idea per paragraph, stated in its first sentence.\n- Use numbers instead of vague words: "pages now take twice as long to load" rather than "things got much slower".\n- Cut filler like "I think", "just" and "it\'s worth noting that".\n- Give every action a named person and a date. An action with no owner is just a wish.\n\nMany of us write in the order we discovered things. Readers need things in order of importance. Write your first draft however you like, then reorder it before you send it.',
        gamification: {
          type: "progress_unlock",
          message: "Unlocked: the five-line status update.",
          nonTechnicalMessage: "Unlocked: the five-line progress update.",
        },
      },
      {
        title: "A Status Update in Five Lines",
        type: "content",
        icon: "chart",
        content:
          'A weekly status update should take your stakeholders 30 seconds to read. Use the same five lines every time so readers know where to look:\n\n- Status: Green, Amber or Red, with a one-line reason.\n- Since last update: the two or three changes that matter, with outcomes rather than activity ("staging load test passed at 3x traffic", not "worked on load testing").\n- Risks and blockers: each with an owner, a date and the mitigation.\n- Asks: what you need and from whom, by when. Put asks in bold or at the top if they are urgent.\n- Next milestone: what and when, with your confidence level.\n\nDefine your colours so they mean something: Green means on track; Amber means at risk but we have a plan; Red means off track and we need help or a decision. Avoid watermelon reporting, green on the outside and red inside. Turning amber early is a sign of control; a surprise red three days before launch destroys trust in every future green.',
        nonTechnicalContent:
          'A weekly progress update should take 30 seconds to read. Use the same five lines every time so people know where to look:\n\n- Status: green, amber or red, with a one-line reason.\n- Since last time: the two or three changes that matter, described as results rather than effort ("the test under heavy traffic passed", not "worked on testing").\n- Risks and blockers: each with a named person, a date and what you\'re doing about it.\n- Asks: what you need, from whom, by when. Put urgent asks at the top.\n- Next milestone: what happens next and when, and how confident you are.\n\nAgree what the colours mean: green is on track; amber is at risk but we have a plan; red is off track and we need help or a decision. Avoid reports that look green on the outside but are red inside, like a watermelon. Flagging amber early shows you\'re in control; a surprise red just before launch makes people doubt every green you report afterwards.',
        gamification: {
          type: "skill_point",
          skill: "Written Communication",
          points: 30,
          message: "Written Communication: you have a status format stakeholders can trust.",
          nonTechnicalMessage: "Written Communication: you have an update format people can trust.",
        },
      },
      {
        title: "Quick Check: Which Update Would You Trust?",
        type: "quiz",
        icon: "quiz",
        content:
          'Read the four updates in the quiz as a busy director would: top line first, and only reading further if something looks wrong. Ask yourself which one lets you act without a follow-up meeting.\n\nA useful update answers four questions at a glance:\n- Are we on track, and what does the colour mean?\n- If not, why not, in one sentence?\n- What is being done about it, by whom and by when?\n- What do you need from me?\n\nAlso notice activity language. "Made good progress", "continued work on" and "still investigating" describe effort rather than outcomes, and they tend to hide slips. And beware of the update that is technically accurate but requires the reader to know what every internal component name means. If your reader has to ask a follow-up question to understand whether to worry, the update has not done its job.',
        nonTechnicalContent:
          'Read the four updates in the quiz the way a busy senior leader would: top line first, and only reading further if something looks wrong. Which one lets you act without calling a meeting?\n\nA useful update answers four questions at a glance:\n- Are we on track, and what does the colour mean?\n- If not, why not, in one sentence?\n- What\'s being done about it, by whom and by when?\n- What do you need from me?\n\nWatch for effort words like "made good progress" and "still looking into it". They describe how busy people are rather than results, and they often hide delays. Also beware of updates that are accurate but full of internal names and jargon. If the reader has to ask a question just to know whether to worry, the update hasn\'t done its job.',
        gamification: {
          type: "skill_point",
          skill: "Written Communication",
          points: 25,
          message: "Written Communication: you can now spot the status update a busy reader can act on.",
          nonTechnicalMessage: "Written Communication: you can now spot the update a busy reader can act on.",
        },
        quiz: {
          question: "Which weekly status update gives a director the most useful information?",
          nonTechnicalQuestion: "Which weekly update would be most useful to a busy senior leader?",
          options: [
            '"GREEN: The team made good progress this week on the payments migration. We continued work on the adapter layer and are still investigating some sandbox flakiness. More detail next week."',
            '"AMBER: payments cutover may slip a week (vendor sandbox down). Mitigation: recorded fixtures, Priya confirms Wednesday. Ask: approve $4k contract overlap by Thursday. Next: cutover 14 June, 70% confident."',
            '"Payments: PaymentAdapterV2 merged, idempotency keys added on the retry path, sandbox 503s under investigation with the vendor, PR #4412 in review, one flaky contract test quarantined, load test scheduled Friday."',
            "\"RED: Everything is blocked by the vendor's sandbox outage. We can't make progress on the payments migration until they fix it, and we have escalated to their account manager.\"",
          ],
          nonTechnicalOptions: [
            '"GREEN: The team made good progress this week on the payments project. We kept working on the connection to the supplier and are still looking into some issues with their test system. More next week."',
            '"AMBER: the payments switch may slip a week; the supplier\'s test system is down. Workaround under way, Priya confirms Wednesday. Ask: approve $4,000 extra contract time by Thursday. Next: 14 June, fairly confident."',
            '"Payments: new connector merged, duplicate-charge protection added to retries, supplier errors being investigated, change 4412 in review, one unreliable test set aside, a load test booked for Friday."',
            "\"RED: Everything is blocked by the supplier's test system being down. We can't make progress on the payments switch until they fix it, and we've raised it with their account manager.\"",
          ],
          correct: 1,
          explanation:
            "The second update gives an honest colour with a reason, a mitigation with an owner and date, a specific ask with a cost and deadline, and the next milestone with a confidence level. The first is a watermelon: green with activity language hiding a risk. The third is accurate but written for the team, not a director. The fourth escalates without a mitigation or an ask.",
          nonTechnicalExplanation:
            "The second update is honest about the risk and why, says what is being done and by whom, asks for one specific decision with a cost and deadline, and gives the next date with how sure you are. The first sounds positive but hides the risk. The third is written for the team, not a senior reader. The fourth raises the alarm without a plan or a request.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Cheerful progress notes suit the team's own chat. For a senior reader, 'green' plus vague activity hides a real risk.",
            "Right: honest about the risk and why, a plan with an owner and date, one priced request with a deadline, and the next date with how sure you are.",
            "This detail is right for the team's own daily check-in. A senior reader can't tell from it whether anything is at risk or needed from them.",
            "Raising the alarm early is right when something truly stops the work. Without a plan or a request, it hands the reader a problem and no decision.",
          ],
          optionExplanations: [
            "Upbeat activity updates suit a team channel celebrating progress. For a director, green plus vague activity hides a real risk: a watermelon, green outside and red inside.",
            "Right: an honest colour with its reason, a mitigation with an owner and date, a priced ask with a deadline, and the next milestone with a confidence level.",
            "This level of detail is exactly right for the team's own stand-up or changelog. A director cannot tell from it whether anything is at risk or needed.",
            "Going red early is right when a blocker truly stops the work. Without a mitigation or an ask, though, it hands the director a problem and no decision.",
          ],
        },
      },
      {
        title: "Design Docs That Get Decisions",
        type: "content",
        icon: "puzzle",
        content:
          "A design doc is a tool for reaching a decision, not a record of everything you know. Structure it so reviewers can see what they are approving:\n\n- Header: decision needed, decision date, and DACI roles (Driver, Approver, Contributors, Informed). Exactly one Approver.\n- Summary: five lines covering the problem, the proposal and the main trade-off.\n- Context and problem, with evidence.\n- Goals and non-goals. Non-goals prevent half the review comments.\n- Proposal: enough detail to judge feasibility and risk, not a full implementation.\n- Alternatives considered, with why each was rejected. Reviewers will suggest them anyway; show you did the work.\n- Risks, rollout and rollback plan.\n- Open questions, each with an owner.\n\nKeep the body to two to six pages and move detail to appendices. Identify reviewers whose area you touch (security, data, SRE) and tag them at the start, not the end. Finally, set a comment deadline and hold a short decision meeting for unresolved threads; documents without deadlines collect comments forever.",
        nonTechnicalContent:
          "A design document exists to reach a decision, not to record everything you know. Structure it so reviewers can see exactly what they are agreeing to:\n\n- At the top: the decision needed, the deadline, and who plays which role (who drives it, the one person who approves, who contributes, and who just needs to be informed).\n- A five-line summary: the problem, the proposal and the main trade-off.\n- Background and evidence for the problem.\n- Goals and non-goals. Saying what you won't do prevents many comments.\n- The proposal, in enough detail to judge whether it's feasible and safe.\n- Other options you considered and why you rejected them.\n- Risks, the rollout plan and how to undo it.\n- Open questions, each with an owner.\n\nKeep it to a few pages and put extra detail at the end. Invite people from affected areas, like security, at the start rather than the end. Set a deadline for comments and hold a short meeting to settle what's left; documents without deadlines collect comments forever.",
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Pattern master: learning the decision-first design doc structure.",
          nonTechnicalMessage: "Pattern master: you learned to put the decision at the top of a proposal.",
        },
      },
      {
        title: "Worked Example: The First Screen of a Design Doc",
        type: "content",
        icon: "message",
        content:
          'Nadia\'s design doc changes how the product search index is kept up to date. Here is its first screen, twice.\n\nBadly:\n"Background. In 2021 we built a nightly job that rebuilds the search index from scratch. Since then the catalogue has grown from 200,000 to 3.1 million items, and the job takes about five hours. We have looked at several options, including a bigger instance, sharding the rebuild and incremental updates from the change-data-capture (CDC) stream. There are some consistency concerns, discussed in section 6. Feedback welcome!"\nIt is all true, in the order Nadia discovered it. A reviewer cannot tell what is proposed, what is asked of them, or by when, and the one real trade-off sits in section 6.\n\nWell:\n"Decision needed: approve incremental index updates from the CDC stream, replacing the nightly rebuild. Approver: Kwame. Decide by 12 March.\nSummary: the rebuild takes five hours and fails about twice a month, leaving search a day stale. Incremental updates keep it within two minutes. Trade-off: a missed event leaves one item wrong until a weekly full rebuild repairs it. Rejected: a bigger instance (buys a year); sharding (still a day stale).\nNon-goals: ranking; admin search.\nAsks: Lucia (security) reviews section 5 by Friday; comments close 10 March."\nWhat changed: decision, approver and date first; numbers instead of vague words; the trade-off and rejected options visible without scrolling; and a specific ask of each reviewer.',
        nonTechnicalContent:
          "Nadia's proposal changes how the website's product search is kept up to date. Here is its first screen, twice.\n\nBadly:\n\"Background. In 2021 we built a nightly process that rebuilds the whole search catalogue from scratch. Since then the products have grown from 200,000 to 3.1 million, and the process takes about five hours. We have looked at several options, including a bigger computer, splitting the rebuild, and updating each product as it changes. There are some accuracy concerns, discussed in section 6. Feedback welcome!\"\nIt's all true, in the order Nadia discovered it. A reader can't tell what's proposed, what's asked of them, or by when, and the one real trade-off sits in section 6.\n\nWell:\n\"Decision needed: approve updating each product in search as it changes, instead of the nightly rebuild. Approver: Kwame. Decide by 12 March.\nSummary: the rebuild takes five hours and fails about twice a month, leaving search a day out of date. Updating as things change keeps it within two minutes. Trade-off: a missed update leaves one product wrong until a weekly full rebuild fixes it. Rejected: a bigger computer (buys a year); splitting the rebuild (still a day behind).\nNot in scope: result order; staff search.\nAsks: Lucia (security) reviews section 5 by Friday; comments close 10 March.\"\nWhat changed: decision, approver and date first; numbers instead of vague words; the trade-off and rejected options visible without scrolling; and a specific ask of each reader.",
      },
      {
        title: "Simulation: The Design Doc Nobody Can Approve",
        type: "simulation",
        icon: "users",
        content:
          "Stalled design reviews are rarely about the design. They are usually about structure: no one knows who decides, what the open questions are, or whose area is affected. Adding more detail makes it worse.\n\nYour moves in this simulation:\n- Acknowledge each reviewer's frustration specifically, without over-apologising.\n- Rewrite the top of the doc: five-line summary, decision needed, DACI roles with a single Approver, and a decision date.\n- Turn the comment threads into an explicit list of open questions, each with an owner, and mark everything else resolved or out of scope.\n- Give Tom, the product manager, a one-line answer about the launch date.\n- Own the security gap: bring Ravi in as a Contributor with a specific review slot before the decision meeting.\n- Book a 30-minute decision meeting for the remaining questions, then record the outcome in the doc.\n\nIf Hannah is the right Approver, say so and ask her to confirm.",
        nonTechnicalContent:
          "When a design review gets stuck, it's rarely about the design itself. Usually nobody knows who decides, what's still open, or whose area is affected. Adding more detail only makes it worse.\n\nYour moves in this practice scene:\n- Acknowledge each person's frustration specifically, without over-apologising.\n- Rewrite the top of the document: a short summary, the decision needed, who approves (one person), and a date.\n- Turn the long comment threads into a clear list of open questions, each with an owner, and close everything else.\n- Give Tom, from product, a one-line answer about the launch date.\n- Take responsibility for not involving security sooner: invite Ravi to review a specific part before the decision.\n- Book a 30-minute meeting to settle what's left, then write the outcome in the document.\n\nIf Hannah is the right person to approve, say so and ask her to confirm.",
        gamification: {
          type: "skill_point",
          skill: "Written Communication",
          points: 50,
          message: "Written Communication: unblocking a stalled review.",
          nonTechnicalMessage: "Written Communication: you practised getting a stuck proposal moving again.",
        },
        simulation: {
          scenario:
            "Your design doc for moving feature flags from a config file into a dedicated flag service has been open for three weeks. It is eleven pages long, has 60 unresolved comments and no named approver. The product launch that depends on it is five weeks away. You have called a 20-minute meeting with the three most active reviewers.",
          participants: [
            {
              name: "Hannah (Principal Engineer)",
              statement:
                "I've left twelve comments and I still can't tell what you're actually asking me to approve.",
              emotions: ["frustrated", "impatient"],
              nonTechnicalStatement:
                "I've left twelve comments and I still can't tell what you're actually asking me to approve.",
            },
            {
              name: "Tom (Product Manager)",
              statement: "I stopped reading after page two. Is this going to affect the launch date or not?",
              emotions: ["confused", "worried"],
              nonTechnicalStatement:
                "I stopped reading after page two. Is this going to affect the launch date or not?",
            },
            {
              name: "Ravi (Security Engineer)",
              statement:
                "Nobody told me this touches how we evaluate flags for authenticated sessions until yesterday. I can't sign off on that in a week.",
              emotions: ["annoyed", "anxious"],
              nonTechnicalStatement:
                "Nobody told me until yesterday that this changes how settings are checked for logged-in users. I can't approve that in a week.",
            },
          ],
          challenge:
            "Respond to all three reviewers in the meeting. Propose a rewritten doc header (summary, decision needed, DACI roles, decision date), give Tom a direct answer about launch risk, agree a concrete security review plan with Ravi, and set out how the remaining comment threads will be closed.",
          rubric: [
            {
              criterion:
                "Put the decision at the top: summary, decision needed, DACI roles and a decision date.",
              nonTechnicalCriterion: "Put the decision, who approves it and the date at the top.",
            },
            {
              criterion: "Gave Tom a direct answer on launch risk and said what it depends on.",
              nonTechnicalCriterion: "Gave Tom a straight answer about the launch and what it depends on.",
            },
            {
              criterion: "Owned the late security involvement and agreed a dated review that Ravi can block.",
              nonTechnicalCriterion:
                "Owned telling Ravi late and agreed a dated security review he can block.",
            },
            {
              criterion:
                "Set a concrete way to close the comment threads, such as resolving answered ones and a timeboxed call.",
              nonTechnicalCriterion: "Set a clear, time-limited way to close the open comments.",
            },
          ],
          nonTechnicalModelAnswer:
            "You're all right: the document hides the question, and that's on me. Here's the new top section I'll add today. Summary: move settings out of files into a dedicated service so product can change them without waiting for a release. Decision needed: approve the design; the order of the move comes later. Leading it: me. Approving: Hannah. Advising: Ravi and Tom. Decision date: next Friday. Tom, the launch is at risk only if we slip past that Friday; decide by then and we hit the date. Ravi, I'm sorry you heard so late. Can we hold a 45-minute security review on Tuesday, with your approval as a condition of the decision? For the 60 comments: I'll close the ones the new summary answers by Monday and bring the rest to a 30-minute call on Wednesday.",
          modelAnswer:
            "You're all right: the doc buries the ask, and that's on me. Here's the header I'll put on top today. Summary: move flags from config files into a flag service so product can change them without a deploy. Decision needed: approve the service design; migration order comes later. Driver: me. Approver: Hannah. Contributors: Ravi and Tom. Decision date: next Friday. Tom, the launch is at risk only if we slip past that Friday; decide by then and we hit the date. Ravi, I'm sorry you heard so late. Can we hold a 45-minute review of the authenticated evaluation path on Tuesday, with your sign-off as a condition of the decision? For the 60 comments: I'll resolve the ones the header answers by Monday and bring the rest to a 30-minute call on Wednesday.",
          nonTechnicalChallenge:
            "Reply to all three reviewers in the meeting. Propose a new top section for the document (summary, decision needed, who drives, approves and advises, decision date), give Tom a straight answer about the launch risk, agree a concrete security review plan with Ravi, and explain how the remaining comments will be closed.",
          nonTechnicalScenario:
            "Your written proposal for moving on-off settings out of a file and into a dedicated service has been open for comments for three weeks. It is eleven pages long, has 60 unanswered comments and nobody named to approve it. A product launch that depends on it is five weeks away. You have called a 20-minute meeting with the three most active reviewers.",
        },
      },
      {
        title: "Quick Check: Breaking the Stalemate",
        type: "quiz",
        icon: "compass",
        content:
          'The simulation showed a pattern you will meet again: a document that keeps growing because nobody has the authority or the structure to finish it. The instinct is to respond to every comment with more words. That usually multiplies threads, because each new paragraph invites new objections.\n\nThe structural fixes are different in kind:\n- Decision rights: DACI names a single Approver. Contributors give input; they don\'t hold a veto. Informed people get told the outcome.\n- Time box: a comment deadline and a decision date turn an open-ended review into a process with an end.\n- Scope: moving unresolved but non-essential debates into "future work" or non-goals lets the core decision land.\n- Synchronous closure: a 30-minute meeting often resolves what three weeks of async threads could not, provided the outcome is written back into the doc.',
        nonTechnicalContent:
          "The practice scene showed a pattern you'll see again: a document that keeps growing because nobody has the authority or the structure to finish it. The instinct is to answer every comment with more words. That usually creates more threads, because each new paragraph invites new objections.\n\nThe fixes that work are about structure:\n- Who decides: name one person who approves. Others give input but don't have a veto, and some people are simply kept informed.\n- Deadlines: a date for comments and a date for the decision give the process an end.\n- Scope: move interesting but non-essential debates into \"later\" so the main decision can happen.\n- Talk it through: a 30-minute meeting often settles what weeks of written comments could not, as long as the outcome is written back into the document.",
        gamification: {
          type: "efficiency_bonus",
          points: 30,
          message: "Efficiency bonus: choosing the structural fix over more words.",
          nonTechnicalMessage:
            "Efficiency bonus: you chose to fix the structure instead of adding more words.",
        },
        quiz: {
          question:
            "A design doc has 60 comments and no decision after three weeks. What is the most effective fix?",
          nonTechnicalQuestion:
            "A proposal document has 60 comments and no decision after three weeks. What's the best fix?",
          options: [
            "Add more detail to the proposal so that every open comment is fully answered before you ask again.",
            "Reply to every comment one at a time, and ask the reviewers for approval once all the threads are resolved.",
            "Name one Approver and a decision date, assign owners to open questions, and meet briefly on the rest.",
            "Start implementing the proposal behind a flag so that reviewers can see it working and comment on real code.",
          ],
          nonTechnicalOptions: [
            "Add more detail to the document so that every open comment is fully answered before you ask again.",
            "Reply to every comment one at a time, and ask people to approve once all the discussions are closed.",
            "Name one approver and a decision date, give open questions owners, and meet briefly on the rest.",
            "Start building it anyway, switched off for customers, so reviewers can see it working and comment on it.",
          ],
          correct: 2,
          explanation:
            "A stall is a decision-rights and time-boxing problem, so the fix is structural: one Approver, a date, explicit open questions and a synchronous closure. More detail and individual replies grow the thread count. Building before the decision bypasses reviewers such as security, destroys trust and risks rework.",
          nonTechnicalExplanation:
            "The document is stuck because nobody knows who decides or when. Naming one approver, a date and the open questions fixes that. More words create more comments, and building before agreement skips important reviewers and risks redoing the work.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "More detail helps when readers don't understand the idea. Here nobody knows who decides, and a longer document only adds comments.",
            "Answering everyone is polite on a small review. With 60 comments and no approver, it takes a week and still ends without a decision.",
            "Right: the real problem is that nobody owns the decision and there is no deadline, so fix that: one approver, a date, owners and a short meeting.",
            "A working example can settle arguments about whether something is possible. Building before the decision skips reviewers like security and risks redoing work.",
          ],
          optionExplanations: [
            "More detail helps when reviewers are confused about the approach. Here the problem is decision rights, and an even longer doc grows the thread count.",
            "Answering every comment is good manners on a small review. With 60 threads and no approver, it spends a week and still produces no decision.",
            "Right: the stall is a decision-rights and time-box problem, so the fix is structural: one approver, a date, owned questions and a short synchronous close.",
            "A working prototype settles arguments about feasibility. Building before the decision bypasses reviewers such as security and risks rework that erodes trust.",
          ],
        },
      },
      {
        title: "A Failure Story: The Trade-off on Page Nine",
        type: "content",
        icon: "book",
        content:
          'Ines wrote a fourteen-page design doc for a new audit-log service. Six reviewers approved it within two days, most with a one-word "LGTM". On page nine, in a paragraph about storage, she had written that records would live in a single US region "for now", to keep the first version simple. Nobody commented on it.\n\nFour months later, sales signed a German bank whose contract required audit records to stay in the EU. The compliance review caught the gap two weeks before go-live. Adding an EU deployment and moving the records already written took six weeks, the contract start date moved, and the retrospective was uncomfortable: every reviewer said, truthfully, that they had read the summary, and the summary did not mention regions.\n\nThe decision that mattered was a non-goal, and it was buried. What would have caught it:\n- Trade-offs and non-goals on the first screen, in plain words: "Audit records are stored in the US only; EU residency is out of scope for v1."\n- Named reviewers for named sections, including people outside engineering: "Legal: please confirm the residency non-goal."\n- Treating six fast approvals of a long doc as a warning sign. An approval covers only what the approver actually read.',
        nonTechnicalContent:
          'Ines wrote a fourteen-page proposal for a new system that keeps a permanent record of who did what, for audits. Six reviewers approved it within two days, most with a one-word "looks good". On page nine, in a paragraph about storage, she had written that records would be kept only in the US "for now", to keep the first version simple. Nobody commented.\n\nFour months later, sales signed a German bank whose contract required these records to stay in Europe. The compliance check caught the gap two weeks before launch. Adding European storage and moving existing records took six weeks, the contract start moved, and the review afterwards was uncomfortable: every reviewer had, truthfully, read the summary, and the summary didn\'t say where records were kept.\n\nThe decision that mattered was left out of scope, and buried. What would have caught it:\n- Trade-offs and exclusions on the first screen, in plain words: "Records are stored in the US only; keeping them in Europe is not in the first version."\n- Named reviewers for named sections, including people outside engineering: "Legal: please confirm we can leave Europe out for now."\n- Treating six quick approvals of a long document as a warning sign. An approval covers only what the approver actually read.',
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          'Decision-first, skimmable writing is the right default for status updates and design docs that need approval. It is the wrong tool in a few cases:\n- Exploratory documents. An early RFC whose purpose is to find the right question should not pretend to have a bottom line. Say so at the top: "This doc is for discussion; no decision is requested yet." Forcing a recommendation too early anchors reviewers on a half-formed idea.\n- Narrative for hard trade-offs. Amazon\'s six-page narrative memos exist because bullets let authors skip the reasoning between points. For a strategy or a trade-off with many interacting parts, full sentences expose weak logic that a bullet list hides.\n- Incident write-ups and anything legal. Precision and completeness matter more than brevity; the timeline is the point.\n- When the audience is your own team. A status update to engineers can and should carry PR numbers and internal names; translating everything costs the people who need the detail.\nThe skill is choosing the format for the reader and the decision, not applying one template everywhere.',
        nonTechnicalContent:
          "Putting the decision first and writing for skimmers is the right default for updates and proposals that need approval. It's the wrong tool in a few cases:\n- Early, exploratory documents. If the purpose is to find the right question, don't pretend there's a bottom line. Say at the top: \"This is for discussion; no decision is needed yet.\"\n- Hard trade-offs. Some companies use long written stories instead of bullet points because bullets let writers skip the reasoning. For a complicated strategy, full sentences expose weak logic.\n- Incident write-ups and anything legal. Precision and completeness matter more than brevity.\n- Updates for your own team. Updates to specialists can include technical details; translating everything slows down the people who need them.\nThe skill is choosing the format for the reader and the decision, not using one template everywhere.",
      },
      {
        title: "Exercise: Rewrite Your Last Update",
        type: "exercise",
        icon: "tool",
        content:
          'Take the last status update or design doc you sent and rewrite it this week. Time-box it to 30 minutes.\n\nChecklist:\n- Does the first screen contain the TL;DR and every ask, each with an owner and date?\n- Is the status colour defined and honest? Would a reader be surprised next week?\n- Have you replaced every adjective of size or quality ("significant", "much faster", "flaky") with a number or a range?\n- Does every paragraph start with its point?\n- For design docs: is there one Approver, a decision date, a non-goals section and an alternatives section?\n- Have you cut at least 30% of the words? Delete history the reader doesn\'t need, repeated caveats and "as mentioned above".\n\nThen run the skim test: send the new version to someone outside your team and ask, "In one sentence, what is this asking you to do?" If their sentence doesn\'t match your TL;DR, rewrite the top. Use the new format for your next three updates and note whether follow-up questions drop.',
        nonTechnicalContent:
          'Take the last progress update or proposal you sent and rewrite it this week. Give yourself 30 minutes.\n\nChecklist:\n- Does the top of the page include the summary and every request, each with a name and date?\n- Is the status colour clear and honest? Would anyone be surprised next week?\n- Have you swapped vague words like "significant" or "much faster" for numbers?\n- Does every paragraph start with its main point?\n- For proposals: is there one approver, a decision date, a list of what\'s out of scope and the other options you considered?\n- Have you cut at least 30% of the words? Remove background nobody needs, repeated warnings and "as mentioned above".\n\nThen test it: send the new version to someone outside your team and ask, "In one sentence, what is this asking you to do?" If their answer doesn\'t match your summary, rewrite the top. Use the new format for your next three updates and notice whether people ask fewer follow-up questions.',
        gamification: {
          type: "achievement",
          title: "Clear Writer",
          description:
            "Rewrote a real status update or design doc for skimmers and passed the one-sentence test.",
          badge: "Clear Writer",
          points: 100,
          message: "Achievement unlocked: Clear Writer.",
          nonTechnicalMessage: "Achievement unlocked: Clear Writer.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 6: Delegating Without Abandoning (delegation)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-6",
    title: "Delegating Without Abandoning",
    description:
      "Hand over outcomes rather than tasks, agree explicitly how much decision authority comes with them, and support people without taking the work back.",
    difficulty: "beginner",
    skillKey: "delegation",
    objectives: [
      'Choose and state an explicit delegation level, from "research and report" to "fully yours"',
      "Write a delegation brief covering outcome, why it matters, constraints, authority and check-ins",
      "Respond to an escalation about delegated work without taking the work back",
      "Run check-ins that surface problems early without micromanaging",
    ],
    points: 150,
    badge: "Trusted Delegator",
    steps: [
      {
        title: "Why New Leads Hoard the Work",
        type: "content",
        icon: "bulb",
        content:
          'Engineers are promoted into leadership because they are good at doing the work. That creates the expert trap: it feels faster to fix the pipeline yourself than to explain it, so you keep the interesting problems and your team gets the leftovers. Three months later you are the bottleneck for every review and decision, you are working evenings, and your strongest engineers are bored.\n\nThe maths is simple. If a task takes you two hours and someone else eight hours the first time, delegating loses six hours once. If it recurs monthly, you break even in a few months and gain a person who can do it without you.\n\nThe opposite failure is abandonment: "You own it, I trust you", then silence until something breaks, followed by swooping in. That damages trust more than never delegating.\n\nGood delegation sits between the two: hand over the outcome, be explicit about how much authority comes with it, and agree in advance how you\'ll stay connected.',
        nonTechnicalContent:
          "People are often promoted to lead because they're good at doing the work. That creates a trap: it feels quicker to do things yourself than to explain them, so you keep the interesting problems and your team gets the leftovers. A few months later everything waits on you, you're working evenings, and your best people are bored.\n\nThe maths is simple. If a job takes you two hours but takes someone else eight hours the first time, handing it over costs six hours once. If the job comes up every month, you soon break even and you've gained someone who can do it without you.\n\nThe opposite mistake is abandoning people: \"It's all yours, I trust you\", then silence until something goes wrong, followed by you rushing in to take over. That hurts trust even more than never handing things over.\n\nGood delegation sits in between: hand over the result, be clear about how much decision power comes with it, and agree how you'll stay in touch.",
        gamification: {
          type: "progress_unlock",
          message: "Unlocked: the five delegation levels.",
          nonTechnicalMessage: "Unlocked: the five levels of handing over work.",
        },
      },
      {
        title: "Five Levels of Delegation",
        type: "content",
        icon: "target",
        content:
          'Most delegation failures are mismatched assumptions about authority. You thought you asked for a recommendation; they thought they could decide. Remove the ambiguity by naming a level when you hand work over:\n\n- Level 1, investigate: "Look into it and report back what you find."\n- Level 2, recommend: "Give me options and a recommendation; I\'ll decide."\n- Level 3, decide with a check: "Decide, but walk me through it before you act."\n- Level 4, decide and inform: "Decide and act; tell me what you did."\n- Level 5, own it: "It\'s yours. Tell me only if you need something."\n\nChoose the level based on the person\'s experience with this kind of work and the reversibility of the decisions, not on how much you like them.\n\nThen raise the level deliberately as trust builds: "You\'ve made the last three calls well; from now on, just tell me afterwards." Lowering a level temporarily is also legitimate, if you explain why and for how long.',
        nonTechnicalContent:
          'Most delegation problems come from different assumptions about who decides. You thought you asked for a suggestion; they thought they could make the call. Avoid this by naming a level when you hand something over:\n\n- Level 1, explore: "Look into it and tell me what you find."\n- Level 2, suggest: "Give me some options and your suggestion; I\'ll decide."\n- Level 3, decide with a check: "You decide, but talk me through it before you act."\n- Level 4, decide and tell me: "Go ahead and act; let me know what you did."\n- Level 5, fully yours: "It\'s yours. Only come to me if you need something."\n\nPick the level based on the person\'s experience with this kind of work and how easy the decision is to undo, not on how much you like them.\n\nRaise the level as trust grows: "Your last three calls were good; from now on, just tell me afterwards." Lowering it for a while is also fine, if you explain why and for how long.',
        gamification: {
          type: "skill_point",
          skill: "Delegation and Empowerment",
          points: 30,
          message: "Delegation and Empowerment: you can now name the level you're delegating at.",
          nonTechnicalMessage:
            "Delegation and Empowerment: you can now say exactly how much freedom you are handing over.",
        },
      },
      {
        title: "Quick Check: Outcome or Task?",
        type: "quiz",
        icon: "quiz",
        content:
          "A strong delegation brief answers six questions, ideally in writing:\n\n- Outcome: what does done look like, in observable terms?\n- Why: why does it matter to the team or the business?\n- Constraints: budget, deadline, non-negotiables, people to involve.\n- Authority: which delegation level, for which kinds of decisions?\n- Check-ins: when and how you'll sync, agreed up front.\n- Support: what you'll do to help, such as introductions, air cover or reviewing the plan.\n\nNotice what is missing: the method. Prescribing the how turns an outcome into a task list and removes the growth. Prescribe the how only where there is a genuine constraint, like a compliance requirement.",
        nonTechnicalContent:
          "A good handover answers six questions, ideally in writing:\n\n- Result: what does finished look like, in ways you could see or measure?\n- Why: why does it matter to the team or the business?\n- Limits: budget, deadline, must-haves, people to involve.\n- Authority: which level of decision power, for which decisions?\n- Check-ins: when and how you'll catch up, agreed at the start.\n- Support: what you'll do to help, such as introductions or backing them up with other teams.\n\nNotice what's not on the list: exactly how to do it. Dictating the method turns a result into a to-do list and takes away the chance to grow. Only specify the method when there's a real rule to follow.",
        gamification: {
          type: "skill_point",
          skill: "Delegation and Empowerment",
          points: 25,
          message: "Delegation and Empowerment: you can tell delegating an outcome from handing over a task.",
          nonTechnicalMessage:
            "Delegation and Empowerment: you can tell handing over a result from handing over a list of steps.",
        },
        quiz: {
          question:
            "You want a senior engineer to take over making the staging environment reliable. Which handoff is the best delegation?",
          nonTechnicalQuestion:
            "You want an experienced colleague to take over making the test environment reliable. Which handover is best?",
          options: [
            '"Own making staging match prod so releases stop surprising us; success is zero drift incidents next quarter. You choose how; check with me before spending money. Weekly sync Thursdays."',
            '"Can you write the Terraform for the new staging cluster? Use the same modules as prod, follow the plan in my doc, and ping me when it\'s ready for review."',
            "\"Just handle staging however you think best. I trust you completely, so you don't need to keep me updated; I'll hear about it if something goes wrong.\"",
            "\"I'll design the new staging setup myself this week so we get it right, and then you can implement it; I'll review each pull request as it comes in.\"",
          ],
          nonTechnicalOptions: [
            '"Please own making the test setup match the live one so releases stop surprising us; success is none next quarter. You choose how; check before spending. Thursday catch-ups."',
            '"Can you build the new test setup? Copy what we do in the live system, follow the steps in my document, and tell me when it\'s ready for me to check."',
            "\"Just handle the test setup however you think best. I trust you completely, so there's no need to update me; I'll hear about it if something goes wrong.\"",
            "\"I'll design the new test setup myself this week so we get it right, and then you can build it; I'll check each piece of work as it comes in.\"",
          ],
          correct: 0,
          explanation:
            "The first option delegates an outcome with a measurable definition of success, leaves the method to the engineer, sets level 3 authority for spending and agrees a check-in rhythm. The second and fourth delegate tasks while you keep the thinking. The third is abandonment: no success criteria and no agreed way to surface problems early.",
          nonTechnicalExplanation:
            "The first option hands over a result with a clear measure of success, lets the person choose how, says when to check with you and sets regular catch-ups. The second and fourth hand over tasks while you keep the thinking. The third leaves them alone with no measure of success and no way to raise problems early.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Right: a result with a clear measure of success, the method left to them, a clear point to check with you, and regular catch-ups.",
            "Handing over exact steps suits a newcomer or an urgent fix. For an experienced person it keeps the thinking with you and limits their growth.",
            "Full trust with no check-ins is right for someone who has done this exact job before. Without a measure of success or catch-ups, it leaves them alone.",
            "Designing it yourself makes sense when only you have the knowledge and time is short. Here it turns an experienced person into someone following your plan.",
          ],
          optionExplanations: [
            "Right: an outcome with a measurable definition of success, the method left to the engineer, a clear limit on spending authority and a check-in rhythm.",
            "Handing over a precise task suits a new joiner learning the stack, or an urgent fix. For a senior engineer it keeps the thinking with you and caps their growth.",
            "High trust with little oversight is right at level 5 for someone who has done this before. Without success criteria or check-ins, it is abandonment here.",
            "Designing it yourself makes sense when you hold knowledge nobody else has and time is short. Here it turns a senior engineer into an implementer of your plan.",
          ],
        },
      },
      {
        title: "Worked Example: One Handover, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'Sana, a tech lead, wants Diego to fix slow CI builds.\n\nBadly, in chat: "Can you take a look at CI times? They\'re pretty bad."\nThree weeks later Diego demos a half-finished migration of the whole build to Bazel. Sana meant "find out what\'s slow"; Diego heard "fix it however you like". She stops it in the team meeting; Diego learns that "take a look" means "guess what I want".\n\nWell, in a short conversation, then written down:\n"I\'d like you to own CI time. Done: main-branch builds under 10 minutes at p90 by quarter end; today it\'s 24. Why: people batch changes to avoid the wait, and big batches cause most bad merges. Constraints: same CI provider; up to $500 a month more on runners. Authority: level 4 inside our pipeline; level 2, a recommendation to me, for anything that changes how other teams build. Check-ins: Tuesdays, 15 minutes, and tell me the same day if 10 minutes looks out of reach. Priya, who wrote the test sharding, will pair with you. Can you play back the outcome and where the line is?"\nWhat changed: a measurable outcome with a reason, constraints, authority split by reversibility (two-way doors at level 4, one-way doors at level 2), a rhythm, support and a playback.',
        nonTechnicalContent:
          'Sana, a team lead, wants Diego to speed up the automatic checks that run on every code change.\n\nBadly, in chat: "Can you take a look at the slow checks? They\'re pretty bad."\nThree weeks later Diego shows a half-finished move of everything to a new tool. Sana meant "find out what\'s slow"; Diego heard "fix it however you like". She stops it in the team meeting; Diego learns that "take a look" means "guess what I want".\n\nWell, in a short conversation, then written down:\n"I\'d like you to own the speed of our checks. Done: under 10 minutes, nine times in ten, by quarter end; today it\'s 24. Why: people bundle changes to avoid the wait, and big bundles cause most mistakes. Limits: same provider; up to $500 a month more in computing. Authority: decide and tell me inside our own setup; bring me a recommendation for anything that affects other teams. Check-ins: Tuesdays, 15 minutes, and tell me the same day if 10 minutes looks out of reach. Priya, who built the setup, will work with you. Can you say back the goal and where the line is?"\nWhat changed: a measurable result and reason, limits, authority that depends on how easily each decision can be undone, a rhythm, support and a check that it landed.',
      },
      {
        title: "Simulation: The Escalation",
        type: "simulation",
        icon: "shield",
        content:
          "When someone escalates delegated work to you, the pull to step in is strong, especially if you built the original system. If you take it back, you fix the pipeline this week but teach Jordan and everyone watching that ownership is conditional.\n\nHandle it in two conversations:\n- With Elena: take accountability as the lead (\"This is on my team, and I'm sorry your dashboards are stale\"), route her to Jordan as the owner, and commit to a time when she'll have an update. Don't throw Jordan under the bus.\n- With Jordan: start curious, not corrective. Diagnose whether this is a skill gap, a missing-information gap or a reluctance to ask for help. Say plainly that silence, not the delay, is the issue. Agree whether to temporarily drop from level 4 to level 3, set a short daily check-in until the pipeline is stable, and offer specific help such as pairing for an hour on the part you know well.",
        nonTechnicalContent:
          "When someone complains to you about work you've handed over, the urge to jump in is strong, especially if you built the original system. If you take it back, you fix the problem this week but teach Jordan, and everyone watching, that ownership can be taken away at any time.\n\nHandle it in two conversations:\n- With Elena: take responsibility as the lead (\"This is my team's issue, and I'm sorry your reports are out of date\"), point her to Jordan as the owner, and promise when she'll get an update. Don't blame Jordan.\n- With Jordan: be curious first. Work out whether this is about skills, missing information or reluctance to ask for help. Say clearly that the silence, not the delay, is the problem. Agree whether you need to check in more closely for a while, set a short daily catch-up until things are stable, and offer specific help, like working together for an hour on the part you know well.",
        gamification: {
          type: "skill_point",
          skill: "Delegation and Empowerment",
          points: 50,
          message: "Delegation and Empowerment: supporting without taking over.",
          nonTechnicalMessage:
            "Delegation and Empowerment: you practised supporting someone without taking the work back.",
        },
        simulation: {
          scenario:
            "A month ago you delegated the migration of the nightly analytics pipeline to a new orchestration tool to Jordan, a mid-level data engineer, at level 4: decide and act, tell me afterwards. You built the original pipeline. Today the analytics manager messages you directly: dashboards used by the sales leadership have been stale for three days. You had not heard about any problem.",
          participants: [
            {
              name: "Elena (Analytics Manager)",
              statement:
                "My dashboards have been stale for three days and sales leadership is asking me why. Can you just step in and fix it yourself? You built the thing.",
              emotions: ["frustrated", "impatient"],
              nonTechnicalStatement:
                "My reports have been out of date for three days and the sales leaders are asking me why. Can you just step in and fix it yourself? You built it.",
            },
            {
              name: "Jordan (Data Engineer)",
              statement:
                "I've got it under control. The backfill keeps timing out, but I didn't want to bother you with every hiccup. I'll have it sorted by tomorrow.",
              emotions: ["defensive", "stressed"],
              nonTechnicalStatement:
                "I've got it under control. The catch-up run keeps timing out, but I didn't want to bother you with every hiccup. I'll have it sorted by tomorrow.",
            },
          ],
          challenge:
            "Reply to Elena in a way that owns the problem as a lead without taking the work away from Jordan, and gives her a time for an update. Then run a short conversation with Jordan: diagnose what happened, agree whether to adjust the delegation level and for how long, set a check-in cadence, and offer one specific form of help.",
          rubric: [
            {
              criterion:
                "Told Elena the lead owns the problem, without naming Jordan as the cause, and gave a specific update time.",
              nonTechnicalCriterion:
                "Told Elena you own the problem, without blaming Jordan, and gave her a time for the update.",
            },
            {
              criterion:
                "Diagnosed with questions before judging, and named your own gap in the original handover.",
              nonTechnicalCriterion:
                "Asked questions before judging, and admitted what you didn't make clear when you handed it over.",
            },
            {
              criterion:
                "Changed the delegation level explicitly and temporarily, with the condition for restoring it.",
              nonTechnicalCriterion: "Changed how much freedom Jordan has, openly and for a set period.",
            },
            {
              criterion:
                "Set a check-in cadence and offered one specific form of help without taking the work back.",
              nonTechnicalCriterion:
                "Set regular check-ins and offered one specific kind of help without taking over.",
            },
          ],
          nonTechnicalModelAnswer:
            "To Elena: 'I'm sorry, this is on my team and I own it. Jordan is leading the fix and I'm working with them today. You'll have an update from me by 4 p.m. with a firm date for up-to-date reports.' To Jordan: 'Thanks for pushing on this. Walk me through the catch-up run: when did the timeouts start, and what have you tried? [Listen.] Three days of out-of-date sales reports is something I need to hear about the same day, and I didn't make that clear when I handed this over. For the next two weeks, you still decide, but check with me before anything that affects the people using the reports. Fifteen minutes each day until it's fixed, then back to full freedom. Would an hour working on the timeouts together help? I know that process's history.'",
          modelAnswer:
            "To Elena: 'I'm sorry, this is on my team and I own it. Jordan is leading the fix and I'm working with them today. You'll have an update from me by 4 p.m. with a firm date for fresh dashboards.' To Jordan: 'Thanks for pushing on this. Walk me through the backfill timeouts: when did they start, and what have you tried so far? [Listen.] Three days of stale sales dashboards is something I need to hear about the same day, and I didn't make that clear when I handed this over. For the next two weeks let's move to level 3: you decide, but check with me before anything that affects consumers. Fifteen minutes daily until the backfill is done, then back to level 4. Want me to pair with you for an hour on the timeouts? I know that pipeline's history.'",
          nonTechnicalChallenge:
            "Reply to Elena in a way that takes responsibility as the lead without taking the work away from Jordan, and gives her a time for the next update. Then have a short conversation with Jordan: work out what happened, agree whether to change how much freedom Jordan has and for how long, set how often you'll check in, and offer one specific kind of help.",
          nonTechnicalScenario:
            "A month ago you handed the move of the nightly reporting process to a new tool over to Jordan, a mid-level data engineer, at level 4: decide and act, tell me afterwards. You built the original process. Today the reporting manager messages you directly: reports used by the sales leaders have been out of date for three days. You hadn't heard about any problem.",
        },
      },
      {
        title: "A Failure Story: The Hiring Loop Handed Over at Level 4",
        type: "content",
        icon: "book",
        content:
          'Tomasz, a new engineering manager, needed two senior backend engineers. He gave the hiring to Grace, a strong senior engineer who had never run a loop: "You know what good looks like; run it however you think best." No check-ins were agreed.\n\nGrace, busy with her own project, reused an old take-home exercise, let interviewers ask whatever they liked and ran debriefs in a chat thread. Six weeks in, the recruiter escalated: one candidate had been scored 1, 3 and 4, and two strong candidates had accepted other offers while waiting eight days for an answer. Tomasz took the process back in one email; Grace stopped interviewing for months.\n\nThe mistake was the level, not Grace. Level 3 for her first loop (she drafts the rubric and exercise, he reviews; they debrief the first two candidates together) plus a weekly 15-minute check would have caught it in week one.',
        nonTechnicalContent:
          'Tomasz, a new manager, needed to hire two experienced engineers. He gave the hiring to Grace, a strong engineer who had never hired: "You know what good looks like; run it however you think best." They agreed no check-ins.\n\nGrace, busy with her own project, reused an old take-home task, let interviewers ask whatever they liked and discussed candidates in a group chat. Six weeks in, the recruiter raised the alarm: one candidate had been scored 1, 3 and 4, and two strong candidates had taken other jobs while waiting eight days for an answer. Tomasz took the process back in one email; Grace stopped interviewing for months.\n\nThe mistake was the amount of freedom, not Grace. For her first hire, deciding with a check (she drafts the scoring guide and task, he reviews; they discuss the first two candidates together) plus a weekly 15-minute catch-up would have caught it in week one.',
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "Delegating outcomes is the right default for capable people. It goes wrong in three situations:\n- Low competence on a high-stakes task. Hersey and Blanchard's situational leadership model says the style must match the person's readiness for that specific task. A strong engineer who has never run a database migration needs directing or coaching on it, not \"you choose the approach\".\n- During an incident. When production is down, clear command beats autonomy: the incident commander assigns tasks, not outcomes. Go back to outcome delegation in the review.\n- Dumping. Delegating the work you dislike, with no growth in it and no credit attached, is not empowerment. People notice quickly.",
        nonTechnicalContent:
          "Handing over outcomes is the right default for capable people. It goes wrong in three situations:\n- Little experience on a high-stakes task. How much freedom you give should match the person's experience with that specific task. A strong engineer who has never done a risky data move needs guidance on it, not \"you choose how\".\n- During an emergency. When things are down, clear instructions beat freedom: the person in charge hands out tasks. Go back to handing over outcomes afterwards.\n- Dumping. Handing over work you dislike, with no growth or credit in it, isn't empowerment. People notice quickly.",
      },
      {
        title: "Application: Your Delegation Map",
        type: "application",
        icon: "compass",
        content:
          "This week, map what you hold and hand two things over.\n\n- List everything you did in the last two weeks that took more than an hour, including meetings you attend as the expert.\n- Mark each item: only I can do this (rare, be honest); someone could do this with support; someone could do this now.\n- For each item in the last two groups, write a name next to it based on who would grow from it, not only who is available.\n- Choose two items and write a delegation brief for each: outcome, why, constraints, level, check-in rhythm, support you'll give.\n- Hand them over in person or on a call, share the brief in writing, and ask the person to restate the outcome and the level in their own words.\n- Put the check-ins in both calendars now.\n\nTrack what you do with the hours you free up. If they disappear into more hands-on work, you have moved the bottleneck rather than removed it.",
        nonTechnicalContent:
          "This week, list what you're holding on to and hand two things over.\n\n- Write down everything you did in the last two weeks that took more than an hour, including meetings you attend as the expert.\n- Mark each one: only I can do this (be honest, this is rare); someone could do this with support; someone could do this now.\n- Next to items in the last two groups, write a person's name, choosing who would grow from it, not just who's free.\n- Pick two items and write a short handover for each: the result, why it matters, limits, level of authority, how often you'll catch up, and how you'll help.\n- Hand them over in a conversation, share the note in writing, and ask the person to repeat back the result and the level in their own words.\n- Put the catch-ups in both calendars now.\n\nNotice what you do with the time you free up. If you fill it with more hands-on work, you've just moved the bottleneck.",
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Pattern master: writing two real delegation briefs.",
          nonTechnicalMessage: "Pattern master: you wrote two real hand-over briefs.",
        },
      },
      {
        title: "Exercise: Check-ins Without Micromanaging",
        type: "exercise",
        icon: "clock",
        content:
          'Check-ins are where delegation builds trust or quietly turns into micromanagement. Try this script in your next one:\n\n- "What\'s gone well since we last spoke?" Start with progress they own.\n- "What\'s the riskiest thing right now, and what\'s your plan for it?" This surfaces problems while asking for their thinking, not yours.\n- "Is there a decision coming up that\'s above the level we agreed?" This reinforces the authority boundary.\n- "What do you need from me?" Offer air cover, introductions or context before advice.\n\nRules for yourself:\n- Ask before you suggest. If you must suggest, say "one option" rather than "you should".\n- Don\'t touch the keyboard. Pairing is fine if invited; taking over is not.\n- Agree one explicit signal for escalation, such as "If the date is at risk by more than three days, tell me the same day."\n\nAfter two check-ins, ask: "Is this rhythm too much, too little or about right?" Adjust accordingly.',
        nonTechnicalContent:
          'Check-ins either build trust or slowly turn into micromanagement. Try this script in your next one:\n\n- "What\'s gone well since we last spoke?" Start with their progress.\n- "What\'s the biggest risk right now, and what\'s your plan?" This brings problems out and asks for their thinking, not yours.\n- "Is there a decision coming up that\'s bigger than what we agreed you\'d decide?" This reminds you both where the boundary is.\n- "What do you need from me?" Offer backing, introductions or background before advice.\n\nRules for yourself:\n- Ask before you suggest. If you do suggest, say "one option is" rather than "you should".\n- Don\'t take over the work. Helping side by side is fine if they ask; taking control is not.\n- Agree a clear signal for problems, like "If we\'re going to be more than three days late, tell me the same day."\n\nAfter two catch-ups, ask: "Is this too often, not enough or about right?" Then adjust.',
        gamification: {
          type: "achievement",
          title: "Trusted Delegator",
          description:
            "Delegated two outcomes with explicit levels and ran check-ins without taking the work back.",
          badge: "Trusted Delegator",
          points: 100,
          message: "Achievement unlocked: Trusted Delegator.",
          nonTechnicalMessage: "Achievement unlocked: Trusted Delegator.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 7: Leading Your Team Through a Re-org (vision-setting)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-7",
    title: "Leading Your Team Through a Re-org",
    description:
      "Help your team through a re-organisation by answering the personal questions first, owning decisions you argued against, and giving clear direction for the new structure.",
    difficulty: "advanced",
    skillKey: "vision-setting",
    objectives: [
      'Sequence re-org communication around people\'s "me" questions before the "we" and the "why"',
      "Structure an announcement as why, what changes, what stays, what we don't know yet and what I need from you",
      "Model disagree-and-commit honestly when representing a decision you argued against",
      "Publish a one-page team direction with purpose, 90-day priorities and RACI for the new boundaries",
    ],
    points: 250,
    badge: "Steady Compass",
    steps: [
      {
        title: "What People Need to Hear First",
        type: "content",
        icon: "heart",
        content:
          'When a re-org is announced, people cannot absorb the strategy until their personal questions are answered. Expect them in roughly this order:\n\n- Does my job change? Is it at risk?\n- Who is my manager now?\n- What happens to my project, and to the work I\'m proud of?\n- Who do I work with day to day?\n\nDavid Rock\'s SCARF model explains why: re-orgs threaten status, certainty, autonomy, relatedness and fairness all at once, and the brain treats those threats much like physical ones. That is why smart people react emotionally to an org chart.\n\nPractical implications:\n- Tell people individually before the group announcement where their role or manager changes. Nobody should learn it from a Slack channel.\n- Answer the "me" questions before the "we" and the "why".\n- Never speculate. "I don\'t know yet; I\'ll know by Thursday and I\'ll tell you then" builds more trust than a confident guess that turns out wrong.\n- Expect productivity to dip for a few weeks. Plan for it rather than pretending it won\'t happen.',
        nonTechnicalContent:
          "When a reorganisation is announced, people can't take in the big picture until their personal questions are answered. Expect them in roughly this order:\n\n- Does my job change? Is it safe?\n- Who is my manager now?\n- What happens to my project and the work I'm proud of?\n- Who will I work with day to day?\n\nA model called SCARF explains why: reorganisations threaten people's sense of status, certainty, control, belonging and fairness all at once, and our brains react to those threats a bit like physical danger. That's why sensible people react strongly to an organisation chart.\n\nWhat this means in practice:\n- Talk to people one by one before any group announcement if their role or manager changes. Nobody should find out from a group chat.\n- Answer the personal questions before explaining the strategy.\n- Never guess. \"I don't know yet; I'll know by Thursday and I'll tell you then\" builds more trust than a confident answer that turns out wrong.\n- Expect work to slow down for a few weeks, and plan for it.",
        gamification: {
          type: "progress_unlock",
          message: "Unlocked: how to structure the announcement.",
          nonTechnicalMessage: "Unlocked: how to structure the announcement.",
        },
      },
      {
        title: "The Announcement and Disagree-and-Commit",
        type: "content",
        icon: "compass",
        content:
          "Structure every re-org message, spoken or written, in five parts:\n\n- Why: the business reason in plain, honest language. \"We're moving ML platform under the product org so model work ships with the features that use it\" beats \"to unlock synergies\".\n- What changes: reporting lines, team boundaries, ownership of systems.\n- What doesn't change: often the most reassuring part. On-call, current sprint commitments, promotion timelines.\n- What we don't know yet, and when we will.\n- What I need from you: keep shipping the current sprint, bring questions to me, flag anything that falls between the cracks.\n\nIf you argued against the decision, practise disagree-and-commit. Don't hide behind \"they decided\"; that makes you powerless in your team's eyes and turns leadership into an enemy. Don't fake enthusiasm either; people can tell. Say what you argued for, that the decision is made, the reasoning you understand, and that you are committed to making it work. Then actually commit: no eye-rolling in 1:1s.",
        nonTechnicalContent:
          'Structure every reorganisation message, spoken or written, in five parts:\n\n- Why: the real business reason in plain words. "We\'re moving this team under product so new features ship together with the tools they depend on" beats vague phrases about "synergies".\n- What changes: who reports to whom, team boundaries, who owns what.\n- What stays the same: often the most reassuring part, such as current commitments, rotas and promotion timing.\n- What we don\'t know yet, and when we will.\n- What I need from you: keep going with current work, bring me your questions, and flag anything that falls through the cracks.\n\nIf you argued against the decision, "disagree and commit". Don\'t hide behind "they decided"; it makes you look powerless and turns senior leaders into the enemy. Don\'t fake excitement either; people can tell. Say what you argued for, that the decision is made, the reasons you understand, and that you\'re committed to making it work. Then genuinely commit, including in private conversations.',
        gamification: {
          type: "skill_point",
          skill: "Setting Direction",
          points: 30,
          message: "Setting Direction: you have a structure for hard announcements.",
          nonTechnicalMessage: "Setting Direction: you have a structure for hard announcements.",
        },
      },
      {
        title: "Quick Check: Disagree and Commit",
        type: "quiz",
        icon: "quiz",
        content:
          'Disagree-and-commit is widely quoted and often misapplied. It does not mean staying quiet during the debate, and it does not mean pretending you agreed all along. It has two phases:\n\n- Before the decision: argue your position clearly, with evidence, in the forum where the decision is made.\n- After the decision: commit fully in word and action, unless new information emerges that would genuinely change the outcome, in which case raise it through the same forum, not through the grapevine.\n\nYour team watches how you talk about decisions made above you. If you distance yourself, they learn that decisions are optional and that leadership is "them". If you perform cheerfulness, they learn not to trust your signals. The credible path is transparent about your view and unambiguous about your commitment, then immediately practical about what it means for the team.',
        nonTechnicalContent:
          '"Disagree and commit" is often quoted and often misused. It doesn\'t mean staying silent during the debate, and it doesn\'t mean pretending you agreed all along. It has two parts:\n\n- Before the decision: make your case clearly, with evidence, in the place where the decision is made.\n- After the decision: support it fully in words and actions, unless something genuinely new comes up. In that case, raise it through the proper channel, not through gossip.\n\nYour team watches how you talk about decisions made above you. If you distance yourself, they learn that decisions are optional and leadership is "them". If you act falsely cheerful, they stop trusting what you say. The believable approach is honest about your view, clear about your commitment, and then practical about what it means for the team.',
        gamification: {
          type: "skill_point",
          skill: "Setting Direction",
          points: 25,
          message: "Setting Direction: you can commit openly to a decision you argued against.",
          nonTechnicalMessage: "Setting Direction: you can commit openly to a decision you argued against.",
        },
        quiz: {
          question:
            "You argued against splitting your platform team during leadership discussions, but the split is happening. At your team meeting, which opening best models disagree-and-commit?",
          nonTechnicalQuestion:
            "You argued against splitting your team, but the split is going ahead. What's the best way to open your team meeting?",
          options: [
            "\"Honestly, leadership didn't ask any of us, and I think it's a mistake that will slow us down. But it's their call in the end, so what can we really do?\"",
            '"This is fantastic news for all of us, and I think everyone in this room should be really excited about the new structure and everything it will make possible!"',
            "\"I argued to keep platform and data together and didn't win. I understand why: faster ML ownership. I'm committed to making it work; here's what it means for us.\"",
            "\"I'm not able to share my personal view on the decision, and I don't think it would help. Let's just get on with the sprint and see how it goes.\"",
          ],
          nonTechnicalOptions: [
            "\"Honestly, nobody asked any of us, and I think it's a mistake that will slow us down. But it's their call in the end, so what can we really do?\"",
            '"This is fantastic news for all of us, and I think everyone here should be really excited about the new setup and everything it will make possible!"',
            "\"I argued to keep us together and lost. I understand why: to speed up one key area. I'm committed to making it work; here's what it means for us.\"",
            "\"I can't share my personal view on the decision, and I don't think it would help. Let's just get back to work and see how it goes.\"",
          ],
          correct: 2,
          explanation:
            "The third option is transparent about your position, explains the reasoning you understand, commits clearly and moves straight to what it means for the team. The first undermines the decision and teaches the team that leadership is the enemy. The second is performed enthusiasm that people will see through. The fourth withholds context and leaves a vacuum the rumour mill will fill.",
          nonTechnicalExplanation:
            "The third option is honest about where you stood, shows you understand the reason, commits clearly and moves on to what it means for people. The first undermines the decision and sets the team against leadership. The second is fake enthusiasm people will see through. The fourth leaves a silence that rumours will fill.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "Disagreeing is right while the decision is still being made. Afterwards, criticising leaders in front of your team teaches them to give up.",
            "Real enthusiasm is worth sharing when you feel it. Fake enthusiasm about a change you opposed is spotted quickly and costs you trust.",
            "Right: honest about where you stood, fair to the reasons, clearly committed, and straight on to what it means for each person.",
            "Keeping your view to yourself is right if sharing it would break a confidence. Here the silence invites rumours and sounds like disapproval anyway.",
          ],
          optionExplanations: [
            "Voicing disagreement is right in the room where the decision is made, before it is final. After it, criticising leadership to your team teaches them to disengage.",
            "Genuine enthusiasm is worth sharing when you feel it. Performed enthusiasm about a change you opposed is seen through quickly and costs credibility.",
            "Right: honest about your position, fair to the reasoning, clear about your commitment, and straight on to what it means for each person.",
            "Keeping your view private is right when sharing it would breach a confidence. Here silence leaves a vacuum that rumours fill, and it reads as disapproval anyway.",
          ],
        },
      },
      {
        title: "Simulation: The Day After the Announcement",
        type: "simulation",
        icon: "users",
        content:
          "This is the meeting where your team decides whether to trust you through the change. Three people bring three different needs: Kofi needs acknowledgement of a broken process, Lena needs to know whether her work mattered, and Sam needs practical clarity.\n\nGuidance:\n- Acknowledge the Slack leak directly and own your part: \"You should have heard it from me first. That's on me, and I'm sorry.\" Don't blame HR or leadership.\n- Answer each person's \"me\" question as specifically as you can. For anything unknown, give a date for when you'll know.\n- For Lena, separate the project from her contribution. Even if the project's future is uncertain, her work, skills and recognition are not.\n- Give Sam a concrete name and process for code reviews this week.\n- Close with near-term direction: what the team focuses on for the next two weeks, and what stays exactly as it is.\n\nResist the urge to defend the re-org in this meeting. People need to feel heard before they can hear the why.",
        nonTechnicalContent:
          "This is the meeting where your team decides whether they can trust you through the change. Three people have three different needs: Kofi needs you to admit the way they found out was wrong, Lena needs to know her work mattered, and Sam needs practical answers.\n\nGuidance:\n- Acknowledge that people found out from a group chat and take your share of the blame: \"You should have heard it from me first. That's on me, and I'm sorry.\" Don't blame HR or senior leaders.\n- Answer each person's personal question as specifically as you can. If you don't know, give a date when you will.\n- For Lena, separate the project from her. Even if the project's future is unclear, her skills and the credit she's earned are not.\n- Give Sam a specific person and process for reviews this week.\n- End with clear direction for the next two weeks, and what stays exactly the same.\n\nDon't defend the reorganisation in this meeting. People need to feel heard before they can listen to the reasons.",
        gamification: {
          type: "skill_point",
          skill: "Setting Direction",
          points: 50,
          message: "Setting Direction: steadying your team in the hardest meeting.",
          nonTechnicalMessage: "Setting Direction: you practised steadying your team in the hardest meeting.",
        },
        simulation: {
          scenario:
            "Yesterday leadership announced a re-org: three of your seven data engineers are moving to a new ML Platform group under a different director, and your remaining team will own data ingestion and governance. The announcement leaked in a company-wide Slack channel an hour before managers were briefed, so you could not talk to anyone first. The future of the lakehouse project is still being decided. You are now running your team meeting.",
          participants: [
            {
              name: "Kofi (Senior Data Engineer, moving teams)",
              statement:
                "I found out from a Slack channel before you told me. So what else don't we know? How do I trust anything I hear now?",
              emotions: ["angry", "betrayed"],
              nonTechnicalStatement:
                "I found out from a chat channel before you told me. So what else don't we know? How do I trust anything I hear now?",
            },
            {
              name: "Lena (Data Engineer, staying)",
              statement:
                "Does this mean the lakehouse project is dead? I've spent eight months on it. I'd rather just know.",
              emotions: ["anxious", "grieving"],
              nonTechnicalStatement:
                "Does this mean the data-storage project is dead? I've spent eight months on it. I'd rather just know.",
            },
            {
              name: "Sam (Graduate Engineer, moving teams)",
              statement:
                "Sorry if this is a basic question, but who do I go to now for code reviews? And who approves my leave?",
              emotions: ["confused", "uncertain"],
              nonTechnicalStatement:
                "Sorry if this is a basic question, but who checks my work now? And who approves my holidays?",
            },
          ],
          challenge:
            "Respond to all three in the meeting. Acknowledge the communication failure and own your part without blaming leadership, answer each personal question as specifically as you can, say what you don't know and when you will, and finish with clear direction for the next two weeks, including what stays unchanged.",
          rubric: [
            {
              criterion: "Acknowledged the leak plainly and owned your part, without blaming leadership.",
              nonTechnicalCriterion:
                "Admitted plainly how the news came out and owned your part, without blaming senior leaders.",
            },
            {
              criterion:
                "Answered each person's own question specifically, with names and dates where known.",
              nonTechnicalCriterion:
                "Answered each person's own question specifically, with names and dates where you could.",
            },
            {
              criterion: "Said clearly what you do not know yet and when you will.",
              nonTechnicalCriterion: "Said clearly what you don't know yet and when you will.",
            },
            {
              criterion: "Ended with direction for the next two weeks, including what does not change.",
              nonTechnicalCriterion:
                "Finished with what happens in the next two weeks, including what stays the same.",
            },
          ],
          nonTechnicalModelAnswer:
            "Kofi, you should have heard this from me, not from a chat channel. I can't undo that, but here's my promise: anything I learn that affects you, you'll hear from me within a day, and if I can't share something I'll say so rather than go quiet. Lena, the decision on the data-storage project hasn't been made and I don't know yet. I'll know by the 20th, and you'll hear it from me first, privately, that day. Your eight months of work aren't wasted either way, and I'll make sure people see it. Sam, until the 1st I'm still your manager: I approve your holidays and your work is checked by our team. After that it's Priya, and I'll introduce you this week. For the next two weeks, our support rota, goals and one-to-ones stay exactly as they are.",
          modelAnswer:
            "Kofi, you should have heard this from me, not from Slack. I can't undo that, but here's my commitment: anything I learn that affects you, you'll hear from me within a day, and if I can't share something I'll say so rather than go quiet. Lena, the lakehouse decision hasn't been made and I don't know the answer yet. I'll know by the 20th, and you'll hear it from me first, privately, that day. Your eight months of work are not wasted either way, and I'll make sure that's visible. Sam, until the 1st I'm still your manager: I approve your leave and your reviews stay with us. After that it's Priya, and I'll introduce you this week. For the next two weeks, on-call, sprint goals and our 1:1s stay exactly as they are.",
          nonTechnicalChallenge:
            "Reply to all three in the meeting. Acknowledge how badly the news was shared and own your part without blaming senior leaders, answer each personal question as specifically as you can, say what you don't know and when you will, and finish with clear direction for the next two weeks, including what stays the same.",
          nonTechnicalScenario:
            "Yesterday senior leaders announced a reorganisation: three of your seven data engineers are moving to a new team under a different director, and the rest of your team will own bringing data in and keeping it well governed. The news leaked in a company-wide chat channel an hour before managers were told, so you couldn't talk to anyone first. The future of the big data-storage project is still being decided. You are now running your team meeting.",
        },
      },
      {
        title: "Quick Check: Three Weeks Later",
        type: "quiz",
        icon: "chart",
        content:
          "The announcement is not the hard part of a re-org; the following six weeks are. Energy dips, old responsibilities fall between the new team boundaries, and people quietly decide whether they still want to be there. This is when direction-setting matters most.\n\nLeading indicators to watch:\n- Work that used to be shared now has no owner: alerts nobody acknowledges, tickets bouncing between teams, a shared dashboard nobody maintains.\n- Meetings get quieter and 1:1s get shorter.\n- Strong performers update their professional profiles or ask unusually detailed questions about promotion criteria.\n\nThe temptation is to push harder on delivery to restore momentum, or to wait for things to settle. Neither addresses the cause: people no longer know what the team is for, who decides what, or where they fit. Direction and decision rights need to be rebuilt explicitly.",
        nonTechnicalContent:
          "The announcement isn't the hardest part of a reorganisation; the weeks after it are. Energy drops, tasks fall through the gaps between the new teams, and people quietly decide whether they still want to stay. This is when giving direction matters most.\n\nEarly warning signs:\n- Work that used to be shared now has no owner: alerts nobody answers, requests passed back and forth between teams.\n- Meetings get quieter and one-to-ones get shorter.\n- Strong performers start updating their online profiles or asking detailed questions about promotion.\n\nIt's tempting to push harder on deadlines to rebuild momentum, or to wait for things to settle. Neither fixes the cause: people don't know what the team is for any more, who decides what, or where they fit. You need to rebuild direction and decision-making on purpose.",
        gamification: {
          type: "efficiency_bonus",
          points: 30,
          message: "Efficiency bonus: you picked the highest-leverage move.",
          nonTechnicalMessage: "Efficiency bonus: you picked the move that does the most good.",
        },
        quiz: {
          question:
            "Three weeks after the re-org, velocity has dropped, two cross-team alerts have gone unacknowledged, and you suspect people are job-hunting. What is the highest-leverage action?",
          nonTechnicalQuestion:
            "Three weeks after the reorganisation, work has slowed, some problems have gone unanswered between teams, and you suspect people are looking for new jobs. What's the most useful thing to do?",
          options: [
            "Set an ambitious stretch goal for the quarter to rebuild momentum and give the whole team a shared win to rally around.",
            "Run a team reset: restate purpose and top three priorities, agree ownership at the ML Platform boundary, and hold career-focused 1:1s.",
            "Wait a few more weeks before acting; re-orgs usually settle down on their own once people get used to the new structure.",
            "Ask your director to hold an all-hands Q&A about the reasons for the re-org, so everyone hears the rationale first-hand.",
          ],
          nonTechnicalOptions: [
            "Set an ambitious target for the quarter to get everyone moving again and give the whole team a shared win to rally around.",
            "Reset the team: restate its purpose and top three priorities, agree who owns what with the new team, and hold career-focused one-to-ones.",
            "Wait a few more weeks before acting; changes like this usually settle down on their own once people get used to them.",
            "Ask your boss to hold a company-wide Q&A about why the change happened, so everyone hears the reasons first-hand.",
          ],
          correct: 1,
          explanation:
            "The reset addresses the causes: unclear purpose, missing decision rights at the new boundary (hence the unacknowledged alerts) and career uncertainty. A stretch goal adds pressure without clarity. Waiting lets ownership gaps and attrition grow. A Q&A about the why helps a little, but your team's problem is now what and who, which only you can resolve locally.",
          nonTechnicalExplanation:
            "The reset tackles the real causes: people aren't sure what the team is for, who owns what between the teams, or what their own future looks like. A big target adds pressure without clarity, waiting lets problems and departures grow, and another Q&A explains the why when people now need the what and who.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "An ambitious target can re-energise a settled team. Right after a big change it adds pressure without fixing the confusion behind the slowdown.",
            "Right: it tackles the causes: an unclear purpose, nobody owning the work between the two teams, and worry about each person's future.",
            "Patience is right in the first few days after a change. Three weeks in, with warnings going unanswered, gaps and resignations grow.",
            "Hearing the reasons from your boss helps early on. Your team's problem now is what to do and who owns it, which only you can sort out.",
          ],
          optionExplanations: [
            "A stretch goal can re-energise a settled team. Three weeks after a re-org it adds pressure without fixing the unclear purpose and ownership behind the slowdown.",
            "Right: it tackles the causes: unclear purpose, missing ownership at the new boundary (hence the unacknowledged alerts) and uncertainty about each person's path.",
            "Patience is right in the first days after a change, while people absorb it. Three weeks in, with alerts going unanswered, ownership gaps and attrition grow.",
            "Hearing the why from the director helps early on. Your team's problem now is what and who, which only you can resolve locally.",
          ],
        },
      },
      {
        title: "Worked Example: The Announcement, Badly and Well",
        type: "content",
        icon: "message",
        content:
          "The same re-org announcement to the team, twice.\n\nBadly: \"So, you've probably seen the news. Leadership has decided to restructure, and honestly it caught me off guard too. I don't know much more than you do. Kofi, Sam and Dev are moving to ML Platform. I'm sure it'll be fine. Any questions? ... No? Okay, let's get back to the sprint.\"\nThe manager sounded honest, but every sentence removed certainty: surprise, ignorance, a list of names with no meaning attached, false reassurance and a shut door. By the afternoon, three rumours were circulating, and two people had updated their CVs.\n\nWell: \"You'll have seen the news, and you should have heard it from me first; I'm sorry you didn't. Here's what I know. Kofi, Sam and Dev move to ML Platform on the 1st. Our team will own ingestion and governance, which is the work closest to our customers' data. The lakehouse decision comes by the 20th. Here's what doesn't change for the next two weeks: on-call, sprint goals and our 1:1s. I'll hold 1:1s with everyone by Thursday about what this means for you. What's the first question on your mind?\"\nSame facts, same uncertainty about the lakehouse, but the second version names what is known, what is not and when it will be, what stays stable, and a next step for each person.",
        nonTechnicalContent:
          "The same reorganisation news, told to the team twice.\n\nBadly: \"So, you've probably seen the news. Senior leaders have decided to restructure, and honestly it caught me off guard too. I don't know much more than you. Kofi, Sam and Dev are moving to the new team. I'm sure it'll be fine. Any questions? No? Okay, back to work.\"\nThe manager sounded honest, but every sentence took away certainty: surprise, not knowing, names with no explanation, empty reassurance and a closed door. By the afternoon, three rumours were going round and two people had updated their CVs.\n\nWell: \"You'll have seen the news, and you should have heard it from me first; I'm sorry you didn't. Here's what I know. Kofi, Sam and Dev move to the new team on the 1st. We'll own bringing data in and looking after it, the work closest to our customers. The decision on the storage project comes by the 20th. For the next two weeks our support rota, goals and one-to-ones stay the same. I'll meet each of you by Thursday about what this means for you. What's the first question on your mind?\"\nSame facts and the same open question, but the second version says what's known, what isn't and when it will be, what stays the same, and a next step for each person.",
      },
      {
        title: "A Failure Story: The Alert That Belonged to No One",
        type: "content",
        icon: "book",
        content:
          "A re-org split a payments platform team in two: Payments API under Rafael and Ledger under Joanne. The announcement went well: private conversations first, a clear why, what stays the same. What nobody changed were the systems that encode ownership. The paging escalation policy still pointed at the old combined rota, the CODEOWNERS file still named the old team, and the nightly reconciliation job lived in the API repository though its logic belonged to Ledger.\n\nIn the third week the reconciliation job started failing. The alert went to the old team's channel, where each team assumed it was the other's. It fired for four days. Finance found the unreconciled transactions at month-end close, which slipped by three days while both teams worked out whose job it was, and the incident review opened with \"who owned this?\"\n\nConway's law says systems mirror the communication structure of the organisation that builds them. A re-org breaks that match: the old ownership stays encoded in alerts, code owners, runbooks and schedulers long after the org chart changes. The fix is an ownership inventory on the day the change takes effect: every service, alert, scheduled job, dashboard and on-call rota gets a named new owner, and the two leads settle the ambiguous ones explicitly.",
        nonTechnicalContent:
          "A reorganisation split a payments team in two: one, under Rafael, connecting other systems to payments, and one, under Joanne, keeping the financial records. The announcement went well: private conversations first, a clear why, what stays the same. But nobody updated the systems that record who owns what. The alerting tool still called the old combined rota, the list of who approves changes still named the old team, and a nightly job checking payments against the records sat in Rafael's team's code though it was Joanne's team's work.\n\nIn week three that nightly check started failing. The alert went to the old team's channel, where each team assumed it was the other's. It fired for four days. Finance found the mismatched payments at the month-end close, which slipped three days while both teams worked out whose job it was; the review afterwards opened with \"who owned this?\"\n\nConway's law says systems mirror how the organisation that builds them communicates. A reorganisation breaks that match: the old ownership stays built into alerts, approval lists, instructions and scheduled jobs long after the organisation chart changes. The fix is an ownership list on the day the change takes effect: every system, alert, scheduled job, report and support rota gets a named owner, and the two leads settle the unclear ones openly.",
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "This lesson assumes an ordinary restructure and a decision you can live with. Bend it when:\n\n- The re-org includes redundancies. Legal and HR processes, such as the collective consultation rules in many European countries, decide who is told what and when. Follow them exactly, don't improvise reassurance, and never promise that nobody else will be affected.\n- You know before you are allowed to say. If you were told in confidence, don't lie and don't hint. \"I can't talk about org changes before they're announced\" is honest; \"nothing's happening\" is not, and people remember.\n- The decision is unsafe, unethical or illegal. Disagree-and-commit (Amazon lists \"Have Backbone; Disagree and Commit\" among its leadership principles) is for decisions you think are wrong, not ones that put people or customers at risk. Those you escalate in writing, and refuse to carry out if you must.\n- The change is small. Moving one service between two teams needs a short note and an updated owner list, not a five-part announcement. Treating a small change as a big one creates the anxiety you meant to prevent.\n- You are leaving the team. Don't promise promotions, projects or ways of working that your successor will have to keep or break.\n- Someone wants out. Sometimes the best outcome is helping a person move to a team that suits the new shape, not keeping everyone.",
        nonTechnicalContent:
          "This lesson assumes an ordinary restructure and a decision you can live with. Bend it when:\n\n- The change includes job losses. Legal and HR rules, such as the formal consultation required in many European countries, decide who is told what and when. Follow them exactly, don't improvise reassurance, and never promise that nobody else will be affected.\n- You know before you're allowed to say. If you were told in confidence, don't lie and don't hint. \"I can't talk about team changes before they're announced\" is honest; \"nothing's happening\" isn't, and people remember.\n- The decision is unsafe, unethical or illegal. \"Disagree and commit\" (Amazon lists \"Have Backbone; Disagree and Commit\" among its leadership principles) is for decisions you think are mistaken, not ones that put people or customers at risk. Those you raise formally in writing, and refuse to carry out if you must.\n- The change is small. Moving one system between two teams needs a short note and an updated list of owners, not a five-part announcement. Treating a small change as a big one creates the worry you meant to prevent.\n- You're leaving the team. Don't promise promotions, projects or ways of working that your successor will have to keep or break.\n- Someone wants out. Sometimes the best outcome is helping a person move to a team that suits the new shape, not keeping everyone.",
      },
      {
        title: "Application: Write Your Team's One-Page Direction",
        type: "application",
        icon: "flag",
        content:
          'Whether or not you are in a re-org right now, write a one-page direction for your team this week. It is the document that lets people make good decisions without you.\n\n- Purpose: one or two sentences on why the team exists, in terms of who it serves. "We make trustworthy data available to every product team within an hour of it being produced."\n- Three priorities for the next 90 days, each with a measurable signal of success.\n- What we are not doing, or are stopping. This is where direction becomes real.\n- Decision rights at your boundaries: for each shared area (alerts, schemas, on-call, roadmap inputs), a RACI line saying who is Responsible, Accountable, Consulted and Informed.\n- How we work: two or three commitments, such as design docs for anything that changes a shared schema.\n\nShare it as a draft in a team meeting, invite edits for a week, then publish it. Review it in each 1:1 by asking, "Where does your work fit on this page?" Revisit it each quarter.',
        nonTechnicalContent:
          'Whether or not you\'re going through a reorganisation, write a one-page direction for your team this week. It lets people make good decisions without needing you.\n\n- Purpose: one or two sentences on why the team exists and who it serves. "We make reliable information available to every product team within an hour."\n- Three priorities for the next 90 days, each with a way to tell if it\'s working.\n- What we\'re not doing, or are stopping. This is where direction becomes real.\n- Who decides at the edges: for each area shared with other teams, note who does the work, who has the final say, who is consulted and who is kept informed.\n- How we work: two or three team agreements, such as writing a proposal before changing anything other teams depend on.\n\nShare it as a draft in a team meeting, invite changes for a week, then publish it. In each one-to-one, ask: "Where does your work fit on this page?" Revisit it every quarter.',
        gamification: {
          type: "achievement",
          title: "Steady Compass",
          description: "Published a one-page team direction with priorities, non-goals and decision rights.",
          badge: "Steady Compass",
          points: 100,
          message: "Achievement unlocked: Steady Compass.",
          nonTechnicalMessage: "Achievement unlocked: Steady Compass.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 8: Influencing Another Team's Roadmap (influence)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-8",
    title: "Influencing Another Team's Roadmap",
    description:
      "Get work onto another team's roadmap when you have no authority over them. You will map their incentives, shape an ask that is easy to say yes to, and escalate cleanly when influence stalls.",
    difficulty: "intermediate",
    skillKey: "influence",
    objectives: [
      "Map a partner team's goals, constraints and decision-makers before making an ask",
      "Shape a smallest-viable ask with evidence, shared benefit and an offer to contribute",
      "Time requests to the other team's planning cycle and pre-wire key people",
      "Escalate jointly and neutrally when you disagree on priorities, then commit to the outcome",
    ],
    points: 200,
    badge: "Bridge Builder",
    steps: [
      {
        title: "Start With Their Incentives",
        type: "content",
        icon: "users",
        content:
          'Engineers often approach cross-team dependencies as a technical problem: "The API is missing an endpoint; please add it." To the other team, your request is one of twenty competing for a fixed capacity, measured against their own OKRs. Influence starts with understanding that system.\n\nBefore making an ask, map the other team:\n- Who actually decides their roadmap? Usually the engineering manager and product manager together, sometimes a director.\n- What are they measured on this quarter? Reliability targets, a launch, a compliance deadline?\n- What pain do they have that your request might ease?\n- When do they plan? Asks that land after planning usually wait a full quarter.\n- What is your relationship capital with them? Have you ever helped them?\n\nThen look for overlap. The strongest asks are ones where your need and their goal are the same work viewed from two sides, such as an event stream you need for analytics that also solves their reconciliation problem. If there is no overlap, you will need something else to trade: effort, timing flexibility or sponsorship.',
        nonTechnicalContent:
          "When we need something from another team, it's tempting to see it as a simple request: \"Please add this feature.\" But to them, your request is one of twenty competing for limited time, and they're judged on their own goals. Influence starts with understanding their world.\n\nBefore you ask, find out:\n- Who really decides what they work on? Usually their manager and product lead together.\n- What are they being judged on this quarter? A launch, reliability, a legal deadline?\n- What problems do they have that your request might help with?\n- When do they plan their work? Requests that arrive after planning usually wait months.\n- What's your relationship with them? Have you ever helped them out?\n\nThen look for overlap. The best requests are ones where what you need and what they want are the same work seen from two sides. If there's no overlap, you'll need something else to offer, such as your team's time, flexibility on timing, or support from senior leaders.",
        gamification: {
          type: "progress_unlock",
          message: "Unlocked: how to shape an ask they can say yes to.",
          nonTechnicalMessage: "Unlocked: how to shape a request the other team can say yes to.",
        },
      },
      {
        title: "Make the Ask Easy to Say Yes To",
        type: "content",
        icon: "target",
        content:
          'Once you understand their incentives, shape the ask. Write it as a one-page proposal in their terms:\n\n- The problem, with evidence from beyond your team: "Four teams built workarounds for missing bulk revocation; together they cost about 40 engineer-hours a month, and one caused a security incident."\n- The smallest viable ask: not "rebuild the identity service", but "a bulk revoke endpoint, behind a flag, for internal callers only".\n- What\'s in it for them: fewer support requests, a reliability win, something their PM can report.\n- What you\'ll contribute: an engineer on loan for a sprint, writing the design doc, owning the migration of callers, or covering tests.\n- Timing: aligned with their planning, with a realistic needed-by date.\n\nThen pre-wire. Talk to their EM and PM individually before the planning meeting, listen to their objections and adjust. Nobody likes being surprised by a request in a public forum.\n\nFinally, build credit before you need it: review their RFCs, fix a bug in their service, thank them publicly. Reciprocity is the quiet engine of influence without authority.',
        nonTechnicalContent:
          'Once you understand what the other team cares about, shape your request. Write a one-page proposal in their language:\n\n- The problem, with evidence that goes beyond your own team: "Four teams built workarounds, costing about 40 hours a month, and one caused a security problem."\n- The smallest useful request: not "rebuild your system" but "one small addition, for internal use only".\n- What\'s in it for them: fewer support requests, a win their leaders will notice.\n- What you\'ll contribute: lending a team member for two weeks, writing the plan, or handling the switch-over yourselves.\n- Timing: fitted to their planning schedule, with a realistic deadline.\n\nThen prepare the ground. Talk to their manager and product lead one at a time before their planning meeting, listen to their concerns and adjust. Nobody likes being surprised with a request in front of others.\n\nFinally, build goodwill before you need it: review their proposals, help fix their problems, thank them publicly. Give and take is what makes influence work when you\'re not in charge.',
        gamification: {
          type: "skill_point",
          skill: "Influence Without Authority",
          points: 30,
          message: "Influence Without Authority: you can shape a smallest-viable ask.",
          nonTechnicalMessage:
            "Influence Without Authority: you can shrink a request to its smallest useful version.",
        },
      },
      {
        title: "Quick Check: The First Move",
        type: "quiz",
        icon: "quiz",
        content:
          "The first move in a cross-team request sets the tone for everything after it. A cold ticket with a high priority label tells the other team you see them as a service desk. Going over their heads tells them you see them as an obstacle. Building a workaround without talking to them can create a shadow system they will later have to support.\n\nA good first move has four qualities:\n- It is a conversation, not a transaction, and it happens before their planning locks.\n- It brings evidence of impact beyond your own team, which turns your request into an organisational problem.\n- It starts by learning their constraints, so the ask can be shaped to fit.\n- It offers something, such as effort, design work or flexibility, so the cost to them is lower than they expect.\n\nKeep that checklist in mind as you read the options.",
        nonTechnicalContent:
          "The first step in asking another team for something sets the tone for everything after. Filing a ticket marked \"urgent\" tells them you see them as a help desk. Going over their heads tells them you see them as an obstacle. Quietly building your own workaround can create something they'll later have to support.\n\nA good first step has four qualities:\n- It's a conversation, not a transaction, and it happens before their plans are fixed.\n- It brings evidence that the problem affects more than just your team.\n- It starts by learning their limits, so the request can be shaped to fit.\n- It offers something, like your team's time or flexibility, so the cost to them is lower than they expect.\n\nKeep that checklist in mind as you read the options.",
        gamification: {
          type: "skill_point",
          skill: "Influence Without Authority",
          points: 25,
          message: "Influence Without Authority: you know to shape the ask before the other team plans.",
          nonTechnicalMessage:
            "Influence Without Authority: you know to shape your request before the other team makes its plan.",
        },
        quiz: {
          question:
            "Your team needs the Identity team to add a bulk token-revocation API. Their quarterly planning is in three weeks. What is the best first move?",
          nonTechnicalQuestion:
            "Your team needs another team to add a feature to their system. They plan their next quarter in three weeks. What's the best first step?",
          options: [
            "File a ticket in their backlog marked P1, link it in their team channel, and ask them for an estimate this week.",
            "Ask your VP to tell their director that the revocation API needs to be on their roadmap for next quarter.",
            "Build a temporary workaround in your own service that writes the revocations directly into their token store for now.",
            "Before planning, meet their EM and PM separately with cross-team impact data, learn their constraints, and offer an engineer.",
          ],
          nonTechnicalOptions: [
            "File an urgent ticket in their queue, post the link in their team chat, and ask them for an estimate this week.",
            "Ask your senior leader to tell their senior leader that this needs to be in their plan for next quarter.",
            "Build a temporary workaround of your own that reaches directly into their system to do the job for now.",
            "Before they plan, meet their manager and product lead separately with evidence from several teams, and offer your team's help.",
          ],
          correct: 3,
          explanation:
            "Meeting the decision-makers before planning, with cross-team evidence and an offer to contribute, treats them as partners and shapes an ask they can fit into their plan. A P1 ticket demands without context. Escalating first burns trust and makes them comply grudgingly, if at all. A workaround that writes into their store creates a hidden dependency and security risk they will resent.",
          nonTechnicalExplanation:
            "Talking to the people who decide, before they plan, with evidence and an offer of help, makes them partners rather than a service. An urgent ticket demands without context, going over their heads damages trust, and reaching into their system creates hidden risks they'll have to deal with later.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "A ticket suits a small, clear request. For something this big, an urgent label makes a demand without context and gets handled like any other ticket.",
            "Going up the chain is right once a real conflict is clear and both sides agree to raise it. As a first move it damages trust.",
            "A temporary workaround can be right when you own both systems. Reaching into another team's system creates hidden risks they will resent.",
            "Right: talking to the people who decide, before they plan, with evidence and an offer of help, shapes a request they can fit in.",
          ],
          optionExplanations: [
            "A ticket is the right channel for a small, well-understood request. For a roadmap-sized ask, a P1 label demands without context and gets triaged like any other.",
            "Escalating is right once a real priority conflict is clear and both sides agree to take it up. As a first move it burns trust and gets grudging compliance at best.",
            "A temporary workaround can be right when you own both sides. Writing into another team's store creates a hidden dependency and a security risk they will resent.",
            "Right: talking to the decision-makers before planning, with evidence and an offer of help, shapes an ask they can fit into their plan.",
          ],
        },
      },
      {
        title: "Simulation: The Overloaded Partner Team",
        type: "simulation",
        icon: "message",
        content:
          "In this simulation the other team is overloaded and has been burned before. Your aim is not to get a yes today; it is to leave with a shared understanding and a concrete next step.\n\nA good sequence:\n- Start by acknowledging their constraints specifically: \"PCI this quarter is non-negotiable; I'm not asking you to trade that off.\"\n- Ask about their pain before pitching: what is the reconciliation problem costing them?\n- Show the overlap: the same payment events could feed both your revenue dashboard and their reconciliation job.\n- Shrink the ask: a schema agreement and emitting three event types, not a full event platform.\n- Offer to carry the load: your engineer writes the producer code under their review; you own the consumer side and the backfill.\n- Propose a next step with low commitment, such as a 45-minute design session next week, or a slot in next quarter's planning.\n\nAvoid name-dropping the CFO as leverage; it converts a partnership into a mandate.",
        nonTechnicalContent:
          "In this practice scene the other team is overloaded and has been let down before. Your aim isn't to get a yes today; it's to leave with shared understanding and a clear next step.\n\nA good sequence:\n- Start by acknowledging their pressures specifically: \"Your compliance work this quarter can't move; I'm not asking you to trade that off.\"\n- Ask about their problems before pitching yours: what is the reconciliation problem costing them?\n- Show the overlap: the same information could feed both your report and their reconciliation work.\n- Shrink the request to the smallest useful piece.\n- Offer to do the heavy lifting: your engineer writes the code with their review, and your team handles the rest.\n- Suggest a small next step, like a 45-minute planning session next week, or a slot in next quarter's plan.\n\nDon't use the finance director's name as leverage; it turns a partnership into an order.",
        gamification: {
          type: "skill_point",
          skill: "Influence Without Authority",
          points: 50,
          message: "Influence Without Authority: finding the overlap under pressure.",
          nonTechnicalMessage:
            "Influence Without Authority: you practised finding common ground with a team under pressure.",
        },
        simulation: {
          scenario:
            "You lead the data platform team. The CFO wants a daily revenue dashboard, which needs the Payments team to emit structured payment events. Payments is mid-way through a PCI compliance project and has a manual month-end reconciliation process they dislike. You have a 30-minute meeting with their engineering manager and product manager.",
          participants: [
            {
              name: "Aisha (Payments Engineering Manager)",
              statement:
                "Every team wants something from us. We're on the hook for PCI compliance this quarter, and I literally can't take anything else on.",
              emotions: ["overwhelmed", "guarded"],
              nonTechnicalStatement:
                "Every team wants something from us. We're on the hook for the card-security compliance work this quarter, and I literally can't take anything else on.",
            },
            {
              name: "Ben (Payments Product Manager)",
              statement:
                "If it helps with our month-end reconciliation, maybe. But I've heard \"it's just a small change\" before, and it never is.",
              emotions: ["skeptical", "curious"],
              nonTechnicalStatement:
                "If it helps with our month-end reconciliation, maybe. But I've heard \"it's just a small change\" before, and it never is.",
            },
          ],
          challenge:
            "Lead the conversation. Acknowledge their constraints, ask about their reconciliation pain, show where your need and their goal overlap, shrink the ask to the smallest viable piece, offer concrete contribution from your team, and leave with an agreed next step and date, even if it is not a yes this quarter. Do not use the CFO as leverage.",
          rubric: [
            {
              criterion:
                "Named their constraint specifically and said you are not asking them to trade it off.",
              nonTechnicalCriterion:
                "Named their pressure specifically and said you aren't asking them to drop it.",
            },
            {
              criterion:
                "Asked about their reconciliation pain before pitching, and used the answer to show the overlap.",
              nonTechnicalCriterion:
                "Asked about their problem before pitching, and used the answer to show what you have in common.",
            },
            {
              criterion: "Shrank the ask to a small, concrete piece and offered your own team's work.",
              nonTechnicalCriterion:
                "Shrank the request to a small, concrete piece and offered your team's help.",
            },
            {
              criterion:
                "Left with a low-commitment next step and a date, without using the CFO as leverage.",
              nonTechnicalCriterion:
                "Ended with a small next step and a date, without using the finance director as pressure.",
            },
          ],
          nonTechnicalModelAnswer:
            "Aisha, your compliance work this quarter can't move, and I'm not here to ask you to trade it off. Ben, before I say anything about our side: what does month-end reconciliation cost you today? [Ben: three people, two days, every month.] That helps, because the records we need are the same ones an automatic reconciliation would use. The smallest version is three kinds of record, payment taken, refunded and failed, in a format we agree together. Our engineer would write the code with your team reviewing it, and we'd handle everything on our side, plus a first automatic reconciliation report for you. I'm not asking for a yes today. Could we hold a 45-minute planning session next Thursday, and, if it still fits after the compliance work, add it to your next quarter's plan?",
          modelAnswer:
            "Aisha, PCI this quarter is non-negotiable, and I'm not here to ask you to trade it off. Ben, before I say anything about our side: what does month-end reconciliation cost you today? [Ben: three people, two days, every month.] That helps, because the events we need are the same ones an automated reconciliation job would read. The smallest version is three event types, payment captured, refunded and failed, with a schema we agree together. Our engineer would write the producer code under your review, and we'd own the consumer side, the backfill and a first reconciliation report for you. I'm not asking for a yes today. Could we hold a 45-minute design session next Thursday, and, if it still fits after PCI, put it into your next quarter's planning?",
          nonTechnicalChallenge:
            "Lead the conversation. Acknowledge their pressures, ask about their reconciliation pain, show where your need and their goal overlap, shrink the request to the smallest useful piece, offer concrete help from your team, and leave with an agreed next step and date, even if it isn't a yes this quarter. Don't use the finance director's name as leverage.",
          nonTechnicalScenario:
            "You lead the team that runs the company's data systems. The finance director wants a daily revenue report, which needs the Payments team to send a structured record of each payment. Payments is halfway through a compliance project for card-security rules and has a manual month-end reconciliation process they dislike. You have a 30-minute meeting with their engineering manager and product manager.",
        },
      },
      {
        title: "Worked Example: The Same Ask, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'Nadia\'s team needs a bulk token-revocation endpoint from the Identity team. The same ask, twice.\n\nBadly: a ticket in Identity\'s queue, priority High, filed two days after their quarterly planning.\n"We need a bulk revoke endpoint ASAP. Our offboarding job calls /revoke once per session, which is slow and hits your rate limit. Should be a small change. Blocking our Q3 goal."\nTariq, Identity\'s engineering manager, reads a demand from a team he barely knows, sized by someone who has not seen his code, against a goal he is not measured on. It sits in triage for six weeks; Nadia escalates, and Tariq remembers.\n\nWell: a twenty-minute chat with Tariq and his PM two weeks before their planning, then a one-page note.\n- Nadia: "Before I ask for anything: what\'s eating your on-call time this quarter?"\n- Tariq: "Rate-limit pages. Offboarding scripts hammer /revoke."\n- Nadia: "Some of those are ours, and three other teams do the same: about 40 engineer-hours a month across four teams, and one security incident when a revocation was missed. The smallest fix I can see is a bulk revoke endpoint, internal callers only, behind a flag. Luis from my team could write it under your review for two weeks, and we\'d migrate all four callers. Would that fit your planning on the 3rd, or is there a shape that suits you better?"\n- Tariq: "Two weeks of Luis, and you migrate the callers? Put it in the doc and I\'ll bring it to planning."\n\nWhat changed: she learned their pain before pitching, brought evidence from beyond her own team, shrank the ask, offered effort with an end date, and arrived before their plan was set.',
        nonTechnicalContent:
          "Nadia's team needs the Identity team, who run the company's login system, to add a way to log out many people at once. The same request, twice.\n\nBadly: a ticket in Identity's queue marked \"urgent\", sent two days after they finished planning the next three months.\n\"We need a bulk log-out feature as soon as possible. When people leave the company, our clean-up process logs out each session one at a time, which is slow and hits your usage limits. Should be a small change. It's blocking our goal.\"\nTariq, Identity's manager, reads a demand from a team he barely knows, sized by someone who hasn't seen his team's work, for a goal he isn't judged on. It sits in their queue for six weeks; Nadia goes over his head, and Tariq remembers.\n\nWell: a twenty-minute chat with Tariq and his product manager two weeks before their planning, then a one-page note.\n- Nadia: \"Before I ask for anything: what's taking up your team's emergency time this quarter?\"\n- Tariq: \"Usage-limit alarms. Clean-up scripts flood the log-out service.\"\n- Nadia: \"Some of those are ours, and three other teams do the same: about 40 hours a month across four teams, and one security problem when a log-out was missed. The smallest fix I can see is a bulk log-out for internal use only, easy to switch off. Luis from my team could build it with your team checking his work for two weeks, and we'd move all four teams over to it. Would that fit your planning on the 3rd, or is there a version that suits you better?\"\n- Tariq: \"Two weeks of Luis, and you move the other teams over? Put it in the note and I'll bring it to planning.\"\n\nWhat changed: she learned their problem before pitching, brought evidence from beyond her own team, shrank the request, offered help with an end date, and arrived before their plan was fixed.",
      },
      {
        title: "When Influence Stalls: Escalate Cleanly",
        type: "content",
        icon: "shield",
        content:
          'Sometimes two teams have legitimately conflicting priorities and no amount of influence will resolve it. That is what a shared manager is for. Escalation is not failure; escalating badly is.\n\nA clean escalation:\n- Tell the other team first: "I think we\'ve hit a real priority conflict. Would you be open to taking it to Maria together?"\n- Write a short joint doc: the decision needed, each team\'s position stated fairly (ideally each side writes its own section), the cost of each option and the deadline.\n- Bring it together, not separately. Private escalations read as going behind someone\'s back, and they usually find out.\n- Ask for a decision, not a judgement of who was right.\n- Afterwards, disagree and commit. If the answer is "not this quarter", plan around it and say so publicly.\n\nAlso treat a "no" as data. It may mean your ask was too big, the timing was wrong or the evidence was thin. Ask what would change their answer, and come back next planning cycle with that.',
        nonTechnicalContent:
          'Sometimes two teams genuinely have competing priorities and no amount of persuasion will settle it. That\'s what a shared boss is for. Escalating isn\'t failure; escalating badly is.\n\nA clean escalation:\n- Tell the other team first: "I think we\'ve hit a real conflict. Shall we take it to Maria together?"\n- Write a short shared note: the decision needed, each team\'s view explained fairly (ideally each side writes its own part), the cost of each option and the deadline.\n- Present it together, not separately. Going privately looks like going behind their back, and they usually find out.\n- Ask for a decision, not a ruling on who was right.\n- Afterwards, accept the outcome and commit to it. If the answer is "not this quarter", plan around it and say so openly.\n\nTreat a "no" as useful information. Maybe the request was too big, the timing was wrong or the evidence was weak. Ask what would change their answer, and come back at the next planning round with that.',
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Pattern master: learning the joint-escalation pattern.",
          nonTechnicalMessage: "Pattern master: you learned how to escalate together with the other team.",
        },
      },
      {
        title: "Quick Check: The Clean Escalation",
        type: "quiz",
        icon: "flag",
        content:
          "Escalations reveal character. The people who escalate well are trusted with more influence over time, because leaders know they will get a fair picture and a decision-ready question. The people who escalate badly gain a reputation for politics, and peer teams start protecting themselves from them.\n\nSigns of a bad escalation:\n- It is private, so the other team hears about it second-hand.\n- It frames the other team as the problem rather than the priorities as the conflict.\n- It happens in a public forum designed to apply pressure.\n- It tries to route around the other team's leadership, for example by asking their engineers to do the work on the side.\n\nSigns of a good one: it is joint, neutral, written down, time-bound and followed by commitment to whatever is decided. Use those criteria to judge the options below.",
        nonTechnicalContent:
          "How someone escalates says a lot about them. People who escalate well are trusted with more influence over time, because leaders know they'll get a fair picture and a clear question. People who escalate badly get a reputation for playing politics, and other teams start protecting themselves.\n\nSigns of a bad escalation:\n- It's done privately, so the other team hears about it second-hand.\n- It blames the other team instead of describing a clash of priorities.\n- It happens in a big public meeting to put pressure on people.\n- It goes around the other team's leaders, for example by asking their staff to do the work on the side.\n\nSigns of a good one: it's done together, fairly, in writing, with a deadline, and followed by commitment to whatever is decided. Use these to judge the options below.",
        gamification: {
          type: "efficiency_bonus",
          points: 30,
          message: "Efficiency bonus: you can tell a clean escalation from a political one.",
          nonTechnicalMessage: "Efficiency bonus: you can tell a fair escalation from a political one.",
        },
        quiz: {
          question:
            "Payments has said they cannot emit the events this quarter, and your revenue dashboard has a hard deadline from the CFO. Which escalation is cleanest?",
          nonTechnicalQuestion:
            "The other team says they can't help this quarter, and your project has a firm deadline from a senior leader. What's the best way to escalate?",
          options: [
            "Write a short joint doc with Aisha on both priorities, take it together to your shared director, and commit to the outcome.",
            "Message your VP privately that Payments is blocking a CFO priority, and ask them to intervene directly with Payments leadership this week.",
            "Raise it as a blocker at the company all-hands, so that senior leadership sees the conflict and can resolve it in the open.",
            "Ask two Payments engineers you know well to build the three events in their spare time, and credit them publicly afterwards.",
          ],
          nonTechnicalOptions: [
            "Write a short shared note with their manager on both priorities, take it together to your shared boss, and accept the outcome.",
            "Privately tell your senior leader that the other team is blocking an important project, and ask them to step in this week.",
            "Bring it up as a blocker at a company-wide meeting, so senior leaders see the conflict and can settle it in the open.",
            "Ask two people you know on the other team to build it in their spare time, and thank them publicly afterwards.",
          ],
          correct: 0,
          explanation:
            "A joint, written, neutral escalation to the shared decision-maker frames the issue as a priority conflict, not a blame game, and preserves the relationship whatever the outcome. A private message to your VP goes behind Aisha's back. The all-hands applies public pressure. Recruiting her engineers on the side undermines her authority over her own team's capacity.",
          nonTechnicalExplanation:
            "Writing it up together and asking your shared boss to decide treats it as a clash of priorities, not a fight, and keeps the relationship intact. The other options go behind the manager's back, pressure people in public, or quietly take her team's time without asking her.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "Right: writing it up together and asking your shared boss to decide treats it as a clash of priorities, not a fight, and keeps the relationship intact.",
            "Telling your senior leader is right once you've agreed with the other manager to raise it. Done privately first, it goes behind her back.",
            "A big meeting suits problems nobody in particular owns. Here it puts public pressure on one team over an ordinary clash of priorities.",
            "People helping other teams is healthy for small jobs their manager knows about. Here it quietly uses up her team's time without asking her.",
          ],
          optionExplanations: [
            "Right: a joint, written, neutral escalation to the shared decision-maker treats it as a priority conflict, not a blame game, and keeps the relationship intact.",
            "Telling your VP is right once the conflict is agreed and the joint doc exists. Done privately first, it goes behind Aisha's back, and she will find out.",
            "A public forum suits systemic blockers that no single leader owns. Here it puts public pressure on one team over a normal priority conflict.",
            "Engineers helping across teams is healthy for small fixes their manager knows about. Here it quietly spends Aisha's capacity without asking her.",
          ],
        },
      },
      {
        title: "A Failure Story: The Ask That Cost Too Much",
        type: "content",
        icon: "book",
        content:
          "Influence can succeed in a way you regret. A data team needed an events feed from Checkout and, keen to get a yes, offered to build the producer code, run the pipeline and be on call for it. Checkout agreed happily. A year later, the data team was paged for Checkout's deploys, could not change the schema without Checkout's review, and owned an integration neither team understood fully. The ask was small; the offer was not.\n\nWhat they would do differently:\n- Offer contribution with an end date: \"We'll write the first version and pair with you for a month; then you own the producer.\"\n- Keep ownership where the knowledge lives. The team that changes the source system must own the thing that breaks when it changes.\n- Write the agreement down in a short interface note: what each side provides, who is paged for what, how schema changes are proposed.",
        nonTechnicalContent:
          "Persuasion can succeed in a way you regret. A data team needed information from the checkout team and, keen to get a yes, offered to write the code, run the process and be on call for it. The checkout team happily agreed. A year later, the data team was being woken up by checkout's releases, couldn't change anything without checkout's approval, and owned something neither team fully understood. The request was small; the offer wasn't.\n\nWhat they'd do differently:\n- Offer help with an end date: \"We'll build the first version and work alongside you for a month; then it's yours.\"\n- Keep ownership where the knowledge is. The team that changes the system must own the part that breaks when it changes.\n- Write the agreement down: what each side provides, who gets called for what, and how changes are proposed.",
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          'The moves in this lesson assume a peer team with legitimate priorities of its own and time to plan. Bend them when:\n- The need is small and their backlog is long. Not every dependency deserves an influence campaign. A contained workaround inside your own boundary, through their public API, can be kinder for everyone, as long as you own it and tell them.\n- It is a security or compliance risk. If the missing change leaves customer data exposed, a quarter-long influence plan is the wrong tempo. Raise it as a risk with the owning team and, the same day, with whoever owns security. That is not politics; it is the job.\n- They run a fair intake process. If a platform team publishes a request form and prioritises quarterly against stated criteria, use it. Pre-wiring around a fair process reads as lobbying, and it teaches everyone to lobby.\n- Reciprocity turns into a ledger. Helping before you ask builds trust; keeping score ("we reviewed three of your RFCs, you owe us") destroys it.\n- The ask keeps growing. If every conversation adds scope, stop and re-shrink it, or you will end up owning the year-long integration from the failure story.',
        nonTechnicalContent:
          "The moves in this lesson assume a partner team with its own fair priorities and time to plan. Bend them when:\n- Your need is small and their queue is long. Not every need deserves a persuasion campaign. A contained workaround inside your own area, using what they already offer publicly, can be kinder for everyone, as long as you look after it and tell them.\n- It's a security or legal risk. If the missing change leaves customer information exposed, a months-long persuasion plan is far too slow. Raise it as a risk with the owning team and, the same day, with whoever is responsible for security. That isn't politics; it's the job.\n- They have a fair process for requests. If a team publishes a request form and decides every quarter against stated rules, use it. Lobbying people privately around a fair process looks like pulling strings, and it teaches everyone to do the same.\n- Give and take turns into keeping score. Helping before you ask builds trust; keeping count (\"we reviewed three of your proposals, you owe us\") destroys it.\n- The request keeps growing. If every conversation adds more, stop and shrink it again, or you'll end up owning the year-long mess from the failure story.",
      },
      {
        title: "Exercise: Build Your Influence Map",
        type: "exercise",
        icon: "puzzle",
        content:
          "Pick one real cross-team dependency you are waiting on, or will need next quarter, and build an influence map this week.\n\n- List the people involved: decision-makers, influencers such as a staff engineer whose opinion carries weight, and the engineers who would do the work.\n- For each, note what they are measured on, their current top priority, what they would gain from your ask and the current strength of your relationship (strong, neutral, none).\n- Identify the overlap between your need and their goals. If there is none, write down what you can offer instead.\n- Find their next planning date.\n- Draft the one-page ask: evidence, smallest viable version, what's in it for them, what you will contribute, timing.\n- Book two 30-minute conversations this week, one with a decision-maker and one with an influencer, framed as learning about their roadmap, not pitching.\n- Do one thing that helps their team with no strings attached, such as reviewing a design doc or fixing a small bug.\n\nRevisit the map after each conversation and update it with what you learned.",
        nonTechnicalContent:
          "Choose one real situation where you need something from another team, now or next quarter, and build an influence map this week.\n\n- List the people involved: who decides, who is listened to, and who would actually do the work.\n- For each person, note what they're judged on, their top priority right now, what they'd gain from your request and how strong your relationship is (strong, neutral, none).\n- Find the overlap between what you need and what they want. If there isn't any, write down what you could offer instead.\n- Find out when they next plan their work.\n- Draft your one-page request: evidence, smallest useful version, what's in it for them, what you'll contribute, timing.\n- Book two 30-minute conversations this week, one with a decision-maker and one with someone they listen to. Frame them as learning about their plans, not pitching.\n- Do one helpful thing for their team with no strings attached, like reviewing their proposal.\n\nUpdate the map after each conversation with what you learned.",
        gamification: {
          type: "achievement",
          title: "Bridge Builder",
          description:
            "Mapped a partner team's incentives and shaped a cross-team ask they could say yes to.",
          badge: "Bridge Builder",
          points: 100,
          message: "Achievement unlocked: Bridge Builder.",
          nonTechnicalMessage: "Achievement unlocked: Bridge Builder.",
        },
      },
    ],
  },
];
