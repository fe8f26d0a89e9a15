import type { LessonContent } from "./lesson-schema.js";

/**
 * Lessons for the Emotional Intelligence and Problem Solving categories, plus the advanced
 * two-step incident review lesson (lesson-2).
 *
 * Text conventions: paragraphs are separated by "\n\n"; bullet lists are lines starting with "- ".
 * `content` is the technical wording, `nonTechnicalContent` the plain-language wording of the same ideas.
 */
export const eiProblemSolvingLessons: LessonContent[] = [
  // ---------------------------------------------------------------------------------------------
  // lesson-2: Running a Blameless Incident Review (Problem Solving / incident-leadership)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-2",
    title: "Running a Blameless Incident Review",
    description:
      "Facilitate a post-incident review that surfaces contributing factors instead of culprits. Leave the room with action items that change the system, not reminders to be more careful.",
    difficulty: "advanced",
    estimatedMinutes: 45,
    skillKey: "incident-leadership",
    objectives: [
      "Open a review with an explicit blameless framing and walk a timestamped timeline before anyone proposes causes.",
      'Replace "who" and "why didn\'t you" questions with local-rationality questions such as "What were the dashboards showing you at 02:14?"',
      "Identify at least three contributing factors across tooling, process and organisation instead of settling on a single root cause.",
      "Rank proposed action items by control strength and leave with each one owned, dated and tied to the factor it addresses.",
    ],
    points: 350,
    badge: "Blameless Facilitator",
    steps: [
      {
        title: "The Review Goes Sideways",
        type: "simulation",
        icon: "users",
        content:
          'A blameless review assumes people acted reasonably given what they knew, the tools they had and the pressure they were under. Safety researchers call this local rationality. Your job as facilitator is to reconstruct that context, not to grade it.\n\nA structure that holds up under pressure:\n- Open with a framing: "We are here to understand how our system let this happen, not who to blame."\n- Walk the timeline first: alerts, decisions and comms with timestamps, before anyone proposes causes.\n- Ask local-rationality questions: "What were you seeing?" "What did you expect that command to do?"\n- Collect contributing factors across tooling, process, staffing and design. Complex failures rarely have one root cause; "human error" is where the investigation starts, not where it ends.\n- Turn factors into actions with an owner, a date and the risk each one reduces.\n\nWatch for hindsight bias ("it was obvious") and counterfactuals ("they should have"). Redirect both to what was actually knowable at the time. Blame is not only unkind: it makes the next engineer hide the near-miss that would have warned you.',
        nonTechnicalContent:
          'A blameless review starts from one belief: the people involved made choices that made sense to them at that moment, given what they could see and how much pressure they felt. Your job is to understand that moment, not to judge it.\n\nA simple running order:\n- Say out loud that the goal is to learn how things went wrong, not to find someone to blame.\n- Tell the story of what happened in order, with times, before anyone guesses at causes.\n- Ask questions like "What were you seeing then?" and "What did you expect to happen?"\n- List everything that added up to the problem: tools, habits, workload and design. There is almost never one single cause, and "someone made a mistake" is the start of the story, not the end.\n- Turn each finding into a task with a named person and a date.\n\nWhen someone says "it was obvious" or "they should have", gently bring the group back to what people actually knew at the time. Blame also teaches everyone to hide small slip-ups, which are exactly the early warnings you need.',
        simulation: {
          scenario:
            "It is the review for yesterday's 47-minute checkout outage. A feature-flag change made by Priya, a mid-level engineer, disabled the payment retry path. She followed the runbook, but the runbook was two versions out of date and the flag service shows no diff before a change is applied. Twelve people joined the call, including the VP of Engineering. Ten minutes into the timeline walkthrough, the VP interrupts.",
          participants: [
            {
              name: "Dana (VP of Engineering)",
              statement:
                "Let's cut to it. Who flipped the flag without checking, and what are we doing so that person doesn't do it again?",
              emotions: ["frustrated", "pressured"],
            },
            {
              name: "Priya (Software Engineer)",
              statement: "I followed the runbook exactly. I don't know what else I was supposed to do.",
              emotions: ["defensive", "ashamed"],
            },
            {
              name: "Marco (Staff Engineer)",
              statement:
                "Honestly, that flag UI has been a footgun for a year. Half of us have nearly done the same thing.",
              emotions: ["cynical", "protective"],
            },
          ],
          challenge:
            "Respond as the facilitator. In two or three sentences, acknowledge Dana's need for accountability, protect Priya without minimising the customer impact, and bring the group back to the timeline and the conditions that made this change risky. Then write the first local-rationality question you would ask Priya, and note how you would capture Marco's point as a contributing factor rather than a complaint.",
        },
        gamification: {
          type: "achievement",
          title: "Held the Room",
          description: "Redirected a blame question to system conditions during a live review.",
          badge: "Blameless Facilitator",
          points: 100,
          message:
            "You kept the review about the system. That is what makes people tell you the truth next time.",
        },
      },
      {
        title: "Choosing Action Items That Actually Work",
        type: "quiz",
        icon: "quiz",
        content:
          'A review is judged by its action items, and most reviews produce weak ones: "be more careful", "add it to onboarding", "remind the team". These depend on human vigilance, the very resource that failed under pressure.\n\nA useful hierarchy of control strength, borrowed from patient safety:\n- Strongest: remove the hazard or force the safe path (guardrails, automation, a diff-and-confirm step, a constraint the tool enforces).\n- Medium: make the wrong thing harder and the right thing easier (safer defaults, checklists built into tooling, alerts on the precursor signal).\n- Weakest: documentation, training and reminders.\n\nEvery action needs an owner, a due date and the contributing factor it addresses. Track actions to closure in the same backlog as feature work and review completion monthly; actions parked on a wiki page nobody revisits turn the review into theatre. Finally, publish the write-up widely. Open sharing of incidents and near-misses is what makes the next person willing to raise a concern early.',
        nonTechnicalContent:
          'A review is only as good as the changes that come out of it, and many reviews end with weak ones: "be more careful", "add it to training", "send a reminder". Those all rely on people paying perfect attention, which is exactly what broke down under pressure.\n\nThink of fixes as strong, medium or weak:\n- Strong: change the tool or process so the risky path is blocked or the safe path happens automatically.\n- Medium: make the right thing easier and the wrong thing harder, for example better default settings or a checklist inside the tool itself.\n- Weak: documents, training sessions and reminders.\n\nEach fix needs one named owner, a date and a note on which problem it solves. Keep the fixes in the same to-do list as the rest of the team\'s work and check them every month, or they quietly disappear. Share the write-up openly, too: when people see mistakes discussed without blame, they speak up sooner next time.',
        quiz: {
          question:
            "After the feature-flag outage, which proposed action item most reduces the chance of a recurrence?",
          nonTechnicalQuestion:
            "After the outage caused by a settings change, which follow-up will do the most to stop it happening again?",
          options: [
            "Send an email reminding all engineers to double-check flag changes against the runbook",
            "Add this incident to the onboarding training for new engineers",
            "Make the flag service show a diff and require a second approver for flags tagged payment-critical",
            "Record in the review that the engineer should have verified the runbook version first",
          ],
          nonTechnicalOptions: [
            "Email everyone a reminder to double-check their changes",
            "Add the story of this outage to training for new joiners",
            "Change the tool so it shows exactly what will change and needs a second person to approve risky changes",
            "Write down that the person involved should have checked the instructions more carefully",
          ],
          correct: 2,
          explanation:
            "Reminders and training are the weakest controls because they rely on vigilance at 2 a.m., and the last option reintroduces blame while changing nothing in the system. A diff preview plus second approval is a forcing function: it makes the unsafe path harder no matter who is on call, how tired they are or how stale the runbook is.",
          nonTechnicalExplanation:
            "Reminders and training only work if everyone remembers them under stress, and blaming the person changes nothing about the tool that set the trap. Changing the tool so risky changes are visible and double-checked protects everyone, whoever happens to be making the change and however tired they are.",
          points: 50,
        },
        gamification: {
          type: "skill_point",
          skill: "Incident Leadership",
          points: 50,
          message: "Strong controls beat good intentions. Incident Leadership +50.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // lesson-9: Staying Composed When the Pager Goes Off (Emotional Intelligence / self-regulation)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-9",
    title: "Staying Composed When the Pager Goes Off",
    description:
      "Learn what stress does to your judgement during an incident and practise short routines that keep you steady enough to lead the response.",
    difficulty: "intermediate",
    estimatedMinutes: 20,
    skillKey: "self-regulation",
    objectives: [
      "Recognise your own threat-response signals (tunnel vision, action bias, clipped messages) within the first minutes of a page.",
      "Use a 60-second reset: one physiological sigh, name the emotion in a few words, then state the single next action.",
      "Split incident roles (commander, operations, communications) so you are never fixing and coordinating at the same time.",
      "Write a personal first-five-minutes card and use it on your next on-call shift.",
    ],
    points: 150,
    badge: "Calm Commander",
    steps: [
      {
        title: "What the Pager Does to Your Brain",
        type: "content",
        icon: "bulb",
        content:
          'A 3 a.m. page triggers a classic threat response: adrenaline and cortisol rise, heart rate climbs and attention narrows. Narrow attention helps you run from danger; it hurts when you are debugging a distributed system. Typical symptoms in engineers:\n- Tunnel vision: fixating on the first hypothesis and ignoring graphs that contradict it.\n- Action bias: restarting pods or rolling back before anyone has asked what changed.\n- Clipped, sharp messages in the incident channel that make others go quiet.\n- Doing everything yourself because delegating feels slower.\n\nComposure is not the absence of stress. It is keeping enough prefrontal capacity online to choose your next move. Two evidence-backed levers help. First, exhale-weighted breathing: a physiological sigh (two inhales through the nose, one long exhale through the mouth) lowers arousal within one or two breaths. Second, affect labelling: naming the emotion in a few words, such as "I\'m anxious and rushing", measurably reduces its intensity. Neither takes longer than running a log query.',
        nonTechnicalContent:
          'When an urgent alert wakes you up, your body goes into alarm mode: stress hormones rise, your heart speeds up and your focus narrows. That is great for escaping danger and bad for solving a tricky puzzle. In people handling an emergency it tends to look like this:\n- Locking onto the first guess and ignoring evidence that points elsewhere.\n- Rushing to do something, anything, before understanding what changed.\n- Short, sharp messages that make colleagues stop speaking up.\n- Trying to do everything alone because asking for help feels slow.\n\nStaying calm does not mean feeling no stress. It means keeping enough clear thinking to choose what to do next. Two simple tools work quickly. First, breathe out longer than you breathe in: two short breaths in through the nose, then one long breath out. Second, name the feeling in a few words, for example "I\'m anxious and rushing". Putting a feeling into words makes it noticeably weaker. Both take less than ten seconds.',
        gamification: {
          type: "progress_unlock",
          message: "You have unlocked the composure toolkit. Next: spotting it in the moment.",
        },
      },
      {
        title: "Spot the Threat Response",
        type: "quiz",
        icon: "quiz",
        content:
          'Self-regulation starts with detection. You cannot reset a state you have not noticed, and under load the first signals are usually behavioural rather than emotional. Build a personal list of tells, for example:\n- Repeating the same remediation and expecting a different result.\n- Dismissing a teammate\'s hypothesis without checking it.\n- Skipping the status update because "there\'s no time".\n- Typing in fragments or all caps.\n\nWhen you catch one, run the 60-second reset: one physiological sigh, name the state ("I\'m rushing"), then say the single next action out loud or in the channel. Speaking the action turns a vague sense of urgency into a concrete step and invites others to correct you. Catching yourself is not a failure of composure; it is composure working.',
        nonTechnicalContent:
          "Calming yourself begins with noticing that you need to. Under pressure, the first clues usually show up in what you do, not in what you feel. Make a short list of your own warning signs, such as:\n- Trying the same fix again and hoping it works this time.\n- Brushing off a colleague's idea without looking into it.\n- Skipping the update to others because you feel too busy.\n- Writing in short bursts or in capital letters.\n\nWhen you spot one, take one minute: breathe out slowly, name the feeling (\"I'm rushing\"), then say out loud what the very next step is. Saying the next step turns a fog of urgency into one clear action, and it gives others a chance to point out if it is the wrong one. Catching yourself is not a failure to stay calm. It is what staying calm actually looks like.",
        quiz: {
          question:
            "Five minutes into a SEV-1, you notice you have restarted the same service twice and snapped at a teammate who asked about a recent deploy. What is the most useful next move?",
          nonTechnicalQuestion:
            "Five minutes into a serious outage, you realise you have tried the same fix twice and snapped at a colleague who asked about a recent change. What should you do next?",
          options: [
            "Restart the service once more with higher memory limits to rule out an out-of-memory error",
            "Take one slow breath, name that you are rushing, and ask the teammate to walk you through the deploy",
            "Ask the teammate to hold questions until the service is stable",
            "Hand the incident to your manager, since you are clearly too stressed to lead it",
          ],
          nonTechnicalOptions: [
            "Try the same fix once more with a small tweak",
            "Take one slow breath, admit to yourself that you are rushing, and ask your colleague to explain the recent change",
            "Ask your colleague to save their questions until things are fixed",
            "Hand everything to your manager because you are too stressed",
          ],
          correct: 1,
          explanation:
            'Repeated restarts and a sharp reply are textbook action bias and narrowed attention. A short physiological reset plus labelling restores enough capacity to follow the teammate\'s lead, and "what changed recently?" is the highest-yield question in most incidents. Another restart doubles down on a failing hypothesis, silencing the teammate loses information, and handing off can be right but is not a substitute for a ten-second reset.',
          nonTechnicalExplanation:
            "Repeating a fix and snapping at people are signs that stress has narrowed your thinking. A slow breath and naming the feeling gives you back enough calm to listen, and your colleague's question about a recent change is often exactly where the answer is. Repeating the fix or shutting them down throws away useful information, and handing over is not needed when a ten-second pause will do.",
          points: 25,
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Ten seconds of calm saved ten minutes of chasing the wrong fix.",
        },
      },
      {
        title: "Roles Take Load Off Your Nervous System",
        type: "content",
        icon: "shield",
        content:
          'Much incident stress comes from role overload: debugging, answering executives and deciding strategy at the same time. The Incident Command System, adapted by many SRE teams, separates those jobs:\n- Incident commander (IC): owns decisions, priorities and delegation. The IC does not touch the keyboard.\n- Operations lead: investigates and executes changes, with the IC\'s agreement for risky ones.\n- Communications lead: posts stakeholder updates on a fixed cadence and shields responders from direct pings.\n- Scribe: keeps the timeline, which becomes the backbone of the review.\n\nDeclare roles explicitly: "I\'m IC. Aisha, you have ops. Sam, comms." Set an update cadence, such as every 30 minutes for SEV-1, and keep it even with nothing new: "Still investigating shard allocation; next update 14:30." Saying "I don\'t know yet" on a schedule is calming for everyone, including you. If you notice you have started debugging, hand IC over out loud rather than silently doing both.',
        nonTechnicalContent:
          'A lot of stress during an emergency comes from doing three jobs at once: fixing the problem, answering bosses and deciding what to try next. Emergency services solved this long ago by giving each person one clear job:\n- The commander makes decisions and hands out tasks, but does not do the hands-on fixing.\n- The fixer investigates and carries out changes.\n- The communicator keeps everyone outside the team updated, so the fixers are not interrupted.\n- The note-taker writes down what happened and when.\n\nSay the roles out loud at the start: "I\'ll lead. Aisha, you fix. Sam, you handle updates." Promise updates at regular times, for example every half hour, and keep that promise even when there is no news: "Still looking into it; next update at 2:30." Regular updates, even "we don\'t know yet", calm everyone down, including you. If you notice you have started fixing things yourself, hand the leader role to someone else out loud.',
        gamification: {
          type: "skill_point",
          skill: "Composure Under Pressure",
          points: 50,
          message: "Clear roles, calmer room. Composure Under Pressure +50.",
        },
      },
      {
        title: "The Executive Joins the Channel",
        type: "simulation",
        icon: "users",
        content:
          'This simulation tests the two skills together: regulating yourself and structuring the response so others can stay regulated too. Executives usually escalate because they lack information, not because they doubt you. A predictable update with status, impact, current hypothesis and next update time removes most of their need to ping.\n\nUseful phrasing:\n- "Current impact: search p99 is 9 s for all tenants. Hypothesis: the new shard allocation. Next update 14:30."\n- "Please route questions through Sam on comms so Aisha can stay heads-down."\n- For business decisions, give a rule instead of a guess: "If we are not green by 14:45, assume the demo should move."\n\nAvoid promising an ETA you do not have. A missed ETA costs more trust than an honest "unknown, next update at 14:30". Before you type anything, notice your own state and name it; your tone in the channel sets the tone of the whole response.',
        nonTechnicalContent:
          'This practice round combines both skills: keeping yourself steady and organising things so others can stay steady too. Senior leaders usually chase you because they do not know what is going on, not because they think you are doing a bad job. A regular update that covers what is broken, who is affected, what you think the cause is and when the next update will come answers most of their questions before they ask.\n\nHelpful ways to say it:\n- "Right now searches are very slow for all customers. We think it\'s a change from this morning. Next update at 2:30."\n- "Please send questions to Sam so Aisha can keep working."\n- For business decisions, give a simple rule rather than a guess: "If it\'s not fixed by 2:45, plan to move the demo."\n\nDo not promise a finish time you do not know; a broken promise costs more trust than an honest "we don\'t know yet". Before you write anything, notice how you feel and name it, because your tone sets the tone for everyone.',
        simulation: {
          scenario:
            "It is 14:05 on a Tuesday. Search p99 latency jumped from 300 ms to 9 s right after a routine index migration. You are incident commander and two engineers are investigating. The CTO has just joined the incident channel, and the sales lead has sent you three direct messages in four minutes. You notice your jaw is tight and you have already typed and deleted a sharp reply.",
          participants: [
            {
              name: "Jonas (CTO)",
              statement:
                "What's the ETA? The board chair is asking. Can we just roll back everything that shipped today?",
              emotions: ["anxious", "impatient"],
            },
            {
              name: "Aisha (SRE, operations lead)",
              statement:
                "I think it's the new shard allocation, but I need ten uninterrupted minutes. Rolling back everything would take forty.",
              emotions: ["stressed", "focused"],
            },
            {
              name: "Leo (Sales Lead)",
              statement:
                "Our biggest customer demo is at 15:00. I need to know right now whether to cancel it.",
              emotions: ["panicked", "frustrated"],
            },
          ],
          challenge:
            "First, name your own state in one short phrase. Then write the single message you would post in the incident channel that (a) gives Jonas a clear status and the next update time, (b) protects Aisha's focus and explains why a full rollback is not the first move, and (c) gives Leo a decision rule for the demo. Keep it under 80 words and do not promise an ETA you do not have.",
        },
        gamification: {
          type: "combo_multiplier",
          multiplier: 2,
          message: "Calm self, calm channel: double points for regulating both.",
        },
      },
      {
        title: "Build Your First-Five-Minutes Card",
        type: "exercise",
        icon: "tool",
        content:
          'Under stress you fall back to your level of preparation, not your level of intention. Write a first-five-minutes card before your next on-call shift and keep it pinned in your on-call doc or on a physical index card. A starting template:\n- Breathe: one physiological sigh before typing anything.\n- Name: "Right now I feel ___." Say it to yourself or jot it down.\n- Declare: "I\'m IC for this one. ___ take ops, ___ take comms."\n- Ask: "What changed in the last 24 hours?" Check deploys, flags, config and traffic.\n- Update: post impact, hypothesis and next update time.\n- Check at every update: "Am I still coordinating, or have I started fixing?"\n\nThis week, rehearse the card once in a game day or by replaying an old incident timeline. After your next real page, spend five minutes noting which line you skipped and why, then adjust the card. The goal is a routine you reach for automatically when your prefrontal cortex is busy.',
        nonTechnicalContent:
          'Under pressure, people do what they have practised, not what they meant to do. So prepare a small card for the first five minutes of an emergency and keep it somewhere you will see it. Start with this:\n- Breathe: one long, slow breath out before you write anything.\n- Name it: "Right now I feel ___." Say it to yourself or write it down.\n- Assign jobs: "I\'ll lead. ___ will fix, ___ will keep people updated."\n- Ask: "What changed in the last day?"\n- Update: tell people what is broken, what you think is going on and when they will hear from you next.\n- Check in with yourself at every update: "Am I still leading, or have I started fixing things myself?"\n\nThis week, practise the card once, for example by talking through a past emergency with a colleague. After your next real one, take five minutes to note which step you skipped and why, then improve the card. The aim is a habit you reach for automatically when your head is full.',
        gamification: {
          type: "achievement",
          title: "Calm Commander",
          description: "Wrote and rehearsed a personal first-five-minutes card for on-call.",
          badge: "Calm Commander",
          points: 100,
          message: "Your future 3 a.m. self says thank you.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // lesson-10: Resolving a Design Disagreement Between Two Senior Engineers (EI / conflict-resolution)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-10",
    title: "Resolving a Design Disagreement Between Two Senior Engineers",
    description:
      "Turn a stalled, increasingly personal design debate into a decision both engineers can commit to, using interests, agreed criteria and a named decision owner.",
    difficulty: "advanced",
    estimatedMinutes: 30,
    skillKey: "conflict-resolution",
    objectives: [
      "Separate each engineer's position (the design they defend) from the interests behind it, such as operability, delivery risk and reputation.",
      "Get both sides to agree decision criteria and their weights before comparing the options.",
      'Name a single decision owner and a deadline, and use "disagree and commit" explicitly, with dissent recorded.',
      "Repair the relationship after the decision so the engineer whose option lost stays engaged.",
    ],
    points: 250,
    badge: "Bridge Builder",
    steps: [
      {
        title: "Positions, Interests and the Real Fight",
        type: "content",
        icon: "compass",
        content:
          'Interest-based negotiation, from Fisher and Ury\'s Getting to Yes, distinguishes positions from interests. A position is what someone says they want: "We must use Kafka." An interest is why: "I\'ve been paged for Postgres queue backlogs before" or "I don\'t want four people operating another cluster." Positions conflict; interests often overlap.\n\nDisputes between senior engineers also carry identity and status. Each has a track record tied to their preference, so losing the argument can feel like losing standing. Distinguish task conflict (about the work, healthy in moderation) from relationship conflict (about each other, corrosive). Left alone, the first leaks into the second.\n\nQuestions that surface interests:\n- "What failure are you most trying to prevent?"\n- "What would you need to believe to support the other design?"\n- "If we chose the other option, what would you want built in to make it safe?"\n\nThen loop: restate each person\'s concern until they say "yes, that\'s it". Feeling accurately heard lowers defensiveness faster than any argument.',
        nonTechnicalContent:
          'A well-known negotiation approach separates positions from interests. A position is what someone says they want: "We must use tool A." An interest is the reason behind it: "I\'ve been woken up at night by problems with tool B before" or "I don\'t want our small team stuck looking after something complicated." Positions clash; the reasons behind them often overlap.\n\nWhen two experienced people disagree, their reputations are also on the line. Each has built a career on certain choices, so losing the argument can feel like losing respect. Notice the difference between disagreeing about the work, which is healthy, and disagreeing about each other, which is harmful. If nobody steps in, the first tends to turn into the second.\n\nQuestions that bring out the reasons:\n- "What problem are you most trying to avoid?"\n- "What would convince you the other option could work?"\n- "If we went the other way, what would you want in place to make it safe?"\n\nThen repeat each person\'s concern back in your own words until they say "yes, exactly". Feeling truly heard calms people faster than any argument.',
        gamification: {
          type: "progress_unlock",
          message: "Interests unlocked. Positions are only the surface.",
        },
      },
      {
        title: "Positions vs Interests",
        type: "quiz",
        icon: "quiz",
        content:
          'Practise hearing the difference. In design reviews, positions usually name a technology, a pattern or a deadline. Interests name a quality attribute, a risk, a cost or a personal stake: operability, on-call load, migration risk, hiring, learning, credibility with another team.\n\nA quick test: if the statement can only be satisfied one way, it is probably a position. If several designs could satisfy it, it is an interest. Interests are what you turn into decision criteria, because they let you compare options on the same scale.\n\nWhen you hear a position, do not argue with it. Ask "What does that give us?" or "What worries you about the alternative?" and keep asking until you reach something several designs could satisfy. Write those interests on the shared doc in each engineer\'s own words; seeing their concern written down fairly is itself de-escalating.',
        nonTechnicalContent:
          'Let\'s practise telling the two apart. In technical debates, positions usually name a specific tool, method or date. Interests describe a quality people care about, a risk, a cost or something personal: easy to look after, fewer late-night emergencies, a safe transition, a chance to learn, or standing with another team.\n\nA quick test: if only one answer could satisfy the statement, it is probably a position. If several different solutions could satisfy it, it is an interest. Interests are what you turn into the yardstick for choosing, because every option can be measured against them.\n\nWhen you hear a position, do not argue with it. Ask "What would that give us?" or "What worries you about the other option?" and keep asking until you reach something several solutions could meet. Write those interests down in each person\'s own words where everyone can see them. Seeing your concern written down fairly is calming in itself.',
        quiz: {
          question: "Which statement from a design review expresses an interest rather than a position?",
          nonTechnicalQuestion:
            "Which of these statements describes an underlying need rather than a fixed demand?",
          options: [
            "We should use gRPC for all internal service calls.",
            "GraphQL is the only sensible choice for this API.",
            "We need to ship the REST version by Friday.",
            "Whatever we choose, the on-call engineer must be able to debug it at 3 a.m. without specialised tooling.",
          ],
          nonTechnicalOptions: [
            "We should use technology A for every connection between our systems.",
            "Technology B is the only sensible choice here.",
            "We have to deliver version C by Friday.",
            "Whatever we choose, the person on night duty must be able to fix it without special tools.",
          ],
          correct: 3,
          explanation:
            "The first three each prescribe one specific solution or date, so they are positions. The last names a quality attribute, debuggability under on-call conditions, that several designs could meet. That makes it an interest, and it converts directly into a decision criterion both engineers can score options against.",
          nonTechnicalExplanation:
            "The first three each insist on one particular answer, so they are positions. The last describes a need, being easy to fix in the middle of the night, that many different solutions could meet. That makes it an interest, and it can become a shared yardstick for comparing the options.",
          points: 25,
        },
        gamification: {
          type: "skill_point",
          skill: "Conflict Resolution",
          points: 50,
          message: "You heard the need behind the demand. Conflict Resolution +50.",
        },
      },
      {
        title: "The Queue Debate",
        type: "simulation",
        icon: "users",
        content:
          'When a technical debate turns personal, address the personal part first, briefly and without shaming. Unaddressed jabs make every later technical point sound like another attack. A useful reset names the behaviour and the norm, not the person\'s character: "I want to keep this about the design. Past projects aren\'t on the table today."\n\nThen shift the frame from "which of you is right" to "how will we decide". Propose the process before discussing content: interests first, then criteria, then options. Agreeing the process is easier than agreeing the answer, and once both have agreed it, you can hold them to it.\n\nPay attention to who is not in the room. A junior engineer afraid to comment is a signal that the conflict is already costing the team psychological safety, and it is a reason to resolve it this week rather than let the doc thread run on.',
        nonTechnicalContent:
          'When a work disagreement turns personal, deal with the personal part first, briefly and without embarrassing anyone. If you let a dig slide, every later point starts to sound like another attack. A good reset talks about the behaviour and the ground rules, not about who someone is: "Let\'s keep this about the plan. Past projects aren\'t part of today\'s discussion."\n\nNext, change the question from "which of you is right?" to "how will we decide?". Agree how you will decide before discussing what to decide: first each person\'s concerns, then what matters most, then the options. It is easier to agree on a fair process than on an answer, and once both have agreed to the process, you can hold them to it.\n\nAlso notice who is staying quiet. A junior colleague who is afraid to speak is a sign the conflict is already hurting the team, and a good reason to settle it this week rather than let it drag on.',
        simulation: {
          scenario:
            "Your team must add an asynchronous job pipeline for invoice generation. Two senior engineers have argued for two weeks across a 60-comment design doc. Ravi wants a dedicated Kafka cluster; Elena wants a Postgres-backed job queue using SELECT ... FOR UPDATE SKIP LOCKED on the existing database. The thread has turned sharp, and a junior engineer told you privately she is afraid to comment. You have called a 45-minute meeting with both of them.",
          participants: [
            {
              name: "Ravi (Senior Engineer)",
              statement:
                "We'll hit fifty thousand jobs a minute within a year. Building this on Postgres just defers a rewrite, and frankly I've watched Elena's team make this exact mistake before.",
              emotions: ["frustrated", "dismissed"],
            },
            {
              name: "Elena (Senior Engineer)",
              statement:
                "Ravi wants us to run a distributed system with four people on the team. And I'd appreciate not having my past projects dragged into this.",
              emotions: ["hurt", "defensive"],
            },
          ],
          challenge:
            "Open the meeting. Write your first three moves: (1) how you name and reset the personal jab without shaming either engineer, (2) the question you ask each of them to surface the interest behind their position, and (3) how you propose agreeing decision criteria and a decision owner before anyone compares the two designs again.",
        },
        gamification: {
          type: "combo_multiplier",
          multiplier: 2,
          message: "Reset the tone and the process in one move: double points.",
        },
      },
      {
        title: "Criteria First, Then Options, Then One Owner",
        type: "content",
        icon: "target",
        content:
          'Most design stalemates are really disagreements about unstated criteria: one person optimises for scale headroom, the other for operability. Make the criteria explicit and the debate becomes tractable.\n\nA sequence that works:\n- Restate the problem and constraints: load projections, team size, budget, deadline.\n- Agree criteria and weights from the interests, for example operability 30%, time to ship 25%, scale headroom 25%, cost 20%.\n- Score each option independently, then compare. Disagreement now sits on specific cells, and many of those can be settled with data: a load test, a spike, a quote from the vendor.\n- If scores are still split, the pre-named decision owner (the Approver in DACI) decides by a set date.\n- Reduce the stakes where you can: "Postgres queue behind a queue interface; revisit if sustained load exceeds 10k jobs per minute."\n- Say "disagree and commit" explicitly and record the dissent and the revisit trigger in the ADR.\n\nCommitment is easier when people can see their concern written into the decision.',
        nonTechnicalContent:
          'Most stuck debates are really about unspoken priorities: one person cares most about handling future growth, the other about keeping things simple to run. Write the priorities down and the argument becomes solvable.\n\nA sequence that works:\n- Restate the problem and the limits: expected growth, team size, budget, deadline.\n- Agree what matters and how much, for example easy to run 30%, speed to deliver 25%, room to grow 25%, cost 20%.\n- Score each option separately, then compare. Now the disagreement is about specific scores, and many can be settled with a quick test or a price check.\n- If it is still split, the person named in advance as the decider makes the call by an agreed date.\n- Make the choice easier to undo where possible: "We\'ll start simple, built so it can be swapped, and revisit if volume passes a set level."\n- Say clearly, "We disagree, and we\'re both committing to this", and write down the objection and when you will revisit.\n\nPeople commit more easily when they can see their concern written into the decision.',
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Criteria before options: you have spotted the pattern behind most stalemates.",
        },
      },
      {
        title: "When Data Doesn't Settle It",
        type: "quiz",
        icon: "quiz",
        content:
          "Sometimes the criteria are agreed, the scores are honest, and two competent engineers still land on different answers. That is normal: the options are close, or the disagreement rests on a forecast nobody can verify yet, such as load in twelve months.\n\nAt that point more discussion has diminishing returns and a real cost: the team is blocked, and the debate keeps pulling on the relationship. A good leader ends the ambiguity with a clear mechanism, not with seniority or by avoiding a choice.\n\nTwo failure modes to avoid. Deferring to rank teaches everyone that arguments do not matter, only titles. Building both in parallel doubles the cost and postpones the conflict to a worse moment, when sunk cost makes everyone more attached. The right mechanism is usually the one you agreed at the start: a named owner, a date, a recorded dissent and a trigger that reopens the decision if reality diverges from the forecast.",
        nonTechnicalContent:
          "Sometimes everyone agrees what matters, scores the options honestly, and two capable people still prefer different answers. That is normal: the options may be close, or the disagreement may depend on a guess about the future that nobody can check yet.\n\nAt that point more talking helps less and less, and it has a real cost: the team is waiting, and the debate keeps straining the relationship. A good leader ends the uncertainty with a clear, fair way of deciding, not by pulling rank and not by avoiding a choice.\n\nTwo traps to avoid. Going with whoever is more senior teaches everyone that arguments don't matter, only job titles. Building both options doubles the work and just postpones the fight to a worse moment, when both sides have invested even more. The right approach is usually the one agreed at the start: a named decider, a date, a written record of the objection, and a clear signal that would reopen the decision.",
        quiz: {
          question:
            "Criteria and scores are agreed, but Ravi and Elena still favour different options and both arguments are reasonable. What do you do?",
          nonTechnicalQuestion:
            "Everyone agreed on what matters and scored the options, but the two engineers still prefer different ones and both make sense. What do you do?",
          options: [
            "Have the pre-named decision owner decide by the agreed date, record the dissent and a revisit trigger in the ADR, and ask both to commit",
            "Schedule another meeting so they can keep debating until one convinces the other",
            "Go with the more senior engineer's recommendation to keep the hierarchy clear",
            "Build both designs in parallel and pick the winner once they are in production",
          ],
          nonTechnicalOptions: [
            "Let the person named as the decider make the call by the agreed date, write down the objection and what would reopen the decision, and ask both to commit",
            "Book another meeting and let them keep arguing until one gives in",
            "Go with whoever is more senior",
            "Build both and choose later",
          ],
          correct: 0,
          explanation:
            "When data cannot separate close options, delay is the most expensive choice. A pre-agreed owner and date end the ambiguity fairly, the recorded dissent shows the minority view was heard, and a revisit trigger (for example sustained load above 10k jobs per minute) turns the losing argument into a monitored risk instead of a grudge. Deferring to rank and parallel builds both damage trust or double cost.",
          nonTechnicalExplanation:
            "When the facts cannot separate two close options, waiting is the most costly choice. A decider and date agreed in advance end the uncertainty fairly, writing down the objection shows it was taken seriously, and agreeing what would reopen the decision turns the losing view into something the team keeps an eye on rather than a grudge. Pulling rank or building both hurts trust or wastes effort.",
          points: 50,
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "A clear decision today beats a perfect one next quarter.",
        },
      },
      {
        title: "Run the Resolution Meeting This Week",
        type: "application",
        icon: "message",
        content:
          'Pick a live design disagreement on your team, or the next one that crosses 20 comments, and run this 45-minute agenda:\n- 0-5 min, frame: "You both care about this system working. Today we agree how we decide; by Friday we decide."\n- 5-15 min, interests: each person states what they are protecting; the other restates it until the first says "yes, that\'s it".\n- 15-25 min, criteria: turn interests into three to five weighted criteria on a shared doc.\n- 25-40 min, score: rate each option and list what data would change each disputed score. Assign a timeboxed spike if needed.\n- 40-45 min, close: confirm the decision owner, date and revisit trigger.\n\nAfterwards, handle two conversations privately. If anyone made a personal jab, give specific feedback within a day: the behaviour, its effect on the team, the norm you expect. Within 48 hours of the decision, have a 1:1 with the engineer whose option lost: acknowledge the quality of their argument, ask what they need to commit, and consider giving them ownership of the revisit trigger.',
        nonTechnicalContent:
          'Choose a real disagreement on your team, or the next one that drags on, and run this 45-minute meeting:\n- First 5 minutes, set the tone: "You both want this to work. Today we agree how we\'ll decide; by Friday we decide."\n- Next 10 minutes, concerns: each person says what they are trying to protect, and the other repeats it back until the first says "yes, exactly".\n- Next 10 minutes, priorities: turn those concerns into three to five things that matter, with a rough weight for each.\n- Next 15 minutes, score: rate each option and note what fact would change any disputed score. Agree a short test if needed.\n- Last 5 minutes, close: confirm who decides, by when, and what would reopen the question.\n\nAfterwards, have two private conversations. If anyone made a personal dig, talk to them within a day: what they said, how it affected the team, and what you expect instead. Within two days of the decision, meet the person whose option was not chosen: recognise the strength of their argument, ask what they need to fully commit, and consider making them responsible for watching the signal that would reopen the decision.',
        gamification: {
          type: "achievement",
          title: "Bridge Builder",
          description: "Ran a criteria-first resolution meeting and followed up with both engineers.",
          badge: "Bridge Builder",
          points: 100,
          message: "Two senior engineers, one decision, and a working relationship still intact.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // lesson-11: Knowing Your Triggers Before the Retro (Emotional Intelligence / self-awareness)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-11",
    title: "Knowing Your Triggers Before the Retro",
    description:
      "Map what reliably sets you off in retrospectives and reviews, so you can notice the reaction early and choose a response instead of defending on reflex.",
    difficulty: "beginner",
    estimatedMinutes: 15,
    skillKey: "self-awareness",
    objectives: [
      "Map your top three triggers to the SCARF domains: status, certainty, autonomy, relatedness and fairness.",
      "Identify your personal early-warning signals, physical and behavioural, before a reaction shows up in your words.",
      "Prepare a holding phrase and one curious question to use when a trigger fires in your next retrospective.",
    ],
    points: 100,
    badge: "Trigger Tracker",
    steps: [
      {
        title: "Why Retros Hit Differently",
        type: "content",
        icon: "heart",
        content:
          "Retrospectives and incident reviews put your work under public scrutiny, which makes them a reliable trigger for new leads. David Rock's SCARF model names five social domains the brain treats much like physical threats or rewards:\n- Status: your code or design criticised in front of peers.\n- Certainty: a surprise scope change or a reorg rumour.\n- Autonomy: a process mandated on your team without consultation.\n- Relatedness: being left out of the thread where the decision was made.\n- Fairness: another team credited for the fix your team shipped over the weekend.\n\nA trigger is a situation that reliably produces a stronger reaction than the moment warrants. Triggers are not flaws; they usually point at something you value. But as a lead, your reaction is amplified: a defensive reply from you signals to everyone that candour is unsafe. Self-awareness here means knowing your top domains in advance, so that when one fires you recognise the pattern instead of believing the urgency.",
        nonTechnicalContent:
          "Team review meetings put your work on display, which makes them a common place to get rattled, especially when you are new to leading. A popular model called SCARF describes five social needs that our brains protect almost as fiercely as physical safety:\n- Status: feeling respected, for example when your work is criticised in front of others.\n- Certainty: knowing what is coming, for example when plans change without warning.\n- Autonomy: having a say, for example when a new rule is imposed on your team.\n- Relatedness: feeling included, for example when a decision is made in a chat you were left out of.\n- Fairness: being treated fairly, for example when someone else gets credit for your team's work.\n\nA trigger is a situation that reliably causes a bigger reaction than the moment deserves. Triggers are not weaknesses; they usually point at something you care about. But as a leader, your reaction counts for more: if you get defensive, everyone learns it is not safe to be honest. Knowing your triggers ahead of time lets you recognise the pattern when it fires.",
        gamification: {
          type: "progress_unlock",
          message: "You have the map. Now let's find where you are on it.",
        },
      },
      {
        title: "Map Your Triggers",
        type: "exercise",
        icon: "puzzle",
        content:
          'Self-awareness is built from data, not introspection alone. Spend ten minutes on this exercise today.\n\nRecall the last three times you felt a spike in a meeting: a retro, a design review, a 1:1, an incident channel. For each one, write a short row:\n- Situation: what was said or done, as factually as a log line.\n- SCARF domain: which of the five felt threatened. Often one dominates.\n- Body signal: heat in the face, tight jaw, faster typing, leaning forward.\n- Behaviour: what you actually did (interrupted, justified, went quiet, got sarcastic).\n- Preferred response: what you wish you had done.\n\nLook for the pattern across rows. Most people have one or two dominant domains. Your body signal is the most useful column, because it arrives seconds before your words and gives you a window to pause. If you are unsure, ask one trusted peer: "When do you see me get tense in meetings?" Their answer is often more accurate than yours.',
        nonTechnicalContent:
          'You learn about your reactions by collecting examples, not just by thinking about yourself. Take ten minutes today for this.\n\nThink of the last three times you felt a sudden jolt of irritation or anxiety in a meeting. For each, write one short line for each of these:\n- What happened: what was said or done, as plainly as possible.\n- Which need felt threatened: respect, certainty, having a say, feeling included or fairness.\n- What your body did: face felt hot, jaw tightened, started typing faster, leaned forward.\n- What you did: interrupted, explained yourself, went silent, made a sarcastic remark.\n- What you wish you had done.\n\nNow look for the pattern. Most people have one or two needs that set them off far more than the others. The body column is the most useful, because your body reacts a few seconds before your mouth does, and that gap is your chance to pause. If you are unsure, ask a trusted colleague, "When do you see me get tense in meetings?" They often see it more clearly than you do.',
        gamification: {
          type: "skill_point",
          skill: "Self-Awareness",
          points: 50,
          message: "Three rows of real data about yourself. Self-Awareness +50.",
        },
      },
      {
        title: "Name the Domain",
        type: "quiz",
        icon: "quiz",
        content:
          'Naming the specific domain matters because each one calls for a different response. A status trigger eases when you separate the critique of the work from your worth; a certainty trigger eases when you ask for the missing information; an autonomy trigger eases when you ask where you still have choice; a fairness trigger eases when you raise the process issue explicitly and calmly, later if needed.\n\nPrecision also helps the label work. "I\'m upset" does little; "that stung because it felt unfair" gives your reasoning brain something concrete to work with and often dissolves half the charge. In the next example, look past the surface emotion and ask which need feels violated.',
        nonTechnicalContent:
          'Being specific about which need was hit matters, because each calls for a different response. If it is respect, remind yourself that criticism of the work is not a verdict on you. If it is certainty, ask for the information you are missing. If it is having a say, look for where you still have a choice. If it is fairness, plan to raise it calmly, perhaps later and in private.\n\nBeing specific also makes naming the feeling work better. "I\'m upset" does little. "That stung because it felt unfair" gives your thinking mind something concrete to hold, and often takes half the heat out of the moment. In the next example, look past the surface feeling and ask which need feels threatened.',
        quiz: {
          question:
            'In a retro, the incident your team fixed over the weekend is listed under another team\'s "fast response", while your team\'s original bug sits alone under "what went wrong". You feel a hot flash of anger. Which SCARF domain is most likely triggered?',
          nonTechnicalQuestion:
            'In a team review, another team gets the credit for a problem your team fixed over the weekend, while your team\'s original mistake is the only thing listed under "what went wrong". You feel a flash of anger. Which need is most likely threatened?',
          options: ["Certainty", "Autonomy", "Fairness", "Relatedness"],
          nonTechnicalOptions: [
            "Knowing what comes next",
            "Having a say",
            "Being treated fairly",
            "Feeling included",
          ],
          correct: 2,
          explanation:
            "The sting comes from an imbalance between credit and blame: your team carries the failure while another team receives the recognition for your recovery work. That is the fairness domain. Naming it precisely points to the right response: calmly raising how credit is recorded in the retro doc, rather than arguing about the bug itself.",
          nonTechnicalExplanation:
            "What hurts is the mismatch: your team gets the blame while someone else gets the credit for your effort. That is about fairness. Knowing that helps you respond well, by calmly asking how credit is recorded rather than getting defensive about the original mistake.",
          points: 25,
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Precise label, faster reset.",
        },
      },
      {
        title: "The Retro Comment",
        type: "simulation",
        icon: "users",
        content:
          'Knowing your triggers is only useful if you can use that knowledge in the moment. The sequence is short:\n- Notice the body signal you identified in your trigger map.\n- Label the domain silently: "Status. My team is being criticised in public."\n- Use a holding phrase that buys a few seconds without conceding or attacking: "Let me make sure I understand the concern."\n- Ask one curious question that moves the conversation towards data: "Which releases slipped, and what did the failures look like?"\n\nThe holding phrase is not a trick. It creates the pause in which you can choose a response aligned with what you value, such as a team that learns, rather than what the threat wants, which is to win the exchange. You can still disagree later, with evidence and a calmer tone.',
        nonTechnicalContent:
          'Knowing your triggers only helps if you can use that knowledge in the moment. The steps are short:\n- Notice the body signal you found when mapping your triggers.\n- Silently name the need: "Respect. My team is being criticised in front of everyone."\n- Say a holding phrase that buys a few seconds without giving in or hitting back: "Let me make sure I understand the concern."\n- Ask one curious question that moves the talk towards facts: "Which releases were late, and what went wrong with them?"\n\nThe holding phrase is not a trick. It gives you a pause in which you can choose a response that matches what you care about, such as a team that learns, instead of what your alarm wants, which is to win the argument. You can still disagree later, with evidence and a calmer tone.',
        simulation: {
          scenario:
            "It is the end-of-sprint retro. Your backend team's end-to-end tests failed intermittently three times this sprint, and the release slipped by two days. You have been quietly pushing for time to fix the flaky test infrastructure for a month. Halfway through the retro, the QA lead speaks up, and you feel your face get hot.",
          participants: [
            {
              name: "Sam (QA Lead)",
              statement:
                "Honestly, the backend team's tests are the reason every release slips. It's the same story every sprint.",
              emotions: ["exasperated", "tired"],
            },
            {
              name: "Nina (Scrum Master, facilitating)",
              statement: "Okay. Let's hear from backend on this one.",
              emotions: ["cautious", "uncomfortable"],
            },
          ],
          challenge:
            "Nina has turned to you. Write down (1) the SCARF domain you notice firing, (2) the holding phrase you say first, and (3) one curious question to Sam that moves the discussion towards specific evidence. Then note what you would raise later, and with whom, about the month-long request for time to fix the test infrastructure.",
        },
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "You caught the pattern live: signal, label, pause, question.",
        },
      },
      {
        title: "Your Pre-Retro Check-In",
        type: "application",
        icon: "clock",
        content:
          'Use this five-minute routine before your next retrospective, incident review or planning meeting, and repeat it for two weeks until it is habit:\n- Scan the agenda or retro board and predict which item is most likely to trigger you. Write down the SCARF domain.\n- Choose your holding phrase for today, for example "Say more about that" or "Let me make sure I understand."\n- Pick one curious question you could ask if the trigger fires.\n- Choose a body cue to check during the meeting: feet flat on the floor, shoulders down, one slow exhale.\n- Set an intention in one line: "Today I want the team to leave feeling safe to raise problems."\n\nAfterwards, write two lines in a private log: what fired, and what you did. After six entries, read them back. The pattern you see will be more honest than anything you would have predicted, and it tells you which domain to work on next.',
        nonTechnicalContent:
          'Try this five-minute routine before your next team review or planning meeting, and repeat it for two weeks until it becomes a habit:\n- Look over the agenda and guess which topic is most likely to rattle you. Note which need it touches.\n- Choose your holding phrase for today, for example "Tell me more about that" or "Let me make sure I understand."\n- Pick one curious question you could ask if you do get rattled.\n- Choose a body check for during the meeting: feet flat on the floor, shoulders relaxed, one slow breath out.\n- Write one line about how you want to show up: "Today I want people to feel safe raising problems."\n\nAfterwards, write two lines in a private notebook: what set you off, and what you did. After six entries, read them back. The pattern you find will be more honest than your guesses, and it shows you which need to work on next.',
        gamification: {
          type: "achievement",
          title: "Trigger Tracker",
          description: "Ran a pre-retro check-in and logged what fired afterwards.",
          badge: "Trigger Tracker",
          points: 50,
          message: "Prepared, not surprised. That is what self-awareness looks like in practice.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // lesson-12: Saying No to a Stakeholder With Data (Problem Solving / prioritization)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-12",
    title: "Saying No to a Stakeholder With Data",
    description:
      'Replace "we don\'t have capacity" with a clear, numbers-backed trade-off that lets stakeholders see what a yes would cost and decide with you.',
    difficulty: "beginner",
    estimatedMinutes: 25,
    skillKey: "prioritization",
    objectives: [
      "Score competing requests with RICE (reach, impact, confidence, effort) and explain each number in one sentence.",
      "Estimate cost of delay and use CD3 (cost of delay divided by duration) to sequence work.",
      'Say no with a "yes, and here is what it would cost" structure that offers options instead of a flat refusal.',
      "Maintain a visible ranked priority list so every new request is compared with the work it would displace.",
    ],
    points: 200,
    badge: "Focus Guardian",
    steps: [
      {
        title: "Every Yes Is a No to Something Else",
        type: "content",
        icon: "chart",
        content:
          "A team's capacity is roughly fixed in the short term. Every unplanned yes silently pushes out an existing commitment, raises work in progress and, per Little's Law, lengthens lead time for everything else. Leaders who say yes to keep the peace are usually spending someone else's roadmap.\n\nSaying no well starts with making trade-offs visible. RICE is a simple scoring model:\n- Reach: how many users or accounts are affected per quarter.\n- Impact: effect per user, on a scale such as 3 massive, 2 high, 1 medium, 0.5 low.\n- Confidence: how sure you are of the estimates, as a percentage.\n- Effort: person-weeks.\n\nScore = Reach × Impact × Confidence ÷ Effort. For example, SSO for one prospect (reach 1 account, impact 3, confidence 80%, effort 4) scores 0.6, while fixing a checkout bug hitting 2,000 accounts (impact 1, confidence 90%, effort 2) scores 900. The numbers are rough, but rough and shared beats precise and private, and they move the conversation from who shouts loudest to what the evidence says.",
        nonTechnicalContent:
          "In the short term, a team can only do so much. Every extra yes quietly pushes something else back, adds to the pile of half-finished work, and makes everything slower. Leaders who say yes to keep people happy are usually spending time someone else was promised.\n\nSaying no well starts with making the trade-off visible. One simple scoring method is called RICE:\n- Reach: how many customers it affects.\n- Impact: how much it helps each of them, from small to huge.\n- Confidence: how sure you are about those guesses.\n- Effort: how much work it takes.\n\nMultiply reach, impact and confidence, then divide by effort. A feature for one potential customer that takes four weeks scores very low; a bug fix helping 2,000 customers in two weeks scores very high. The numbers are rough, but rough numbers that everyone can see beat precise ones kept in someone's head. They shift the conversation from who argues loudest to what the evidence says.",
        gamification: {
          type: "progress_unlock",
          message: "Trade-offs made visible. Next: putting a price on waiting.",
        },
      },
      {
        title: "Cost of Delay and CD3",
        type: "content",
        icon: "clock",
        content:
          "RICE ranks value but ignores time. Cost of delay asks a sharper question: how much value do we lose for every week this is not done? Don Reinertsen calls it the one thing to quantify if you quantify nothing else.\n\nDelay costs follow different urgency profiles:\n- Expedite: cost is high and immediate, such as a security hole or an outage.\n- Fixed date: cost jumps at a deadline, such as a regulatory change or a contract date.\n- Standard: cost accrues steadily, such as most features.\n- Intangible: cost is low now but grows later, such as tech debt or platform upgrades.\n\nTo sequence work, use CD3: cost of delay divided by duration. Do the highest CD3 first. Example: feature A loses $20k per week and takes 4 weeks (CD3 5k); fix B loses $10k per week and takes 1 week (CD3 10k). Doing B first delays A by one week ($20k); doing A first delays B by four weeks ($40k), so B goes first. Short, valuable work goes first, even when it looks less important.",
        nonTechnicalContent:
          "RICE tells you what is valuable, but not what is urgent. Cost of delay asks a sharper question: how much do we lose for every week this waits? Experts in product flow say that if you measure only one thing, measure this.\n\nWaiting costs different amounts in different situations:\n- Emergency: the cost is high right now, such as a security hole or an outage.\n- Deadline: the cost jumps on a specific date, such as a new regulation.\n- Steady: the cost builds slowly, such as most new features.\n- Hidden: the cost is small now but grows later, such as neglected maintenance.\n\nTo decide the order, divide the weekly cost of waiting by how long the work takes, and do the highest number first. Example: task A loses $20k a week and takes four weeks; task B loses $10k a week and takes one week. B scores higher, so do it first: it is finished quickly and stops its losses, and A only waits one extra week. Short, valuable work goes first, even when it looks less important.",
        gamification: {
          type: "skill_point",
          skill: "Prioritisation",
          points: 50,
          message: "You can now put a price on waiting. Prioritisation +50.",
        },
      },
      {
        title: "Sequence the Work",
        type: "quiz",
        icon: "quiz",
        content:
          "Apply CD3 to a realistic backlog. Estimates of cost of delay are never exact, so use ranges if you must, but commit to a number for the comparison. What matters is the relative order and the conversation the numbers create.\n\nCommon pitfalls when teams first use cost of delay:\n- Ranking by cost of delay alone and ignoring duration, which lets large projects starve small, urgent fixes.\n- Letting the most senior requester set the urgency profile instead of the evidence.\n- Forgetting intangible work entirely, then being surprised when platform debt becomes an expedite item.\n\nWhen the result is counter-intuitive, such as a small bug beating a flagship feature, that is usually the model doing its job. Share the arithmetic openly; stakeholders rarely argue with a calculation they can inspect, and if they do, they tend to argue about the inputs, which is a far better conversation.",
        nonTechnicalContent:
          "Let's try the method on a realistic to-do list. Estimates of what waiting costs are never exact, but pick a number for each item so you can compare them. What matters is the order and the conversation the numbers start.\n\nCommon mistakes when teams start doing this:\n- Looking only at cost of waiting and ignoring how long the work takes, so big projects keep pushing small urgent fixes aside.\n- Letting the most senior person decide what is urgent instead of the evidence.\n- Forgetting maintenance work altogether, then being surprised when it turns into an emergency.\n\nWhen the answer feels surprising, for example a small bug fix beating a big new feature, that is usually the method doing its job. Share the calculation openly. People rarely argue with sums they can check for themselves, and when they do, they argue about the inputs, which is a much more useful conversation.",
        quiz: {
          question:
            "Your team can work on one item at a time. Feature X: cost of delay $30k/week, 6 weeks. Migration Y: $12k/week, 2 weeks. Bug Z: $8k/week, 1 week. Using CD3, which should go first?",
          nonTechnicalQuestion:
            "Your team can do one thing at a time. Feature X loses $30k a week while waiting and takes 6 weeks. Move Y loses $12k a week and takes 2 weeks. Fix Z loses $8k a week and takes 1 week. Which should go first?",
          options: [
            "Feature X, because it has the highest cost of delay",
            "Bug Z, because it has the highest cost of delay per week of duration (8k)",
            "Migration Y, because it balances value and duration",
            "Whichever item the most senior stakeholder is asking about",
          ],
          nonTechnicalOptions: [
            "Feature X, because it loses the most per week",
            "Fix Z, because it gives the best return for each week of work",
            "Move Y, because it sits in the middle",
            "Whatever the most senior person wants",
          ],
          correct: 1,
          explanation:
            "CD3 divides cost of delay by duration: X is 30/6 = 5, Y is 12/2 = 6, Z is 8/1 = 8. Z goes first, then Y, then X. Doing Z first delays X by only one week while stopping Z's losses immediately. Ranking by cost of delay alone (X first) would leave Y and Z bleeding value for six weeks, which costs more in total.",
          nonTechnicalExplanation:
            "Divide each weekly loss by the weeks of work: X is 5, Y is 6, Z is 8. So do Z, then Y, then X. Z is finished in a week and stops its losses straight away, and X only waits one extra week. Starting with X would leave both smaller items losing money for six weeks, which adds up to more overall.",
          points: 50,
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Short, valuable work first. You just saved the team weeks of waste.",
        },
      },
      {
        title: "The Friday Escalation",
        type: "simulation",
        icon: "users",
        content:
          'Stakeholders who push hard are usually carrying real pressure: a quota, a customer, a board promise. Treat the request as legitimate, then make the trade-off theirs to see. A structure that works:\n- Acknowledge the goal behind the request, not just the request: "Closing this deal matters and I want to help."\n- Show current commitments and why they rank where they do, with the numbers.\n- State what yes would cost, specifically: which commitment moves, by how long, with what risk.\n- Offer options, including a smaller version: a scoped alternative, a later date, or a swap.\n- Ask who owns the trade-off and by when: "Can you and the CPO decide by Tuesday?"\n\nYou are not the gatekeeper who refuses; you are the person who makes the cost of each choice visible. When a decision is above your authority, escalate the trade-off with a recommendation rather than the conflict. Also repair any ambiguity your own side created: if a PM half-promised, say so plainly and own it as a team.',
        nonTechnicalContent:
          'People who push hard are usually under real pressure themselves: a sales target, a customer, a promise to their boss. Treat the request as reasonable, then help them see the trade-off. A structure that works:\n- Recognise the goal behind the request: "Closing this deal matters, and I want to help."\n- Show what the team is already committed to and why, with the numbers.\n- Say exactly what a yes would cost: what gets pushed back, by how long, and what risk that creates.\n- Offer choices, including a smaller version, a later date or a swap with something else.\n- Ask who gets to make the call, and by when.\n\nYour role is not to be the person who says no. It is to be the person who makes the cost of each choice clear. If the decision is above your level, take the trade-off to the right person with your recommendation, rather than just passing on the argument. And if someone on your side half-promised something, say so honestly and own it as a team.',
        simulation: {
          scenario:
            'It is Friday afternoon. Your team of six is three weeks into a data-retention project that must be live before a regulator\'s deadline on the 30th. The VP of Sales messages you, your PM and your manager: a prospect worth $400k in annual recurring revenue wants single sign-on before signing, and she has been told engineering would "look at it". Your tech lead estimates full SSO at two weeks for two engineers; your identity vendor offers a basic SAML connector that could be configured in about three days.',
          participants: [
            {
              name: "Carla (VP of Sales)",
              statement:
                "This deal is four hundred thousand a year. I don't understand why engineering can't find two weeks for SSO.",
              emotions: ["impatient", "pressured"],
            },
            {
              name: "Tom (Product Manager)",
              statement:
                "I told Carla we'd look at it. I don't think I promised anything, but I may not have been clear.",
              emotions: ["anxious", "conflicted"],
            },
            {
              name: "Hana (Tech Lead, data retention)",
              statement:
                "If we pull two people off retention, we miss the regulator's date. The fines alone would dwarf that deal.",
              emotions: ["worried", "protective"],
            },
          ],
          challenge:
            'Write your reply to Carla, copying Tom and your manager. Acknowledge the value of the deal, show the trade-off against the retention deadline with numbers, offer at least two options (including the three-day SAML connector and what it would and would not cover), and name who should make the final call and by when. Keep it under 150 words and avoid the phrase "we don\'t have capacity".',
        },
        gamification: {
          type: "combo_multiplier",
          multiplier: 2,
          message: "Empathy plus evidence: double points for a no that still helps.",
        },
      },
      {
        title: "The Best Way to Say No",
        type: "quiz",
        icon: "quiz",
        content:
          'A flat no protects the roadmap this week and damages the relationship for months; a reflexive yes protects the relationship this week and damages delivery for months. The durable pattern is a conditional yes with an explicit price, sometimes called a "yes, if" or a trade-off offer.\n\nIt works because it respects the requester\'s goal, transfers the decision to whoever owns the trade-off, and leaves a written record of what was chosen and why. It also avoids a subtle failure: "let me check with the team" without a follow-up date, which stakeholders hear as a polite brush-off and which usually leads to escalation above your head.\n\nCheck any response you draft against three questions. Does it name what yes would cost? Does it offer at least one alternative? Does it say who decides and by when? If any answer is no, rewrite it.',
        nonTechnicalContent:
          'A flat no protects the plan this week but hurts the relationship for months. An automatic yes protects the relationship this week but hurts delivery for months. The approach that lasts is a conditional yes with a clear price: "Yes, if we accept this trade-off."\n\nIt works because it respects what the other person is trying to achieve, hands the decision to whoever owns that trade-off, and leaves a written record of what was chosen and why. It also avoids a common trap: "Let me check with the team" with no date attached, which people hear as a polite brush-off and which often leads them to go over your head.\n\nBefore sending any reply, check three things. Does it say what a yes would cost? Does it offer at least one alternative? Does it say who decides and by when? If not, rewrite it.',
        quiz: {
          question: "Which reply to the VP of Sales best applies data-backed prioritisation?",
          nonTechnicalQuestion: "Which reply to the sales leader is the best way to say no?",
          options: [
            '"We\'re at capacity this quarter, so the answer is no."',
            '"Sure, we\'ll squeeze it in alongside the retention work."',
            '"Let me check with the team and get back to you."',
            '"Yes, if we move retention by two weeks, which puts the regulator deadline at risk. Or the three-day SAML connector covers their main login need. Here are the numbers; can you and the CPO decide by Tuesday?"',
          ],
          nonTechnicalOptions: [
            '"We\'re full, so no."',
            '"Sure, we\'ll fit it in somehow."',
            '"Let me check with the team and get back to you."',
            '"Yes, if we delay the legal deadline work, which is risky. Or a three-day simpler version covers their main need. Here are the numbers; can you and our product head decide by Tuesday?"',
          ],
          correct: 3,
          explanation:
            'Only the last reply names the cost of yes, offers a scoped alternative, and assigns the decision to the people who own the trade-off with a date. The flat no ignores a real business goal, the silent yes overloads the team and endangers a regulatory commitment, and an open-ended "let me check" reads as a brush-off and invites escalation.',
          nonTechnicalExplanation:
            'Only the last reply says what a yes would cost, offers a smaller option, and asks the right people to decide by a set date. A flat no ignores a real business need, an easy yes overloads the team and puts a legal deadline at risk, and "let me check" with no date feels like a brush-off.',
          points: 25,
        },
      },
      {
        title: "Your No Script and Priority Board",
        type: "application",
        icon: "tool",
        content:
          'This week, set up two tools and use them on the next incoming request.\n\nFirst, a visible priority board: a single ranked list of your team\'s committed work, with the RICE or CD3 score and owner next to each item, shared with stakeholders. When a new request arrives, the only question is: "Above or below which item?" That turns every escalation into a comparison rather than a negotiation from scratch.\n\nSecond, a reusable reply script. Save it as a snippet:\n- "I can see why this matters: [their goal]."\n- "Right now we\'re committed to [A] and [B] because [one line of data each]."\n- "Taking this on means [specific item] moves by [time], which risks [consequence]."\n- "Options: 1) swap, 2) a smaller version, [scope], by [date], 3) schedule it after [item]."\n- "[Name], can you make the call by [date]? I recommend option [n] because [reason]."\n\nAfter using it, note how the stakeholder responded and refine one line of the script.',
        nonTechnicalContent:
          'This week, set up two simple tools and use them on the next request that comes in.\n\nFirst, a visible priority list: one ranked list of everything your team has committed to, with a rough score and an owner next to each item, shared with the people who make requests. When something new comes in, there is only one question: "Does this go above or below which item?" Every request becomes a comparison instead of a fresh argument.\n\nSecond, a reply you can reuse. Save it somewhere handy:\n- "I can see why this matters: [their goal]."\n- "Right now we\'re committed to [A] and [B] because [one reason each]."\n- "Taking this on means [item] moves back by [time], which risks [consequence]."\n- "Options: 1) swap them, 2) a smaller version by [date], 3) do it after [item]."\n- "[Name], can you decide by [date]? I\'d suggest option [n] because [reason]."\n\nAfter using it once, note how the other person reacted and improve one line.',
        gamification: {
          type: "achievement",
          title: "Focus Guardian",
          description: "Published a ranked priority board and answered a request with a trade-off script.",
          badge: "Focus Guardian",
          points: 100,
          message: "Your team's focus now has a guardian, and your stakeholders have a clear path to yes.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // lesson-13: Decision Records Under Ambiguity (Problem Solving / decision-making)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-13",
    title: "Decision Records Under Ambiguity",
    description:
      "Decide at the right speed for the stakes, and capture the reasoning in an Architecture Decision Record so future you can judge the decision, not just the outcome.",
    difficulty: "intermediate",
    estimatedMinutes: 25,
    skillKey: "decision-making",
    objectives: [
      "Classify a decision as a one-way door (costly to reverse, slow down) or a two-way door (cheap to reverse, decide fast) and size the process accordingly.",
      "Write an Architecture Decision Record with context, options considered, decision, consequences, assumptions and a revisit trigger.",
      "Make a call with roughly 70 percent of the information you want, stating the assumptions explicitly.",
      "Review past decisions on decision quality rather than outcome, and supersede an ADR instead of rewriting it.",
    ],
    points: 200,
    badge: "Decision Architect",
    steps: [
      {
        title: "One-Way and Two-Way Doors",
        type: "content",
        icon: "compass",
        content:
          "Not every decision deserves the same process. A useful classification, popularised by Amazon, separates one-way doors from two-way doors by the cost of reversal.\n\nTwo-way doors are cheap to undo: a library behind an internal interface, a timeout behind a feature flag, a team ritual. Decide quickly, often alone or with one reviewer, and learn from what happens.\n\nOne-way doors are expensive or impossible to undo: a public API contract customers integrate against, the schema of data you will persist for years, deleting data, a multi-year vendor commitment with data gravity, a senior hire. Slow down, widen input and write it down.\n\nTwo failure modes are common. Treating every decision as one-way produces analysis paralysis and a bottlenecked lead. Treating a one-way door as two-way produces expensive migrations. Often the best move is to convert a one-way door into a two-way door: put an interface in front of the vendor, pilot with one tenant, dual-write during a migration, or version the API from day one.",
        nonTechnicalContent:
          "Not every decision needs the same amount of care. A helpful idea is to sort decisions into one-way doors and two-way doors, depending on how hard they are to undo.\n\nTwo-way doors are easy to reverse: trying a new tool that can be swapped out, changing a setting you can switch back, trying a new meeting format. Decide quickly, maybe with one other person, and learn from what happens.\n\nOne-way doors are costly or impossible to reverse: a promise to customers about how your product works, the way you store information you will keep for years, deleting data, signing a long contract, hiring a senior person. Slow down, get more views and write your reasoning down.\n\nTwo mistakes are common. Treating every decision as a one-way door makes everything slow and makes you the bottleneck. Treating a one-way door as a two-way door leads to painful, expensive clean-ups. Often the smartest move is to turn a one-way door into a two-way door: run a small trial first, or build things so a supplier can be swapped later.",
        gamification: {
          type: "progress_unlock",
          message: "Doors sorted. Now let's see which one you're standing in front of.",
        },
      },
      {
        title: "Which Door?",
        type: "quiz",
        icon: "quiz",
        content:
          "Classifying a decision takes seconds if you ask three questions:\n- If this turns out wrong, what would it cost to reverse: hours, weeks or quarters?\n- Who outside the team would be affected by reversing it: customers, other teams, regulators?\n- Does the decision create data, contracts or dependencies that accumulate over time?\n\nIf reversal is cheap and contained, it is a two-way door: pick a sensible option, note it in a line in the channel or the PR, and move on. If reversal is expensive or leaks beyond your team, it is a one-way door and deserves a written record, a wider review and a deliberate timebox.\n\nBe wary of decisions that feel small but create external commitments. The moment someone outside your team builds on top of your choice, the cost of reversal usually jumps by an order of magnitude.",
        nonTechnicalContent:
          "You can sort a decision in seconds by asking three questions:\n- If this is wrong, how long would it take to undo: hours, weeks or months?\n- Who outside the team would be affected by undoing it: customers, other teams, regulators?\n- Does it create information, agreements or dependencies that pile up over time?\n\nIf undoing it is cheap and affects only your team, it is a two-way door: pick a sensible option, mention it briefly where the team will see it, and move on. If undoing it is expensive or affects people outside your team, it is a one-way door and deserves a written record, more input and a set amount of time to decide.\n\nWatch out for decisions that feel small but create promises to others. As soon as people outside your team start relying on your choice, changing it becomes many times harder.",
        quiz: {
          question: "Which of these decisions deserves the slowest, most deliberate process?",
          nonTechnicalQuestion: "Which of these decisions deserves the most care and time?",
          options: [
            "Choosing a logging library that is wrapped behind your own internal interface",
            "Changing the default timeout for an internal service call behind a feature flag",
            "Committing to the payload format of a public webhook that customers will integrate against",
            "Picking a naming convention for the team's new dashboards",
          ],
          nonTechnicalOptions: [
            "Picking a tool that can easily be swapped out later",
            "Changing a setting that can be switched back with one click",
            "Deciding the format of information you send to customers, which they will build their own systems around",
            "Choosing how to name the team's new reports",
          ],
          correct: 2,
          explanation:
            "A public webhook payload is an external contract: once customers build against it, any change needs versioning, deprecation windows and customer migrations, so reversal costs quarters and reaches beyond your team. The other three are two-way doors, reversible in hours because an interface, a flag or a rename contains the change.",
          nonTechnicalExplanation:
            "Once customers build their systems around the format you send them, changing it means asking all of them to change too, which takes months and affects people outside your team. The other choices can be reversed quickly and only affect your own team.",
          points: 25,
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Right-sized process: fast where you can be, careful where you must be.",
        },
      },
      {
        title: "Anatomy of a Useful ADR",
        type: "content",
        icon: "book",
        content:
          'An Architecture Decision Record, in Michael Nygard\'s format, is a short document stored in the repository, for example docs/adr/0007-use-postgres-job-queue.md. The core sections:\n- Title and status: proposed, accepted, deprecated or superseded by ADR-0012.\n- Context: the forces at play, including constraints, load numbers, team size, deadlines and what is unknown.\n- Decision: in active voice, "We will...".\n- Consequences: the good, the bad and the accepted risks.\n\nUnder ambiguity, add three fields: options considered and why each was rejected; key assumptions with your confidence in each; and a revisit trigger, a measurable condition that reopens the decision, such as "p99 enqueue latency above 200 ms for a week".\n\nKeep ADRs to one or two pages and treat them as immutable: when the decision changes, write a new ADR that supersedes the old one. The record exists so that later you can judge decision quality separately from outcome. Poker player Annie Duke calls the error of judging decisions only by their results "resulting".',
        nonTechnicalContent:
          'A decision record is a short document, kept alongside the team\'s work, that explains an important choice. The standard parts are:\n- A title and status: proposed, agreed, or replaced by a later decision.\n- Background: what was going on, the limits you faced, the numbers you had and what you did not know.\n- The decision, stated plainly: "We will...".\n- Consequences: what gets better, what gets worse and which risks you are accepting.\n\nWhen things are uncertain, add three more parts: the options you considered and why you turned each one down; the assumptions you made and how sure you are of each; and a clear signal that would make you revisit the decision, such as "if response times stay slow for a week".\n\nKeep it to a page or two and never rewrite an old record. If the decision changes, write a new one that replaces it. The point is to judge later whether the decision was sensible given what you knew, separately from whether things turned out well. Judging choices only by how they turned out is a common trap called "resulting".',
        gamification: {
          type: "skill_point",
          skill: "Decision-Making Under Ambiguity",
          points: 50,
          message: "You can now leave a trail future you will thank you for. Decision-Making +50.",
        },
      },
      {
        title: "Stuck on the Data Store",
        type: "simulation",
        icon: "users",
        content:
          "Ambiguity rarely resolves by waiting. The practical move is to separate what you know, what you can learn cheaply and what you cannot know until you ship. A rule of thumb attributed to Jeff Bezos: most decisions should be made with around 70 percent of the information you wish you had; waiting for 90 percent usually means you are too slow.\n\nTechniques for breaking a stalemate:\n- Decompose: split the decision into its one-way and two-way parts, and only slow down on the one-way part.\n- Name the crux: which single unknown would change the answer? Timebox an experiment on that question alone.\n- Set a decision date and say what you will decide with if the experiment is inconclusive.\n- Write assumptions and a revisit trigger into the ADR, so a wrong call becomes visible early.\n\nPerfectionism often disguises fear of blame. Making assumptions explicit protects the person deciding: the record shows the reasoning was sound even if the world changes.",
        nonTechnicalContent:
          "Uncertainty rarely clears up by waiting. The practical move is to sort what you know, what you can find out quickly and what you can only learn by doing it. A common rule of thumb: make most decisions when you have about 70 percent of the information you would like. Waiting for 90 percent usually means you are too slow.\n\nWays to get unstuck:\n- Split the decision into the parts that are hard to undo and the parts that are easy to undo, and only slow down on the hard part.\n- Find the one unknown that would really change the answer, and run a short, time-limited test on just that.\n- Set a decision date, and agree what you will choose if the test does not settle it.\n- Write your assumptions and your revisit signal into the decision record, so a wrong call shows up early.\n\nWanting more and more data is often fear of blame in disguise. Writing assumptions down protects whoever decides, because the record shows the thinking was sound even if circumstances change.",
        simulation: {
          scenario:
            "Your team is building a new usage-metrics product and must choose a time-series store. After three weeks of evaluation, benchmarks between the two finalists are within 15 percent of each other on your synthetic workload. Launch is in eight weeks. The data format and retention design will be hard to change once customer data accumulates; the query layer sits behind your own API. Your manager has asked you to bring a decision to Thursday's architecture review.",
          participants: [
            {
              name: "Wei (Senior Data Engineer)",
              statement:
                "I need two more weeks of benchmarks with production-like cardinality. If we pick wrong, we're migrating petabytes later.",
              emotions: ["anxious", "cautious"],
            },
            {
              name: "Fatima (Product Manager)",
              statement: "Customers don't care which database we use. I care that we launch in eight weeks.",
              emotions: ["impatient", "worried"],
            },
            {
              name: "Greg (Engineering Manager)",
              statement:
                "Whatever you choose, I need to be able to explain the reasoning to the architecture board.",
              emotions: ["expectant", "calm"],
            },
          ],
          challenge:
            "Plan how you will get to a decision by Thursday. Separate the one-way parts from the two-way parts, name the crux unknown behind Wei's concern and the smallest timeboxed experiment that tests it, and respond to Wei in a way that respects his risk instinct. Then draft the five key bullets of the ADR: context, decision, main consequence, top assumption and revisit trigger.",
        },
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Decompose, find the crux, timebox: you have the pattern for breaking stalemates.",
        },
      },
      {
        title: "Judging a Past Decision",
        type: "quiz",
        icon: "quiz",
        content:
          "Outcomes are a noisy signal of decision quality. A good decision can meet bad luck, and a sloppy one can get lucky. If your team only reviews decisions that went badly, and judges them only by outcome, people learn to avoid deciding or to hide their reasoning.\n\nA better review asks:\n- Given the information and time available, was the process reasonable?\n- Which assumption in the record turned out wrong, and could we have known earlier?\n- Did the revisit trigger fire, and did we act on it?\n- What will we do differently in the next decision of this type?\n\nThen write a new ADR that supersedes the old one, linking both ways. Editing the original destroys the evidence of what was known at the time, which is exactly what makes the record valuable. Reviewing decisions this way, including good outcomes, builds a team that decides faster because it trusts the process.",
        nonTechnicalContent:
          "How things turn out is only a rough sign of whether a decision was good. A sound decision can run into bad luck, and a careless one can get lucky. If a team only looks back at decisions that went badly, and judges them only by results, people learn to avoid deciding or to hide their thinking.\n\nA better review asks:\n- Given what we knew and the time we had, was our approach reasonable?\n- Which assumption turned out to be wrong, and could we have spotted it sooner?\n- Did the warning signal we agreed on go off, and did we act on it?\n- What will we do differently next time we make this kind of decision?\n\nThen write a new record that replaces the old one, with links between them. Changing the original erases the evidence of what was known at the time, which is exactly what makes it useful. Reviewing decisions like this, including ones that went well, builds a team that decides faster because it trusts its own process.",
        quiz: {
          question:
            "Six months ago your team chose a managed queue service, documented in an ADR with stated assumptions. Traffic grew five times faster than assumed and the cost is now painful. What is the right way to handle the review?",
          nonTechnicalQuestion:
            "Six months ago your team chose a paid service and wrote down its reasoning and assumptions. Usage grew five times faster than expected and the bill is now painful. How should the team look back on it?",
          options: [
            "Assess whether the decision was sound given what was known then, identify the assumption that broke, and write a new ADR that supersedes the original",
            "Conclude the decision was wrong and identify who pushed for it so it doesn't happen again",
            "Quietly edit the original ADR so it reflects what the team knows now",
          ],
          nonTechnicalOptions: [
            "Check whether the decision made sense with what was known then, find which assumption was wrong, and write a new record that replaces the old one",
            "Decide it was a bad call and find out who pushed for it",
            "Quietly update the old record so it matches what we know now",
          ],
          correct: 0,
          explanation:
            "The original ADR made its traffic assumption explicit, so the review can separate decision quality from outcome: the process may have been sound and the forecast wrong. Naming the broken assumption improves future forecasting, and a superseding ADR preserves the historical context. Hunting for a culprit is resulting plus blame, and editing the original erases the evidence.",
          nonTechnicalExplanation:
            "Because the assumptions were written down, the team can tell the difference between a poor decision and a wrong forecast. Finding which guess was off makes the next forecast better, and a new record keeps the history intact. Looking for someone to blame teaches people to stop deciding, and rewriting the old record erases what was known at the time.",
          points: 25,
        },
        gamification: {
          type: "combo_multiplier",
          multiplier: 2,
          message: "Judging the process, not the dice roll: double points.",
        },
      },
      {
        title: "Write One ADR This Week",
        type: "exercise",
        icon: "tool",
        content:
          'Pick one decision that is pending on your team, or one made in the last month that exists only in Slack threads and memory. Timebox 45 minutes and write an ADR using this skeleton:\n- Title: a short noun phrase, numbered, such as "0008: Use managed Redis for session storage".\n- Status: proposed.\n- Context: three to six sentences of forces and constraints, with numbers where you have them.\n- Options considered: two or three, with one line on why each was rejected.\n- Decision: "We will..."\n- Consequences: at least one positive and one negative.\n- Assumptions: the two or three that matter most, each with a confidence level (high, medium, low).\n- Revisit trigger: a measurable condition and who watches it.\n\nOpen it as a pull request and ask for comments within 48 hours, stating that silence counts as consent. Afterwards, note how long the review took compared with the last decision made in a meeting. Most teams find the written version faster and the disagreements sharper.',
        nonTechnicalContent:
          'Pick one decision your team is facing now, or one made in the last month that only exists in chat messages and people\'s memories. Give yourself 45 minutes and write a decision record using this outline:\n- Title: a short, numbered name, such as "No. 8: Use a managed service for login sessions".\n- Status: proposed.\n- Background: three to six sentences on the situation and its limits, with numbers if you have them.\n- Options considered: two or three, each with one line on why it was not chosen.\n- Decision: "We will..."\n- Consequences: at least one upside and one downside.\n- Assumptions: the two or three that matter most, each marked high, medium or low confidence.\n- Revisit signal: something you can measure that would reopen the decision, and who keeps an eye on it.\n\nShare it with the team and ask for comments within two days, making clear that no reply means agreement. Afterwards, compare how long this took with the last decision made in a meeting. Most teams find the written version quicker and the disagreements clearer.',
        gamification: {
          type: "achievement",
          title: "Decision Architect",
          description: "Wrote and circulated an ADR with assumptions and a revisit trigger.",
          badge: "Decision Architect",
          points: 100,
          message: "One decision, clearly recorded. Your future team will know why.",
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // lesson-14: Finding the System Behind a Recurring Outage (Problem Solving / systems-thinking)
  // ---------------------------------------------------------------------------------------------
  {
    slug: "lesson-14",
    title: "Finding the System Behind a Recurring Outage",
    description:
      "When the same outage keeps coming back, stop patching the event and find the structure producing it. Learn to look past the 5 whys, map feedback loops and propose high-leverage fixes.",
    difficulty: "advanced",
    estimatedMinutes: 30,
    skillKey: "systems-thinking",
    objectives: [
      "Use the iceberg model to move from a single outage to the patterns, structures and mental models behind it.",
      "Explain the limits of the 5 whys and replace a single root cause with a set of contributing factors and latent conditions.",
      "Draw a causal loop diagram with at least one reinforcing and one balancing loop for a recurring incident.",
      "Propose a structural intervention in ownership, incentives or architecture instead of another alert or runbook.",
    ],
    points: 250,
    badge: "System Seer",
    steps: [
      {
        title: "Same Outage, Third Time",
        type: "content",
        icon: "chart",
        content:
          'A recurring outage is a message: the system is perfectly designed to produce it. Fixing each instance treats the event and leaves the generator intact. The iceberg model gives you four levels to look at:\n- Events: what happened this time. "Checkout failed for 22 minutes on Tuesday."\n- Patterns: what keeps happening over time. "Three connection-pool exhaustions this quarter, all during campaigns."\n- Structures: what produces the pattern, such as ownership boundaries, shared resources, incentives, missing feedback or delays. "Six services share one database; each team tunes its own pool; nobody owns the total."\n- Mental models: beliefs that keep the structure in place. "Capacity is the platform team\'s problem." "Incidents are bad luck."\n\nLeverage increases with depth. Responding at the event level is necessary during an incident but does nothing for the next one. Ask of every recurring incident: what would have to be true about how we are organised for this to keep happening? That question usually points at a structure nobody owns.',
        nonTechnicalContent:
          'When the same problem keeps happening, it is a message: the way things are set up is producing it. Fixing each occurrence deals with the symptom and leaves the cause in place. A helpful picture is an iceberg with four layers:\n- Events: what happened this time. "Payments failed for 22 minutes on Tuesday."\n- Patterns: what keeps happening. "This is the third time this quarter, each time during a marketing campaign."\n- Structures: what creates the pattern, such as who owns what, shared resources, rewards and missing warning signs. "Six teams share one database; each manages its own slice; nobody looks after the whole."\n- Beliefs: the assumptions that keep that structure in place. "Capacity is someone else\'s problem." "Outages are just bad luck."\n\nThe deeper you go, the bigger the difference a change makes. Fixing the event is necessary in the moment but does nothing for next time. For every repeat problem, ask: what must be true about how we are organised for this to keep happening? The answer usually points at something nobody owns.',
        gamification: {
          type: "progress_unlock",
          message: "You are looking below the waterline now.",
        },
      },
      {
        title: "The 5 Whys and Its Limits",
        type: "content",
        icon: "puzzle",
        content:
          'The 5 whys, from the Toyota Production System, is a fine starting tool for simple, linear failures. In complex socio-technical systems it has well-documented limits:\n- It follows a single causal chain, while real incidents have several interacting contributing factors.\n- Results depend on who asks: two facilitators produce two different "root causes" for the same incident.\n- It tends to stop at a person ("the engineer forgot") or at the team boundary, exactly where the structural causes begin.\n- It implies one fix will prevent recurrence, which encourages closing the review too early.\n\nBetter practice:\n- Branch: ask why at each step in several directions, not one.\n- Ask how and what instead of why: "How did the renewal depend on someone remembering?"\n- Separate triggers (what set it off) from latent conditions (what made the system fragile long before).\n- List contributing factors across technology, process, organisation and incentives, and fix several.\n\nIf your analysis ends in "human error", treat it as a prompt to ask what made the error easy and its consequences large.',
        nonTechnicalContent:
          'Asking "why?" five times in a row is a popular way to find the cause of a problem, and it works well for simple, one-track failures. For complicated situations involving people, tools and teams, it has real limits:\n- It follows one chain of causes, while real problems usually have several causes working together.\n- Different people asking the questions come up with different answers.\n- It often stops at a person ("someone forgot") or at the edge of the team, exactly where the deeper causes begin.\n- It suggests that one fix will solve everything, so the investigation ends too soon.\n\nBetter habits:\n- Ask "why?" in several directions at each step, not just one.\n- Ask "how" and "what" questions: "How did this come to depend on someone remembering?"\n- Separate what set the problem off from the weaknesses that were there all along.\n- List everything that contributed, across tools, processes, teams and incentives, and fix several of them.\n\nIf your analysis ends with "someone made a mistake", ask what made the mistake easy to make and so costly.',
        gamification: {
          type: "skill_point",
          skill: "Systems Thinking",
          points: 50,
          message: "Beyond the single root cause. Systems Thinking +50.",
        },
      },
      {
        title: "Where the 5 Whys Stopped",
        type: "quiz",
        icon: "quiz",
        content:
          'Here is a real-world style 5 whys from a TLS certificate outage, the kind many teams have written:\n- Why did the API go down? The TLS certificate expired.\n- Why did it expire? It was not renewed.\n- Why was it not renewed? The engineer responsible forgot.\n- Why did they forget? The reminder went to their personal calendar.\n- Why? They had moved teams and nobody took it over.\n\nThe chain is plausible and each step is true. Yet the resulting action, "move the reminder to a team calendar", leaves the system almost unchanged. Look at where the questions stopped and what they never asked: why renewal was manual at all, why no monitor checked certificate expiry dates, why ownership of shared infrastructure disappears in a reorg, and how many other certificates share the same fragility. Those are the latent conditions that make the next expiry likely.',
        nonTechnicalContent:
          'Here is a typical chain of "why?" questions after a website went down because a security certificate expired (a certificate works like a licence that must be renewed):\n- Why did the site go down? The certificate expired.\n- Why did it expire? Nobody renewed it.\n- Why not? The person responsible forgot.\n- Why did they forget? The reminder was in their personal calendar.\n- Why? They had moved to another team and nobody took over.\n\nEach answer is true and the story makes sense. But the fix that comes out of it, "put the reminder in a shared calendar", changes almost nothing. Notice where the questions stopped and what they never asked: why renewal depended on a person at all, why nothing automatically warned that the expiry date was close, why responsibilities vanish when people change teams, and how many other certificates are in the same situation. Those hidden weaknesses are what make the next outage likely.',
        quiz: {
          question: "What is the most important weakness of the certificate 5 whys above?",
          nonTechnicalQuestion: 'What is the biggest problem with the chain of "why?" questions above?',
          options: [
            "It has too few steps; a thorough analysis needs at least seven whys",
            "It follows a single chain that ends at a person, missing why renewal depended on memory, why expiry was unmonitored and why ownership vanished in the reorg",
            "It should have started from the business impact instead of the technical failure",
            "It should have been written by the engineer who forgot, since they know the most",
          ],
          nonTechnicalOptions: [
            'It did not ask "why?" enough times',
            "It followed one track that ended with a person, and never asked why the renewal relied on memory, why nothing warned about the expiry and why responsibility disappeared when people moved",
            "It should have started with the money lost",
            "The person who forgot should have written it",
          ],
          correct: 1,
          explanation:
            'The number of whys is arbitrary; the problem is the shape. A single linear chain converges on a human and a weak fix. Branching from "it was not renewed" reveals latent conditions: manual renewal instead of automation such as ACME, no expiry monitoring, and no ownership transfer process for shared infrastructure. Fixing those prevents the whole class of incident, not just this instance.',
          nonTechnicalExplanation:
            'How many times you ask "why?" matters less than asking in several directions. A single track led straight to one person and a weak fix. Asking more widely shows the real weaknesses: renewal was done by hand instead of automatically, nothing warned about the approaching date, and responsibilities were lost when people moved teams. Fixing those prevents this whole kind of problem, not just this one occurrence.',
          points: 50,
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "You found the latent conditions the chain walked past.",
        },
      },
      {
        title: "Loops, Delays and Archetypes",
        type: "content",
        icon: "bulb",
        content:
          "Recurring incidents are usually sustained by feedback loops. A causal loop diagram makes them visible with variables and arrows marked same direction (+) or opposite direction (-).\n- Reinforcing loop: change feeds itself. More incidents mean more firefighting, less time for reliability work, more fragility and more incidents.\n- Balancing loop: change triggers correction. More pages lead to more tuning, which leads to fewer false pages.\n- Delays: the gap between action and effect, such as tech debt paid today showing up as fewer incidents next quarter, which makes the right fix feel pointless in the short run.\n\nTwo system archetypes appear constantly in engineering orgs:\n- Fixes that fail: a quick fix relieves the symptom but has a delayed side effect that worsens it. Raising a connection pool limit relieves exhaustion but raises total load on a shared database.\n- Shifting the burden: a symptomatic fix, often one person's heroics, keeps being used instead of the fundamental fix, and the team's capability to make the fundamental fix atrophies.\n\nNaming the archetype in a review helps people stop blaming each other and see the structure.",
        nonTechnicalContent:
          "Repeat problems are usually kept going by loops of cause and effect. Drawing them as a simple diagram of arrows makes them visible.\n- A snowball loop: things feed themselves. More outages mean more firefighting, less time for preventive work, a more fragile system and more outages.\n- A steadying loop: change triggers a correction. More false alarms lead people to adjust the alarms, which brings the false alarms down.\n- Delays: the gap between doing something and seeing its effect. Preventive work done today pays off next quarter, so in the short term it feels pointless.\n\nTwo common traps show up in almost every engineering organisation:\n- Fixes that backfire: a quick fix eases the symptom now but causes a delayed side effect that makes things worse, like letting each team take more from a shared resource until it runs out for everyone.\n- Relying on heroes: one person keeps saving the day, so the real fix never happens, and the team slowly loses the ability to make it.\n\nNaming the trap in a review helps people stop blaming each other and see the bigger picture.",
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Fixes that fail, shifting the burden: you can now name the trap you are in.",
        },
      },
      {
        title: "The Connection Pool, Again",
        type: "simulation",
        icon: "users",
        content:
          'This scenario contains all the elements from this lesson: a recurring event, a pattern visible over a quarter, a structure nobody owns and a mental model that keeps it in place. Your job is not to produce the perfect diagram; it is to shift the conversation from "what do we patch this time?" to "what keeps producing this?".\n\nUseful moves in the room:\n- Put the three incidents side by side on one timeline before discussing fixes, so the pattern is undeniable.\n- Thank the people who patched each incident; their fixes were reasonable locally. Then ask what those fixes did to the system as a whole.\n- Invite the non-engineering participant as a contributor to the system, not a cause. Marketing schedules campaigns without capacity data because no structure gives them any.\n- Name the archetype out loud if you see it.\n\nExpect resistance from exhausted people who want to close the ticket. Acknowledge the fatigue, and offer to keep the quick fix as a stopgap while the structural fix is owned and scheduled.',
        nonTechnicalContent:
          'This practice round includes everything from this lesson: a repeat event, a pattern over several months, an arrangement nobody owns and a belief that keeps it in place. Your job is not to draw the perfect diagram. It is to move the conversation from "what do we patch this time?" to "what keeps causing this?".\n\nHelpful moves:\n- Put the three incidents side by side on one timeline before talking about fixes, so the pattern is obvious.\n- Thank the people who fixed each one; their fixes made sense at the time. Then ask what those fixes did to the system as a whole.\n- Treat the colleague from outside engineering as part of the picture, not as the cause. Marketing plans campaigns without knowing the limits because nothing tells them.\n- Say the name of the trap out loud if you recognise it.\n\nExpect pushback from tired people who just want to close the issue. Acknowledge how tired they are, and agree to keep the quick fix for now while someone owns and schedules the deeper fix.',
        simulation: {
          scenario:
            "For the third time this quarter, checkout went down because the shared orders database ran out of connections during a marketing campaign. Each time, the on-call engineer raised the checkout service's connection pool size and added an alert. Six services share the database, each team tunes its own pool, and total connections now exceed what the database can handle at peak. You are running the review.",
          participants: [
            {
              name: "Kenji (On-call Engineer)",
              statement:
                "Let's just bump the pool to 400 and add a pre-campaign alert. I can ship it today. I've been on call for all three of these and I'm done.",
              emotions: ["exhausted", "impatient"],
            },
            {
              name: "Beatriz (Marketing Operations)",
              statement:
                "Nobody has ever told us there's a capacity limit. We schedule campaigns when the business asks for them.",
              emotions: ["confused", "defensive"],
            },
            {
              name: "Olu (Platform Team Lead)",
              statement:
                "The database is shared by six services. Every team sizes its own pool and nobody owns the total. We've said this before.",
              emotions: ["frustrated", "resigned"],
            },
          ],
          challenge:
            "Describe the situation at all four iceberg levels in one line each. Name the archetype you see in Kenji's proposal and sketch the loop in words (A increases B, which increases C...). Then propose one structural intervention, say who should own it, and describe how you would respond to Kenji so he feels heard while the quick fix is not treated as the final answer.",
        },
        gamification: {
          type: "combo_multiplier",
          multiplier: 2,
          message: "Empathy for the firefighter and clarity about the fire: double points.",
        },
      },
      {
        title: "Choosing the Leverage Point",
        type: "quiz",
        icon: "quiz",
        content:
          "Donella Meadows ranked leverage points in a system: tweaking parameters (numbers such as pool sizes and thresholds) is the weakest; changing feedback and information flows is stronger; changing rules, ownership and goals is stronger still. Most incident actions sit at the parameter level because parameters are easy to change and fit in one team's backlog.\n\nStructural interventions usually cross a team boundary, which is why they need a leader to sponsor them. Typical examples:\n- Give a shared resource an explicit owner and a budget that every consumer draws from.\n- Create an information flow where none existed, such as campaign calendars feeding capacity planning.\n- Change a rule, such as no pool-size increase without the owner's sign-off.\n- Change an incentive, such as counting reliability work in team goals.\n\nA good structural fix often looks boring on paper. Test it by asking: if this had existed six months ago, would any of the three incidents have happened?",
        nonTechnicalContent:
          "A well-known systems thinker, Donella Meadows, ranked the places where a change makes a difference. Adjusting numbers and settings is the weakest. Changing who gets what information is stronger. Changing rules, responsibilities and goals is stronger still. Most fixes after an outage only adjust numbers, because numbers are easy to change and fit on one team's to-do list.\n\nDeeper fixes usually cross team boundaries, which is why they need a leader to champion them. Examples:\n- Give a shared resource a clear owner and a budget that every team draws from.\n- Make information flow where none did, such as sharing the marketing calendar with the people planning capacity.\n- Change a rule, such as no one increasing their share without the owner agreeing.\n- Change what is rewarded, such as counting reliability work in team goals.\n\nA good deep fix often looks dull on paper. Test it by asking: if this had existed six months ago, would any of the three outages have happened?",
        quiz: {
          question: "Which intervention has the highest leverage for the recurring connection-pool outages?",
          nonTechnicalQuestion: "Which change would do the most to stop the repeat database outages?",
          options: [
            "Raise the checkout service's pool size to 400 connections",
            "Add an alert that fires when connections reach 80 percent of the database limit",
            "Write a runbook for on-call engineers describing how to resize pools during campaigns",
            "Make the platform team the owner of a connection budget for the shared database that every service draws from, and feed the campaign calendar into capacity planning",
          ],
          nonTechnicalOptions: [
            "Let the checkout team take an even bigger share of the database",
            "Add a warning when the database is nearly full",
            "Write instructions for on-call staff on adjusting settings during campaigns",
            "Put one team in charge of sharing out the database fairly, and give them the marketing calendar so they can plan ahead",
          ],
          correct: 3,
          explanation:
            "Raising one pool is a parameter tweak and a textbook fix that fails: it increases total load on the shared database. An alert and a runbook improve detection and response but leave the generator intact. Assigning ownership of a shared connection budget changes the rules and closes the missing information loop between campaigns and capacity, which would have prevented all three incidents.",
          nonTechnicalExplanation:
            "Giving one team a bigger share just squeezes everyone else and makes the next outage more likely. A warning and instructions help people react faster but do not stop the problem. Putting someone in charge of the whole shared resource, and making sure they know when campaigns are coming, removes the cause and would have prevented all three outages.",
          points: 50,
        },
      },
      {
        title: "Draw the Loop for Your Recurring Incident",
        type: "exercise",
        icon: "tool",
        content:
          'Choose an incident type that has happened at least twice on your team in the last two quarters. Timebox 40 minutes, ideally with one peer from another team.\n- List the events with dates. Write the pattern in one sentence.\n- Name five to eight variables that change over time, such as on-call load, time spent on reliability work, number of pool-size overrides or alert volume. Use nouns that can go up or down.\n- Draw arrows between them and mark each + (same direction) or - (opposite direction). Mark delays with a double line.\n- Find at least one reinforcing loop and one balancing loop. Label the archetype if one fits.\n- Write the mental model that keeps the structure in place, in a sentence someone on your team would actually say.\n- Pick one intervention at the structure level, name its owner and define the metric that would show it is working within a quarter.\n\nBring the diagram to your next incident review or team planning meeting and ask: "Does this match what you see?" The discussion is worth more than the drawing.',
        nonTechnicalContent:
          'Choose a problem that has happened at least twice on your team in the last six months. Give yourself 40 minutes, ideally with a colleague from another team.\n- List each time it happened, with dates, and describe the pattern in one sentence.\n- Write down five to eight things that go up or down over time, such as workload, time spent on prevention, number of quick fixes or number of alarms.\n- Draw arrows between them. Mark each arrow + if both move the same way, or - if they move in opposite ways. Mark slow effects with a double line.\n- Find at least one snowball loop and one steadying loop. Name the trap if one fits.\n- Write down the belief that keeps things this way, in words someone on your team would really say.\n- Choose one deeper fix, name who should own it, and decide what number would show it is working within three months.\n\nTake the drawing to your next team review and ask, "Does this match what you see?" The conversation matters more than the drawing.',
        gamification: {
          type: "achievement",
          title: "System Seer",
          description: "Mapped the feedback loops behind a recurring incident and proposed a structural fix.",
          badge: "System Seer",
          points: 100,
          message: "You stopped fighting the event and started changing the system.",
        },
      },
    ],
  },
];
