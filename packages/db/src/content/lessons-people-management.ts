import type { LessonContent } from "./lesson-schema";

/** Hiring, underperformance, career conversations and psychological safety (lessons 15-18). */
export const peopleManagementLessons: LessonContent[] = [
  // ---------------------------------------------------------------------------------------------
  // Lesson 15: Hiring: Interview Loops That Predict the Job (decision-making)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-15",
    title: "Hiring: Interview Loops That Predict the Job",
    description:
      "Design an interview loop whose signal predicts how someone will do the job, not how well they interview. You will practise structured questions, work samples, calibrated rubrics and a debrief where written feedback comes first, and weigh a bad hire against a slow one.",
    difficulty: "intermediate",
    skillKey: "decision-making",
    objectives: [
      "Map every interview in a loop to one job competency, tested with structured questions or a work sample",
      "Score against a calibrated rubric and collect independent written feedback before the debrief",
      "Reach a hire or no-hire decision that weighs a bad hire against a slow one, without a 'culture fit' veto",
    ],
    points: 250,
    badge: "Loop Designer",
    steps: [
      {
        title: "Design the Loop Backwards From the Job",
        type: "content",
        icon: "target",
        content:
          'Most interview loops are inherited: a puzzle round, a design round, a \'team chat\', then a debrief where whoever speaks first sets the tone. That predicts how well someone interviews. Design backwards from the job instead.\n\nWrite down four or five things the person must do well in their first year: "debug an incident in a service they didn\'t write", "turn a vague product ask into a plan", "review a junior\'s pull request accurately and kindly". Each becomes one competency, owned by one interview.\n\nThen make each interview predictive:\n- Structured questions: every candidate gets the same core prompts and follow-ups, so score differences reflect the candidate, not the interviewer\'s mood. Meta-analyses of selection research (Schmidt and Hunter, 1998; Sackett and colleagues, 2022) rate structured interviews well above unstructured ones.\n- Work samples: extend a small service with a failing test, review a seeded pull request, find the bug in a log excerpt. They beat puzzles nobody solves at work.\n- Behavioural probes: "Tell me about the last design decision you disagreed with. What did you do? What happened next?"',
        nonTechnicalContent:
          'Most interview processes are copied from the last one: a puzzle, a technical discussion, a \'team chat\', then a meeting where whoever speaks first sets the tone. That tells you who is good at interviews. Build backwards from the job instead.\n\nWrite down four or five things the person must do well in their first year: "fix a serious problem in a system someone else built", "turn a vague request into a plan", "check a newer colleague\'s work accurately and kindly". Each becomes one skill, tested by one interview.\n\nThen make each interview a fair test:\n- Same questions for everyone: each candidate gets the same core questions and follow-ups, so differences in scores come from the candidate, not the interviewer\'s mood. Decades of hiring research find structured interviews predict job performance far better than a free-flowing chat.\n- Real tasks: a small piece of the actual work, such as fixing a problem or reviewing a colleague\'s draft, beats a brain-teaser nobody does at work.\n- Questions about real past behaviour: "Tell me about the last decision you disagreed with. What did you do? What happened next?"',
        gamification: {
          type: "progress_unlock",
          message: "Lesson unlocked: your loop now starts from the job, not from habit.",
          nonTechnicalMessage: "Lesson unlocked: your interviews now start from the job, not from habit.",
        },
      },
      {
        title: "Rubrics, Written Feedback, Then the Debrief",
        type: "content",
        icon: "chart",
        content:
          "A rubric turns \"I liked her\" into evidence. For each competency, describe what a 1, 2, 3 and 4 look like in observable terms. For the debugging round, a 4 \"forms a hypothesis from the logs before reading code, and says what would disprove it\"; a 2 \"reads code top to bottom hoping to spot the bug\". Calibrate: new interviewers shadow two loops and reverse-shadow one; each quarter, everyone scores the same anonymised work sample and compares.\n\nThen protect the decision from anchoring:\n- Every interviewer submits written feedback, score plus evidence, before seeing anyone else's.\n- In the debrief, read the scores first, then let the most junior interviewer speak first, so the staff engineer's view doesn't become everyone's.\n- Resolve disagreements competency by competency, quoting what the candidate said or did.\n- 'Culture fit' is not a competency. If a behaviour matters, such as writing decisions down or asking for help early, name it, put it in the rubric and test it. An unnamed 'fit' veto mostly selects people like the current team.",
        nonTechnicalContent:
          "A scoring guide turns \"I liked her\" into evidence. For each skill, describe what a 1, 2, 3 and 4 look like in things you can observe. For the problem-solving interview, a 4 \"forms a theory from the clues before diving in, and says what would prove it wrong\"; a 2 \"reads everything from the top hoping to spot the problem\". Keep everyone scoring alike: new interviewers watch two interviews and are watched doing one; every few months, everyone scores the same past answer and compares.\n\nThen protect the decision from the first loud opinion:\n- Every interviewer writes down their score and what they saw before reading anyone else's.\n- In the discussion, read out the scores first, then let the newest interviewer speak first, so the most senior person's view doesn't become everyone's.\n- Settle disagreements skill by skill, quoting what the candidate said or did.\n- 'Culture fit' is not a skill. If a behaviour matters, such as writing decisions down or asking for help early, name it, add it to the guide and test it. A vague 'not a fit' mostly picks people similar to the current team.",
        gamification: {
          type: "skill_point",
          skill: "Decision-Making Under Ambiguity",
          points: 30,
          message: "Decision-Making Under Ambiguity: your hiring signal is now evidence, not a vibe.",
          nonTechnicalMessage: "Decision-Making Under Ambiguity: your hiring decisions now rest on evidence.",
        },
      },
      {
        title: "Worked Example: Two Debriefs for the Same Candidate",
        type: "content",
        icon: "message",
        content:
          'Sam has interviewed for a senior backend role. The same four people, the same notes.\n\nDone badly (verbal, loudest first):\nStaff engineer: "I\'ll go first. Honestly, not a fit. Sam was quiet in design and never pushed back on me."\nEngineer 2: "Yeah, I had some concerns too." (Their unsubmitted note scores Sam a 4 on debugging.)\nManager: "Sounds like a no. Let\'s keep looking."\n\nDone well (written first, evidence-led):\nManager: "Scores are in: debugging 4, code review 3, design 2, collaboration 3. Priya, you\'re newest, start with debugging."\nPriya: "Sam found the race condition from the logs in twelve minutes and said what would prove the theory wrong."\nStaff engineer: "My 2 for design: Sam chose a queue but couldn\'t say how it behaves under back-pressure. I\'ll also own that I read \'quiet\' as weak, and that isn\'t in the rubric."\nManager: "So the open question is design depth at senior level. Is it trainable in six months with a staff mentor, or is it the bar? Let\'s decide against the level guide."\n\nThe second debrief may still end in \'no hire\', but for a reason it can name, learn from and explain to Sam.',
        nonTechnicalContent:
          'Sam has interviewed for a senior role. The same four interviewers, the same notes.\n\nDone badly (spoken, loudest first):\nMost senior interviewer: "I\'ll go first. Honestly, not a fit. Sam was quiet and never pushed back on me."\nSecond interviewer: "Yeah, I had some concerns too." (Their unsent notes give Sam a 4 for problem-solving.)\nManager: "Sounds like a no. Let\'s keep looking."\n\nDone well (written first, based on evidence):\nManager: "Scores are in: problem-solving 4, reviewing work 3, planning a system 2, teamwork 3. Priya, you\'re newest, start us off."\nPriya: "Sam found the cause of the problem from the clues in twelve minutes and said what would prove the theory wrong."\nMost senior interviewer: "My 2 for planning: Sam picked an approach but couldn\'t explain what happens when it\'s overloaded. I\'ll also admit I read \'quiet\' as weak, and that isn\'t in our guide."\nManager: "So the open question is planning depth for a senior role. Can Sam learn it in six months with a mentor, or is it the bar? Let\'s decide against the role\'s written expectations."\n\nThe second discussion may still end in \'no\', but for a reason the team can name, learn from and explain to Sam.',
        gamification: {
          type: "skill_point",
          skill: "Decision-Making Under Ambiguity",
          points: 20,
          message: "Decision-Making Under Ambiguity: you can tell a vibe from a finding.",
          nonTechnicalMessage: "Decision-Making Under Ambiguity: you can tell a gut feeling from a finding.",
        },
      },
      {
        title: "Quick Check: The Split Debrief",
        type: "quiz",
        icon: "quiz",
        content:
          "Apply the debrief rules to a loop with mixed signal. Remember what each tool is for: the rubric defines good, written feedback protects each interviewer's signal, and the debrief resolves disagreement with evidence rather than counting votes.",
        nonTechnicalContent:
          "Apply the rules to a case where interviewers disagree. Remember what each tool is for: the scoring guide says what good looks like, written notes protect each interviewer's view, and the discussion settles disagreement with evidence instead of counting votes.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for keeping the debrief on the rubric.",
          nonTechnicalMessage: "Efficiency bonus: you kept the discussion on the agreed criteria.",
        },
        quiz: {
          question:
            "A senior SRE loop scores 4, 4, 2 and 3. The 2 comes from your most senior engineer, whose note says 'not a culture fit, too quiet'. What is your best next move as hiring manager?",
          nonTechnicalQuestion:
            "Four interviewers scored a candidate for a senior role 4, 4, 2 and 3 out of 4. The 2 comes from your most senior colleague, whose note says 'not a culture fit, too quiet'. What should you do next as the hiring manager?",
          options: [
            "Add a fifth interview focused on communication, so the panel has more data before anyone decides.",
            "Accept the senior engineer's no; a firm no from the most experienced interviewer outweighs mixed scores.",
            "Ask which rubric competency the 2 maps to and what evidence supports it, then decide on the scores.",
            "Average the four scores to 3.25, compare that with your hiring bar of 3, and make the offer today.",
          ],
          nonTechnicalOptions: [
            "Add a fifth interview about communication, so the group has more to go on before deciding.",
            "Accept the senior colleague's no; a firm no from the most experienced interviewer outweighs mixed scores.",
            "Ask which agreed criterion the 2 relates to and what they actually saw, then decide on the scores.",
            "Average the four scores to 3.25, compare it with your bar of 3, and make the offer today.",
          ],
          correct: 2,
          explanation:
            "A 'fit' score that maps to no rubric competency is an impression, not evidence. Asking for the competency and the evidence either turns it into real signal ('couldn't explain the failover plan') or shows it should carry no weight. Then you decide on the scores the loop was designed to produce.",
          nonTechnicalExplanation:
            "A 'not a fit' score that doesn't connect to any agreed criterion is a feeling, not evidence. Asking what it relates to and what they saw either turns it into something real ('couldn't explain the backup plan') or shows it shouldn't count. Then you decide on the scores the process was built to produce.",
          optionExplanations: [
            "Another interview is right when a competency was never tested. Here the gap is an off-rubric score, and an extra round only delays the candidate, who may accept elsewhere.",
            "Deferring to a firm no is right when it rests on evidence, such as a dishonest answer. A veto based on unnamed 'fit' selects for people like the current team.",
            "Right. Tying the score to a competency and its evidence keeps the decision on the rubric and either makes the concern real or removes it.",
            "Averaging works when every score is calibrated against the same rubric. Averaging in an off-rubric score hides the question instead of answering it.",
          ],
          nonTechnicalOptionExplanations: [
            "Another interview makes sense when a skill was never tested. Here the problem is a score that isn't tied to anything, and an extra round only delays a candidate who may go elsewhere.",
            "Following a firm no is right when it rests on evidence, such as a dishonest answer. A no based on a vague 'fit' tends to pick people similar to the current team.",
            "Right. Tying the score to an agreed criterion and what was seen keeps the decision fair, and either makes the worry real or removes it.",
            "Averaging works when everyone scored against the same guide. Averaging in a score that isn't tied to the guide hides the question instead of answering it.",
          ],
          points: 25,
        },
      },
      {
        title: "Simulation: The Debrief Under Pressure",
        type: "simulation",
        icon: "users",
        content:
          "Your goal is a sound decision, not a fast or a slow one.\n\n- Put scores and evidence on the table before opinions.\n- Name both costs: a bad senior hire costs months of management time and team trust; staying short costs on-call health and a candidate who may accept elsewhere.\n- Decide, say what would have changed your mind, and be honest with the person carrying the load.",
        nonTechnicalContent:
          "Your goal is a sound decision, not a fast or a slow one.\n\n- Put the scores and what people saw on the table before opinions.\n- Name both costs: a wrong senior hire costs months of your time and the team's trust; staying short keeps wearing people out and may lose a good candidate.\n- Decide, say what would have changed your mind, and be honest with the person carrying the extra work.",
        gamification: {
          type: "skill_point",
          skill: "Decision-Making Under Ambiguity",
          points: 50,
          message: "Decision-Making Under Ambiguity: deciding a split debrief under pressure.",
          nonTechnicalMessage: "Decision-Making Under Ambiguity: you made a hard hiring call under pressure.",
        },
        simulation: {
          scenario:
            "You are the engineering manager hiring a senior backend engineer for a payments team that has been two people short for four months. Jordan's loop scored debugging 4, work sample 3, system design 2, collaboration 3. Jordan has another offer expiring Friday, and your director has asked you to 'close this one'.",
          nonTechnicalScenario:
            "You manage a team that handles customer payments and has been two people short for four months. You are hiring a senior engineer. Jordan's interview scores were: problem-solving 4, practical task 3, planning a system 2, teamwork 3. Jordan has another offer that expires Friday, and your boss has asked you to 'close this one'.",
          participants: [
            {
              name: "Mateo (Staff Engineer)",
              statement:
                "Jordan's design had no plan for idempotent retries. On a payments team that's not a detail. I'd rather stay short another month than spend a year cleaning up after a senior hire who isn't one.",
              nonTechnicalStatement:
                "Jordan's plan didn't deal with payments being retried twice. On a payments team that's not a detail. I'd rather stay short another month than spend a year cleaning up after a senior hire who isn't one.",
              emotions: ["concerned", "firm"],
            },
            {
              name: "Aisha (Engineering Director)",
              statement:
                "We've been short since spring and on-call is burning people out. Three of four rounds were positive. I need a reason stronger than a hunch to say no.",
              nonTechnicalStatement:
                "We've been short since spring and the night shifts are wearing people out. Three of four interviews were positive. I need a reason stronger than a hunch to say no.",
              emotions: ["impatient", "pressured"],
            },
            {
              name: "Ken (Engineer, on call this week)",
              statement: "I just want to know if help is coming. I've been paged four nights this week.",
              nonTechnicalStatement:
                "I just want to know if help is coming. I've been woken up by alerts four nights this week.",
              emotions: ["exhausted", "hopeful"],
            },
          ],
          challenge:
            "Ground the debrief in rubric evidence, acknowledge both the cost of a bad hire and the cost of staying short, make a decision (hire, no hire, or hire at another level) with your reasoning, and tell Ken something honest about what happens next.",
          nonTechnicalChallenge:
            "Base the discussion on what the interviews showed, recognise both the cost of a wrong hire and the cost of staying short, make a decision (hire, don't hire, or hire at a different level) with your reasons, and tell Ken honestly what happens next.",
          modelAnswer:
            "Debugging and the work sample are solid. Mateo's 2 is specific: no plan for idempotent retries, which is core to payments, so it's a real gap, not a hunch. Aisha, I hear the cost of staying short, and Ken is paying it every night. A wrong senior hire would cost us more: months of review load on Mateo and risk in the ledger. So my decision is no hire at senior. Jordan's strengths clear our mid-level bar, so I'll call today, offer that level with a written path to senior, and explain why. If Jordan had shown a retry plan, I'd be offering senior now. Ken, whatever Jordan decides, I'm taking two of your on-call shifts next week and asking the platform team to cover nights until we hire.",
          nonTechnicalModelAnswer:
            "Problem-solving and the practical task are solid. Mateo's 2 is specific: no plan for a payment being retried twice, which is central to our work, so it's a real gap, not a hunch. Aisha, I hear the cost of staying short, and Ken is paying it every night. A wrong senior hire would cost us more: months of extra checking for Mateo and real risk with customers' money. So I won't hire Jordan as senior. Jordan's strengths meet the level below, so I'll call today, offer that level with a written path to senior, and explain why. If Jordan had covered the retry problem, I'd be offering senior now. Ken, whatever Jordan decides, I'll take two of your night shifts next week and ask another team to help until we hire.",
          rubric: [
            {
              criterion: "Started from rubric scores and specific evidence, not impressions",
              nonTechnicalCriterion: "Started from the scores and what people actually saw, not impressions",
            },
            {
              criterion: "Named both the cost of a bad hire and the cost of staying short",
              nonTechnicalCriterion: "Named both the cost of a wrong hire and the cost of staying short",
            },
            {
              criterion: "Made a clear decision and said what evidence would have changed it",
              nonTechnicalCriterion: "Made a clear decision and said what would have changed it",
            },
            {
              criterion: "Gave the overloaded engineer an honest, concrete next step",
              nonTechnicalCriterion: "Gave the overworked colleague an honest, concrete next step",
            },
          ],
        },
      },
      {
        title: "A Loop That Failed, and When This Advice Is Wrong",
        type: "content",
        icon: "shield",
        content:
          "A platform team built a textbook loop: structured questions, a take-home, rubrics. Of four engineers hired in a year, all with strong scores, two struggled badly. The retro found the take-home had been on GitHub for eight months: it measured who had seen the answer. They moved the work sample to a paired 90-minute session with a fresh bug each quarter, and began comparing each hire's six-month review with their loop scores: the only way to know whether a loop predicts anything.\n\nWhen this advice is wrong:\n- Your first two or three hires: you cannot calibrate a rubric on two data points. A paid trial project with the founders tells you more.\n- Take-homes tax people with caregiving duties or a demanding current job. Offer a choice between a take-home and a live paired session of the same size, scored on the same rubric.\n- 'Hire slow' is wrong when the slowness is process, not judgement. A six-week loop loses candidates with options; keep the bar, shorten the calendar.\n- Structure is not a script: if an answer opens something important, follow it and note that you did.",
        nonTechnicalContent:
          "One team built a model hiring process: the same questions for everyone, a take-home task, scoring guides. Of four people hired in a year, all with strong scores, two struggled badly. Looking back, the team found the take-home task had been posted online for eight months: it measured who had seen the answer. They replaced it with a 90-minute task done together, with a fresh problem each quarter, and began comparing each hire's six-month review with their interview scores: the only way to know whether interviews predict anything.\n\nWhen this advice is wrong:\n- Your first two or three hires: you can't tune a scoring guide on two people. A paid trial project tells you more.\n- Take-home tasks are hard on people with caring duties or a demanding current job. Offer a choice between a take-home and a live session of the same size, scored the same way.\n- 'Hire slowly' is wrong when the slowness is paperwork, not judgement. A six-week process loses candidates who have options; keep the standard, shorten the calendar.\n- Structure is not a script. If an answer opens up something important, follow it, and note that you did.",
        gamification: {
          type: "pattern_master",
          points: 30,
          message: "Pattern master: checking whether your loop predicts anything.",
          nonTechnicalMessage: "Pattern master: you now check whether your interviews predict anything.",
        },
      },
      {
        title: "Quick Check: Bad Hire or Slow Hire",
        type: "quiz",
        icon: "clock",
        content:
          "Weigh the two mistakes like any decision under uncertainty: what each costs, how reversible it is, and what would change the odds. A bad hire is costly and slow to undo; a slow hire is costly too, but the cause often sits in your process rather than your bar.",
        nonTechnicalContent:
          "Weigh the two mistakes like any uncertain decision: what each costs, how easily it can be undone, and what would change the odds. A wrong hire is costly and slow to undo; a slow hire is costly too, but the cause is often your process rather than your standards.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for fixing the cause instead of the symptom.",
          nonTechnicalMessage: "Efficiency bonus: you fixed the cause, not the symptom.",
        },
        quiz: {
          question:
            "A senior role on your team has been open for five months. Your loop takes four weeks from first call to offer, and two strong candidates accepted other offers mid-process. What should you change first?",
          nonTechnicalQuestion:
            "A senior role on your team has been open for five months. Your process takes four weeks from first call to offer, and two strong candidates took other jobs halfway through. What should you change first?",
          options: [
            "Run the same loop in one or two days and commit to a decision within 24 hours.",
            "Open the role one level lower with a growth plan, so more candidates in the pipeline can pass.",
            "Ask recruiting for a sourcing push that widens the top of the funnel before touching the loop.",
            "Drop the work sample, the longest step, and rely on the structured interviews for the signal.",
          ],
          nonTechnicalOptions: [
            "Run the same interviews in one or two days and commit to deciding within 24 hours.",
            "Open the role one level lower with a growth plan, so more of the candidates can pass.",
            "Ask recruiters to find many more candidates before changing anything in the process.",
            "Drop the practical task, the longest step, and rely on the structured interviews alone.",
          ],
          correct: 0,
          explanation:
            "The evidence says you are losing strong candidates to time, not to your bar. Compressing the calendar keeps every signal the loop produces and removes the cause of the losses. Changing the level, the funnel or the signal each fixes a different problem.",
          nonTechnicalExplanation:
            "The facts say you are losing strong people to delay, not to your standards. Squeezing the calendar keeps everything the interviews tell you and removes the reason you lost them. Changing the level, the number of candidates or the tests each fixes a different problem.",
          optionExplanations: [
            "Right. The loss is in calendar time, so keep the signal and cut the waiting: schedule rounds back to back and decide within a day.",
            "Hiring a level lower is sound when few seniors are on the market or the level was set too high. Here strong seniors applied; you lost them to delay.",
            "Sourcing is the fix when too few people enter the pipeline. You had strong candidates and lost them, so more would leak out the same way.",
            "Cutting a step helps when it adds no signal. The work sample is usually your most job-like signal; shorten it if needed rather than trading it for speed.",
          ],
          nonTechnicalOptionExplanations: [
            "Right. The loss is in waiting time, so keep the interviews and cut the gaps: hold them back to back and decide within a day.",
            "Hiring a level lower makes sense when few senior people are available or the level was set too high. Here strong people applied; you lost them to delay.",
            "Finding more candidates is the fix when too few apply. You had strong candidates and lost them, so more would slip away the same way.",
            "Cutting a step helps when it tells you nothing. The practical task is usually the closest thing to the real job; shorten it rather than lose it for speed.",
          ],
          points: 25,
        },
      },
      {
        title: "Application: Audit One Loop This Week",
        type: "application",
        icon: "tool",
        content:
          "Pick one loop you run or sit on, and this week:\n- List the competencies the job needs in year one and map each interview to one of them. Mark any interview that tests nothing on the list and any competency nobody tests.\n- For one interview, write a four-level rubric with an observable behaviour at each level. Ask a peer to score an anonymised past write-up with it; a two-level gap means the rubric is still ambiguous.\n- Check your applicant tracking system: can interviewers read others' feedback before submitting their own? If so, switch that off or ask for it.\n- Compare the last three hires' loop scores with their first six months, and write one sentence on what the loop missed.\n- Before the next debrief, agree the speaking order and say out loud that a 'fit' concern must name a rubric competency.",
        nonTechnicalContent:
          "Pick one hiring process you run or take part in, and this week:\n- List the skills the job needs in the first year and match each interview to one of them. Mark any interview that tests nothing on the list and any skill nobody tests.\n- For one interview, write a four-level scoring guide with something observable at each level. Ask a colleague to score an old, anonymised interview write-up with it; if you differ by two levels, the guide is still unclear.\n- Check your hiring tool: can interviewers read others' notes before writing their own? If so, switch that off or ask for it.\n- Compare the last three hires' interview scores with their first six months, and write one sentence on what the interviews missed.\n- Before the next hiring discussion, agree who speaks in what order, and say out loud that a 'not a fit' concern must name one of the agreed skills.",
        gamification: {
          type: "achievement",
          title: "Loop Designer",
          description: "Mapped a real interview loop to the job, wrote a rubric and fixed the debrief order.",
          badge: "Loop Designer",
          points: 100,
          message: "Achievement unlocked: Loop Designer.",
          nonTechnicalMessage: "Achievement unlocked: Loop Designer.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 16: Underperformance: From First Signal to Clear Plan (feedback-delivery)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-16",
    title: "Underperformance: From First Signal to Clear Plan",
    description:
      "Handle a performance problem early, clearly and fairly. You will separate skill, will and context, deliver the first conversation with SBI, write expectations down, and run a time-boxed improvement plan honestly, including the part that is your fault.",
    difficulty: "advanced",
    skillKey: "feedback-delivery",
    objectives: [
      "Separate skill, will and context before you name a performance problem",
      "Deliver the first conversation with SBI and follow it with written, measurable expectations",
      "Run a time-boxed improvement plan honestly, with HR involved and your own share of the gap owned",
    ],
    points: 300,
    badge: "Clear Plan Keeper",
    steps: [
      {
        title: "First Signal: Skill, Will or Context?",
        type: "content",
        icon: "compass",
        content:
          "The first signal is rarely dramatic: a second sprint of missed commitments, pull requests that bounce through four review rounds, an on-call handover that drops an open incident. Diagnose before you name a problem. Max Landsberg's skill/will matrix is a good start, with a third axis engineers often miss:\n- Skill: can they do it? A backend engineer moved onto a Kubernetes migration may simply not know the platform yet. The fix is teaching, pairing and smaller scope.\n- Will: do they want to? Boredom after two years on one service, or resentment at a missed promotion, looks like slowness. The fix is a conversation about motivation and role.\n- Context: does the system let them? Three priority changes in a month, a pager that fires nightly, a crisis at home. Much of that fix is yours.\n\nJudge against the level guide, not against your best engineer, and ask whether you would call the same output a problem from someone else. One bad sprint is noise; a pattern over four to six weeks is a signal.",
        nonTechnicalContent:
          "The first sign is rarely dramatic: a second month of missed deadlines, work sent back again and again, a handover that forgets an open problem. Understand it before you call it a problem. A simple model sorts causes into skill and will, and there is a third cause people often miss:\n- Skill: can they do it? Someone moved onto unfamiliar work may simply not know it yet. The fix is teaching, working alongside someone, and smaller pieces.\n- Will: do they want to? Boredom after two years on the same work, or resentment at a missed promotion, looks like slowness. The fix is a conversation about motivation and role.\n- Context: does the situation let them? Priorities changing three times a month, being called out of hours every night, a crisis at home. Much of that fix is yours.\n\nJudge against the written expectations for their level, not against your best person, and ask whether you'd call the same work a problem from someone else. One bad week is noise; a pattern over four to six weeks is a signal.",
        gamification: {
          type: "progress_unlock",
          message: "Lesson unlocked: diagnose before you deliver.",
          nonTechnicalMessage: "Lesson unlocked: understand the cause before you speak.",
        },
      },
      {
        title: "Say It Early, Then Write It Down",
        type: "content",
        icon: "message",
        content:
          "The common failure is not harsh feedback but late feedback. Many engineers put on a formal plan say it was the first they had heard of a problem, after months of their manager hinting.\n- First conversation, within a week of seeing the pattern, in private: SBI plus a question. \"In the last two sprints, the ingestion tickets you committed to weren't done, and the analytics team slipped their launch. What's getting in the way?\"\n- Then write expectations down in the level guide's terms: what done looks like, by when, how you'll both know. \"Schema-registry integration merged behind a flag by the 14th, with tests, reviewed by Ana.\" Send the note the same day: \"Here's what I heard and what we agreed.\"\n- Hold a weekly check-in, and record progress in writing as carefully as gaps.\n- If two or three rounds don't move it, bring in HR and move to a formal plan, and tell the person yourself before any paperwork does.",
        nonTechnicalContent:
          "The common mistake isn't harsh feedback but late feedback. Many people put on a formal plan say it was the first they'd heard of a problem, after months of their manager hinting.\n- First conversation, within a week of seeing the pattern, in private: what happened, what they did, the effect, then a question. \"In the last two weeks, the tasks you agreed to weren't finished, and another team had to delay their launch. What's getting in the way?\"\n- Then write expectations down in the words of their role description: what done looks like, by when, and how you'll both know. \"The data connection finished, checked and reviewed by Ana by the 14th.\" Send the note the same day: \"Here's what I heard and what we agreed.\"\n- Meet weekly, and record progress in writing as carefully as problems.\n- If two or three rounds don't change things, bring in HR and move to a formal plan, and tell the person yourself before any paperwork does.",
        gamification: {
          type: "skill_point",
          skill: "Giving and Receiving Feedback",
          points: 30,
          message: "Giving and Receiving Feedback: early, specific and written down.",
          nonTechnicalMessage: "Giving and Receiving Feedback: early, specific and written down.",
        },
      },
      {
        title: "Worked Example: The First Conversation",
        type: "content",
        icon: "users",
        content:
          'Dev, a mid-level engineer, has missed two sprint commitments and had two pull requests reopened after merge.\n\nDone badly:\nManager: "How\'s everything going?"\nDev: "Fine, busy."\nManager: "Cool. Oh, small thing, maybe pick up the pace a bit? Nothing major. Anyway, about the offsite..."\nThree months later the manager opens a formal plan. Dev: "Why is this the first I\'m hearing of it?"\n\nDone well:\nManager: "I want to talk about something specific. In the last two sprints, the three ingestion tickets you committed to weren\'t done, and two PRs were reopened for missing tests. The analytics team moved their launch. What\'s going on from your side?"\nDev: "Honestly, I don\'t understand the streaming code, and I didn\'t want to keep asking Ana."\nManager: "Thanks for telling me. That\'s a skill gap we can fix, and it\'s partly on me for moving you there without a ramp-up. Let\'s have you pair with Ana twice a week for two weeks, and size the next ticket to one sprint with tests in the PR. I\'ll write this up today. Does that match what you heard?"',
        nonTechnicalContent:
          'Dev has missed two deadlines in a row, and two pieces of his finished work had to be reopened because they hadn\'t been checked.\n\nDone badly:\nManager: "How\'s everything going?"\nDev: "Fine, busy."\nManager: "Cool. Oh, small thing, maybe pick up the pace a bit? Nothing major. Anyway, about the team day..."\nThree months later the manager starts a formal plan. Dev: "Why is this the first I\'m hearing of it?"\n\nDone well:\nManager: "I want to talk about something specific. In the last two weeks, the three tasks you agreed to weren\'t done, and two pieces of work were reopened because checks were missing. Another team moved their launch. What\'s going on from your side?"\nDev: "Honestly, I don\'t understand that part of the system, and I didn\'t want to keep asking Ana."\nManager: "Thanks for telling me. That\'s a skill gap we can fix, and it\'s partly on me for moving you there without any introduction. Let\'s have you work alongside Ana twice a week for two weeks, and keep the next task small enough to finish in two weeks, with checks included. I\'ll write this up today. Does that match what you heard?"',
        gamification: {
          type: "skill_point",
          skill: "Giving and Receiving Feedback",
          points: 20,
          message: "Giving and Receiving Feedback: from hint to clear, kind specifics.",
          nonTechnicalMessage: "Giving and Receiving Feedback: from a vague hint to clear, kind specifics.",
        },
      },
      {
        title: "Quick Check: The Strong Engineer Who Slipped",
        type: "quiz",
        icon: "quiz",
        content:
          "A sudden drop from a previously strong performer is more often context or will than skill. Your first move should find out which, before you choose a fix.",
        nonTechnicalContent:
          "When someone who was doing well suddenly slips, the cause is more often their situation or motivation than a lack of skill. Your first move should find out which, before you choose a fix.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for diagnosing before prescribing.",
          nonTechnicalMessage: "Efficiency bonus: you looked for the cause before choosing a fix.",
        },
        quiz: {
          question:
            "Priya, a senior engineer with three years of strong reviews, has missed her last three commitments and gone quiet in design reviews over six weeks. What is your best first move?",
          nonTechnicalQuestion:
            "Priya, an experienced colleague with three years of strong reviews, has missed her last three deadlines and gone quiet in team meetings over six weeks. What is your best first move?",
          options: [
            "Bring in your HR partner now, so that the documentation is right from the very start.",
            "Share two specific examples using SBI, then ask what has changed for her lately.",
            "Start a 30-day improvement plan with written goals, as the pattern has lasted six weeks.",
            "Quietly move her critical project to a peer so the roadmap is safe while she recovers.",
          ],
          nonTechnicalOptions: [
            "Bring in HR now, so that the written record is right from the very start.",
            "Describe two specific examples of what you saw, then ask what has changed for her.",
            "Start a 30-day improvement plan with written goals, as this has lasted six weeks.",
            "Quietly give her most important project to a colleague so the plan stays on track.",
          ],
          correct: 1,
          explanation:
            "A sudden drop from a strong performer points to context or will, so the first job is diagnosis. SBI with concrete examples makes the concern clear; the open question finds the cause, which might be burnout, a family crisis or a conflict you haven't seen.",
          nonTechnicalExplanation:
            "A sudden drop from someone who was doing well usually has a cause in their situation or motivation, so first find out what it is. Specific examples make your concern clear; the open question finds the cause, which might be exhaustion, a family crisis or a conflict you haven't seen.",
          optionExplanations: [
            "HR belongs early once a formal process is likely, or if she mentions health or a personal crisis. Before you have even asked her, it turns a conversation into a case.",
            "Right. Specific examples make the gap clear, and the question finds out whether it's skill, will or context before you pick a fix.",
            "A formal plan fits when expectations were clear and informal feedback didn't work. She hasn't heard a word yet, so the plan would be how she learns of it.",
            "Protecting a critical deadline can be right, but doing it quietly, before talking to her, signals a judgement already made.",
          ],
          nonTechnicalOptionExplanations: [
            "HR belongs early once a formal process is likely, or if she mentions health or a personal crisis. Before you've even asked her, it turns a conversation into a case.",
            "Right. Specific examples make the concern clear, and the question tells you whether it's skill, motivation or situation before you pick a fix.",
            "A formal plan fits when expectations were clear and informal feedback didn't work. She hasn't heard a word yet, so the plan would be how she finds out.",
            "Protecting an important deadline can be right, but doing it quietly, before talking to her, signals you've already judged her.",
          ],
          points: 25,
        },
      },
      {
        title: "Simulation: Moving to a Formal Plan",
        type: "simulation",
        icon: "users",
        content:
          "Informal feedback hasn't closed the gap, and you are moving to a formal plan. The hard part is being clear about the gap and honest about your own share of it in the same breath.\n- State the gap and the evidence plainly.\n- Own what was yours without withdrawing the concern.\n- Describe the plan: measurable goals, time box, support, and what happens at the end.",
        nonTechnicalContent:
          "Informal feedback hasn't closed the gap, and you are moving to a formal plan. The hard part is being clear about the problem and honest about your own share of it at the same time.\n- State the problem and the evidence plainly.\n- Admit what was your fault without dropping the concern.\n- Describe the plan: measurable goals, a fixed period, support, and what happens at the end.",
        gamification: {
          type: "skill_point",
          skill: "Giving and Receiving Feedback",
          points: 50,
          message: "Giving and Receiving Feedback: an honest formal-plan conversation.",
          nonTechnicalMessage:
            "Giving and Receiving Feedback: you held an honest, fair conversation about a formal plan.",
        },
        simulation: {
          scenario:
            "You manage Dev, a mid-level data engineer. Over six weeks of weekly check-ins, two of three agreed goals were missed: the schema-registry integration is still unmerged, and a backfill job failed twice in production without alerting. With your HR partner you have agreed a 45-day written plan. You also know you moved Dev onto streaming work mid-quarter with no ramp-up.",
          nonTechnicalScenario:
            "You manage Dev. Over six weeks of weekly meetings, two of three agreed goals were missed: a key piece of work still isn't finished, and a data job failed twice for customers without anyone being warned. With HR you have agreed a 45-day written plan. You also know you moved Dev onto unfamiliar work halfway through the quarter without any introduction.",
          participants: [
            {
              name: "Dev (Data Engineer)",
              statement:
                "A formal plan? I was dropped into the streaming stack with zero onboarding and the requirements changed three times. This feels like you're building a case to fire me.",
              nonTechnicalStatement:
                "A formal plan? I was dropped into work I'd never done with no introduction, and what was wanted changed three times. This feels like you're building a case to fire me.",
              emotions: ["defensive", "afraid"],
            },
            {
              name: "Grace (HR Business Partner)",
              statement:
                "I'm here to make sure the plan is fair and clear. Dev, you can also raise anything with me separately.",
              nonTechnicalStatement:
                "I'm here to make sure the plan is fair and clear. Dev, you can also raise anything with me separately.",
              emotions: ["neutral", "careful"],
            },
          ],
          challenge:
            "Respond to Dev. Own what was your fault without withdrawing the concern, state the gap with evidence, describe the plan (two or three measurable goals, the 45 days, your support, weekly check-ins), and be honest about what happens if the goals are not met.",
          nonTechnicalChallenge:
            "Respond to Dev. Admit what was your fault without dropping the concern, describe the gap with evidence, explain the plan (two or three measurable goals, the 45 days, your support, weekly meetings), and be honest about what happens if the goals aren't met.",
          modelAnswer:
            "You're right about part of this, and I want to own it: I moved you onto streaming mid-quarter with no ramp-up, and the requirements changed on my watch. That's on me. It's also true that two of the three goals we agreed six weeks ago weren't met, and the backfill failed twice without alerting. This plan isn't a formality. It's 45 days with three goals: the registry integration merged behind a flag, alerting on the backfill, and one design doc reviewed by Ana. You'll pair with Ana twice a week, and we'll meet every Friday with written notes. If you meet the goals, the plan closes and it's behind us. If not, we'll talk honestly about whether this role fits, and that could mean leaving. What would make this plan fairer?",
          nonTechnicalModelAnswer:
            "You're right about part of this, and I want to own it: I moved you onto this work mid-quarter with no introduction, and what we asked for changed on my watch. That's on me. It's also true that two of the three goals we agreed six weeks ago weren't met, and the data job failed twice without anyone being warned. This plan isn't a formality. It's 45 days with three goals: the connection work finished and checked, automatic warnings on the data job, and one written plan reviewed by Ana. You'll work alongside Ana twice a week, and we'll meet every Friday with written notes. If you meet the goals, the plan closes and it's behind us. If not, we'll talk honestly about whether this role fits, and that could mean leaving. What would make this plan fairer?",
          rubric: [
            {
              criterion: "Owned the manager's share of the gap without withdrawing the concern",
              nonTechnicalCriterion:
                "Admitted the manager's share of the problem without dropping the concern",
            },
            {
              criterion: "Stated the gap with specific evidence, not labels",
              nonTechnicalCriterion: "Described the problem with specific examples, not labels",
            },
            {
              criterion: "Gave measurable goals, a time box and concrete support",
              nonTechnicalCriterion: "Gave measurable goals, a fixed period and concrete help",
            },
            {
              criterion: "Was honest about the consequence if the goals are not met",
              nonTechnicalCriterion: "Was honest about what happens if the goals aren't met",
            },
          ],
        },
      },
      {
        title: "A Plan That Was Theatre, and When This Advice Is Wrong",
        type: "content",
        icon: "shield",
        content:
          "A manager spent nine months hinting that a senior engineer's reviews were too slow and his designs too shallow. Peers quietly absorbed his tickets. Two strong engineers left, one saying in her exit interview that \"nothing happens here to people who don't deliver\". The manager then opened a 30-day plan with goals like \"show more ownership\", which nobody could measure, and HR halted it for lack of any written history. Nine months of kindness had been unkind to everyone. The restart: written expectations, weekly notes, a real time box.\n\nAlso dishonest: a plan written after you've already decided to let someone go. If the decision is made, say so and agree a respectful exit with HR.\n\nWhen this advice is wrong:\n- Health, grief or a family crisis: offer leave or reduced scope first; a plan is the wrong tool.\n- Misconduct, such as harassment or a deliberate security breach, is not a performance problem; use HR's conduct process.\n- A re-org moved a frontend engineer into infrastructure: fix the fit before judging the performance.\n- Where the law defines the process, HR sets the steps, not this lesson.",
        nonTechnicalContent:
          'A manager spent nine months hinting that an experienced colleague was too slow and his plans too shallow. Others quietly took over his work. Two strong people left, one saying as she left that "nothing happens here to people who don\'t deliver". The manager then started a 30-day plan with goals like "show more ownership", which nobody could measure, and HR stopped it because nothing had been written down before. Nine months of kindness had been unkind to everyone. The restart: written expectations, weekly notes, a real deadline.\n\nAlso dishonest: a plan written after you\'ve already decided to let someone go. If the decision is made, say so and agree a respectful exit with HR.\n\nWhen this advice is wrong:\n- Illness, grief or a family crisis: offer time off or a lighter load first; a plan is the wrong tool.\n- Misconduct, such as harassment or deliberately breaking security rules, is not a performance problem; use HR\'s conduct process.\n- A re-organisation moved someone into very different work: fix the fit before judging the performance.\n- Where the law sets the process, HR decides the steps, not this lesson.',
        gamification: {
          type: "pattern_master",
          points: 30,
          message: "Pattern master: knowing when an improvement plan is the wrong tool.",
          nonTechnicalMessage: "Pattern master: you know when an improvement plan is the wrong tool.",
        },
      },
      {
        title: "Quick Check: When It Is Your Fault",
        type: "quiz",
        icon: "puzzle",
        content:
          "Before any formal plan, check your own side: were expectations written down, was feedback specific, did the person have what they needed? If not, part of the gap is yours, and the honest move changes.",
        nonTechnicalContent:
          "Before any formal plan, check your own side: were expectations written down, was feedback specific, did the person have what they needed? If not, part of the problem is yours, and the honest move changes.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for checking your own side first.",
          nonTechnicalMessage: "Efficiency bonus: you checked your own side first.",
        },
        quiz: {
          question:
            "You are about to propose a formal plan for an engineer when you realise their level expectations were never written down and your feedback so far has been verbal hints. What should you do?",
          nonTechnicalQuestion:
            "You are about to propose a formal plan for someone when you realise their expectations were never written down and your feedback so far has been spoken hints. What should you do?",
          options: [
            "Start the plan as drafted; HR confirms the 30-day template is standard at every level.",
            "Pause the issue for a quarter while you fix your own feedback habits and the level guide.",
            "Ask your own manager to deliver the feedback, as it will carry more weight from them.",
            "Name the gap plainly, write expectations down, and allow a real informal period first.",
          ],
          nonTechnicalOptions: [
            "Start the plan as drafted; HR confirms the 30-day template is standard for everyone.",
            "Pause the issue for a few months while you fix your own feedback habits first.",
            "Ask your own manager to give the feedback, as it will carry more weight from them.",
            "Say the problem plainly, write expectations down, and allow a real informal period.",
          ],
          correct: 3,
          explanation:
            "If expectations were never written and feedback was only hinted, the person hasn't had a fair chance to meet them. Naming the gap plainly ends the hinting; written expectations and a genuine informal period give them that chance, and give any later plan a fair footing.",
          nonTechnicalExplanation:
            "If expectations were never written and feedback was only hinted, the person hasn't had a fair chance to meet them. Saying it plainly ends the hinting; written expectations and a genuine informal period give them that chance, and give any later plan a fair footing.",
          optionExplanations: [
            "The template fits once expectations are clear and informal feedback has failed. Used now, it judges them against rules they never saw.",
            "Fixing your habits is right, but pausing the issue leaves the team absorbing the gap and the engineer still unaware of it.",
            "Another voice can help when your relationship has broken down. Here the missing piece is clarity, which only you as their manager can supply.",
            "Right. It ends the hinting, sets a fair standard in writing and gives them a genuine chance before anything formal.",
          ],
          nonTechnicalOptionExplanations: [
            "The template fits once expectations are clear and informal feedback hasn't worked. Used now, it judges them against rules they never saw.",
            "Fixing your habits is right, but pausing leaves the team covering the gap and the person still unaware of it.",
            "Another voice can help when your relationship has broken down. Here what's missing is clarity, which only you as their manager can give.",
            "Right. It ends the hinting, sets a fair standard in writing and gives them a genuine chance before anything formal.",
          ],
          points: 25,
        },
      },
      {
        title: "Application: Write One Expectations Note",
        type: "application",
        icon: "tool",
        content:
          "This week, pick one person whose work concerns you. If nobody does, pick your strongest engineer: they deserve written expectations too.\n- Write three expectations for the next six weeks in the level guide's words, each with a date and a way you'll both know it's met.\n- Sort your concern into skill, will or context, and write one question you'll ask to test that guess.\n- Reread your last three 1:1 notes. Could this person tell from them that you had a concern? If not, your next 1:1 opens with SBI.\n- Ask HR how your company's performance process works before you need it: length, documentation, who must be involved.\n- Write one sentence on which part of the gap might be yours.",
        nonTechnicalContent:
          "This week, pick one person whose work worries you. If nobody does, pick your strongest person: they deserve written expectations too.\n- Write three expectations for the next six weeks in the words of their role description, each with a date and a way you'll both know it's met.\n- Decide whether your worry is about skill, motivation or situation, and write one question you'll ask to test that guess.\n- Reread your notes from your last three one-to-ones. Could this person tell from them that you had a concern? If not, your next one starts with a specific example and its effect.\n- Ask HR how your company's performance process works before you need it: how long, what gets written, who must be involved.\n- Write one sentence on which part of the problem might be yours.",
        gamification: {
          type: "achievement",
          title: "Clear Plan Keeper",
          description:
            "Wrote measurable expectations for a real teammate and checked your own share of the gap.",
          badge: "Clear Plan Keeper",
          points: 100,
          message: "Achievement unlocked: Clear Plan Keeper.",
          nonTechnicalMessage: "Achievement unlocked: Clear Plan Keeper.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 17: Career Conversations Engineers Remember (active-listening)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-17",
    title: "Career Conversations Engineers Remember",
    description:
      "Hold career conversations that people remember because you listened. You will use Kim Scott's three-part career conversation, help a senior engineer think through the staff-or-manager fork, and tell mentorship from sponsorship.",
    difficulty: "beginner",
    skillKey: "active-listening",
    objectives: [
      "Run Kim Scott's three career conversations: life story, dreams and an 18-month plan",
      "Explore the staff-engineer or manager question by listening for values before discussing titles",
      "Sponsor people, not only mentor them, and end every career conversation with an action you own",
    ],
    points: 200,
    badge: "Career Ally",
    steps: [
      {
        title: "Three Conversations, Mostly Listening",
        type: "content",
        icon: "compass",
        content:
          "When Google's Project Oxygen mined performance reviews, upward surveys and award nominations to find what its best managers did, 'helps with career development' was the sixth of eight behaviours; technical expertise came last. Yet career talk is what 1:1s squeeze out first, because the incident, the sprint and the re-org always feel more urgent. Give it its own slot, once a quarter, with no status allowed.\n\nIn Radical Candor, Kim Scott describes a career conversation in three parts, one meeting each, an approach she credits to Russ Laraway:\n- Life story: \"Start wherever you like and tell me about the choices you made.\" Listen for why they changed course more than what they did; the changes reveal values such as autonomy, mastery, stability or recognition.\n- Dreams: \"What would you be doing at the peak of your career?\" Ask for several dreams, then what skills each would need.\n- The 18-month plan: what to learn in the next 18 months to move toward those dreams, from whom, and how the current role could give them practice.\n\nIn the first two your job is almost entirely listening: reflect back the thread you hear, and don't steer toward the openings you happen to have.",
        nonTechnicalContent:
          'When Google studied its own performance reviews, staff surveys and award nominations to find what its best managers did, \'helps with career development\' came sixth of eight behaviours; technical expertise came last. Yet career talk is what regular one-to-ones squeeze out first, because the latest crisis, deadline or re-organisation always feels more urgent. Give it its own slot, once a quarter, with no progress updates allowed.\n\nIn her book Radical Candor, Kim Scott describes a career conversation in three parts, one meeting each, an approach she credits to Russ Laraway:\n- Life story: "Start wherever you like and tell me about the choices you made." Listen for why they changed direction more than what they did; the changes reveal what they value, such as freedom, mastery, security or recognition.\n- Dreams: "What would you be doing at the peak of your career?" Ask for several dreams, then what skills each would need.\n- The 18-month plan: what to learn in the next 18 months to move toward those dreams, from whom, and how their current job could give them practice.\n\nIn the first two your job is almost entirely listening: repeat back the common thread you hear, and don\'t steer them toward whatever openings you happen to have.',
        gamification: {
          type: "progress_unlock",
          message: "Lesson unlocked: career conversations are a listening skill.",
          nonTechnicalMessage: "Lesson unlocked: career conversations are mostly about listening.",
        },
      },
      {
        title: "The Fork, and Who Speaks for Them",
        type: "content",
        icon: "flag",
        content:
          "For senior engineers, the dreams conversation often reaches the fork: staff engineer or manager? Treat them as two different jobs, not a promotion and a sidestep. Will Larson's Staff Engineer describes staff archetypes (tech lead, architect, solver, right hand); management is mostly people, hiring and organisation design. Charity Majors' 'engineer/manager pendulum' reminds you both that the choice can be reversed.\n\nQuestions that help: \"On your best day last quarter, were you solving the problem or watching someone else solve it?\" \"What would you miss about writing code?\" Then design a cheap experiment: lead a three-person project, run interview debriefs for a quarter, or own a cross-team RFC.\n\nPlans need sponsors as well as mentors. A mentor advises: reviews the promotion doc, shares how they did it. A sponsor spends their own reputation: names the person to lead the migration in a room they aren't in. Herminia Ibarra and colleagues found that high-potential women were mentored at least as much as men but sponsored less, and sponsorship is what moved people up. Be a sponsor, and find them more.",
        nonTechnicalContent:
          'For experienced specialists, the dreams conversation often reaches a fork: become a senior expert or become a manager? Treat them as two different jobs, not a promotion and a sidestep. Senior experts set technical direction, solve the hardest problems or act as a leader\'s right hand; managers mostly work on people, hiring and how teams are organised. Many people move back and forth between the two over a career, so the choice can be reversed.\n\nQuestions that help: "On your best day last quarter, were you solving the problem or watching someone else solve it?" "What would you miss about doing the hands-on work?" Then design a small experiment: lead a three-person project, run hiring discussions for a quarter, or lead a proposal across teams.\n\nPlans need sponsors as well as mentors. A mentor gives advice: reviews the promotion case, shares how they did it. A sponsor spends their own reputation: puts the person\'s name forward for a big project in a room they aren\'t in. Research by Herminia Ibarra and colleagues found that promising women were mentored at least as much as men but sponsored less, and sponsorship is what got people promoted. Be a sponsor, and find them more.',
        gamification: {
          type: "skill_point",
          skill: "Active Listening",
          points: 30,
          message: "Active Listening: you can explore the staff-or-manager fork without steering it.",
          nonTechnicalMessage:
            "Active Listening: you can explore the expert-or-manager choice without steering it.",
        },
      },
      {
        title: "Worked Example: Two Career 1:1s With Lin",
        type: "content",
        icon: "message",
        content:
          'Lin is a senior data scientist, two years on the team. Her manager has blocked an hour for a career conversation.\n\nDone badly:\nManager: "So, the promo cycle is in March. Your gap to staff is impact beyond the team. Could you own the feature store?"\nLin: "Sure, I guess."\nManager: "Great, I\'ll add it to your growth doc."\n(Lin wanted to teach, and never got the chance to say so.)\n\nDone well:\nManager: "Today isn\'t about the roadmap. Tell me how you got here, and why you made the changes you did."\nLin: "I left my PhD because I was lonely in the lab. My best job was at a startup, running the weekly stats clinic."\nManager: "So the moments you remember are when people around you got better at something. Is that right?"\nLin: "Yes. I hadn\'t put it that way."\nManager: "What else?" (a long pause)\nLin: "I sometimes think about managing, but I\'d hate to stop doing analysis."\nManager: "Let\'s keep that open. Next time is dreams, and I\'d like three very different ones. What\'s one thing from today you\'d want me to remember?"\n\nListen for the thread, name it back, and leave job titles for later.',
        nonTechnicalContent:
          'Lin is an experienced data analyst, two years on the team. Her manager has set aside an hour for a career conversation.\n\nDone badly:\nManager: "So, promotions are decided in March. What you\'re missing for the next level is impact beyond the team. Could you take over the shared data project?"\nLin: "Sure, I guess."\nManager: "Great, I\'ll add it to your development plan."\n(Lin wanted to teach, and never got the chance to say so.)\n\nDone well:\nManager: "Today isn\'t about our plans. Tell me how you got here, and why you made the changes you did."\nLin: "I left my doctorate because I was lonely in the lab. My best job was at a small company, running a weekly drop-in session to help people with numbers."\nManager: "So the moments you remember are when people around you got better at something. Is that right?"\nLin: "Yes. I hadn\'t put it that way."\nManager: "What else?" (a long pause)\nLin: "I sometimes think about managing, but I\'d hate to stop doing analysis."\nManager: "Let\'s keep that open. Next time is dreams, and I\'d like three very different ones. What\'s one thing from today you\'d want me to remember?"\n\nListen for the common thread, say it back, and leave job titles for later.',
        gamification: {
          type: "skill_point",
          skill: "Active Listening",
          points: 20,
          message: "Active Listening: you heard the value under the story.",
          nonTechnicalMessage: "Active Listening: you heard what matters to her under the story.",
        },
      },
      {
        title: 'Quick Check: "The Only Way to Grow"',
        type: "quiz",
        icon: "quiz",
        content:
          "Listening in a career conversation means hearing the value under the stated goal. When someone names a job title, find out what it stands for before you respond to it.",
        nonTechnicalContent:
          "Listening in a career conversation means hearing what matters under the stated goal. When someone names a job title, find out what it stands for before you respond to it.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for asking before answering.",
          nonTechnicalMessage: "Efficiency bonus: you asked before you answered.",
        },
        quiz: {
          question:
            'In a dreams conversation, a senior engineer says: "I think I have to become a manager, because that\'s the only way to grow here." What is your best response?',
          nonTechnicalQuestion:
            'In a career conversation, an experienced colleague says: "I think I have to become a manager, because that\'s the only way to grow here." What is your best response?',
          options: [
            "Ask what growth would mean to them and what they'd miss, before discussing a track.",
            "Explain the staff track and its levels, so they know management isn't the only way up.",
            "Offer them the lead role on the next project so they can try out managing for a quarter.",
            "Introduce them to a manager and a staff engineer so they can compare the two jobs.",
          ],
          nonTechnicalOptions: [
            "Ask what growing would mean to them and what they'd miss, before picking a path.",
            "Explain the senior expert path, so they know management isn't the only way up.",
            "Offer them the lead on the next project so they can try managing for a few months.",
            "Introduce them to a manager and a senior expert so they can compare the two jobs.",
          ],
          correct: 0,
          explanation:
            '"The only way to grow" states a belief and hints at a value; it is not yet a choice. Asking what growth means to them, and what they would miss, finds the value (influence, scope, teaching, recognition) before you answer. Each other move is good later, once you know what they\'re after.',
          nonTechnicalExplanation:
            "\"The only way to grow\" states a belief and hints at what they value; it isn't yet a choice. Asking what growing means to them, and what they'd miss, finds what matters (influence, bigger problems, teaching, recognition) before you answer. Each other move is good later, once you know what they want.",
          optionExplanations: [
            "Right. It reflects their words and finds the value under the job title, so whatever you offer next fits what they actually want.",
            "Explaining the staff track matters, and the belief may be wrong. But correcting it now answers the title before you understand the want.",
            "A trial lead role is a good cheap experiment for the 18-month plan. Offered now, it picks the direction for them after one sentence.",
            "Introductions to people in both jobs are useful mentoring once the question is clear. Right now they hand off the listening you haven't done.",
          ],
          nonTechnicalOptionExplanations: [
            "Right. It reflects their words and finds what matters under the job title, so whatever you offer next fits what they actually want.",
            "Explaining the expert path matters, and the belief may be wrong. But correcting it now answers the title before you understand the wish.",
            "A trial lead role is a good small experiment for the 18-month plan. Offered now, it picks the direction for them after one sentence.",
            "Introductions to people in both jobs help once the question is clear. Right now they hand off the listening you haven't done yet.",
          ],
          points: 25,
        },
      },
      {
        title: "Simulation: After the Role Went Elsewhere",
        type: "simulation",
        icon: "users",
        content:
          "Here the career conversation follows a disappointment. Your job is mostly to listen, then to be honest about what you can and can't do.\n- Reflect the feeling and the value before any plan.\n- Don't promise what you don't control.\n- End with one action you own, ideally sponsorship.",
        nonTechnicalContent:
          "Here the career conversation follows a disappointment. Your job is mostly to listen, then to be honest about what you can and can't do.\n- Repeat back the feeling and what matters to her before any plan.\n- Don't promise what you don't control.\n- End with one action you own, ideally speaking up for her where it counts.",
        gamification: {
          type: "skill_point",
          skill: "Active Listening",
          points: 50,
          message: "Active Listening: a career conversation after a disappointment.",
          nonTechnicalMessage: "Active Listening: you listened well in a hard career conversation.",
        },
        simulation: {
          scenario:
            "Nadia is a senior data engineer, four years on your team. Last month the team-lead role went to an external hire. In today's quarterly career 1:1 she is curt. Staff promotions are decided by a cross-org committee that this year wants evidence of cross-team technical leadership, and the platform group needs someone to lead its data-contracts RFC.",
          nonTechnicalScenario:
            "Nadia is an experienced data specialist, four years on your team. Last month the team-lead job went to someone from outside. In today's quarterly career conversation she is curt. Promotions to the senior expert level are decided by a committee that this year wants to see leadership across teams, and another group needs someone to lead a proposal on how teams share data.",
          participants: [
            {
              name: "Nadia (Senior Data Engineer)",
              statement:
                "Honestly, I don't know why we're doing this. I asked about the lead role twice and it went to someone from outside. Maybe growing here just means leaving.",
              nonTechnicalStatement:
                "Honestly, I don't know why we're doing this. I asked about the lead job twice and it went to someone from outside. Maybe growing here just means leaving.",
              emotions: ["hurt", "frustrated"],
            },
            {
              name: "Omar (Your Director, earlier today)",
              statement:
                "Nadia's strong. If she wants staff, the committee will want to see her lead something beyond your team. I can't promise her a slot.",
              nonTechnicalStatement:
                "Nadia's strong. If she wants the next level, the committee will want to see her lead something beyond your team. I can't promise her anything.",
              emotions: ["supportive", "cautious"],
            },
          ],
          challenge:
            "Respond to Nadia. Listen and reflect before offering anything, acknowledge the disappointment honestly (including what you could have done better), ask what she actually wants, and close with one concrete sponsorship step you will take, without promising a promotion you don't control.",
          nonTechnicalChallenge:
            "Respond to Nadia. Listen and repeat back before offering anything, acknowledge the disappointment honestly (including what you could have done better), ask what she really wants, and finish with one concrete step you'll take to put her forward, without promising a promotion you don't control.",
          modelAnswer:
            "You asked twice and the role went outside. I'd be frustrated too, and I should have been clearer with you about where you stood; that part is on me. Before we plan anything, I want to understand what the lead role meant to you. Was it the title, the scope, or having a real say beyond our team? Take your time. One thing I can tell you now, so you're not guessing: staff is decided by a committee I don't control, and this year they're looking for cross-team technical leadership. The platform group needs someone to lead the data-contracts RFC. If that fits what you want, I'll put your name to Omar this week and back you at the architecture review. No promise of a promotion, but it's real evidence.",
          nonTechnicalModelAnswer:
            "You asked twice and the job went to someone outside. I'd be frustrated too, and I should have been clearer with you about where you stood; that part is on me. Before we plan anything, I want to understand what the lead job meant to you. Was it the title, the bigger scope, or having a real say beyond our team? Take your time. One thing I can tell you now, so you're not guessing: the next level is decided by a committee I don't control, and this year they want to see leadership across teams. Another group needs someone to lead a proposal on how teams share data. If that fits what you want, I'll put your name forward to Omar this week and back you when you present it. No promise of a promotion, but it's real evidence.",
          rubric: [
            {
              criterion: "Reflected her disappointment and her words before offering a plan",
              nonTechnicalCriterion: "Repeated back her disappointment and her words before offering a plan",
            },
            {
              criterion: "Asked an open question about what she actually wants",
              nonTechnicalCriterion: "Asked an open question about what she really wants",
            },
            {
              criterion: "Was honest about what the manager does and doesn't control",
              nonTechnicalCriterion: "Was honest about what the manager can and can't decide",
            },
            {
              criterion: "Closed with one concrete sponsorship action the manager owns",
              nonTechnicalCriterion:
                "Finished with one concrete step the manager will take to put her forward",
            },
          ],
        },
      },
      {
        title: "Plans Nobody Opened, and When This Advice Is Wrong",
        type: "content",
        icon: "shield",
        content:
          "A manager ran every career conversation by the book: life stories, dreams, a tidy 18-month plan in a shared doc. Nobody opened the docs again. A year later a senior engineer whose plan said 'lead a cross-team project' left for a company that gave her exactly that. Her exit interview: \"We talked about my career twice a year and nothing happened.\" A conversation without an owned action teaches people that talk is all they'll get. The fix: every career conversation ends with one action the manager owns, with a date, reviewed at the next one.\n\nWhen this advice is wrong:\n- Not everyone wants to climb. Kim Scott separates 'rock stars', excellent and content on a steady path, from 'superstars' on a steep one. Pushing a rock star toward staff or management is a good way to lose them.\n- The life story can feel intrusive, across cultures or for someone with a painful past. Make it opt-in, let them choose the depth, or start from their career.\n- In a layoff or an incident-heavy month, postpone it openly rather than run it distracted.\n- Never promise a promotion or a role you don't control.",
        nonTechnicalContent:
          "A manager ran every career conversation by the book: life stories, dreams, a tidy 18-month plan in a shared document. Nobody opened the documents again. A year later an experienced colleague whose plan said 'lead a project across teams' left for a company that gave her exactly that. As she left she said: \"We talked about my career twice a year and nothing happened.\" A conversation without an action teaches people that talk is all they'll get. The fix: every career conversation ends with one action the manager owns, with a date, checked at the next one.\n\nWhen this advice is wrong:\n- Not everyone wants to climb. Kim Scott separates 'rock stars', excellent and content on a steady path, from 'superstars' on a steep one. Pushing a rock star toward a bigger role is a good way to lose them.\n- The life story can feel intrusive, across cultures or for someone with a painful past. Make it optional, let them choose how deep to go, or start from their working life.\n- During layoffs or a month of constant emergencies, postpone it openly rather than run it distracted.\n- Never promise a promotion or a role you don't control.",
        gamification: {
          type: "pattern_master",
          points: 30,
          message: "Pattern master: ending every career talk with an action you own.",
          nonTechnicalMessage: "Pattern master: every career talk now ends with an action you own.",
        },
      },
      {
        title: "Quick Check: Mentor or Sponsor?",
        type: "quiz",
        icon: "flag",
        content:
          "Mentoring and sponsoring both help, at different moments. Mentoring builds skill; sponsoring builds visibility and opportunity, and it costs the sponsor some of their own reputation.",
        nonTechnicalContent:
          "Mentoring and sponsoring both help, at different moments. Mentoring builds skill; sponsoring gets someone seen and given chances, and it costs the sponsor some of their own reputation.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for spending your credibility where it counts.",
          nonTechnicalMessage: "Efficiency bonus: you used your standing where it counts.",
        },
        quiz: {
          question:
            "Your senior engineer has strong mentors, a clear 18-month plan and the skills for staff, but nobody outside your org knows her work. What should you do next?",
          nonTechnicalQuestion:
            "Your experienced colleague has good mentors, a clear 18-month plan and the skills for the next level, but nobody outside your department knows her work. What should you do next?",
          options: [
            "Pair her with a staff engineer from another org for monthly coaching on her promotion case.",
            "Send her to a staff-engineering conference to learn how other companies shape the role.",
            "Put her forward to present her migration RFC at the architecture review you attend.",
            "Go through her promotion document line by line so the evidence reads as strongly as it can.",
          ],
          nonTechnicalOptions: [
            "Pair her with a senior expert from another department for monthly coaching on her case.",
            "Send her to a conference to learn how other companies shape senior expert roles.",
            "Put her forward to present her big proposal at the leadership meeting you attend.",
            "Go through her promotion document line by line so the evidence reads as strongly as it can.",
          ],
          correct: 2,
          explanation:
            "She already has mentoring and the skills; what's missing is visibility where decisions are made. Putting her forward in a room you have access to is sponsorship: you spend your own credibility to open a door for her, which the other options, useful as they are, don't do.",
          nonTechnicalExplanation:
            "She already has mentoring and the skills; what's missing is being seen where decisions are made. Putting her forward in a room you can get into is sponsorship: you use your own standing to open a door for her, which the other options, useful as they are, don't do.",
          optionExplanations: [
            "Cross-org coaching is valuable mentoring, and earlier it would be the right move. She already has mentors; one more doesn't put her work in front of decision-makers.",
            "A conference builds skill and perspective, a fine mentoring step. It doesn't make her visible to the people inside your company who decide promotions.",
            "Right. You use your access to put her work in front of the people who decide, which is what sponsorship means.",
            "Polishing the case helps at promotion time. Without visibility first, the committee reads a strong document about someone it has never seen lead.",
          ],
          nonTechnicalOptionExplanations: [
            "Coaching from another department is valuable mentoring, and earlier it would be right. She already has mentors; one more doesn't show her work to the people who decide.",
            "A conference builds skill and perspective, a fine mentoring step. It doesn't make her known to the people inside your company who decide promotions.",
            "Right. You use your access to put her work in front of the people who decide, which is what sponsorship means.",
            "Polishing the case helps at promotion time. Without being seen first, the committee reads a strong document about someone it has never seen lead.",
          ],
          points: 25,
        },
      },
      {
        title: "Application: Hold the First Conversation",
        type: "application",
        icon: "heart",
        content:
          'This week:\n- Book a 45-minute career conversation with one report, separate from your regular 1:1, and name the topic in advance: "No status, just you and where you want to go."\n- Run the life-story part only. Aim to talk less than a fifth of the time. Note the two or three values you hear and read them back at the end: "Did I get that right?"\n- Write one action you own before the next conversation, with a date, and put it in your calendar.\n- List who you have actively sponsored in the last six months: named for a project, a talk or a review in a room they weren\'t in. If the list is short, or skewed toward people like you, pick one name to put forward this month.',
        nonTechnicalContent:
          'This week:\n- Book a 45-minute career conversation with one person you manage, separate from your regular one-to-one, and tell them the topic in advance: "No progress updates, just you and where you want to go."\n- Do the life-story part only. Aim to talk less than a fifth of the time. Note the two or three things you hear they value and read them back at the end: "Did I get that right?"\n- Write one action you\'ll take before the next conversation, with a date, and put it in your calendar.\n- List who you have actively sponsored in the last six months: put forward for a project, a talk or an opportunity in a room they weren\'t in. If the list is short, or full of people like you, pick one name to put forward this month.',
        gamification: {
          type: "achievement",
          title: "Career Ally",
          description:
            "Held a real career conversation, listened for values and committed to a sponsorship action.",
          badge: "Career Ally",
          points: 100,
          message: "Achievement unlocked: Career Ally.",
          nonTechnicalMessage: "Achievement unlocked: Career Ally.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Lesson 18: Psychological Safety and Inclusion in Technical Teams (empathy)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-18",
    title: "Psychological Safety and Inclusion in Technical Teams",
    description:
      "Build a team where people raise the bug, the risk and the naive question early. You will use Amy Edmondson's work and Google's Project Aristotle to change who speaks in design reviews, how incidents are discussed, and how meetings and on-call treat every time zone.",
    difficulty: "intermediate",
    skillKey: "empathy",
    objectives: [
      "Explain psychological safety as Edmondson defines it, and how it differs from comfort or low standards",
      "Notice who speaks, who is interrupted and who is left out in design reviews, incidents and on-call",
      "Change team habits: rotating facilitation, written input first, blameless language and fair meeting times",
    ],
    points: 250,
    badge: "Open Floor Builder",
    steps: [
      {
        title: "What Psychological Safety Is, and Isn't",
        type: "content",
        icon: "shield",
        content:
          'Amy Edmondson defines psychological safety as a shared belief that the team is safe for interpersonal risk-taking: asking a naive question, admitting a mistake, challenging the staff engineer\'s design. In her early hospital research, better-led teams reported more medication errors, not because they made more, but because people felt safe to report them. Google\'s Project Aristotle, a study of 180 teams, found psychological safety mattered more than any other dynamic it measured (the others were dependability, structure and clarity, meaning, and impact); who was on a team mattered less than how they worked together.\n\nIt is not niceness or low standards. Edmondson pairs safety with accountability: safety without standards is a comfort zone, standards without safety an anxiety zone, and only both together a learning zone. In engineering, the anxiety zone looks like green dashboards and surprise outages.\n\nHer toolkit for leaders has three moves:\n- Set the stage: frame the work as uncertain. "Nobody here has done this migration before; we\'ll get things wrong, and I need to hear early."\n- Invite participation: ask "What am I missing?" and wait for the answer.\n- Respond productively: thank the messenger, especially for bad news.',
        nonTechnicalContent:
          "Amy Edmondson, a Harvard professor, defines psychological safety as a shared belief that the team is safe for taking personal risks: asking a basic question, admitting a mistake, challenging the most senior person's plan. In her early hospital research, better-led teams reported more medication errors, not because they made more, but because people felt safe to report them. Google's Project Aristotle, a study of 180 teams, found psychological safety mattered more than anything else it measured (the others were reliability, clear roles and plans, meaning, and impact); who was on a team mattered less than how they worked together.\n\nIt isn't niceness or low standards. Edmondson pairs safety with accountability: safety without standards is a comfort zone, standards without safety an anxiety zone, and only both together a learning zone. In technical teams, the anxiety zone looks like reports that say all is well, followed by surprise breakdowns.\n\nHer toolkit for leaders has three moves:\n- Set the stage: describe the work as uncertain. \"Nobody here has done this before; we'll get things wrong, and I need to hear early.\"\n- Invite people in: ask \"What am I missing?\" and wait for the answer.\n- Respond well: thank the person who brings a problem, especially bad news.",
        gamification: {
          type: "progress_unlock",
          message: "Lesson unlocked: safety and standards, together.",
          nonTechnicalMessage: "Lesson unlocked: safety and high standards, together.",
        },
      },
      {
        title: "Where It Shows Up in Engineering Work",
        type: "content",
        icon: "users",
        content:
          'Safety shows up in small patterns you can count:\n- Who speaks in design reviews. Keep a tally for two meetings; many reviews are a conversation between the author and the two most senior engineers. In the collective-intelligence research Aristotle drew on, the best teams shared speaking turns roughly equally.\n- Interruptions. Research on meeting talk has long found that interruptions fall unevenly, often along lines of gender, seniority and first language. Note who gets cut off, and who gets to finish.\n- Rotating facilitation. Rotate who runs reviews and retros. The facilitator invites specific people ("Ana, you wrote the caching spike; what worries you?") and returns the floor to whoever was interrupted.\n- Written input first. Ten minutes of silent reading and inline comments on the design doc lets non-native speakers and slower thinkers contribute on equal terms.\n- Blameless language. "The deploy script allowed a migration without a lock", not "Sam broke prod", in postmortems, pull requests and chat.\n- Time zones and on-call. Rotate the meeting slot so one region isn\'t always on at 10 p.m., decide in writing with a 24-hour comment window, and offer on-call swaps for caregiving and religious observance.',
        nonTechnicalContent:
          'Safety shows up in small patterns you can count:\n- Who speaks in planning meetings. Keep a tally for two meetings; many are a conversation between the presenter and the two most senior people. In the research Aristotle drew on, the best teams shared speaking time roughly equally.\n- Interruptions. Research on meetings has long found that interruptions fall unevenly, often along lines of gender, seniority and first language. Notice who gets cut off, and who gets to finish.\n- Rotating who runs meetings. Take turns leading reviews and team look-backs. The person leading invites specific people ("Ana, you tested this idea; what worries you?") and gives the floor back to whoever was interrupted.\n- Written input first. Ten minutes of silent reading and written comments on the proposal lets people speaking a second language, and those who think before they talk, contribute on equal terms.\n- Blame-free language. "The release process let a risky change through without a check", not "Sam broke it", in reviews, written comments and chat.\n- Time zones and out-of-hours duty. Rotate meeting times so one region isn\'t always joining at 10 p.m., make decisions in writing with 24 hours for comments, and offer shift swaps for caring duties and religious observance.',
        gamification: {
          type: "skill_point",
          skill: "Empathy",
          points: 30,
          message: "Empathy: you can see who is left out of the room, and why.",
          nonTechnicalMessage: "Empathy: you can see who is left out of the room, and why.",
        },
      },
      {
        title: "Worked Example: One Design Review, Twice",
        type: "content",
        icon: "message",
        content:
          'Ana, a mid-level engineer, has a concern about a caching proposal from Raj, the staff engineer.\n\nDone badly:\nRaj: "...so the cache sits in front of pricing. Questions? No? Great."\nAna: "I was wondering about invalid..."\nRaj: "We covered invalidation, it\'s TTL-based. Moving on."\nLead: (says nothing)\nThree weeks later a stale price reaches checkout. Ana had seen it coming.\n\nDone well:\nLead (facilitating): "Ten minutes of silent reading first; comments in the doc."\n(Ana writes: "Ten-minute TTL, but promo prices must apply instantly?")\nLead: "Ana, you left a comment on invalidation. Can you take us through it?"\nAna: "Promo prices change on the hour. With a ten-minute TTL, some checkouts charge the old price."\nRaj: "Hm. I assumed prices rarely change."\nLead: "Thanks, Ana, that\'s exactly what I want surfaced early. Raj, what would it take to invalidate on price events?"\nRaj: "About a day. Worth it."\n\nThe lead didn\'t ask Raj to be nicer. They changed the format, invited a specific person and thanked the messenger.',
        nonTechnicalContent:
          'Ana, a mid-level colleague, has a concern about a proposal from Raj, the most senior person on the team: keeping a stored copy of prices so the shop runs faster.\n\nDone badly:\nRaj: "...so the stored copy sits in front of pricing. Questions? No? Great."\nAna: "I was wondering how it gets upd..."\nRaj: "We covered updates, it refreshes every ten minutes. Moving on."\nLead: (says nothing)\nThree weeks later customers are charged an out-of-date price. Ana had seen it coming.\n\nDone well:\nLead (running the meeting): "Ten minutes of silent reading first; comments in the document."\n(Ana writes: "Refreshes every ten minutes, but sale prices must apply instantly?")\nLead: "Ana, you left a comment about updates. Can you take us through it?"\nAna: "Sale prices change on the hour. With a ten-minute refresh, some customers pay the old price."\nRaj: "Hm. I assumed prices rarely change."\nLead: "Thanks, Ana, that\'s exactly what I want raised early. Raj, what would it take to refresh whenever a price changes?"\nRaj: "About a day. Worth it."\n\nThe lead didn\'t ask Raj to be nicer. They changed the format, invited a specific person and thanked the one who raised the problem.',
        gamification: {
          type: "skill_point",
          skill: "Empathy",
          points: 20,
          message: "Empathy: change the format, not just the people.",
          nonTechnicalMessage: "Empathy: change how the meeting works, not just the people in it.",
        },
      },
      {
        title: "Quick Check: The Quiet Reviewers",
        type: "quiz",
        icon: "quiz",
        content:
          "Invitations work best when they are specific and safe: the person has a concrete way in, and being wrong costs little.",
        nonTechnicalContent:
          "Invitations work best when they are specific and safe: the person has a concrete way in, and being wrong costs little.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for fixing the format instead of the people.",
          nonTechnicalMessage: "Efficiency bonus: you fixed the meeting, not the people.",
        },
        quiz: {
          question:
            "Your two newest engineers haven't spoken in a design review for a month, though their written pull-request comments are sharp. What is the best change to make first?",
          nonTechnicalQuestion:
            "Your two newest team members haven't spoken in a planning meeting for a month, though their written comments on colleagues' work are sharp. What is the best change to make first?",
          options: [
            "Call on each of them by name early in the next review, so both get a turn to speak.",
            "Tell each of them in their 1:1 that you value their views and want them to speak up more.",
            "Ask the staff engineers to hold their comments until everyone else has had a turn to talk.",
            "Open each review with silent reading and doc comments, then discuss them in order.",
          ],
          nonTechnicalOptions: [
            "Call on each of them by name early in the next meeting, so both get a turn to speak.",
            "Tell each of them privately that you value their views and want them to speak up more.",
            "Ask the most senior people to hold their comments until everyone else has had a turn.",
            "Open each meeting with silent reading and written notes, then discuss them in order.",
          ],
          correct: 3,
          explanation:
            "Their sharp written comments show they have views; the live format is what keeps them out. Silent reading with written comments gives everyone the same way in, and discussing comments in order brings their points into the room without putting them on the spot.",
          nonTechnicalExplanation:
            "Their sharp written comments show they have views; the spoken format is what keeps them out. Silent reading with written comments gives everyone the same way in, and discussing the comments in order brings their points into the room without putting them on the spot.",
          optionExplanations: [
            "Calling on people helps once they have something ready to say. Cold-calling without a way in raises the stakes for exactly the people you want to include.",
            "Private encouragement is kind and sometimes enough. Here it puts the burden on them to change, when the meeting's format is what shuts them out.",
            "Holding senior voices back is a good move in a brainstorm. As a standing rule it mutes the experts and still gives newcomers no way in.",
            "Right. Written input first uses the strength they've already shown and brings their comments into the discussion on equal terms.",
          ],
          nonTechnicalOptionExplanations: [
            "Calling on people helps once they have something ready to say. Putting them on the spot without a way in raises the stakes for exactly the people you want to include.",
            "Private encouragement is kind and sometimes enough. Here it puts the burden on them to change, when the meeting's format is what shuts them out.",
            "Holding senior voices back is a good move in a brainstorm. As a standing rule it silences the experts and still gives newcomers no way in.",
            "Right. Written input first uses the strength they've already shown and brings their comments into the discussion on equal terms.",
          ],
          points: 25,
        },
      },
      {
        title: "Simulation: Decided While She Slept",
        type: "simulation",
        icon: "heart",
        content:
          "An engineer in another time zone raises being left out of a decision. Lead with empathy for her experience, don't scapegoat the colleague, and change the system, not just this one decision.\n- Name what happened and how it landed.\n- Separate the people from the pattern.\n- Commit to specific changes, with a date.",
        nonTechnicalContent:
          "A colleague in another time zone raises being left out of a decision. Start with understanding for her experience, don't blame the colleague, and change how the team works, not just this one decision.\n- Say what happened and how it felt to her.\n- Separate the people from the pattern.\n- Commit to specific changes, with a date.",
        gamification: {
          type: "skill_point",
          skill: "Empathy",
          points: 50,
          message: "Empathy: repairing trust across time zones.",
          nonTechnicalMessage: "Empathy: you repaired trust with a colleague far away.",
        },
        simulation: {
          scenario:
            "Your team spans Berlin and Singapore. Last Thursday at 17:00 Berlin time, 23:00 in Singapore, the Berlin engineers agreed on a call to switch the queue library, overriding an accepted RFC that Hana, in Singapore, wrote. She found out from the merged pull request. You are in your 1:1 with her, and Lukas, who ran the call, has messaged you separately.",
          nonTechnicalScenario:
            "Your team is split between Berlin and Singapore. Last Thursday at 5 p.m. in Berlin, 11 p.m. in Singapore, the Berlin colleagues agreed on a call to change a key technical choice, overturning a written proposal that Hana, in Singapore, wrote and the team had approved. She found out when the change was already in place. You are in your one-to-one with her, and Lukas, who ran the call, has messaged you separately.",
          participants: [
            {
              name: "Hana (Senior Engineer, Singapore)",
              statement:
                "I wrote that RFC. I found out from a merged PR. This is the third time a decision has been made while I was asleep. I'm starting to think my input is optional.",
              nonTechnicalStatement:
                "I wrote that proposal. I found out when the change was already made. This is the third time a decision has been made while I was asleep. I'm starting to think my input is optional.",
              emotions: ["hurt", "angry"],
            },
            {
              name: "Lukas (Engineer, Berlin, by message)",
              statement:
                "Sorry if that caused issues. The release was blocked and we needed to move. I didn't think a library swap needed a meeting at midnight her time.",
              nonTechnicalStatement:
                "Sorry if that caused issues. The release was stuck and we needed to move. I didn't think a small technical swap needed a meeting at midnight her time.",
              emotions: ["defensive", "embarrassed"],
            },
          ],
          challenge:
            "Respond to Hana. Acknowledge her experience without minimising it or blaming Lukas, explain honestly how it happened, commit to at least two concrete changes to how the team decides across time zones, with a date, and give her real influence over the library decision.",
          nonTechnicalChallenge:
            "Respond to Hana. Acknowledge her experience without playing it down or blaming Lukas, explain honestly how it happened, commit to at least two concrete changes to how the team decides across time zones, with a date, and give her real influence over the decision itself.",
          modelAnswer:
            "You're right to be angry. You wrote the RFC and learnt it had been overridden from a merged PR. That tells you your input is optional, and it isn't. This is the third time, so it's a pattern, and fixing the pattern is on me, not on Lukas alone; he was unblocking a release in a process that let him decide without you. Three changes from Monday: anything that changes an accepted RFC goes in writing with a 24-hour comment window; our weekly sync alternates between a Berlin-friendly and a Singapore-friendly slot; and urgent calls get a written summary you can challenge by your morning. On the queue library, please review the switch this week, and if your concerns hold, we revert it. What have I missed?",
          nonTechnicalModelAnswer:
            "You're right to be angry. You wrote the proposal and learnt it had been overturned when the change was already made. That tells you your input is optional, and it isn't. This is the third time, so it's a pattern, and fixing the pattern is on me, not on Lukas alone; he was trying to unblock a release in a way of working that let him decide without you. Three changes from Monday: anything that changes an approved proposal goes in writing with 24 hours for comments; our weekly meeting alternates between a time that suits Berlin and one that suits Singapore; and urgent calls get a written summary you can challenge by your morning. On this decision, please review the change this week, and if your concerns hold, we undo it. What have I missed?",
          rubric: [
            {
              criterion: "Named what happened and how it landed, without minimising it",
              nonTechnicalCriterion: "Said what happened and how it felt to her, without playing it down",
            },
            {
              criterion: "Treated it as a team pattern, not one person's fault",
              nonTechnicalCriterion: "Treated it as a team habit, not one person's fault",
            },
            {
              criterion: "Committed to at least two concrete changes with a date",
              nonTechnicalCriterion: "Committed to at least two concrete changes with a date",
            },
            {
              criterion: "Gave her real influence over the decision in question",
              nonTechnicalCriterion: "Gave her a real say over the decision itself",
            },
          ],
        },
      },
      {
        title: "A Slide Isn't Safety, and When This Advice Is Wrong",
        type: "content",
        icon: "bulb",
        content:
          'A new director opened an all-hands with a slide: "This is a safe space. Speak freely." The next week an SRE pointed out that the deploy pipeline skipped integration tests for hotfixes. The director replied in the channel: "Bring solutions, not problems." For a quarter nobody raised anything in public. Then a hotfix without integration tests took checkout down for two hours. Safety is built by responses, not announcements, and one dismissive reply undid the slide.\n\nWhen this advice is wrong:\n- During an active incident, the incident commander decides; rotating facilitation and open debate wait for the review.\n- Blameless is not consequence-free. A just culture separates honest error, which you fix in the system, from reckless or malicious acts, which you address with the person.\n- Safety without standards is the comfort zone. If the team feels safe but keeps missing commitments, raise the bar, not the warmth.\n- Counting turns and interruptions can feel like surveillance. Agree it with the team first, and share patterns, never individual scores.\n- Some people will never want to speak live; a good written channel is inclusion too.',
        nonTechnicalContent:
          'A new director opened a company meeting with a slide: "This is a safe space. Speak freely." The next week an engineer pointed out that urgent fixes were skipping some of the usual safety checks. The director replied in the team chat: "Bring solutions, not problems." For three months nobody raised anything in public. Then an urgent fix that skipped those checks stopped customers paying for two hours. Safety is built by how you respond, not by announcements, and one dismissive reply undid the slide.\n\nWhen this advice is wrong:\n- During a live emergency, one person leads and decides; taking turns and open debate wait for the review afterwards.\n- Blame-free doesn\'t mean no consequences. A fair approach separates honest mistakes, which you fix by changing the process, from reckless or deliberate harm, which you address with the person.\n- Safety without standards is the comfort zone. If the team feels safe but keeps missing commitments, raise the bar, not the warmth.\n- Counting who speaks and who interrupts can feel like being watched. Agree it with the team first, and share patterns, never individual scores.\n- Some people will never want to speak in meetings; a good written channel is inclusion too.',
        gamification: {
          type: "pattern_master",
          points: 30,
          message: "Pattern master: knowing safety is built by responses.",
          nonTechnicalMessage: "Pattern master: you know safety is built by how you respond.",
        },
      },
      {
        title: "Quick Check: Who Did It?",
        type: "quiz",
        icon: "shield",
        content:
          "Blameless language puts the system under the microscope: what made the mistake easy, and what would make it hard. It does not mean nobody fixes anything.",
        nonTechnicalContent:
          "Blame-free language looks hard at the process: what made the mistake easy, and what would make it hard. It doesn't mean nobody fixes anything.",
        gamification: {
          type: "efficiency_bonus",
          points: 25,
          message: "Efficiency bonus: +25 for turning a blame hunt into a system question.",
          nonTechnicalMessage:
            "Efficiency bonus: you turned a hunt for blame into a question about the process.",
        },
        quiz: {
          question:
            "A junior engineer ran a migration against production instead of staging, dropping a table for 40 minutes. In the incident channel people are asking who did it. What should you post as the lead?",
          nonTechnicalQuestion:
            "A newer colleague ran a change on the live system instead of the test copy, and customer data was missing for 40 minutes. In the team chat people are asking who did it. What should you post as the lead?",
          options: [
            "Ask the engineer to post a short account of what happened, so the facts come from them.",
            "Say the review will ask how the tooling allowed it, and that nobody needs to be named.",
            "Put production migrations behind a second approver at once, and announce the new rule.",
            "Message the engineer privately to check on them, and leave the channel alone for now.",
          ],
          nonTechnicalOptions: [
            "Ask the colleague to post a short account of what happened, so the facts come from them.",
            "Say the review will ask how the process allowed it, and that nobody needs to be named.",
            "Require a second person to approve live changes at once, and announce the new rule.",
            "Message the colleague privately to check on them, and leave the chat alone for now.",
          ],
          correct: 1,
          explanation:
            '"Who did it?" is the moment the team learns whether mistakes are safe to admit. Redirecting publicly to the system (how could a production migration run from a laptop?) protects this engineer and the next person who might own up to an error, and still promises a real fix.',
          nonTechnicalExplanation:
            '"Who did it?" is the moment the team learns whether mistakes are safe to admit. Pointing everyone publicly to the process (how could a live change run so easily by accident?) protects this colleague and the next person who might own up to a mistake, and still promises a real fix.',
          optionExplanations: [
            "A first-hand account is valuable in the review, when the engineer chooses to give it. Asked for now, in a channel hunting for a name, it becomes a public confession.",
            "Right. It answers the blame in public, turns attention to the tooling and promises a real review, which is what blameless means.",
            "A second approver may be the right fix, but deciding it before the review skips the analysis and doesn't answer the question being asked.",
            "Checking on the engineer privately is right, and you should do it too. Leaving the channel alone lets the hunt for a name go on in public.",
          ],
          nonTechnicalOptionExplanations: [
            "A first-hand account is valuable in the review, when the colleague chooses to give it. Asked for now, in a chat hunting for a name, it becomes a public confession.",
            "Right. It answers the blame in public, turns attention to the process and promises a real review, which is what blame-free means.",
            "A second approver may be the right fix, but deciding it before the review skips the analysis and doesn't answer the question being asked.",
            "Checking on the colleague privately is right, and you should do it too. Leaving the chat alone lets the hunt for a name go on in public.",
          ],
          points: 25,
        },
      },
      {
        title: "Exercise: Measure One Meeting, Change One Habit",
        type: "exercise",
        icon: "chart",
        content:
          "This week:\n- With the team's agreement, tally who speaks and who is interrupted in one design review or retro. Share the pattern, not names, at the next retro and ask what would change it.\n- Hand the next review to someone who rarely facilitates, and brief them on inviting quiet people and returning the floor after an interruption.\n- Start one review with ten minutes of silent reading and doc comments.\n- Reread your last incident review and your last five incident-channel messages. Rewrite any sentence where a person, not the system, is the subject of the failure.\n- If your team spans time zones, list who joined the last five recurring meetings outside their working hours. If it's always the same region, rotate the slot.",
        nonTechnicalContent:
          "This week:\n- With the team's agreement, tally who speaks and who is interrupted in one planning meeting or team look-back. Share the pattern, not names, at the next one and ask what would change it.\n- Hand the next meeting to someone who rarely leads one, and brief them on inviting quiet people and giving the floor back after an interruption.\n- Start one meeting with ten minutes of silent reading and written comments.\n- Reread your last problem review and your last five messages during an emergency. Rewrite any sentence where a person, not the process, is blamed for the failure.\n- If your team spans time zones, list who joined the last five regular meetings outside their working hours. If it's always the same region, rotate the time.",
        gamification: {
          type: "achievement",
          title: "Open Floor Builder",
          description: "Measured who speaks in a real meeting and changed one team habit to widen the floor.",
          badge: "Open Floor Builder",
          points: 100,
          message: "Achievement unlocked: Open Floor Builder.",
          nonTechnicalMessage: "Achievement unlocked: Open Floor Builder.",
        },
      },
    ],
  },
];
