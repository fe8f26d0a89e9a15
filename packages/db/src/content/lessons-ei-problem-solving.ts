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
          'A blameless review assumes people acted reasonably given what they knew, the tools they had and the pressure they were under. Safety researchers call this local rationality. Your job as facilitator is to reconstruct that context, not to grade it.\n\nA structure that holds up under pressure:\n- Open with a framing: "We are here to understand how our system let this happen, not who to blame."\n- Walk the timeline first: alerts, decisions and comms with timestamps, before anyone proposes causes.\n- Ask local-rationality questions: "What were you seeing?" "What did you expect that command to do?"\n- Collect contributing factors across tooling, process, staffing and design. Complex failures rarely have one root cause; "human error" is where the investigation starts, not where it ends.\n- Turn factors into actions with an owner, a date and the risk each one reduces.\n\nWatch for hindsight bias ("it was obvious") and counterfactuals ("they should have"). Redirect both to what was actually knowable at the time. Blame is not only unkind: it makes the next engineer hide the near-miss that would have warned you.\n\nBefore the meeting. Most reviews are won or lost in preparation, a point John Allspaw and the Etsy debriefing guide make repeatedly. Draft the timeline asynchronously from the incident channel, deploy log, flag audit log and pager history, and share it a day ahead so people correct facts in writing rather than arguing about them live. Talk to the two or three key responders one to one beforehand: ask what they saw, what they expected and what surprised them. These private conversations are where the honest detail comes out, and they let you warn the person closest to the change about what the meeting will cover. Pre-brief any senior leader who will attend: explain the format, that causes come after the timeline, and that you will park questions about individuals. Name a note-taker so you can facilitate. Book sixty minutes, and start on time; a late, rushed review becomes a blame session because blame is the fastest story.\n\nWorked example: the same ten minutes, badly and well.\n\nBadly:\n- Dana (VP): "Who flipped the flag without checking?"\n- Facilitator: "That was Priya. Priya, why didn\'t you check the runbook version?"\n- Priya: "I followed the runbook. I didn\'t know it was old."\n- Dana: "So we need people to verify runbooks before using them."\n- Marco: "Good luck with that, the flag UI is a footgun anyway."\n- Facilitator: "Let\'s keep it constructive. Action item: Priya to review all payment runbooks."\nPriya says nothing else for the rest of the hour. The review records one cause, a person, and one action, a chore. Nobody learns that the flag service shows no diff, that the runbook has no owner, or that three other engineers nearly made the same change this year. The next near-miss will not be reported, because everyone just watched what happens to the person who is named.\n\nWell:\n- Dana (VP): "Who flipped the flag without checking?"\n- Facilitator: "Dana, you\'re asking the right underlying question: how do we make sure this doesn\'t happen again? That\'s exactly what the next forty minutes are for. We\'ll get further if we finish the timeline before we talk causes, so I\'m going to park the who question and come back to what changes. Priya, at 14:02 you opened the runbook. Walk us through what the flag screen showed you when you made the change."\n- Priya: "It showed the flag name and a toggle. Nothing about what else it controlled."\n- Facilitator: "So the tool gave no indication the flag also gated the retry path. Marco, you said half the team has nearly done this. Can you give one example with a date? I\'d like to capture it as a contributing factor: the flag UI hides dependent behaviour."\n- Marco: "March, the refunds flag. Same thing, caught in staging."\n- Facilitator (to the note-taker): "Factor: flag UI shows no diff or dependents; prior near-miss in March. Factor: runbook two versions stale, no owner."\nThe facilitator did not argue with Dana or defend Priya. They translated a blame question into the need underneath it, then used questions that make the system visible.\n\nQuestions that open and questions that close. Sidney Dekker\'s Field Guide to Understanding Human Error separates the first story (someone made an error) from the second story (why the error made sense at the time). Questions that reach the second story usually start with what or how:\n- "What were you looking at when you decided?"\n- "What did you expect that command to do?"\n- "How did you know the runbook was current?"\n- "What made this feel routine?"\n- "Where else could this have happened?"\nQuestions that close the conversation usually start with why or contain should: "Why didn\'t you check?", "Shouldn\'t you have asked someone?" They are counterfactual: they describe a world that did not exist and ask the person to defend themselves against it.\n\nHandling the senior interrupter. When an executive pushes for a name, they usually want confidence that it will not recur and something to tell their own leadership. Give them both, without the name: acknowledge the need, restate the ground rules briefly, promise a concrete output ("you\'ll have owned actions with dates by Friday"), and offer a follow-up conversation. Afterwards, thank them privately for letting the format work; leaders who see a good review once usually become its strongest defenders.\n\nA failure story. A platform team ran reviews that were officially blameless, but their write-ups named the engineer in the first line of the summary, and a director twice asked in public who had caused an incident. Near-miss reports dropped from several a month to almost none; the team read this as improving reliability. Six months later a certificate expiry took down the internal API gateway for three hours. In the interviews, a senior engineer said she had noticed the expiry warning a week earlier but had not raised it: the last time she reported a near-miss, her name had appeared in the summary and she had spent a week answering questions about it. The incident was not caused by the expired certificate alone; it was caused by a reporting system people had learned to avoid. The team removed names from causal narratives, started counting near-miss reports as a health metric, and the director began opening reviews by thanking the people who spoke up.\n\nWhen this advice is wrong. Blameless does not mean accountability-free, and applying the review format to every situation can do harm:\n- Reckless or malicious behaviour. Just Culture, as described by David Marx and Sidney Dekker, separates honest error and at-risk shortcuts, which the review should treat as system signals, from reckless disregard, such as knowingly bypassing a control after being told not to. The last belongs in a private performance or HR process, run by the manager, never in the review room.\n- A repeating individual pattern. If the same person is at the centre of several incidents despite support and fixed tooling, that is a coaching or performance conversation to hold one to one. The review still looks at the system; the manager looks at the pattern.\n- Security or legal incidents. A breach may carry regulatory notification duties and legal privilege, and counsel may limit who attends and what is written. Run the learning review afterwards, within those limits.\n- Small incidents. A full facilitated hour for a five-minute blip teaches people that reviews are bureaucracy. Use a short asynchronous write-up and save the meeting for incidents with real impact or real surprise.\n- When you are implicated. If your own decision or team is central, ask a neutral facilitator from another team to run it; you cannot credibly protect the room while defending yourself.\n\nOpening the meeting. The first two minutes set the rules everyone will test later, so say them plainly. A script that works: "Thanks for coming. This is a blameless review: we assume everyone acted reasonably with what they knew at the time, and we\'re here to find how our systems made this outcome possible. We\'ll walk the timeline first, then list contributing factors, then agree a small number of actions with owners. If a question starts to be about a person, I\'ll redirect it to the conditions around them. Priya and Marco, thank you for the time you spent with me yesterday; your detail is why the timeline is accurate." Naming the ground rules before anyone is upset means the later redirect is enforcing an agreement, not scolding a VP.\n\nRunning the timeline. Share the drafted timeline on screen and walk it in order: the change, the first customer impact, detection, diagnosis, mitigation and resolution, with timestamps. At each decision point, pause and ask what the responder knew at that moment, what they expected and what surprised them. Mark the gaps: nine minutes between impact and the first alert is a finding in itself, as is a twenty-minute diagnosis because the dashboards showed healthy averages. Resist jumping to causes; when someone says "the problem was the runbook", write it on a separate parking list and return to the clock. Teams that finish the timeline before discussing causes find more factors and argue less, because the sequence itself shows how the pieces combined.\n\nContributing factors: where to look. A single root cause is a comforting fiction in complex systems; Richard Cook\'s How Complex Systems Fail makes the point that catastrophe requires multiple failures. Look deliberately in each area:\n- Tooling and interfaces: what the tool showed, hid or made easy.\n- Process and documentation: runbooks, review steps and whether they were current.\n- Detection: how long impact lasted before anyone knew, and why.\n- Workload and staffing: fatigue, interruptions, shift length, competing pages.\n- Organisation: unclear ownership, incentives that reward speed over safety, knowledge held by one person.\n- Design: coupling that let one flag disable an unrelated path.\nAlso record what went well. The engineer who spotted the retry failures and the quick rollback limited the damage, and the conditions that enabled them are worth protecting.\n\nAfter the meeting: the one-to-one. The review protects the room; the person closest to the change still needs a private conversation, usually within a day.\n\nBadly:\n- Manager: "Don\'t worry about it, everyone makes mistakes. Just double-check next time."\n- Priya: "Okay."\nWell-meant, but it confirms that this was her mistake and gives her a vigilance task. She leaves believing the review\'s system language was politeness.\n\nWell:\n- Manager: "How are you doing after yesterday? It was a hard meeting to sit in."\n- Priya: "Honestly, I\'ve been replaying it all night."\n- Manager: "That makes sense. I want to be clear about what the review found: the tool hid what that flag controlled, and the runbook was stale. Anyone on the rota could have made that change, and three people nearly did. What would help you right now?"\n- Priya: "I\'d like to work on the diff preview, if that\'s possible."\n- Manager: "Let\'s talk to the platform lead about pairing you on it."\nTurning the person closest to the incident into an owner of the fix, when they want it, is one of the strongest signals a team can get that the review meant what it said.\n\nMeasuring whether reviews work. Count the things blame suppresses: near-miss reports per month, people volunteering their own mistakes in reviews, action items closed on time, and incidents that repeat a known factor. A rise in near-miss reports after you change the format is good news, not bad.\n\nFive hard moments and what to do in each.\n- Silence after your question. Wait longer than is comfortable, at least ten seconds, then narrow the question: "What was on your screen at 14:02?" is easier to answer than "What happened?" Silence usually means the question was too broad, not that nobody knows.\n- The person closest to the change takes all the blame. "It was my fault, I should have checked." Do not agree, and do not argue. "Thank you for owning your part. Our job today is to make sure the next person can\'t make the same change this easily, so let\'s look at what made it easy."\n- Two senior engineers argue about the cause. Both are usually right about different factors. Write each claim down as a separate factor and ask what evidence would distinguish them; the list grows and the argument shrinks.\n- Someone starts designing the fix in the meeting. Capture the idea in one line, name who will explore it, and return to the timeline. A review that designs solutions runs out of time before it has found all the factors.\n- Emotion spills over. If someone is visibly upset or angry, pause the meeting for five minutes rather than pushing through, and check in with them privately during the break. Carrying on signals that the process matters more than the people in it.\n\nRemote and asynchronous reviews. On a video call it is harder to read the room and easier for the senior person to dominate. Ask people to comment directly on the shared timeline document before the meeting, call on quieter contributors by name with a specific question, and use the chat for factors so several people can add at once. For distributed teams across time zones, an asynchronous review can work well: the timeline and factors are built in the document over two days, and a thirty-minute call agrees the actions. Whatever the format, the ground rules are written at the top of the document.\n\nWho to invite. Invite the responders, the owners of the systems involved, someone from support who heard from customers, and anyone who raised a near-miss on the same path. Senior leaders are welcome as listeners; their presence tells the organisation that learning matters, but brief them first, because one question about a person from the most senior person in the room undoes the ground rules. Keep it under fifteen people where you can; beyond that, most people stay silent and the meeting turns into a presentation. Share the write-up widely instead.\n\nA facilitator\'s checklist. Before: timeline drafted and shared, key responders interviewed, senior attendees briefed, note-taker named, ground rules written at the top of the document. During: ground rules said aloud, timeline walked before causes, every decision point asked with what and how questions, factors collected across all six areas, what went well recorded, ideas for fixes parked. After: actions ranked by strength, each with one owner who agreed and a date, write-up reviewed for blame language and published, private check-in with the person closest to the change, actions reviewed at the next monthly reliability meeting.\n\nLanguage that blames without meaning to. Blame often survives in the write-up after the meeting went well. Watch for these patterns and rewrite them:\n- "Priya failed to verify the runbook version." Rewrite: "The runbook in use was two versions out of date; nothing in the flag service indicated this."\n- "The engineer should have noticed the retry errors." Rewrite: "Retry errors were visible on a dashboard that was not part of the on-call view."\n- "Human error caused the outage." Rewrite with the conditions that made the error likely and its consequence large.\n- "Simply", "just" and "obviously" in any sentence about what someone did. They encode hindsight: it is only obvious now.\nA useful test is to swap in the name of the most respected engineer on the team. If the sentence would then feel unfair, it is unfair now.\n\nWhen to hold it. Hold the review within two to five working days: soon enough that memories and logs are fresh, late enough that responders have slept and the immediate fixes are in. Reviews held the same day tend to be adrenaline-fuelled and defensive; reviews held a month later reconstruct a story from the write-up instead of from memory. If the incident is still ongoing in some form, such as a degraded mode or manual workarounds, say so at the start and keep the review to what is known, with a follow-up session booked for the rest.',
        nonTechnicalContent:
          'A blameless review starts from one belief: the people involved made choices that made sense to them at that moment, given what they could see and how much pressure they felt. Your job is to understand that moment, not to judge it.\n\nA simple running order:\n- Say out loud that the goal is to learn how things went wrong, not to find someone to blame.\n- Tell the story of what happened in order, with times, before anyone guesses at causes.\n- Ask questions like "What were you seeing then?" and "What did you expect to happen?"\n- List everything that added up to the problem: tools, habits, workload and design. There is almost never one single cause, and "someone made a mistake" is the start of the story, not the end.\n- Turn each finding into a task with a named person and a date.\n\nWhen someone says "it was obvious" or "they should have", gently bring the group back to what people actually knew at the time. Blame also teaches everyone to hide small slip-ups, which are exactly the early warnings you need.\n\nBefore the meeting. Most reviews succeed or fail before they start. Write up the timeline beforehand from the chat messages, change records and alerts, and share it a day early so people can correct facts in writing instead of arguing about them in the room. Talk privately with the two or three people most involved: ask what they saw, what they expected and what surprised them. These private talks are where honest detail comes out, and they let you warn the person closest to the change about what the meeting will cover. Brief any senior leader who will attend: explain the running order, that causes come after the timeline, and that you will set aside questions about individuals. Ask someone else to take notes so you can lead. Book an hour and start on time; a late, rushed review turns into a blame session because blame is the quickest story to tell.\n\nAn example: the same ten minutes, done badly and done well.\n\nBadly:\n- Dana (senior leader): "Who made the change without checking?"\n- Meeting lead: "That was Priya. Priya, why didn\'t you check the instructions were up to date?"\n- Priya: "I followed the instructions. I didn\'t know they were old."\n- Dana: "So people need to check instructions before using them."\n- Marco: "Good luck with that, that screen is a trap anyway."\n- Meeting lead: "Let\'s keep it constructive. Follow-up: Priya to review all the payment instructions."\nPriya says nothing else for the rest of the hour. The review records one cause, a person, and one follow-up, a chore. Nobody learns that the tool shows no preview, that nobody owns the instructions, or that three others nearly made the same change this year. The next near-miss won\'t be reported, because everyone just saw what happens to the person who gets named.\n\nWell:\n- Dana: "Who made the change without checking?"\n- Meeting lead: "Dana, the question underneath is the right one: how do we make sure this doesn\'t happen again? That\'s what the next forty minutes are for. We\'ll get further if we finish the timeline first, so I\'ll set the \'who\' question aside and come back to what changes. Priya, at 2:02 you opened the instructions. Walk us through what the settings screen showed you."\n- Priya: "Just the setting\'s name and an on-off switch. Nothing about what else it controlled."\n- Meeting lead: "So the tool gave no sign that this switch also controlled payment retries. Marco, you said half the team has nearly done this. Can you give one example? I\'d like to record it as a contributing factor."\n- Marco: "March, the refunds switch. Same thing, caught in testing."\n- Meeting lead, to the note-taker: "Factor: the screen shows no preview of what a change affects; a near-miss in March. Factor: instructions two versions out of date, with no owner."\nThe lead didn\'t argue with Dana or defend Priya. They turned a blame question into the need underneath it, then asked questions that make the setup visible.\n\nQuestions that open and questions that close. A safety researcher, Sidney Dekker, separates the first story (someone made a mistake) from the second story (why the mistake made sense at the time). Questions that reach the second story usually start with "what" or "how":\n- "What were you looking at when you decided?"\n- "What did you expect to happen?"\n- "How did you know the instructions were current?"\n- "What made this feel routine?"\n- "Where else could this happen?"\nQuestions that shut people down usually start with "why" or contain "should": "Why didn\'t you check?" They describe a world that didn\'t exist and ask the person to defend themselves against it.\n\nHandling the senior person who interrupts. When a senior leader pushes for a name, they usually want confidence it won\'t happen again and something to tell their own bosses. Give them both, without the name: recognise the need, repeat the ground rules briefly, promise a concrete result ("you\'ll have named owners and dates by Friday"), and offer to talk afterwards. Thank them privately later for letting the format work; leaders who see one good review often become its biggest supporters.\n\nA story of how this goes wrong. One team\'s reviews were officially blame-free, but the write-ups named the person involved in the first line, and a director twice asked in public who had caused a problem. Reports of near-misses fell from several a month to almost none, and the team took this as good news. Six months later an expired security certificate took an internal system down for three hours. In the interviews, a senior engineer said she had noticed the warning a week earlier but hadn\'t raised it: the last time she reported a near-miss, her name appeared in the summary and she spent a week answering questions. The outage wasn\'t caused by the certificate alone; it was caused by a reporting habit people had learned to avoid. The team removed names from the story of causes, began tracking near-miss reports as a sign of health, and the director started opening reviews by thanking the people who spoke up.\n\nWhen this advice is wrong. Blame-free doesn\'t mean nobody is responsible, and using this format everywhere can do harm:\n- Reckless or deliberate harm. A "just culture" separates honest mistakes and risky shortcuts, which tell you about the setup, from knowingly ignoring a rule after being warned. That belongs in a private conversation with the manager or HR, never in the review.\n- The same person, again and again. If one person is central to several incidents despite help and better tools, that is a private coaching or performance conversation. The review still looks at the setup; the manager looks at the pattern.\n- Security or legal incidents. A data breach may have legal reporting rules, and lawyers may limit who attends and what is written. Run the learning review afterwards, within those limits.\n- Small incidents. A full hour for a five-minute blip teaches people that reviews are red tape. Use a short written summary and save meetings for incidents with real impact or real surprise.\n- When you are involved. If your own decision or team is at the centre, ask someone neutral from another team to lead. You can\'t protect the room while defending yourself.\n\nOpening the meeting. The first two minutes set the rules everyone will test later, so say them plainly: "Thanks for coming. This is a blame-free review: we assume everyone did what made sense with what they knew, and we\'re here to find how our setup made this possible. We\'ll go through the timeline first, then list what contributed, then agree a few follow-ups with owners. If a question starts to be about a person, I\'ll steer it back to the conditions around them. Priya and Marco, thank you for your time yesterday; your detail is why the timeline is accurate." Stating the rules before anyone is upset means the later redirect is keeping an agreement, not scolding a senior leader.\n\nGoing through the timeline. Show the timeline on screen and go through it in order: the change, when customers were first affected, when we noticed, when we understood, when we stopped the damage and when it was over. At each decision, pause and ask what the person knew, what they expected and what surprised them. Note the gaps: nine minutes between customers being affected and the first alarm is a finding in itself. Don\'t jump to causes; if someone says "the problem was the instructions", write it on a separate list and return to the clock. Finishing the timeline first finds more causes and causes fewer arguments, because the order of events shows how things combined.\n\nWhere to look for causes. In complicated setups there is almost never a single cause; serious failures need several things to go wrong at once. Look deliberately in each area:\n- Tools: what the screen showed, hid or made easy.\n- Instructions and checks: whether they existed and were up to date.\n- Noticing: how long the problem lasted before anyone knew, and why.\n- Workload: tiredness, interruptions, long shifts.\n- Organisation: unclear ownership, rewards for speed over safety, knowledge held by one person.\n- Design: connections that let one small setting break something unrelated.\nAlso write down what went well, such as the person who spotted the failures and the quick undo, and protect whatever made that possible.\n\nAfter the meeting: the one-to-one. The review protects the room; the person closest to the change still needs a private conversation, usually within a day.\n\nBadly:\n- Manager: "Don\'t worry, everyone makes mistakes. Just double-check next time."\n- Priya: "Okay."\nKindly meant, but it confirms it was her mistake and gives her a "pay more attention" task. She leaves thinking the review\'s blame-free language was just politeness.\n\nWell:\n- Manager: "How are you doing after yesterday? It was a hard meeting to sit through."\n- Priya: "Honestly, I\'ve been replaying it all night."\n- Manager: "That makes sense. I want to be clear about what the review found: the tool hid what that setting controlled, and the instructions were out of date. Anyone on the rota could have made that change, and three people nearly did. What would help you right now?"\n- Priya: "I\'d like to work on the preview feature, if that\'s possible."\n- Manager: "Let\'s ask the platform lead about pairing you on it."\nLetting the person closest to the incident help own the fix, if they want to, is one of the strongest signs that the review meant what it said.\n\nChecking whether reviews work. Count what blame hides: near-misses reported each month, people admitting their own slips in reviews, follow-ups finished on time, and incidents that repeat a known cause. More near-miss reports after you change the format is good news, not bad.\n\nFive hard moments and what to do.\n- Silence after your question. Wait longer than feels comfortable, at least ten seconds, then make the question narrower: "What was on your screen at 2:02?" is easier than "What happened?"\n- The person closest to the change takes all the blame: "It was my fault." Don\'t agree, and don\'t argue. "Thank you for owning your part. Our job is to make sure the next person can\'t make this change so easily, so let\'s look at what made it easy."\n- Two experienced people argue about the cause. Both are usually right about different parts. Write each down as a separate cause and ask what evidence would tell them apart.\n- Someone starts designing the fix in the meeting. Capture the idea in one line, name who will look into it, and go back to the timeline.\n- Emotions run high. If someone is upset or angry, pause for five minutes and check in with them privately. Pushing on tells everyone the process matters more than the people.\n\nRemote and written reviews. On video calls it\'s harder to read the room and easier for senior people to dominate. Ask people to comment on the shared timeline before the meeting, invite quieter people by name with a specific question, and use the chat so several people can add causes at once. For teams across time zones, the timeline and causes can be built in a shared document over two days, with a thirty-minute call to agree the follow-ups. Either way, write the ground rules at the top of the document.\n\nWho to invite. Invite the people who responded, the owners of the systems involved, someone from support who heard from customers, and anyone who reported a near-miss in the same area. Senior leaders are welcome to listen, since their presence shows that learning matters, but brief them first, because one question about a person from the most senior person in the room undoes the ground rules. Keep it under fifteen people if you can; beyond that most people stay silent. Share the write-up widely instead.\n\nA checklist for the meeting lead. Before: timeline written and shared, key people interviewed, senior attendees briefed, note-taker named, ground rules at the top of the document. During: ground rules said out loud, timeline before causes, "what" and "how" questions at each decision, causes collected from every area, what went well written down, fix ideas set aside. After: follow-ups ranked by strength, each with one owner who agreed and a date, write-up checked for blaming language and shared, a private check-in with the person closest to the change, and follow-ups checked at the next monthly meeting.\n\nWords that blame without meaning to. Blame often survives in the write-up even when the meeting went well. Watch for these and rewrite them:\n- "Priya failed to check the instructions." Rewrite: "The instructions in use were two versions out of date, and nothing in the tool showed this."\n- "The engineer should have noticed the errors." Rewrite: "The errors were visible on a screen that wasn\'t part of the on-call view."\n- "Human error caused the outage." Rewrite with the conditions that made the slip likely and its effect large.\n- "Simply", "just" and "obviously" in any sentence about what someone did. They only seem true with hindsight.\nA useful test: swap in the name of the most respected person on the team. If the sentence would then feel unfair, it is unfair now.\n\nWhen to hold it. Hold the review two to five working days afterwards: soon enough that memories are fresh, late enough that people have slept and the urgent fixes are done. Same-day reviews tend to be tense and defensive; reviews a month later rebuild the story from notes instead of memory. If the problem isn\'t fully over, say so at the start, stick to what is known, and book a second session for the rest.',
        simulation: {
          scenario:
            "It is the review for yesterday's 47-minute checkout outage. A feature-flag change made by Priya, a mid-level engineer, disabled the payment retry path. She followed the runbook, but the runbook was two versions out of date and the flag service shows no diff before a change is applied. Twelve people joined the call, including the VP of Engineering. Ten minutes into the timeline walkthrough, the VP interrupts.",
          participants: [
            {
              name: "Dana (VP of Engineering)",
              statement:
                "Let's cut to it. Who flipped the flag without checking, and what are we doing so that person doesn't do it again?",
              emotions: ["frustrated", "pressured"],
              nonTechnicalStatement:
                "Let's cut to it. Who made that change without checking, and what are we doing so that person doesn't do it again?",
            },
            {
              name: "Priya (Software Engineer)",
              statement: "I followed the runbook exactly. I don't know what else I was supposed to do.",
              emotions: ["defensive", "ashamed"],
              nonTechnicalStatement:
                "I followed the instructions exactly. I don't know what else I was supposed to do.",
            },
            {
              name: "Marco (Staff Engineer)",
              statement:
                "Honestly, that flag UI has been a footgun for a year. Half of us have nearly done the same thing.",
              emotions: ["cynical", "protective"],
              nonTechnicalStatement:
                "Honestly, that settings screen has been a trap for a year. Half of us have nearly done the same thing.",
            },
          ],
          challenge:
            "Respond as the facilitator. In two or three sentences, acknowledge Dana's need for accountability, protect Priya without minimising the customer impact, and bring the group back to the timeline and the conditions that made this change risky. Then write the first local-rationality question you would ask Priya, and note how you would capture Marco's point as a contributing factor rather than a complaint.",
          rubric: [
            {
              criterion:
                "Acknowledged the need behind Dana's question, confidence it won't recur, without naming or defending anyone.",
              nonTechnicalCriterion:
                "Recognised what Dana really needs, confidence it won't happen again, without naming or defending anyone.",
            },
            {
              criterion:
                "Named the customer impact, so protecting Priya did not sound like minimising the outage.",
              nonTechnicalCriterion:
                "Made clear the outage mattered, so protecting Priya didn't sound like playing it down.",
            },
            {
              criterion: "Returned the group to the timeline with a concrete promise: owned, dated actions.",
              nonTechnicalCriterion:
                "Brought the group back to the timeline, with a promise of follow-ups with owners and dates.",
            },
            {
              criterion:
                "Asked Priya a what or how question about what she saw or expected, not a why or should question.",
              nonTechnicalCriterion: "Asked Priya what she saw or expected, not why she didn't check.",
            },
            {
              criterion:
                "Recorded Marco's remark as a specific condition of the tool, with evidence, not as a complaint.",
              nonTechnicalCriterion:
                "Wrote down Marco's remark as a specific problem with the tool, with an example, not as a complaint.",
            },
          ],
          nonTechnicalModelAnswer:
            "Dana, you're right that we owe customers and the business confidence this won't happen again, and by Friday you'll have follow-ups with named owners and dates. Forty-seven minutes of failed payments is serious, and that's why I don't want to stop at who made the change: we'd fix one person and leave the trap for the next one. So I'll set the 'who' question aside and we'll finish the timeline first. Priya, thank you for walking us through it. At 2:02 you had the instructions open: what did the settings screen show you about what that switch controlled? Marco, I'm recording your point as a contributing cause: the screen shows no preview of what a change affects, and several people have nearly been caught. Can you send me one example with a date afterwards?",
          modelAnswer:
            "Dana, you're right that we owe customers and the business confidence this won't happen again, and by Friday you'll have owned actions with dates. Forty-seven minutes of failed checkouts is serious, and that's exactly why I don't want to stop at who changed the flag: we'd fix one person and leave the trap for the next one. So I'll park the who question and we'll finish the timeline first. Priya, thank you for walking us through it. At 14:02 you had the runbook open: what did the flag screen show you about what that flag controlled? Marco, I'm capturing your point as a contributing factor: the flag UI shows no diff or dependent behaviour, with near-misses from several engineers. Can you send me one dated example after the meeting?",
          nonTechnicalChallenge:
            "Answer as the person leading the meeting. In two or three sentences, recognise Dana's need to know it won't happen again, protect Priya without playing down the effect on customers, and bring the group back to the timeline and the conditions that made the change risky. Then write the first question you would ask Priya about what she saw or expected, and say how you would record Marco's point as a contributing cause rather than a complaint.",
          nonTechnicalScenario:
            "It is the review meeting for yesterday's 47-minute outage, when customers couldn't pay. A settings change made by Priya, a mid-level engineer, switched off the part of the system that retries failed payments. She followed the written instructions, but they were two versions out of date, and the settings tool shows no preview of what a change will affect. Twelve people joined the call, including Dana, the senior engineering leader. Ten minutes into going through the timeline, Dana interrupts.",
        },
        gamification: {
          type: "achievement",
          title: "Held the Room",
          description: "Redirected a blame question to system conditions during a live review.",
          badge: "Blameless Facilitator",
          points: 100,
          message:
            "You kept the review about the system. That is what makes people tell you the truth next time.",
          nonTechnicalMessage:
            "You kept the meeting about how the work is set up, not about one person. That is what makes people tell you the truth next time.",
        },
        activityMinutes: 15,
      },
      {
        title: "Choosing Action Items That Actually Work",
        type: "quiz",
        icon: "quiz",
        content:
          'A review is judged by its action items, and most reviews produce weak ones: "be more careful", "add it to onboarding", "remind the team". These depend on human vigilance, the very resource that failed under pressure.\n\nA useful hierarchy of control strength, borrowed from patient safety:\n- Strongest: remove the hazard or force the safe path (guardrails, automation, a diff-and-confirm step, a constraint the tool enforces).\n- Medium: make the wrong thing harder and the right thing easier (safer defaults, checklists built into tooling, alerts on the precursor signal).\n- Weakest: documentation, training and reminders.\n\nEvery action needs an owner, a due date and the contributing factor it addresses. Track actions to closure in the same backlog as feature work and review completion monthly; actions parked on a wiki page nobody revisits turn the review into theatre. Finally, publish the write-up widely. Open sharing of incidents and near-misses is what makes the next person willing to raise a concern early.\n\nWorked example: from factors to actions. The feature-flag review produced these contributing factors, each stated as a condition, not a person:\n- The flag service applies changes with no diff and no indication of dependent behaviour.\n- Any engineer can change a payment-critical flag alone.\n- The runbook was two versions stale and had no owner or review date.\n- The payment error alert averages over ten minutes, so it fired nine minutes after impact began.\n- The retry path has no test in staging that would have failed when the flag was off.\n- The responder was eleven hours into an on-call shift that had started with two unrelated pages.\n\nNow the actions, with strength, owner and date:\n- Strong: the flag service shows a diff and lists dependent code paths before applying; flags tagged payment-critical require a second approver, with a break-glass path for incidents that pages the approver afterwards. Owner: platform team lead, six weeks.\n- Strong: a staging test that fails when the retry path is disabled. Owner: payments engineer, two weeks.\n- Medium: the payment error alert moves to a two-minute window on the precursor signal, retry failures. Owner: SRE on-call lead, one week.\n- Medium: runbooks get an owner and a review date, and the flag service links to the current runbook instead of a wiki copy. Owner: payments EM, one month.\n- Organisational: on-call shifts longer than twelve hours trigger a handover. Owner: engineering director, next rota change.\nFive actions, each traceable to a factor. Compare that with the list most teams produce.\n\nBadly and well: the action list. A weak list from a real-feeling review reads: "Be more careful with flags. Update runbooks. Add incident to onboarding. Priya to double-check changes. Improve monitoring." Every item is either a reminder, a chore for one person, or too vague to close. None has a date. "Improve monitoring" will still be open in a year, and nobody will know whether it was done. The strong list above differs in three ways: each item changes a tool, a default or a structure; each names one owner and a date; and each says which factor it addresses, so a reader can check that no factor was left without an action.\n\nTracking to closure. Action items are where reviews go to die. Put them in the owning team\'s normal backlog, not a separate incident tracker nobody grooms, and give them a target: for example, strong actions closed within thirty days. Review open items monthly in the same forum that reviews reliability. An item may be closed by doing it or by deciding explicitly not to, with the reason recorded; "won\'t do, the service is being retired in Q3" is a legitimate outcome, while an item silently open for six months is not. When an incident recurs, the first question in its review is whether the previous actions were completed.\n\nA failure story. After a billing outage, a well-meaning team produced twenty-three action items, one per suggestion in the meeting, most owned by "the team". A month later, three were done; the rest had no owner who felt responsible and no date anyone had agreed to. Four months later the same failure recurred through the one path an unfinished item would have closed. The engineering director\'s change afterwards was blunt: at most five actions per review, each with a named owner who agreed to it in the room, ranked by control strength; anything else goes into a "considered, not doing" list so the idea is not lost. Fewer, stronger actions got done; the long list had mostly measured how many people spoke.\n\nWhen this advice is wrong. The strongest control is not always the right one:\n- Forcing functions add friction, and friction during an incident can be dangerous. A mandatory second approver on every flag change slows down the person trying to turn off a broken feature at 3 a.m. Keep a break-glass path, scope the control to the risky cases, and review break-glass use afterwards.\n- Approval fatigue turns controls into theatre. If approvers see fifty requests a day, they rubber-stamp them and the control exists only on paper. Fewer, better-targeted approvals beat universal ones.\n- Sometimes the gap really is knowledge. When a team adopts a new system, training is the right action, ideally paired with a safer default.\n- Proportion matters. A control that costs a team a week a month to prevent a one-hour internal blip a year is a bad trade. Say so in the review, record the accepted risk and who accepted it, and move on.\n- Automation can hide the hazard. A script that auto-fixes a recurring failure removes the signal that something upstream is wrong; pair it with an alert or a count so the underlying problem stays visible.\n\nWriting it up. A useful write-up has a one-paragraph summary, customer impact in numbers, the timeline, contributing factors, what went well (the responses that limited the damage are as informative as the failures), and the action list. Use roles rather than names in the causal narrative ("the on-call engineer"), have someone outside the team read it for blame language before publishing, and share it widely. Teams that read each other\'s reviews find their own latent conditions before an incident does.\n\nWhy weak actions are attractive. Reminders, training and "be careful" cost nothing, can be done today, satisfy everyone\'s need to do something, and fit inside the meeting. Strong actions need engineering time, which means a trade-off against the roadmap, which means someone outside the room has to agree. Facilitators who do not name this trade-off get weak actions by default. Say it out loud: "The diff preview is about six weeks of platform time. That\'s a planning decision, so I\'ll take it to the platform lead and our director with the cost of a recurrence attached."\n\nGetting strong actions funded. Treat a strong action as a small investment proposal. State the factor it removes, the customer impact of a recurrence (this outage: forty-seven minutes of failed checkouts, about $90k in lost orders and a support spike), the likelihood (three near-misses in a year suggests it will recur), the cost in people and weeks, and what it displaces. If the team uses SLOs, tie it to the error budget: an incident that consumed most of the quarter\'s budget is exactly what error-budget policies exist to fund. Bring it to the planning forum that owns the trade-off rather than asking an engineer to fit it in on the side, which is how actions end up half done.\n\nA second worked example: the migration that locked a table. A schema migration added a column with a default to the orders table at 11:00 on a weekday; the database rewrote the table under an exclusive lock and checkout stalled for eighteen minutes. The review found these factors: the migration tool gives no warning for lock-taking operations; the pull-request template has no migration checklist; migrations run automatically on deploy, at whatever time the deploy happens; the rollback script had never been tested; and the only person who knew the lock behaviour was on holiday. The weak list would say "be careful with migrations" and "ask the DBA". The strong list: a CI lint that fails on lock-taking operations on large tables unless an override is approved (strong, platform team, three weeks); migrations on tables over a size threshold run in a scheduled low-traffic window rather than on deploy (strong, release engineering, one month); a migration section in the pull-request template with the lock question (medium, database guild, one week); a quarterly rollback drill (medium, payments EM, next quarter); and a short internal guide recorded by the DBA so the knowledge is not held by one person (weak, but cheap and paired with the lint). Notice that the one weak action is kept because it supports a strong one, not instead of it.\n\nA quick test for any proposed action. Before an action goes on the list, ask five questions:\n- Does it still work when the person doing the task is tired, rushed or new to the team?\n- Does it still work in six months, after the people in this room have moved on?\n- Which contributing factor does it address, and does it address it at the source or downstream?\n- Who owns it, by name, and have they agreed to the date?\n- How will we know it worked: a failing test, an alert, a measurable change in near-misses?\nActions that fail the first two questions are vigilance controls and belong at the bottom of the list. Actions that fail the last three are not yet actions; they are ideas.\n\nLearning across incidents. A single review sees one incident; patterns only show up across many. Tag each review\'s factors with a category (tooling, documentation, detection, workload, ownership, design) and look at the tags each quarter. If four incidents in a quarter involve stale runbooks, the fix is not four runbook updates; it is an ownership and review mechanism for all runbooks, funded as a project. Larson\'s An Elegant Puzzle describes this shift from fixing incidents one at a time to changing the system that produces them. Share a short quarterly digest of themes with the wider engineering organisation, so other teams can check themselves for the same latent conditions.\n\nWhen a senior leader disagrees with the action list. Sometimes the VP wants a visible, immediate action, such as "everyone re-reads the runbooks this week", alongside the strong ones. That can be fine as a short-term measure, as long as it is labelled as one and does not replace the structural fix. What you should not accept is the weak action instead of the strong one because the strong one is expensive. Make the trade-off explicit, name who is accepting the residual risk, and record it in the write-up.\n\nWhy this matters beyond the incident. Amy Edmondson\'s research on psychological safety found that the best hospital teams reported more errors, not fewer, because people felt safe to speak; Google\'s Project Aristotle found the same quality was the strongest predictor of team effectiveness. The review is where a team learns, in public, whether that safety is real. Strong, system-level actions are the proof: when the outcome of a mistake is a better tool rather than a named person, the next engineer reports the near-miss on the day they notice it, which is the cheapest moment to learn anything.\n\nReviewing near-misses. The cheapest incident to learn from is the one that did not happen. When an engineer reports that they nearly changed the wrong flag, hold a fifteen-minute review with the same rules: what they saw, what they expected, what stopped it. Marco\'s March refunds near-miss would have surfaced the missing diff six months before the checkout outage. Near-miss reviews also build the habit of blameless discussion when nothing is at stake, so the format holds when something is. Count them, thank the people who report them in public, and treat their actions with the same strength ranking. A team that reviews near-misses regularly usually finds that its real incidents become rarer and smaller, because the latent conditions are removed before they line up.\n\nClosing the loop with customers and leadership. Executives and customer-facing teams need a short, plain summary: what happened, who was affected and for how long, what we have changed and what is still in progress, with dates. Publish it after the actions are agreed, not before, so the summary describes commitments rather than intentions. When the strong actions ship, announce that too; it is the moment the organisation sees that reviews produce change.\n\nWho should own an action. The best owner is usually the team that owns the system the factor lives in, not the person closest to the incident and not the facilitator. Asking Priya to fix the flag service because she was involved turns an action into a penance, unless she asks to work on it, in which case pair her with the owning team. Facilitators who take actions themselves become a bottleneck and signal that reliability is one person\'s hobby. If no team owns the system a factor lives in, that ownership gap is itself a factor, and the first action is to give it an owner. An action owned by a team also survives reorganisations and people leaving, which an action owned by an individual rarely does. When you record the owner, record the team as well as the person, so that if the person moves on, the action moves to their successor instead of quietly expiring with their departure. Revisit owners at every monthly review.',
        nonTechnicalContent:
          'A review is only as good as the changes that come out of it, and many reviews end with weak ones: "be more careful", "add it to training", "send a reminder". Those all rely on people paying perfect attention, which is exactly what broke down under pressure.\n\nThink of fixes as strong, medium or weak:\n- Strong: change the tool or process so the risky path is blocked or the safe path happens automatically.\n- Medium: make the right thing easier and the wrong thing harder, for example better default settings or a checklist inside the tool itself.\n- Weak: documents, training sessions and reminders.\n\nEach fix needs one named owner, a date and a note on which problem it solves. Keep the fixes in the same to-do list as the rest of the team\'s work and check them every month, or they quietly disappear. Share the write-up openly, too: when people see mistakes discussed without blame, they speak up sooner next time.\n\nAn example: from causes to follow-ups. The settings-change review found these contributing factors, each written as a condition, not a person:\n- The settings tool applies changes with no preview of what they affect.\n- Anyone can change a payment-critical setting alone.\n- The instructions were two versions out of date, with no owner.\n- The payment alarm waits ten minutes before going off, so it sounded nine minutes after customers were affected.\n- No test would have noticed that retries had been switched off.\n- The person on call was eleven hours into a shift that had already had two other alarms.\n\nThe follow-ups, with strength, owner and date:\n- Strong: the tool shows a preview of what a change affects, and payment-critical settings need a second person\'s approval, with an emergency route for incidents that notifies the approver afterwards. Owner: platform team lead, six weeks.\n- Strong: a test that fails if retries are switched off. Owner: a payments engineer, two weeks.\n- Medium: the alarm watches the early warning sign, failed retries, and reacts within two minutes. Owner: reliability lead, one week.\n- Medium: instructions get an owner and a review date, and the tool links to the current version. Owner: payments manager, one month.\n- Organisational: on-call shifts longer than twelve hours trigger a handover. Owner: engineering director, next schedule change.\nFive follow-ups, each tied to a cause. Compare that with the list most teams produce.\n\nBadly and well: the follow-up list. A weak list reads: "Be more careful. Update instructions. Add it to training. Priya to double-check changes. Improve alarms." Each item is a reminder, a chore for one person, or too vague to finish. None has a date. "Improve alarms" will still be open in a year. The strong list differs in three ways: each item changes a tool, a default or how work is organised; each has one owner and a date; and each names the cause it addresses, so you can check no cause was left without a follow-up.\n\nFollowing through. Follow-ups are where reviews quietly die. Put them in the team\'s normal to-do list, not a separate tracker nobody looks at, and set a target, such as strong fixes done within thirty days. Check open items monthly. An item can be closed by doing it or by deciding not to, with the reason written down; "not doing, this system is being retired" is fine, while an item silently open for six months is not. If an incident happens again, the first question is whether the last review\'s follow-ups were done.\n\nA story of how this goes wrong. After a billing outage, a well-meaning team wrote twenty-three follow-ups, one per idea raised in the meeting, most owned by "the team". A month later three were done; the rest had no one who felt responsible and no agreed date. Four months later the same failure happened again, through the exact gap an unfinished item would have closed. The director\'s rule afterwards: at most five follow-ups per review, each with a named owner who agreed in the room, ranked by strength; everything else goes on a "considered, not doing" list so the idea isn\'t lost. Fewer, stronger follow-ups got done.\n\nWhen this advice is wrong. The strongest fix isn\'t always the right one:\n- Safeguards add friction, and friction during an emergency can be dangerous. Requiring a second approval for every change slows down the person trying to switch off a broken feature in the middle of the night. Keep an emergency route, apply the rule only to risky cases, and review emergency use afterwards.\n- Too many approvals become a rubber stamp. If approvers see fifty requests a day, they stop reading them.\n- Sometimes the gap really is knowledge. When a team starts using a new system, training is the right fix, ideally paired with a safer default.\n- Keep it in proportion. A safeguard that costs a week a month to prevent a one-hour internal blip a year is a bad trade. Say so, write down who accepted the risk, and move on.\n- Automatic fixes can hide the problem. A script that quietly repairs a recurring failure removes the warning sign, so pair it with an alert or a count.\n\nWriting it up. A useful write-up has a short summary, the effect on customers in numbers, the timeline, the contributing factors, what went well, and the follow-ups. Describe people by role ("the person on call") rather than by name, ask someone outside the team to check it for blaming language, and share it widely. Teams that read each other\'s reviews find their own hidden risks before an incident does.\n\nWhy weak follow-ups are tempting. Reminders, training and "be careful" cost nothing, can be done today, satisfy everyone\'s urge to act, and fit inside the meeting. Strong fixes need people\'s time, which means delaying other planned work, which means someone outside the room must agree. If the meeting lead doesn\'t say this out loud, weak follow-ups win by default. Say it: "The preview feature is about six weeks of work. That\'s a planning decision, so I\'ll take it to the team lead and our director, with the cost of this happening again attached."\n\nGetting strong fixes paid for. Treat a strong fix as a small investment request. Say which cause it removes, what a repeat would cost (this outage: forty-seven minutes of failed payments, about $90,000 in lost orders and a rush of support calls), how likely a repeat is (three near-misses in a year suggests it will happen again), how many people and weeks it needs, and what it would delay. Take it to the meeting where planning trade-offs are made, rather than asking someone to squeeze it in on the side, which is how fixes end up half done.\n\nA second example: the change that froze a table. A database change ran at 11 a.m. on a weekday and locked the orders table, so customers couldn\'t pay for eighteen minutes. The review found: the tool gives no warning that a change will lock a table; the checklist for proposed changes says nothing about database changes; such changes run automatically whenever new code goes out; the undo script had never been tested; and the only person who knew about the locking was on holiday. The weak list: "be careful with database changes" and "ask the database expert". The strong list: an automatic check that blocks locking changes on large tables unless someone approves an exception (strong, platform team, three weeks); changes to large tables run only in a quiet, scheduled window (strong, release team, one month); a database question added to the change checklist (medium, one week); a practice run of the undo every quarter (medium, next quarter); and a short guide recorded by the expert so the knowledge isn\'t held by one person (weak, but cheap and paired with the automatic check). The one weak item stays because it supports a strong one, not instead of it.\n\nA quick test for any proposed follow-up. Before it goes on the list, ask:\n- Does it still work when the person is tired, rushed or new?\n- Does it still work in six months, after the people in the room have moved on?\n- Which cause does it address, and does it tackle it at the source?\n- Who owns it, by name, and have they agreed the date?\n- How will we know it worked: a test that fails, an alarm, fewer near-misses?\nFollow-ups that fail the first two questions rely on people paying attention and belong at the bottom. Ones that fail the last three aren\'t follow-ups yet; they\'re ideas.\n\nLearning across incidents. One review sees one incident; patterns show up only across many. Label each review\'s causes with a category (tools, instructions, noticing, workload, ownership, design) and look at the labels every quarter. If four incidents in a quarter involve out-of-date instructions, the fix isn\'t four updates; it\'s a way of giving every set of instructions an owner and a review date, planned as a project. Share a short summary of themes each quarter so other teams can check themselves for the same hidden risks.\n\nWhen a senior leader disagrees with the list. Sometimes a senior leader wants something visible and immediate, like "everyone re-reads the instructions this week", alongside the strong fixes. That can be fine as a short-term step, as long as it\'s labelled as one and doesn\'t replace the real fix. What you shouldn\'t accept is the weak fix instead of the strong one because the strong one is expensive. Make the trade-off clear, name who is accepting the remaining risk, and write it down.\n\nWhy this matters beyond one incident. Research on "psychological safety", the feeling that you can speak up without being punished, found that the best hospital teams reported more mistakes, not fewer, because people felt safe to speak. Studies of software teams found the same quality was the strongest sign of a team that works well. A review is where a team learns, in public, whether that safety is real. Strong fixes to tools and processes are the proof: when a mistake leads to a better tool instead of a named person, the next person reports the near-miss the day they notice it, which is the cheapest moment to learn.\n\nReviewing near-misses. The cheapest incident to learn from is the one that didn\'t happen. When someone says they nearly changed the wrong setting, hold a fifteen-minute review with the same rules: what they saw, what they expected, what stopped it. Marco\'s near-miss in March would have revealed the missing preview six months before the outage. These short reviews also build the blame-free habit when nothing is at stake, so it holds when something is. Count them, thank people publicly for reporting them, and rank their follow-ups the same way.\n\nTelling customers and leaders. Senior leaders and customer-facing teams need a short, plain summary: what happened, who was affected and for how long, what has changed and what is still in progress, with dates. Publish it after the follow-ups are agreed, so it describes commitments, not intentions. When the strong fixes are finished, say so too; that is when everyone sees that reviews lead to change.\n\nWho should own a follow-up. Usually the team that owns the system where the cause lives, not the person closest to the incident and not the meeting lead. Asking Priya to fix the tool because she was involved turns the work into a punishment, unless she asks to help, in which case pair her with the owning team. If no team owns the system where a cause lives, that gap is itself a cause, and the first follow-up is to give it an owner. A follow-up owned by a team also survives reorganisations and people leaving. Write down the team as well as the person, so the work passes to whoever takes over instead of quietly disappearing.',
        quiz: {
          question:
            "After the feature-flag outage, which proposed action item most reduces the chance of a recurrence?",
          nonTechnicalQuestion:
            "After the outage caused by a settings change, which follow-up will do the most to stop it happening again?",
          options: [
            "Email all engineers a reminder to check flag changes against the runbook and to ask in the channel when unsure",
            "Make the flag service show a diff and require a second approver for flags tagged payment-critical",
            "Add this incident to onboarding so every new engineer learns how the flag and retry path interact",
            "Record in the review that the runbook version should be verified before any payment flag change",
          ],
          nonTechnicalOptions: [
            "Email everyone a reminder to double-check their changes, and to ask the team whenever they are unsure",
            "Change the tool so it previews each change and needs a second approver for risky ones",
            "Add the story of this outage to training so every new joiner learns how these settings work",
            "Write in the review that the instructions must be checked before anyone changes a payment setting",
          ],
          correct: 1,
          explanation:
            "Reminders and training are the weakest controls because they rely on vigilance at 2 a.m., and a recorded 'should have verified' rule reintroduces blame while changing nothing in the system. A diff preview plus second approval is a forcing function: it makes the unsafe path harder no matter who is on call, how tired they are or how stale the runbook is.",
          nonTechnicalExplanation:
            "Reminders and training only work if everyone remembers them under stress, and writing down what someone should have checked changes nothing about the tool that set the trap. Changing the tool so risky changes are visible and double-checked protects everyone, whoever makes the change and however tired they are.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "A reminder suits a short, one-off risk, like a pause before a big launch. Here it relies on the same attention that failed in the middle of the night.",
            "Right: the tool itself blocks the risky path, for whoever is on duty and however tired they are, and it fixes two causes at once.",
            "Training is right when people lack knowledge, such as with a brand-new system. This team knew the settings; the tool hid the risk.",
            "A written checking rule can help for a few weeks while the tool is fixed. As the main fix it targets the person and quietly brings blame back.",
          ],
          optionExplanations: [
            "A reminder is fine for a one-off, expiring risk, such as a freeze before a launch. Here it relies on the same vigilance that failed at 2 a.m., so it is the weakest control.",
            "Right: a forcing function in the tool. It makes the unsafe path harder for whoever is on call, however tired, and it addresses two factors at once: no diff and no second check.",
            "Training is the right action when the factor is a knowledge gap, such as a newly adopted system. This team knew flags; the tool hid the dependency, so training changes little.",
            "Writing down a verification step is useful as a stopgap while the tooling fix is built. As the main action it is a rule aimed at the person, and it quietly reintroduces blame.",
          ],
        },
        gamification: {
          type: "skill_point",
          skill: "Incident Leadership",
          points: 50,
          message: "Strong controls beat good intentions. Incident Leadership skill.",
          nonTechnicalMessage:
            "Safeguards built into the work beat promises to try harder. Incident Leadership skill.",
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
          nonTechnicalMessage:
            "You have unlocked the staying-calm toolkit. Next: spotting stress in the moment.",
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
            "Restart the service once more with higher memory limits, to rule out an out-of-memory error quickly",
            "Ask the teammate to hold their questions until the service is stable, then go through the deploy together",
            "Take one slow breath, name that you're rushing, and ask the teammate to walk through the deploy",
            "Hand the incident to your manager, since you are clearly too stressed right now to lead it well",
          ],
          nonTechnicalOptions: [
            "Try the same fix once more with a small change, to rule out the most likely cause quickly",
            "Ask your colleague to save their questions until things are working, then go through the change together",
            "Take one slow breath, admit you're rushing, and ask your colleague to explain the recent change",
            "Hand everything to your manager, since you are clearly too stressed right now to lead it well",
          ],
          correct: 2,
          explanation:
            'Repeated restarts and a sharp reply are textbook action bias and narrowed attention. A short physiological reset plus labelling restores enough capacity to follow the teammate\'s lead, and "what changed recently?" is the highest-yield question in most incidents. Another restart doubles down on a failing hypothesis, silencing the teammate loses information, and handing off can be right but is not a substitute for a ten-second reset.',
          nonTechnicalExplanation:
            "Repeating a fix and snapping at people are signs that stress has narrowed your thinking. A slow breath and naming the feeling gives you back enough calm to listen, and your colleague's question about a recent change is often exactly where the answer is. Repeating the fix or shutting them down throws away useful information, and handing over is not needed when a ten-second pause will do.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Trying a fix once to test a specific idea is reasonable. A third try repeats a failing idea out of the urge to do something.",
            "Asking for quiet is right when people are flooding the chat. This colleague is offering the most useful clue: what changed recently.",
            "Right: a slow breath and naming your state give you back enough calm to listen, and 'what changed?' is the best question in most emergencies.",
            "Handing over is right if you are truly overwhelmed. Here a ten-second reset is enough, and handing over mid-investigation loses what you know.",
          ],
          optionExplanations: [
            "A targeted restart is reasonable once, to test a specific hypothesis. A third restart doubles down on a failing idea, driven by action bias.",
            "Asking for quiet is right when the channel is flooded with noise. This teammate is offering the highest-yield clue: what changed recently.",
            "Right: a ten-second physiological reset and a label restore enough capacity to follow the teammate's lead, and 'what changed?' is the best incident question.",
            "Handing off command is right if you are truly overwhelmed or needed hands-on. Here a ten-second reset is enough, and a handoff mid-diagnosis loses context.",
          ],
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Ten seconds of calm saved ten minutes of chasing the wrong fix.",
          nonTechnicalMessage: "Ten seconds of calm saved ten minutes of chasing the wrong fix.",
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
          message: "Clear roles, calmer room. Composure Under Pressure skill.",
          nonTechnicalMessage: "Clear roles, calmer room. Composure Under Pressure skill.",
        },
      },
      {
        title: "The Executive Joins the Channel",
        type: "simulation",
        icon: "users",
        content:
          'This simulation tests the two skills together: regulating yourself and structuring the response so others can stay regulated too. Executives usually escalate because they lack information, not because they doubt you. A predictable update with status, impact, current hypothesis and next update time removes most of their need to ping.\n\nUseful phrasing:\n- "Current impact: search p99 is 9 s for all customers. Hypothesis: the new shard allocation. Next update 14:30."\n- "Please route questions through Sam on comms so Aisha can stay heads-down."\n- For business decisions, give a rule instead of a guess: "If we are not green by 14:45, assume the demo should move."\n\nAvoid promising an ETA you do not have. A missed ETA costs more trust than an honest "unknown, next update at 14:30". Before you type anything, notice your own state and name it; your tone in the channel sets the tone of the whole response.',
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
              nonTechnicalStatement:
                "When will it be fixed? The board chair is asking. Can we just undo everything that went out today?",
            },
            {
              name: "Aisha (SRE, operations lead)",
              statement:
                "I think it's the new shard allocation, but I need ten uninterrupted minutes. Rolling back everything would take forty.",
              emotions: ["stressed", "focused"],
              nonTechnicalStatement:
                "I think it's the new way the data is split up, but I need ten uninterrupted minutes. Undoing everything would take forty.",
            },
            {
              name: "Leo (Sales Lead)",
              statement:
                "Our biggest customer demo is at 15:00. I need to know right now whether to cancel it.",
              emotions: ["panicked", "frustrated"],
              nonTechnicalStatement:
                "Our biggest customer demo is at 3 p.m. I need to know right now whether to cancel it.",
            },
          ],
          challenge:
            "First, name your own state in one short phrase. Then write the single message you would post in the incident channel that (a) gives Jonas a clear status and the next update time, (b) protects Aisha's focus and explains why a full rollback is not the first move, and (c) gives Leo a decision rule for the demo. Keep it under 80 words and do not promise an ETA you do not have.",
          rubric: [
            {
              criterion: "Named your own state before writing anything.",
              nonTechnicalCriterion: "Named how you were feeling before writing anything.",
            },
            {
              criterion:
                "Gave status, the leading hypothesis and a specific next-update time, with no ETA you do not have.",
              nonTechnicalCriterion:
                "Gave the current status and a time for the next update, without promising a fix time.",
            },
            {
              criterion:
                "Protected the investigator's focus and explained why a full rollback is not the first move.",
              nonTechnicalCriterion:
                "Protected the investigator's focus and explained why undoing everything isn't the first step.",
            },
            {
              criterion: "Gave Leo a decision rule with a time, not a guess.",
              nonTechnicalCriterion:
                "Gave the sales lead a clear rule and a time for deciding about the demo.",
            },
          ],
          nonTechnicalModelAnswer:
            "How I feel: tense and rushed, so one slow breath before I type. Message: 'Update at 2:07: search has been slow since the 1:50 change. Our best guess is the new way the data is split up; Aisha is checking it, so please give her ten minutes without questions. Undoing everything takes 40 minutes and undoes unrelated fixes, so if we're wrong we undo only that change. Next update 2:20, here. Leo: if search isn't fast by 2:40, run the demo on the test system or move it; I'll confirm then.'",
          modelAnswer:
            "My state: tight-jawed and rushed, so one slow breath before I type. Message: 'Status 14:07: search p99 at 9 s since the 13:50 index migration. Leading hypothesis: new shard allocation. Aisha is testing it; please give her ten minutes without questions. A full rollback takes 40 minutes and reverts unrelated fixes, so if the hypothesis fails we roll back only the migration. Next update 14:20, in this channel. Leo: if search is not under 1 s by 14:40, run the demo on staging or reschedule; I will confirm at 14:40.'",
          nonTechnicalChallenge:
            "First, name your own state in a short phrase. Then write the one message you'd post in the incident chat that (a) gives Jonas a clear status and the time of the next update, (b) protects Aisha's focus and explains why undoing everything isn't the first move, and (c) gives Leo a rule for deciding about the demo. Keep the message under 80 words and don't promise a fix time you don't have.",
          nonTechnicalScenario:
            "It is 2:05 on a Tuesday afternoon. Search in your product has gone from fast to painfully slow (from a third of a second to nine seconds) right after a routine change to how the search data is organised. You are leading the response and two engineers are investigating. The chief technology officer has just joined the incident chat, and the sales lead has sent you three private messages in four minutes. You notice your jaw is tight and you have already typed and deleted a sharp reply.",
        },
        gamification: {
          type: "skill_point",
          skill: "Composure Under Pressure",
          points: 40,
          message:
            "Composure Under Pressure: you practised steadying yourself and the incident channel at once.",
          nonTechnicalMessage:
            "Composure Under Pressure: you practised calming yourself and the people around you at the same time.",
        },
      },
      {
        title: "Worked Example: The Channel, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'The same four minutes of an incident channel, twice.\n\nBadly:\n- CTO: "ETA?"\n- IC: "Working on it!!"\n- Sales lead (DM): "Do I cancel the demo??"\n- IC (DM): "I don\'t know, we\'re slammed."\n- IC, in channel: "@aisha any update? @aisha???"\n- Aisha: "Still looking, I need a minute."\n- IC restarts the search cluster without telling anyone; the restart hides the evidence Aisha was reading.\nEvery message was understandable. Together they spread the IC\'s stress to everyone: no status, no next update, an investigator interrupted twice, and an action taken alone.\n\nWell:\n- IC: "Status 14:07: search p99 at 9 s since the 13:50 index migration. Aisha is testing the shard hypothesis; next update 14:20. Please keep questions to this thread."\n- CTO: "Can we roll everything back?"\n- IC: "A full rollback is 40 minutes and reverts unrelated fixes. If the hypothesis fails at 14:20, we\'ll roll back only the migration."\n- IC (DM to sales lead): "Decision rule: if search isn\'t under 1 s by 14:40, demo on staging. I\'ll confirm at 14:40."\nThe second IC felt the same jaw tension. The difference is a ten-second pause before typing, and a structure: status, owner, next update, decision rule.',
        nonTechnicalContent:
          'The same four minutes of an incident chat, twice.\n\nBadly:\n- Senior leader: "When will it be fixed?"\n- Person in charge: "Working on it!!"\n- Sales lead, privately: "Do I cancel the demo??"\n- Person in charge, privately: "I don\'t know, we\'re swamped."\n- Person in charge, in the chat: "@aisha any update? @aisha???"\n- Aisha: "Still looking, I need a minute."\n- The person in charge restarts the system without telling anyone, wiping the clues Aisha was reading.\nEach message is understandable. Together they spread the stress to everyone: no status, no next update, the investigator interrupted twice, and an action taken alone.\n\nWell:\n- Person in charge: "Update at 2:07: search has been slow since the 1:50 change. Aisha is checking our best guess; next update 2:20. Please keep questions to this thread."\n- Senior leader: "Can we undo everything?"\n- Person in charge: "Undoing everything takes 40 minutes and undoes unrelated fixes. If our guess is wrong at 2:20, we\'ll undo only that change."\n- Privately to the sales lead: "Rule: if search isn\'t fast again by 2:40, run the demo on the test system. I\'ll confirm at 2:40."\nThe second person felt the same tension. The difference is a ten-second pause before typing, and a structure: status, who\'s on it, next update, a rule for decisions.',
      },
      {
        title: "A Failure Story: The Commander Who Took the Keyboard",
        type: "content",
        icon: "book",
        content:
          'A payments team had a strong senior engineer, Marek, who was usually first into any SEV-1. During a database failover on the busiest shopping weekend of the year, he declared himself incident commander, saw replication lag climbing, and started running queries himself. For forty minutes nobody posted a status update.\n\nThe support lead, hearing nothing, opened a second incident channel and pulled in the CFO. Two engineers there began rolling back a config change that Marek was relying on. The efforts collided: the rollback restarted the replica Marek was promoting, and an outage that should have lasted twenty minutes lasted over two hours, through the peak hour for orders.\n\nIn the review Marek said, "It felt like the fastest thing was to fix it myself." That is the action bias and tunnel vision from the start of this lesson, in a very capable person. Nobody had ever practised taking command from someone senior, so nobody did.\n\nThe team changed three things:\n- The incident commander does not hold a shell during a SEV-1.\n- A scribe posts status every fifteen minutes, even if it says "no change".\n- Any responder may say "IC, you\'re on the keyboard", which obliges an out-loud handover.\nTheir game days now rehearse the handover as well as the fix. The lesson: composure often fails quietly. The most dangerous stressed leader is not the one shouting but the capable one who has silently stopped coordinating.',
        nonTechnicalContent:
          'A payments team had a strong senior engineer, Marek, who was usually first to respond to any serious outage. During a database problem on the busiest shopping weekend of the year, he said he would lead, then saw the numbers getting worse and started fixing things himself. For forty minutes nobody told anyone outside what was happening.\n\nThe customer support lead, hearing nothing, started a second emergency chat and brought in the finance director. Two engineers in that chat began undoing a recent settings change that Marek was relying on. The two efforts collided: their undo restarted the very machine Marek was switching over to, and an outage that should have lasted twenty minutes lasted over two hours, through the busiest hour for orders.\n\nLooking back, Marek said, "It felt like the fastest thing was to fix it myself." That is the rush to act and the narrowed focus from the start of this lesson, in a very capable person. Nobody had ever practised taking the lead from someone senior, so nobody did.\n\nThe team changed three things:\n- The person leading an outage never does the hands-on fixing.\n- A note-taker posts an update every fifteen minutes, even if it says "no change".\n- Anyone may say "You\'re fixing, not leading", and the leader must then hand over out loud.\nTheir practice drills now rehearse the handover as well as the fix. The lesson: composure often fails quietly. The most dangerous stressed leader is not the one shouting but the capable one who has silently stopped coordinating.',
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "The routines in this lesson are the right default for a stressful incident. Bend them here:\n- Harm is growing by the minute. If customer data is being corrupted or deleted, stop writes or roll back first and diagnose after. Composure means deciding quickly on purpose, not deliberating while damage grows.\n- There aren't enough people for the roles. At 3 a.m. with one engineer paged, you are commander and operator. Keep the structure anyway: post status on a timer, say your next action in the channel, and page a second person for comms as soon as customers are affected.\n- You are out of your depth. Calm is not the same as staying in charge. If someone else knows the failing system far better, hand them command out loud; performing composure while guessing is worse than a visible handover.\n- Other people's stress. Telling a rattled responder to \"calm down\" usually escalates. Model it instead: slower, shorter messages, one clear next step, and a private check-in afterwards.\n- It isn't one bad night. A breath and a label help an ordinary stress response. If you dread every shift, lose sleep before it, or still feel shaky hours later, the problem is the load, not your technique. Google's SRE book puts the ceiling at about two incidents per twelve-hour on-call shift, because each one needs hours of follow-up. Raise it with your manager, and get support if it is affecting your health.",
        nonTechnicalContent:
          "The routines in this lesson are the right starting point in a stressful emergency. Bend them in these cases:\n- Harm is growing by the minute. If customer information is being damaged or deleted, stop it first, for example by undoing the last change, and investigate afterwards. Composure means deciding quickly on purpose, not thinking while the harm grows.\n- There aren't enough people for the jobs. In the middle of the night with only you woken up, you are leader and fixer at once. Keep some structure anyway: post updates at set times, say your next step in the chat, and call in a second person to handle updates once customers are affected.\n- You are out of your depth. Staying calm is not the same as staying in charge. If someone else knows the broken system far better, hand them the lead out loud; acting calm while guessing is worse than a visible handover.\n- Other people's stress. Telling a rattled colleague to \"calm down\" usually makes it worse. Show calm instead: slower, shorter messages, one clear next step, and a private word afterwards.\n- It isn't one bad night. A slow breath and naming the feeling help with ordinary stress. If you dread every shift, lose sleep before it, or still feel shaky hours later, the problem is the workload, not your technique. Google's well-known book on running reliable systems puts the limit at about two emergencies per twelve-hour shift, because each needs hours of follow-up. Raise it with your manager, and get support if it is affecting your health.",
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
          nonTechnicalMessage: "Your future self, woken in the middle of the night, says thank you.",
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
          nonTechnicalMessage: "Needs unlocked. What people demand is only the surface.",
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
            "We should use gRPC for all internal service calls, because it is the fastest option we have.",
            "Whatever we choose, on-call must be able to debug it at 3 a.m. without specialised tooling.",
            "GraphQL is the only sensible choice for this API, since the clients need flexible queries.",
            "We need to ship the REST version by Friday, because that is the date we gave the customer.",
          ],
          nonTechnicalOptions: [
            "We should use technology A for every connection between our systems, because it is the fastest.",
            "Whatever we pick, the night-duty person must be able to fix it without special tools.",
            "Technology B is the only sensible choice here, since the people using it need flexibility.",
            "We have to deliver version C by Friday, because that is the date we promised the customer.",
          ],
          correct: 1,
          explanation:
            "The gRPC, GraphQL and Friday statements each prescribe one specific solution, so they are positions, even with a reason attached. The on-call statement names a quality attribute, debuggability under on-call conditions, that several designs could meet. That makes it an interest, and it converts directly into a decision criterion both engineers can score options against.",
          nonTechnicalExplanation:
            "The statements about technology A, technology B and version C each insist on one specific answer, so they are positions, even with a reason attached. The night-duty statement describes a need that several designs could meet. That makes it an interest, and it can become a shared test for judging every option.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "A position with a reason. Giving a preference and its reason is a fine way to start, but the need is the reason (speed), not the technology.",
            "Right: it names a need several designs could meet, which becomes a shared test everyone can judge the options against.",
            "Another position with a reason. The need underneath, flexibility for users, is worth drawing out and writing down.",
            "A deadline is worth stating early, but this ties the real need, the promised date, to one particular answer.",
          ],
          optionExplanations: [
            "A position with a reason. Stating a preference with its reason is a fine way to open a debate, but the interest is the reason (speed), not the chosen technology.",
            "Right: it names a quality several designs could meet, debuggability on call, which turns directly into a criterion both engineers can score options against.",
            "Another position with a reason. The underlying interest, flexible client queries, is worth drawing out and writing down as a criterion.",
            "A date is a constraint worth stating early, but this bundles the interest, the promised date, with one particular solution.",
          ],
        },
        gamification: {
          type: "skill_point",
          skill: "Conflict Resolution",
          points: 50,
          message: "You heard the need behind the demand. Conflict Resolution skill.",
          nonTechnicalMessage: "You heard the need behind the demand. Conflict Resolution skill.",
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
              nonTechnicalStatement:
                "We'll be handling fifty thousand jobs a minute within a year. Building this on the existing database just delays a rewrite, and frankly I've watched Elena's team make this exact mistake before.",
            },
            {
              name: "Elena (Senior Engineer)",
              statement:
                "Ravi wants us to run a distributed system with four people on the team. And I'd appreciate not having my past projects dragged into this.",
              emotions: ["hurt", "defensive"],
              nonTechnicalStatement:
                "Ravi wants four people to run a complicated system. And I'd appreciate not having my past projects dragged into this.",
            },
          ],
          challenge:
            "Open the meeting. Write your first three moves: (1) how you name and reset the personal jab without shaming either engineer, (2) the question you ask each of them to surface the interest behind their position, and (3) how you propose agreeing decision criteria and a decision owner before anyone compares the two designs again.",
          rubric: [
            {
              criterion:
                "Named the personal jab once, neutrally, and reset the norm without shaming either engineer.",
              nonTechnicalCriterion:
                "Named the personal dig once, calmly, and reset the tone without shaming anyone.",
            },
            {
              criterion:
                "Asked each engineer an interest question, such as what worries them, not which option they prefer.",
              nonTechnicalCriterion:
                "Asked each person what they're worried about or trying to protect, not which option they prefer.",
            },
            {
              criterion: "Proposed agreeing criteria and weights before comparing designs again.",
              nonTechnicalCriterion: "Proposed agreeing what matters most before comparing the ideas again.",
            },
            {
              criterion: "Named one decision owner and a date, with a written record.",
              nonTechnicalCriterion: "Said who decides, by when, and that the reasons will be written down.",
            },
          ],
          nonTechnicalModelAnswer:
            "First: 'Before we start, one reset. A comment on the proposal was about Elena's team's past project rather than this design. You've both made good hard calls before, and I need both of your judgement today, so let's keep to the problem in front of us.' Second: 'Ravi, what are you most worried will happen if we use the existing database? Elena, what are you most worried will happen if we run the bigger system?' I write both answers down where everyone can see: room to grow for Ravi, the workload on a team of four for Elena. Third: 'Before anyone compares the designs again, let's agree what matters and how much: expected volume in a year, out-of-hours support load, time to deliver and the cost of changing later. I'll make the decision by Friday against those points, and write down why.'",
          modelAnswer:
            "First: 'Before we start, one reset. A comment on the doc was about Elena's team's past project rather than this design. You've both made good hard calls before, and I need both of your judgement today, so let's keep it to the problem in front of us.' Second: 'Ravi, what are you most worried will happen if we build on Postgres? Elena, what are you most worried will happen if we run Kafka?' I write both answers on the shared doc: scaling headroom for Ravi, operational load on a team of four for Elena. Third: 'Before anyone compares designs again, let's agree the criteria and their weights: expected volume in twelve months, on-call burden, time to ship and cost of migrating later. I'm the decision owner, and I'll decide by Friday against those criteria, in a written ADR.'",
          nonTechnicalChallenge:
            "Open the meeting. Write your first three moves: (1) how you name and reset the personal dig without shaming either person, (2) the question you ask each of them to uncover the need behind their position, and (3) how you propose agreeing what matters and who decides before anyone compares the two designs again.",
          nonTechnicalScenario:
            "Your team must build a way to produce invoices in the background. Two experienced engineers have argued for two weeks across a proposal with 60 comments. Ravi wants a dedicated, heavy-duty messaging system; Elena wants a simpler job list kept in the database the team already runs. The discussion has turned sharp, and a junior engineer told you privately she is afraid to comment. You have called a 45-minute meeting with both of them.",
        },
        gamification: {
          type: "skill_point",
          skill: "Conflict Resolution",
          points: 40,
          message:
            "Conflict Resolution: you practised resetting both the tone and the process of a heated debate.",
          nonTechnicalMessage:
            "Conflict Resolution: you practised calming a heated argument and giving it a fair way forward.",
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
          nonTechnicalMessage:
            "Agree what matters before comparing ideas: you have spotted the pattern behind most stand-offs.",
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
            "Schedule another meeting so that they can keep debating until one of them convinces the other on the merits",
            "Go with the more senior engineer's recommendation, to keep both the hierarchy and the accountability clear",
            "Build both designs in parallel as prototypes, and pick the winner once both are running in production for a month",
            "The named owner decides on the agreed date, records dissent and a revisit trigger, and asks both to commit",
          ],
          nonTechnicalOptions: [
            "Book another meeting so that they can keep arguing until one of them finally convinces the other on the merits",
            "Go with whoever is more senior, to keep both the chain of command and the responsibility clear",
            "Build both versions side by side, and pick the winner once both have been running for a month",
            "The named decider chooses on the agreed date, notes the objection and a reason to revisit, and both commit",
          ],
          correct: 3,
          explanation:
            "When data cannot separate close options, delay is the most expensive choice. A pre-agreed owner and date end the ambiguity fairly, the recorded dissent shows the minority view was heard, and a revisit trigger (for example sustained load above 10k jobs per minute) turns the losing argument into a monitored risk instead of a grudge. Deferring to rank and parallel builds both damage trust or double cost.",
          nonTechnicalExplanation:
            "When the facts cannot separate two close options, waiting is the most costly choice. A decider and date agreed in advance end the uncertainty fairly, writing down the objection shows it was taken seriously, and agreeing what would reopen the decision turns the losing view into something the team keeps an eye on rather than a grudge. Pulling rank or building both hurts trust or wastes effort.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "Another round is right when new facts are on the way. With the scoring done and both arguments reasonable, more debate only delays and rewards stamina.",
            "Going with experience can break a tie when one person clearly knows more about this. As a rule it teaches everyone that rank beats reasons.",
            "Trying both is right for cheap experiments that are easy to undo. Running two real systems doubles the cost and delays a decision you can already make.",
            "Right: an agreed decider and date end the stand-off fairly, the written objection shows it was heard, and the reason to revisit turns it into a risk to watch.",
          ],
          optionExplanations: [
            "Another round is right when new evidence is coming. With criteria scored and both arguments reasonable, more debate only delays and rewards stamina.",
            "Deferring to experience can break a tie when one person has clearly more relevant expertise. As a rule it teaches everyone that rank beats reasoning.",
            "Parallel prototypes are right for cheap, reversible experiments. Two production systems double the cost and postpone a decision you already have the data for.",
            "Right: a pre-agreed owner and date end the ambiguity fairly, the recorded dissent shows the minority was heard, and the trigger turns the losing argument into a monitored risk.",
          ],
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "A clear decision today beats a perfect one next quarter.",
          nonTechnicalMessage: "A clear decision today beats a perfect one next quarter.",
        },
      },
      {
        title: "Worked Example: The Decision Meeting, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'The last fifteen minutes of the queue debate, twice.\n\nBadly:\n- Manager: "We\'ve gone round this for two weeks. Ravi, you\'ve built more of these. What\'s your call?"\n- Ravi: "Kafka. We\'ll need it within a year anyway."\n- Elena: "Fine. Your cluster, your pager."\n- Manager: "Great, that\'s decided. Ravi, can you write it up?"\nIt looked like a decision. Elena stopped reviewing Ravi\'s pull requests, the junior engineer still didn\'t comment, and three months later a capacity question reopened the whole debate, because nothing recorded what the choice rested on.\n\nWell:\n- Manager: "We agreed the weights: operability 30, time to ship 25, headroom 25, cost 20. Your scores differ on one cell, headroom. Ravi, what forecast is your score based on?"\n- Ravi: "Fifty thousand jobs a minute within a year."\n- Elena: "Our busiest invoice run today peaks at about four hundred a minute."\n- Manager: "So the crux is the forecast, not the technology. Jun, could you pull twelve months of invoice volume by Wednesday? I\'ll decide on Thursday. Either way, the ADR records both arguments and a revisit trigger: sustained load above ten thousand jobs a minute."\nOn Thursday the manager chose the Postgres queue behind a queue interface, then said: "Ravi, your headroom concern is why that trigger exists. Would you own the dashboard that watches it?"\n\nWhat changed: the decision came from agreed criteria rather than seniority, the argument was narrowed to one checkable number, and the engineer whose option lost was given ownership of the risk he cared about.',
        nonTechnicalContent:
          'The last fifteen minutes of the debate about the invoice system, twice.\n\nBadly:\n- Manager: "We\'ve gone round this for two weeks. Ravi, you\'ve built more of these. What\'s your call?"\n- Ravi: "The heavy-duty messaging system. We\'ll need it within a year anyway."\n- Elena: "Fine. Your system, you get woken up when it breaks."\n- Manager: "Great, that\'s decided. Ravi, can you write it up?"\nIt looked like a decision. Elena stopped reviewing Ravi\'s work, the junior engineer still didn\'t speak up, and three months later a question about growth reopened the whole argument, because nothing recorded what the choice was based on.\n\nWell:\n- Manager: "We agreed the weights: easy to run 30, speed to deliver 25, room to grow 25, cost 20. Your scores differ on one thing, room to grow. Ravi, what forecast is your score based on?"\n- Ravi: "Fifty thousand jobs a minute within a year."\n- Elena: "Our busiest invoice run today peaks at about four hundred a minute."\n- Manager: "So the real question is the forecast, not the technology. Jun, could you pull twelve months of invoice numbers by Wednesday? I\'ll decide on Thursday. Either way, the written record will hold both arguments and what would reopen the decision: volume staying above ten thousand jobs a minute."\nOn Thursday the manager chose the simpler option in the existing database, built so it could be swapped later, then said: "Ravi, your concern about growth is why that signal exists. Would you keep watch on it?"\n\nWhat changed: the decision came from agreed priorities rather than seniority, the argument was narrowed to one number anyone could check, and the person whose option lost was given ownership of the risk he cared about.',
      },
      {
        title: "A Failure Story: Two Feature Stores",
        type: "content",
        icon: "book",
        content:
          'A data platform group had two staff engineers who disagreed about a new feature store. Mei wanted it built on the existing warehouse with scheduled refreshes; Karl wanted a new streaming stack. Their director, reluctant to pick a side between two strong people, approved both as "parallel prototypes". Each engineer recruited two more.\n\nSix months later the company had two half-finished feature stores, two on-call rotations, and data scientists asking in every channel which one held the features they needed. When the director finally chose Mei\'s design, Karl\'s team had invested half a year; Karl and one of his engineers left within the quarter.\n\nThe cost was not the wrong technology: either design would have served the first year. It was the avoided decision: three engineers for six months on a system that was thrown away, and a rivalry that outlived it. In the retrospective the director named the real mistake: trying to keep both people happy instead of resolving the disagreement. A two-week spike on the crux, whether the warehouse could deliver the five-minute freshness two models needed, plus a named decider and a date, would have settled it in a month. "Disagree and commit" only works when someone actually asks for the commitment.',
        nonTechnicalContent:
          "A data team had two very senior engineers who disagreed about how to build a new shared store of data for the company's prediction models. Mei wanted to build it on the company's existing central data store, refreshed on a schedule; Karl wanted a new system that updates continuously. Their director, reluctant to pick a side between two strong people, approved both as \"trial versions\". Each engineer recruited two more people.\n\nSix months later the company had two half-finished systems, two sets of people on call for emergencies, and data scientists asking everywhere which one held the data they needed. When the director finally chose Mei's design, Karl's group had spent half a year on theirs; Karl and one of his engineers left within three months.\n\nThe cost was not the wrong technology: either design would have worked for the first year. It was the avoided decision: three people for six months on a system that was thrown away, and a rivalry that outlasted it. Looking back, the director named the real mistake: trying to keep both people happy instead of resolving the disagreement. A two-week test of the key question, whether the existing data store could deliver data fresh enough for the two models that needed it within five minutes, plus a named decider and a date, would have settled it in a month. \"We disagree, and we're both committing\" only works when someone actually asks for the commitment.",
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "Criteria first, then options, then one owner is the right process for a consequential technical disagreement. It is overkill or the wrong tool elsewhere:\n- Two-way doors. If the choice is cheap to reverse, such as a library behind an interface or a naming convention, a 45-minute criteria meeting costs more than a wrong answer. Pick one, set a date to look again, and move on.\n- One side is factually wrong. Interests matter, but so do facts. If Ravi's fifty-thousand-jobs forecast is off by two orders of magnitude, check the data first; a criteria matrix will not fix a false premise.\n- The conflict is about respect, not design. If the design debate is a proxy for one engineer repeatedly undermining another, resolving the design leaves the real issue in place. Address the behaviour privately, with each person, using feedback rather than mediation.\n- You are not neutral. If you wrote one of the proposals, or one engineer reports to you and the other does not, ask a neutral staff engineer or another manager to facilitate. Fairness you cannot demonstrate does not count.",
        nonTechnicalContent:
          "Agreeing what matters, then comparing options, then one decider is the right process for an important technical disagreement. Elsewhere it's overkill or the wrong tool:\n- Easy-to-undo choices. If the choice is cheap to reverse, a 45-minute meeting costs more than a wrong answer. Pick one, set a date to look again, and move on.\n- One side has the facts wrong. Needs matter, but so do facts. If Ravi's growth forecast is wildly off, check the data first; a scoring table won't fix a false starting point.\n- The conflict is about respect, not design. If the design debate stands in for one person repeatedly undermining another, settling the design leaves the real problem. Address the behaviour privately with each person.\n- You're not neutral. If you wrote one of the proposals, or only one person reports to you, ask someone neutral to run the meeting. Fairness you can't show doesn't count.",
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
          nonTechnicalMessage:
            "Two experienced colleagues, one decision, and a working relationship still intact.",
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
          nonTechnicalMessage: "You have the map. Now let's find where you are on it.",
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
          message: "Three rows of real data about yourself. Self-Awareness skill.",
          nonTechnicalMessage: "Three rows of real information about yourself. Self-Awareness skill.",
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
          options: [
            "Fairness: an even exchange",
            "Certainty: predicting what comes next",
            "Autonomy: control over your work",
            "Relatedness: safety with the group",
          ],
          nonTechnicalOptions: [
            "Being treated fairly",
            "Knowing what comes next",
            "Having your say",
            "Feeling part of things",
          ],
          correct: 0,
          explanation:
            "The sting comes from an imbalance between credit and blame: your team carries the failure while another team receives the recognition for your recovery work. That is the fairness domain. Naming it precisely points to the right response: calmly raising how credit is recorded in the retro doc, rather than arguing about the bug itself.",
          nonTechnicalExplanation:
            "What hurts is the mismatch: your team gets the blame while someone else gets the credit for your effort. That is about fairness. Knowing that helps you respond well, by calmly asking how credit is recorded rather than getting defensive about the original mistake.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Right: the sting is unfair credit and blame: your team carries the failure while another team gets thanked for your rescue work.",
            "This need is hit when the future feels unpredictable, like a surprise reorganisation. Here you know what happened; the problem is who got credit.",
            "This need is hit when control over your work is taken away. Nobody has limited your choices in this meeting.",
            "This need is hit when you feel like an outsider. It may play a part, but the hot flash comes from credit and blame being shared unevenly.",
          ],
          optionExplanations: [
            "Right: the sting is an imbalance of credit and blame: your team carries the failure while another team gets the recognition for your recovery work.",
            "Certainty fires when the future feels unpredictable, such as an unannounced re-org. Here you know exactly what happened; the problem is how it was credited.",
            "Autonomy fires when control over your work is taken away, such as a mandated tool. Nobody has constrained your choices in this retro.",
            "Relatedness fires when you feel like an outsider. It may be in the mix, but the hot flash comes from credit and blame being unevenly shared.",
          ],
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Precise label, faster reset.",
          nonTechnicalMessage: "Name the feeling precisely, and you calm down faster.",
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
              nonTechnicalStatement:
                "Honestly, the backend team's tests are the reason every release slips. It's the same story every sprint.",
            },
            {
              name: "Nina (Scrum Master, facilitating)",
              statement: "Okay. Let's hear from backend on this one.",
              emotions: ["cautious", "uncomfortable"],
              nonTechnicalStatement: "Okay. Let's hear from the backend team on this one.",
            },
          ],
          challenge:
            "Nina has turned to you. Write down (1) the SCARF domain you notice firing, (2) the holding phrase you say first, and (3) one curious question to Sam that moves the discussion towards specific evidence. Then note what you would raise later, and with whom, about the month-long request for time to fix the test infrastructure.",
          rubric: [
            {
              criterion: "Named the specific SCARF domain and what triggered it.",
              nonTechnicalCriterion: "Named which need was hit and what set it off.",
            },
            {
              criterion: "Used a short holding phrase that buys time without defending or counter-attacking.",
              nonTechnicalCriterion:
                "Said a short phrase that buys time, without defending yourself or hitting back.",
            },
            {
              criterion: "Asked Sam a curious question that points to specific evidence.",
              nonTechnicalCriterion: "Asked Sam a curious question that leads to specific examples.",
            },
            {
              criterion:
                "Planned to raise the infrastructure request later, with a named person and evidence, not in the heat of the retro.",
              nonTechnicalCriterion:
                "Planned to raise your request later, with a named person and evidence, not in the heat of the moment.",
            },
          ],
          nonTechnicalModelAnswer:
            "The need being hit: status first, with fairness underneath, because I've been asking for time to fix this for a month. Holding phrase: 'That's fair to raise. The delays are real and I want us to get to the bottom of them.' Question to Sam: 'Which failures are you thinking of? If we list the three from this sprint, we can see whether they have the same cause.' That moves us from 'every sprint' to specific examples, and the facts will probably point to the unreliable test setup rather than a team. Later: this week I'll take my request to my manager and the product manager, with the hours the three failures cost and the two-day delay, and ask for a decision on fixing it. I'll also thank Sam privately for raising it, so it doesn't become one team against another.",
          modelAnswer:
            "Domain: status first, with fairness underneath, because I've been asking for time to fix this for a month. Holding phrase: 'That's fair to raise. The slips are real and I want us to get to the bottom of them.' Question to Sam: 'Which failures are you thinking of? If we list the three from this sprint, we can see whether they share a cause.' That moves us from 'every sprint' to specific runs, and the data will probably point at the flaky environment rather than a team. Later: this week I'll take the test-infrastructure request to my manager and the PM, with the hours the three failures cost and the two-day slip, and ask for a decision on a one-sprint fix. I'll also thank Sam privately for raising it, so this doesn't become backend against QA.",
          nonTechnicalChallenge:
            "Nina has turned to you. Write down (1) which of the five SCARF needs (status, certainty, autonomy, relatedness, fairness) you notice being hit, (2) the holding phrase you say first, and (3) one curious question to Sam that moves the discussion towards specific evidence. Then note what you'd raise later, and with whom, about your month-long request for time to fix the testing setup.",
          nonTechnicalScenario:
            "It is the end-of-sprint review meeting. Your team's automated checks failed at random three times this sprint, and the release slipped by two days. For a month you have been quietly asking for time to fix the unreliable testing setup. Halfway through the meeting, the quality lead speaks up, and you feel your face get hot.",
        },
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "You caught the pattern live: signal, label, pause, question.",
          nonTechnicalMessage: "You caught the pattern as it happened: notice, name, pause, ask.",
        },
      },
      {
        title: "Worked Example: The Retro, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'The same retro moment, twice.\n\nBadly:\n- Sam (QA Lead): "The backend team\'s tests are the reason every release slips."\n- You: "That\'s not fair. We\'ve been asking for time to fix the test infrastructure for a month, and nobody listened. Maybe if QA flagged issues earlier..."\n- Sam: "So it\'s our fault now?"\n- Nina: "Let\'s take this offline."\nYour reply was accurate, and it still cost you. The retro ended with two teams defending territory, the infrastructure problem unsolved, and your month-long request now associated with a public argument.\n\nWell:\n- Sam: "The backend team\'s tests are the reason every release slips."\n- You notice the heat in your face and name it to yourself: status, and fairness. You take one breath.\n- You: "That\'s fair to raise. The slips are real. Which failures are you thinking of? If we list this sprint\'s three, we can see whether they share a cause."\n- Sam: "The checkout suite on Tuesday, and twice on Thursday."\n- You: "All three are the environment timing out, I think. Can we check that together after this, and I\'ll bring a proposal to fix it to planning?"\nSame facts, same frustration. The difference is a label and a pause before speaking, which turned an accusation into shared evidence.',
        nonTechnicalContent:
          'The same moment in a team review, twice.\n\nBadly:\n- Sam (quality lead): "The backend team\'s tests are the reason every release slips."\n- You: "That\'s not fair. We\'ve been asking for time to fix the testing setup for a month, and nobody listened. Maybe if your team flagged problems earlier..."\n- Sam: "So it\'s our fault now?"\n- Nina: "Let\'s take this offline."\nYour reply was accurate, and it still cost you. The meeting ended with two teams defending themselves, the testing problem unsolved, and your request now linked to a public argument.\n\nWell:\n- Sam: "The backend team\'s tests are the reason every release slips."\n- You notice your face getting hot and name it to yourself: status, and fairness. You take one breath.\n- You: "That\'s fair to raise. The delays are real. Which failures are you thinking of? If we list this sprint\'s three, we can see whether they have the same cause."\n- Sam: "Tuesday\'s, and two on Thursday."\n- You: "I think all three were the test setup timing out. Can we check together after this? I\'ll bring a proposal to fix it to planning."\nSame facts, same frustration. The difference is naming the feeling and pausing before speaking, which turned an accusation into shared evidence.',
      },
      {
        title: "A Failure Story: The Lead Who Always Explained",
        type: "content",
        icon: "book",
        content:
          'Tomás became lead of a mobile team after three years as its strongest iOS engineer. His dominant SCARF domain, he realised later, was status: criticism of the app\'s architecture, which he had designed, landed as criticism of him. He had never mapped it.\n\nHe was never rude in retros. He explained. Whenever someone raised a crash or a slow screen, he gave the history of the original decision, accurately and at length. Each explanation was reasonable; together they taught the team that raising a problem with the codebase meant sitting through a ten-minute defence.\n\nWithin two quarters the retro board thinned out and problems moved to private messages. The signal arrived late: Ade, a senior engineer, resigned, and told her exit interviewer that raising anything about the architecture "felt like arguing with Tomás". Crashes on the oldest screens had been discussed privately for months and had never reached the board.\n\nHis manager shared the feedback, and Tomás built the trigger map from this lesson. His body signal was leaning forward; his behaviour, starting a sentence with "So, historically...". He set one rule: his first response to criticism of the architecture would be a question, and any history would wait until the end of the item. He asked the team to say "context dump" when he slipped. The board filled up again within a month.\n\nThe lesson: a trigger does not have to look like anger. Calm, reasonable defensiveness, repeated, teaches a team the same thing a snapped reply does.',
        nonTechnicalContent:
          'Tomás became leader of a team building a phone app, after three years as its strongest engineer. The need that set him off most, he realised later, was status: criticism of how the app was built, which he had designed, felt like criticism of him. He had never noticed the pattern.\n\nHe was never rude in team reviews. He explained. Whenever someone raised a crash or a slow screen, he gave the history of the original decision, accurately and at length. Each explanation was reasonable; together they taught the team that raising a problem with the app meant sitting through a ten-minute defence.\n\nWithin six months the review board was nearly empty and problems were discussed in private messages instead. The warning came late: Ade, a senior engineer, resigned, and said in her leaving interview that raising anything about the app\'s design "felt like arguing with Tomás". Crashes on the oldest screens had been discussed privately for months and never reached the team\'s list.\n\nHis manager passed on the feedback, and Tomás mapped his triggers using this lesson. His body signal was leaning forward; his habit, starting a sentence with "So, historically...". He set one rule: his first response to criticism of the design would be a question, and any history would wait until the end of the discussion. He asked the team to say "history lesson" when he slipped. The board filled up again within a month.\n\nThe lesson: a trigger doesn\'t have to look like anger. Calm, reasonable defensiveness, repeated, teaches a team the same thing a snapped reply does.',
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          'Notice, label, pause and ask is the right default when a retro stings. Bend it in these cases:\n- A personal attack or a repeated unfairness. Pausing is not swallowing. If a comment is about people ("backend are lazy"), or credit keeps going to the wrong team, say so plainly in the moment or straight after. The pause is for choosing your words, not for staying silent.\n- The trigger is accurate. Sometimes fairness fires because something unfair happened. Self-awareness is not talking yourself out of a valid reaction; it is acting on it calmly, with evidence, in the right forum.\n- Using SCARF on other people. David Rock\'s model is a useful vocabulary for your own reactions, but it is a simplification, not a diagnosis. "That\'s just your status thing" said to a colleague is dismissive; keep the labels for yourself.\n- Announcing your triggers too early. Telling your team "I get defensive about the build system, call me on it" builds trust once you have some credibility as lead. In your first weeks it can sound like asking them to manage your feelings; start with one trusted peer.\n- It\'s more than a trigger. If meetings leave you shaking, sleepless or dreading work for days, that is not a retro technique problem. Talk to your manager, and consider professional support.',
        nonTechnicalContent:
          'Notice, name, pause and ask is the right starting point when a team review stings. Bend it in these cases:\n- A personal attack or repeated unfairness. Pausing isn\'t the same as swallowing it. If a comment is about people ("that team is lazy"), or credit keeps going to the wrong team, say so plainly, in the moment or straight afterwards. The pause is for choosing your words, not for staying silent.\n- Your reaction is right. Sometimes the fairness alarm goes off because something unfair happened. Self-awareness doesn\'t mean talking yourself out of it; it means acting on it calmly, with evidence, in the right place.\n- Using the five needs on other people. The SCARF model is a helpful way to name your own reactions, but it is a simplification, not a diagnosis. Saying "that\'s just your status thing" to a colleague is dismissive; keep the labels for yourself.\n- Announcing your triggers too early. Telling your team "I get defensive about our testing setup, tell me when I do" builds trust once they know you as their leader. In your first weeks it can sound like asking them to look after your feelings; start with one trusted colleague.\n- It\'s more than a trigger. If meetings leave you shaking, sleepless or dreading work for days, no meeting technique will fix that. Talk to your manager, and consider professional support.',
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
          nonTechnicalMessage: "Prepared, not surprised. That is what self-awareness looks like in practice.",
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
          nonTechnicalMessage: "Trade-offs made visible. Next: putting a price on waiting.",
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
          message: "You can now put a price on waiting. Prioritisation skill.",
          nonTechnicalMessage: "You can now put a price on waiting. Prioritisation skill.",
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
            "Feature X, because it has by far the highest cost of delay per week",
            "Migration Y, because it balances weekly value against its duration",
            "Whichever item the most senior stakeholder is currently asking about",
            "Bug Z, because its cost of delay divided by duration is highest",
          ],
          nonTechnicalOptions: [
            "Feature X, because it loses by far the most money each week",
            "Move Y, because it sits in the middle on both value and time",
            "Whichever item the most senior person is currently asking about",
            "Fix Z, because it returns the most for each week of work",
          ],
          correct: 3,
          explanation:
            "CD3 divides cost of delay by duration: X is 30/6 = 5, Y is 12/2 = 6, Z is 8/1 = 8. Z goes first, then Y, then X. Doing Z first delays X by only one week while stopping Z's losses immediately. Ranking by cost of delay alone (X first) would leave Y and Z bleeding value for six weeks, which costs more in total.",
          nonTechnicalExplanation:
            "Divide each weekly loss by the weeks of work: X is 5, Y is 6, Z is 8. So do Z, then Y, then X. Z is finished in a week and stops its losses straight away, and X only waits one extra week. Starting with X would leave both smaller items losing money for six weeks, which adds up to more overall.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "The biggest weekly loss wins when jobs take similar time. Here X takes six weeks, so doing it first leaves Y and Z losing money all that time.",
            "Y is a sensible second job, and weighing value against time is the right instinct. Dividing one by the other makes it precise: Z 8, Y 6, X 5.",
            "What a senior person asks for is worth checking against the numbers. As the rule itself, it swaps prioritising for politics.",
            "Right: divide the weekly loss by the weeks of work: Z is 8, Y is 6, X is 5. Doing Z first delays X by only a week and stops Z's losses at once.",
          ],
          optionExplanations: [
            "Highest cost of delay wins when durations are similar. With durations from one to six weeks, doing X first leaves Y and Z losing value for six weeks.",
            "Y is a reasonable second item, and balancing value against duration is the right instinct. CD3 makes it precise: Z scores 8, Y 6 and X 5.",
            "A senior stakeholder's request is a signal worth checking against the numbers. As the rule itself, it replaces prioritisation with politics.",
            "Right: CD3 is cost of delay divided by duration: Z is 8, Y is 6, X is 5. Z first delays X by only one week and stops Z's losses at once.",
          ],
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Short, valuable work first. You just saved the team weeks of waste.",
          nonTechnicalMessage: "Short, valuable work first. That order saves a team weeks of waste.",
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
              nonTechnicalStatement:
                "This deal is worth four hundred thousand a year. I don't understand why engineering can't find two weeks for single sign-on.",
            },
            {
              name: "Tom (Product Manager)",
              statement:
                "I told Carla we'd look at it. I don't think I promised anything, but I may not have been clear.",
              emotions: ["anxious", "conflicted"],
              nonTechnicalStatement:
                "I told Carla we'd look at it. I don't think I promised anything, but I may not have been clear.",
            },
            {
              name: "Hana (Tech Lead, data retention)",
              statement:
                "If we pull two people off retention, we miss the regulator's date. The fines alone would dwarf that deal.",
              emotions: ["worried", "protective"],
              nonTechnicalStatement:
                "If we move two people off the deletion project, we miss the regulator's date. The fines alone would dwarf that deal.",
            },
          ],
          challenge:
            'Write your reply to Carla, copying Tom and your manager. Acknowledge the value of the deal, show the trade-off against the retention deadline with numbers, offer at least two options (including the three-day SAML connector and what it would and would not cover), and name who should make the final call and by when. Keep it under 150 words and avoid the phrase "we don\'t have capacity".',
          rubric: [
            {
              criterion: "Acknowledged the deal's value in the first line, without defensiveness.",
              nonTechnicalCriterion: "Recognised the deal's value first, without getting defensive.",
            },
            {
              criterion:
                "Showed the trade-off with numbers: people, weeks, the deadline and the cost of missing it.",
              nonTechnicalCriterion:
                "Showed the trade-off with numbers: people, weeks, the deadline and what missing it costs.",
            },
            {
              criterion:
                "Offered at least two options and said what the three-day connector does and does not cover.",
              nonTechnicalCriterion:
                "Offered at least two options and said what the quick connector does and doesn't do.",
            },
            {
              criterion: "Named who makes the final call and by when, and stayed under 150 words.",
              nonTechnicalCriterion: "Said who decides and by when, in under 150 words.",
            },
          ],
          nonTechnicalModelAnswer:
            "Carla, a $400,000 deal matters and I want to help close it. The trade-off: full single sign-on needs two engineers for two weeks, and moving them off the deletion project means missing the regulator's deadline on the 30th, with fines well above the deal's value. Two options. One: the supplier's ready-made connector, about three days for one engineer from Monday. It lets their staff log in with their company accounts, but doesn't create accounts automatically or match their internal roles. Two: full single sign-on starting on the 1st, ready around the 15th. I suggest option one now and the full version after the deadline, if the prospect accepts that. Tom, could you check with them by Tuesday which features they need? Our director should decide on Wednesday; I'll send a one-page summary on Monday.",
          modelAnswer:
            "Carla, a $400k deal matters and I want to help close it. The trade-off: full SSO needs two engineers for two weeks, and moving them off data retention means missing the regulator's deadline on the 30th, with fines and audit exposure well above the deal value. Two options. One: the vendor's SAML connector, about three days for one engineer from Monday. It covers standard SAML login but not automatic user provisioning or custom role mapping. Two: full SSO starting on the 1st, ready around the 15th. I recommend option one now and full SSO after the deadline, if the prospect accepts that. Tom, could you confirm with the prospect by Tuesday which features they need? Our director should make the call on Wednesday; I'll send a one-page summary on Monday.",
          nonTechnicalChallenge:
            "Write your reply to Carla, copying Tom and your manager. Recognise the value of the deal, show the trade-off against the regulator's deadline with numbers, offer at least two options (including the three-day ready-made connector and what it would and wouldn't cover), and say who should make the final call and by when. Keep it under 150 words and avoid the phrase \"we don't have capacity\".",
          nonTechnicalScenario:
            'It is Friday afternoon. Your team of six is three weeks into a data-deletion project that must be live before a regulator\'s deadline on the 30th. The head of sales messages you, your product manager and your manager: a prospective customer worth $400,000 a year wants single sign-on (logging in with their own company account) before signing, and she was told engineering would "look at it". Your tech lead estimates full single sign-on at two weeks for two engineers; your login supplier offers a basic ready-made connector that could be set up in about three days.',
        },
        gamification: {
          type: "skill_point",
          skill: "Prioritisation",
          points: 40,
          message: "Prioritisation: you practised a no that comes with evidence, empathy and an alternative.",
          nonTechnicalMessage:
            "Prioritisation: you practised saying no with care, with facts and with another option to offer.",
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
            '"We\'re at capacity this quarter because of the retention deadline, so the answer on SSO has to be no until that work is finished."',
            "\"Sure, we'll squeeze SSO in alongside the retention work somehow; the team has pulled off tight quarters before and I'm sure we'll manage.\"",
            '"Yes, if retention slips two weeks and risks the regulator; or a three-day SAML connector covers login. Can you and the CPO decide Tuesday?"',
            '"Let me check with the team and get back to you; I want to give you a properly considered answer rather than a quick guess."',
          ],
          nonTechnicalOptions: [
            "\"We're full this quarter because of the legal deadline work, so I'm afraid the answer really has to be no until all of that is finished.\"",
            "\"Sure, we'll fit it in alongside the deadline work somehow; the team has handled tight quarters before and I'm confident we'll manage it.\"",
            '"Yes, if the legal work slips two weeks, which is risky; or a three-day basic version covers login. Can you and the product head decide Tuesday?"',
            "\"Let me check with the team and get back to you; I'd rather give you a properly considered answer than a quick guess today, if that's okay.\"",
          ],
          correct: 2,
          explanation:
            'Only the third reply names the cost of yes, offers a scoped alternative, and gives the decision to the people who own the trade-off, with a date. The flat no ignores a real business goal, the cheerful yes overloads the team and endangers a regulatory commitment, and an open-ended "let me check" reads as a brush-off and invites escalation.',
          nonTechnicalExplanation:
            'Only the third reply says what a yes would cost, offers a smaller alternative, and asks the right people to decide by a date. The flat no ignores a real business need, the cheerful yes overloads the team and risks a legal deadline, and an open-ended "let me check" sounds like a brush-off.',
          points: 25,
          nonTechnicalOptionExplanations: [
            "A clear no is right when a request has no real business value. This one is worth $400,000, and a flat no invites people to go over your head.",
            "Quietly fitting in a small request can be fine when there is real spare time. Here it overloads the team and risks a legal deadline.",
            "Right: it says what yes would cost, offers a smaller option, and asks the people who own the trade-off to decide by a date.",
            "Checking with the team is right before promising a time you don't know. Here you already have the numbers, and waiting sounds like a brush-off.",
          ],
          optionExplanations: [
            "A clear no is right when a request has no business case. This one has $400k behind it, and a flat no without options invites escalation over your head.",
            "Absorbing a small request quietly can be fine when there is real slack. Here it overloads the team and endangers a regulatory commitment.",
            "Right: it names the cost of yes, offers a scoped alternative, and gives the decision to the people who own the trade-off, with a date.",
            "Checking with the team is right before committing to an estimate you don't have. Here you already have the numbers, and waiting reads as a brush-off.",
          ],
        },
      },
      {
        title: "Worked Example: The Corridor Request, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'Owen, head of customer success, catches you after standup: a top customer wants a bulk CSV export of its audit logs "this sprint", before its renewal.\n\nBadly:\n- You: "We really don\'t have capacity right now. Everyone\'s on the billing migration."\n- Owen: "It\'s one export. It can\'t take long."\n- You: "I\'ll see what I can do."\nTwo days later Owen escalates to your director, who asks why engineering is blocking a renewal. You now have to defend a no you never explained, and your director hears about the migration\'s schedule from Owen first.\n\nWell:\n- You: "A renewal matters. Let\'s look at the board together." You share the ranked list. "The billing migration is first: every week it slips costs about $18k in duplicate vendor fees, and it has two weeks left. A full export is a week for one engineer. Where would you put it?"\n- Owen: "Above the dashboard redesign, honestly."\n- You: "That\'s a real option, but the redesign is Lena\'s, so she\'d need to agree to a week\'s slip. Or a smaller version: a nightly CSV of the last 30 days, two days\' work, this sprint. Which would the customer accept before the renewal on the 14th?"\n- Owen: "The nightly file would do. I\'ll check with them today."\n\nWhat changed: the trade-off was on the table before any refusal, the alternative came with a size and a date, and the decision went to the people who owned the displaced work rather than being settled in a corridor.',
        nonTechnicalContent:
          'Owen, head of customer support, stops you after the morning team meeting: a top customer wants to download all its activity records as a spreadsheet "within two weeks", before its contract renewal.\n\nBadly:\n- You: "We really don\'t have capacity right now. Everyone\'s on the billing move."\n- Owen: "It\'s one download. It can\'t take long."\n- You: "I\'ll see what I can do."\nTwo days later Owen goes to your director, who asks why engineering is blocking a renewal. You now have to defend a no you never explained, and your director hears about the billing work\'s schedule from Owen first.\n\nWell:\n- You: "A renewal matters. Let\'s look at our priority list together." You share the ranked list. "The billing move is first: every week it slips costs about $18k in fees to two suppliers, and it has two weeks left. A full download feature is a week for one engineer. Where would you put it?"\n- Owen: "Above the new reports design, honestly."\n- You: "That\'s a real option, but the reports design is Lena\'s, so she\'d need to agree to a week\'s delay. Or a smaller version: a file with the last 30 days sent every night, two days\' work, done this fortnight. Which would the customer accept before the renewal on the 14th?"\n- Owen: "The nightly file would do. I\'ll check with them today."\n\nWhat changed: the trade-off was on the table before any refusal, the alternative came with a size and a date, and the decision went to the people who owned the work that would be pushed back, rather than being settled in a hallway.',
      },
      {
        title: "A Failure Story: Five Small Yeses",
        type: "content",
        icon: "book",
        content:
          "Bea led an infrastructure team and prided herself on never saying no to product teams. Over one quarter she accepted five \"small\" requests: a new staging environment, two Terraform modules, a log retention change and a one-off data backfill. Each was sized at a few days; none went on the team's ranked list.\n\nWork in progress went from three items to eight. Little's Law did the rest: with the same throughput and more items open, every item took longer. The Kubernetes upgrade, a fixed-date item because the cloud provider's standard support for the old version was ending, slipped past the date. The clusters moved onto paid extended support, and the team spent the next month on an emergency upgrade, during which none of the five small requests shipped either.\n\nEvery requester had heard a yes, so every requester was surprised. In the retro, Bea's manager pointed out that each yes had been a no to the upgrade; it was just a no that nobody, including Bea, had said out loud.\n\nThe team now puts every request on the ranked board before answering, caps work in progress at four items, and replies with the script from this lesson. Requesters still hear yes often. They now hear it with a date and the name of what moves.",
        nonTechnicalContent:
          "Bea led a team that looks after the company's technical foundations, and she prided herself on never saying no to other teams. Over three months she accepted five \"small\" requests: a new test setup, two pieces of reusable setup code, a change to how long records are kept, and a one-off data clean-up. Each was estimated at a few days; none was added to the team's ranked list.\n\nThe number of jobs in progress went from three to eight. When a team finishes work at the same rate but starts more, every job takes longer. A major software upgrade had a fixed date, because the cloud supplier was ending normal support for the old version, and it slipped past that date. The team had to pay for extended support and spend the next month on an emergency upgrade, during which none of the five small requests were delivered either.\n\nEveryone who asked had heard a yes, so everyone was surprised. Looking back, Bea's manager pointed out that each yes had been a no to the upgrade; it was just a no that nobody, including Bea, had said out loud.\n\nThe team now puts every request on the ranked list before answering, allows no more than four jobs in progress at once, and replies using the script from this lesson. People still hear yes often. They now hear it with a date and the name of what gets pushed back.",
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "CD3 and trade-off replies are powerful because they make prioritisation explicit. They mislead in a few situations:\n- The numbers are guesses dressed as data. Cost of delay is usually an estimate with a wide range. If two items are within a factor of two, treat them as a tie and decide on strategy or risk, not the third significant figure.\n- Deadlines are cliffs, not slopes. A regulatory date or a contract penalty has almost no cost until the day it has a large one. CD3 assumes a steady weekly cost; for cliffs, schedule backwards from the date instead.\n- Dependencies. A low-scoring item that unblocks three other teams can be worth more than its own cost of delay suggests.\n- The request really is the priority. If the CEO's top goal this quarter is winning enterprise deals, a polished no to an enterprise requirement is a sign your roadmap is out of date, not that the stakeholder is wrong. Take it to planning rather than defending the old plan.",
        nonTechnicalContent:
          "Dividing the weekly loss by the weeks of work, and replying with trade-offs, make priorities clear. They mislead in a few situations:\n- The numbers are guesses. Weekly loss is usually a rough estimate. If two items are close, treat them as a tie and decide on strategy or risk.\n- Deadlines are cliffs, not slopes. A legal deadline costs almost nothing until the day it costs a lot. The formula assumes a steady weekly cost; for cliffs, plan backwards from the date.\n- Dependencies. A low-scoring item that unblocks three other teams can be worth more than its score suggests.\n- The request really is the priority. If the company's top goal this quarter is winning big customers, a polite no to a big customer's need means your plan is out of date, not that the person asking is wrong. Take it to planning rather than defending the old plan.",
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
          nonTechnicalMessage:
            "Your team's focus now has a guardian, and the people asking have a clear path to yes.",
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
          "Not every decision deserves the same process. A useful classification, popularised by Amazon, separates one-way doors from two-way doors by the cost of reversal.\n\nTwo-way doors are cheap to undo: a library behind an internal interface, a timeout behind a feature flag, a team ritual. Decide quickly, often alone or with one reviewer, and learn from what happens.\n\nOne-way doors are expensive or impossible to undo: a public API contract customers integrate against, the schema of data you will persist for years, deleting data, a multi-year vendor commitment with data gravity, a senior hire. Slow down, widen input and write it down.\n\nTwo failure modes are common. Treating every decision as one-way produces analysis paralysis and a bottlenecked lead. Treating a one-way door as two-way produces expensive migrations. Often the best move is to convert a one-way door into a two-way door: put an interface in front of the vendor, pilot with one customer, dual-write during a migration, or version the API from day one.",
        nonTechnicalContent:
          "Not every decision needs the same amount of care. A helpful idea is to sort decisions into one-way doors and two-way doors, depending on how hard they are to undo.\n\nTwo-way doors are easy to reverse: trying a new tool that can be swapped out, changing a setting you can switch back, trying a new meeting format. Decide quickly, maybe with one other person, and learn from what happens.\n\nOne-way doors are costly or impossible to reverse: a promise to customers about how your product works, the way you store information you will keep for years, deleting data, signing a long contract, hiring a senior person. Slow down, get more views and write your reasoning down.\n\nTwo mistakes are common. Treating every decision as a one-way door makes everything slow and makes you the bottleneck. Treating a one-way door as a two-way door leads to painful, expensive clean-ups. Often the smartest move is to turn a one-way door into a two-way door: run a small trial first, or build things so a supplier can be swapped later.",
        gamification: {
          type: "progress_unlock",
          message: "Doors sorted. Now let's see which one you're standing in front of.",
          nonTechnicalMessage:
            "Decisions sorted by how hard they are to undo. Now let's see which kind you are facing.",
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
            "Committing to the payload format of a public webhook that customers integrate against",
            "Choosing a logging library that is wrapped behind your own internal logging interface",
            "Changing the default timeout of an internal service call that sits behind a feature flag",
            "Picking a naming convention for the team's new dashboards and their panels",
          ],
          nonTechnicalOptions: [
            "Deciding the format of data you send customers, which they will build systems around",
            "Picking a tool that is hidden behind your own layer and can be swapped out later",
            "Changing a setting that can be switched back with one click if it causes trouble",
            "Choosing how to name the team's new reports and the charts on each of them",
          ],
          correct: 0,
          explanation:
            "A public webhook payload is an external contract: once customers build against it, any change needs versioning, deprecation windows and customer migrations, so reversal costs quarters and reaches beyond your team. The other three are two-way doors, reversible in hours because an interface, a flag or a rename contains the change.",
          nonTechnicalExplanation:
            "Once customers build their systems around the format you send them, changing it means asking all of them to change too, which takes months and affects people outside your team. The other choices can be reversed quickly and only affect your own team.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Right: customers build their own systems around it, so any change needs warnings, transition periods and their help, which takes months.",
            "Tool choices deserve care when they spread everywhere. Hidden behind your own layer, this one can be swapped in days.",
            "Setting changes can be risky, but one that switches back with a click is easy to undo: decide quickly and watch.",
            "Names matter for finding things and deserve a quick team agreement, but renaming reports later takes an afternoon.",
          ],
          optionExplanations: [
            "Right: a public contract. Once customers build against it, any change needs versioning, deprecation windows and customer migrations, so reversal costs quarters.",
            "Library choices deserve care when they leak into every call site. Wrapped behind your own interface, this one can be swapped in days.",
            "Timeout changes can be risky on a hot path, but behind a flag this is reversible in minutes: a two-way door to decide quickly and watch.",
            "Naming conventions matter for discoverability and deserve a quick team agreement, but renaming dashboards later costs an afternoon.",
          ],
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "Right-sized process: fast where you can be, careful where you must be.",
          nonTechnicalMessage:
            "The right amount of process: fast where you can be, careful where you must be.",
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
          message: "You can now leave a trail future you will thank you for. Decision-Making skill.",
          nonTechnicalMessage:
            "You can now leave a written trail your future self will thank you for. Decision-Making skill.",
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
              nonTechnicalStatement:
                "I need two more weeks of tests with realistic data. If we pick wrong, we're moving enormous amounts of data later.",
            },
            {
              name: "Fatima (Product Manager)",
              statement: "Customers don't care which database we use. I care that we launch in eight weeks.",
              emotions: ["impatient", "worried"],
              nonTechnicalStatement:
                "Customers don't care which database we use. I care that we launch in eight weeks.",
            },
            {
              name: "Greg (Engineering Manager)",
              statement:
                "Whatever you choose, I need to be able to explain the reasoning to the architecture board.",
              emotions: ["expectant", "calm"],
              nonTechnicalStatement:
                "Whatever you choose, I need to be able to explain the reasoning to the architecture board.",
            },
          ],
          challenge:
            "Plan how you will get to a decision by Thursday. Separate the one-way parts from the two-way parts, name the crux unknown behind Wei's concern and the smallest timeboxed experiment that tests it, and respond to Wei in a way that respects his risk instinct. Then draft the five key bullets of the ADR: context, decision, main consequence, top assumption and revisit trigger.",
          rubric: [
            {
              criterion:
                "Separated the one-way parts (storage format, retention) from the two-way part (query layer).",
              nonTechnicalCriterion: "Separated what is hard to undo from what is easy to undo.",
            },
            {
              criterion: "Named the crux unknown and a timeboxed experiment that tests it before Thursday.",
              nonTechnicalCriterion: "Named the one key unknown and a short, time-limited test for it.",
            },
            {
              criterion: "Treated Wei's risk instinct as valid while declining open-ended benchmarking.",
              nonTechnicalCriterion: "Respected Wei's worry while not agreeing to open-ended testing.",
            },
            {
              criterion: "Drafted all five ADR bullets, including a measurable revisit trigger.",
              nonTechnicalCriterion:
                "Wrote all five points of the record, including a measurable reason to revisit.",
            },
          ],
          nonTechnicalModelAnswer:
            "How we query the data is easy to undo: it sits behind our own interface, so we can change it later. How the data is stored and kept is hard to undo, so that's where the care goes. Wei, your instinct is right: the wrong storage choice is expensive to reverse. I think the key unknown isn't general speed but how each option copes with the real variety of our customers' data. Could you run a three-day test on both with last month's real data, and we decide Thursday on that result? Decision record. Background: the two finalists are within 15%; launch in eight weeks. Decision: the one that wins the realistic test. Consequence: storage is hard to change; queries stay behind our interface. Assumption: data variety grows less than fivefold in a year. Revisit if it does, or if queries get too slow.",
          modelAnswer:
            "The query layer is a two-way door: it sits behind our API, so we can change it later. The storage format and retention design are one-way, so that's where the care goes. Wei, your instinct is right: a wrong storage choice is expensive to undo. I think the crux isn't general speed but how each store behaves at production-like cardinality. Could you run a three-day test on both finalists with last month's real tag cardinality, and we decide Thursday on that result? ADR. Context: finalists within 15% on synthetic load; launch in eight weeks. Decision: the store that wins the cardinality test. Consequence: format and retention are hard to change; queries stay behind our API. Assumption: series count grows less than fivefold in a year. Revisit if it does, or if p99 query latency exceeds two seconds.",
          nonTechnicalChallenge:
            "Plan how you'll reach a decision by Thursday. Separate the parts that are hard to undo from the parts that are easy to undo, name the one key unknown behind Wei's worry and the smallest time-limited test that checks it, and reply to Wei in a way that respects his instinct for risk. Then draft the five key points of a decision record: background, decision, main consequence, biggest assumption and what would make you revisit it.",
          nonTechnicalScenario:
            "Your team is building a new product that reports customers' usage over time, and must choose a database designed for time-based data. After three weeks of testing, the two finalists perform within 15 percent of each other on your test data. Launch is in eight weeks. How the data is stored and how long it is kept will be hard to change once customer data builds up; the way it is queried sits behind your own interface and is easy to change. Your manager has asked you to bring a decision to Thursday's architecture review.",
        },
        gamification: {
          type: "pattern_master",
          points: 50,
          message: "Decompose, find the crux, timebox: you have the pattern for breaking stalemates.",
          nonTechnicalMessage:
            "Break it down, find the one question that matters, set a time limit: you have the pattern for ending stand-offs.",
        },
      },
      {
        title: "Worked Example: The Same ADR, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'Two records of the same decision.\n\nBadly:\nADR-0014: Use Elastic Cloud. Status: accepted.\n"We evaluated the options and Elastic Cloud is the best fit. It is fast and widely used. Agreed in the architecture review."\nA year later the bill has tripled and a customer asks where its data is hosted. Nobody can tell whether the choice was sound and the world changed, or whether nobody thought about cost or data location. All that is left to judge is the outcome, which is resulting.\n\nWell:\nADR-0014: Move product search to managed Elastic Cloud. Status: accepted, 12 March. Decider: Nadia.\n- Context: 2M products, growing about 10% a quarter. Self-hosted Solr takes one engineer a day a week; search p95 is 800 ms.\n- Options: tune Solr (cheapest, keeps the ops load); Postgres full-text search (no new vendor, weak relevance tuning); managed Elastic (fastest, adds a vendor).\n- Decision: we will move product search to managed Elastic behind our own search API.\n- Consequences: frees a day a week; adds about $4k a month; all queries go through our API, so the vendor stays swappable.\n- Assumptions: under 5M products for two years (medium confidence); no customer needs in-region hosting (low confidence; sales to confirm by April).\n- Revisit if: cost passes $8k a month, or a contract requires in-region data.\n\nThe second took about thirty minutes longer to write. When an enterprise contract later required in-region hosting, the revisit trigger had already named it: the team could see the assumption had been marked low confidence, and wrote a superseding ADR instead of arguing about who got it wrong.',
        nonTechnicalContent:
          "Two written records of the same decision.\n\nBadly:\nDecision 14: Use a paid search service. Status: agreed.\n\"We looked at the options and this service is the best fit. It is fast and popular. Agreed at the review meeting.\"\nA year later the bill has tripled and a customer asks which country its data is stored in. Nobody can tell whether the choice was sensible and circumstances changed, or whether nobody thought about cost or location. All that's left to judge is how it turned out, which is the \"resulting\" trap.\n\nWell:\nDecision 14: Move product search to a paid search service. Status: agreed, 12 March. Decided by: Nadia.\n- Background: 2 million products, growing about 10% a quarter. Running our own search takes one engineer a day a week, and searches are slow.\n- Options: improve our own search (cheapest, keeps the upkeep); our existing database's basic search (no new supplier, poorer results); a paid service (fastest, adds a supplier).\n- Decision: we will move product search to the paid service, reached only through our own connecting layer.\n- Consequences: frees a day a week; costs about $4k a month; because everything goes through our own layer, the supplier can be swapped.\n- Assumptions: under 5 million products for two years (medium confidence); no customer needs their data kept in their own country (low confidence; sales to check by April).\n- Revisit if: the cost passes $8k a month, or a contract requires data kept in the customer's country.\n\nThe second took about thirty minutes longer to write. When a big customer's contract later required its data to stay in its own country, the record had already named that signal: the team could see the assumption had been marked low confidence, and wrote a new record replacing the old one instead of arguing about who got it wrong.",
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
            "Conclude the decision was wrong, and find out who pushed for it so that the same mistake doesn't happen again",
            "Judge it on what was known then, name the assumption that broke, and supersede it with a new ADR",
            "Quietly edit the original ADR so that it reflects what the team knows now and stays useful to new joiners",
          ],
          nonTechnicalOptions: [
            "Decide it was a bad call, and find out who pushed for it so that the same mistake doesn't happen again",
            "Judge it on what was known then, name the assumption that proved wrong, and replace it with a new record",
            "Quietly update the old record so that it matches what we know now and stays useful to people joining later",
          ],
          correct: 1,
          explanation:
            "The original ADR made its traffic assumption explicit, so the review can separate decision quality from outcome: the process may have been sound and the forecast wrong. Naming the broken assumption improves future forecasting, and a superseding ADR preserves the historical context. Hunting for a culprit is resulting plus blame, and editing the original erases the evidence.",
          nonTechnicalExplanation:
            "Because the assumptions were written down, the team can tell the difference between a poor decision and a wrong forecast. Finding which guess was off makes the next forecast better, and a new record keeps the history intact. Looking for someone to blame teaches people to stop deciding, and rewriting the old record erases what was known at the time.",
          points: 25,
          nonTechnicalOptionExplanations: [
            "Looking at how a decision was made helps improve the process. Asking who was wrong judges by the outcome, blames a person, and teaches people to avoid decisions.",
            "Right: the written assumption lets you separate a good decision from bad luck, improve future forecasts, and keep the history with a new record.",
            "Keeping documents up to date is usually good, but decision records are history. Editing the original erases what was known and why.",
          ],
          optionExplanations: [
            "Looking at how a decision was made is useful for improving the process. Framing it as who was wrong is resulting plus blame, and teaches people to avoid owning decisions.",
            "Right: the ADR's explicit assumption lets you separate decision quality from outcome, improve forecasting, and keep the history with a superseding record.",
            "Keeping documents current is usually good practice, but ADRs are historical records. Editing the original erases the evidence of what was known and why.",
          ],
        },
        gamification: {
          type: "skill_point",
          skill: "Decision-Making Under Ambiguity",
          points: 25,
          message: "Decision-Making Under Ambiguity: you judged the decision process, not the dice roll.",
          nonTechnicalMessage:
            "Decision-Making Under Ambiguity: you judged how the decision was made, not how the luck turned out.",
        },
      },
      {
        title: "A Failure Story: Every Door Treated as One-Way",
        type: "content",
        icon: "book",
        content:
          "A platform team, burned by a bad database choice, decided that every technical decision needed an ADR and a review by the architecture group. Within a quarter, choosing a logging library took three weeks, a small internal API change waited for the next monthly review, and engineers began making decisions quietly to avoid the process. The decisions that most needed a record now had none.\n\nThe fix was to sort decisions by reversibility and blast radius:\n- Two-way doors inside one team: decide in the pull request, no ADR.\n- Two-way doors across teams: a short ADR, approved by the owning team lead within a week.\n- One-way doors, such as public contracts, data formats and vendor lock-in: a full ADR with assumptions and a revisit trigger, reviewed by the architecture group.",
        nonTechnicalContent:
          "One team, burned by a bad database choice, decided that every technical decision needed a written record and approval from a review group. Within three months, choosing a small tool took three weeks, minor changes waited a month for the next review, and people started deciding quietly to avoid the process. The decisions that most needed a record now had none.\n\nThe fix was to sort decisions by how easy they are to undo and how far their effects reach:\n- Easy to undo, inside one team: decide in the normal review of the work, no record.\n- Easy to undo, across teams: a short record, approved by the owning team's lead within a week.\n- Hard to undo, such as formats customers depend on or long supplier contracts: a full record with assumptions and a reason to revisit, reviewed by the group.",
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "Doors, the 70 percent rule and ADRs are the right defaults under ambiguity. Bend them here:\n- The crux can't be tested in time. A timeboxed experiment helps only when the unknown is testable before the decision date. If it is next year's customer behaviour, more benchmarks cannot answer it: make the decision reversible where you can, write the assumption down and watch it.\n- Safety, security and legal commitments. The 70 percent rule is about speed in ordinary business decisions. For a cryptography choice, deleting customer data or a compliance commitment, being wrong can cause harm you cannot undo; get the expert review even if it costs a week.\n- Records written to justify. An ADR written after the fact to defend a choice, or filed in a wiki nobody searches, is theatre. Write it before the decision is final, keep it next to the code and link it from the pull request.\n- A pattern of bad outcomes. Judging decision quality separately from outcome is right for one decision. If one person's calls keep going wrong across many decisions, that pattern deserves a conversation about judgement, not just luck.\n- Tiny teams moving fast. For three engineers on a product that pivots monthly, a one-paragraph decision log in the README beats a numbered ADR directory. Match the ceremony to the cost of forgetting why.",
        nonTechnicalContent:
          "Sorting decisions into doors, deciding with about 70 percent of the information, and writing decision records are the right starting points when things are uncertain. Bend them in these cases:\n- The key question can't be tested in time. A short test helps only when the unknown can be checked before the decision date. If it's about next year's customer behaviour, more tests can't answer it: keep the decision easy to undo where you can, write down the assumption and watch it.\n- Safety, security and legal promises. The 70 percent rule is about speed in everyday business decisions. For choices about protecting data, deleting customer information or meeting legal obligations, being wrong can cause harm you can't undo; get expert review even if it costs a week.\n- Records written to justify. A record written afterwards to defend a choice, or stored where nobody looks, is for show. Write it before the decision is final and keep it where the team works.\n- A pattern of bad outcomes. Judging how a decision was made, separately from how it turned out, is right for one decision. If one person's calls keep going wrong across many decisions, that pattern deserves a conversation about judgement, not just luck.\n- Tiny teams moving fast. For three people on a product that changes direction every month, a short list of decisions in a shared note beats a formal set of numbered records. Match the effort to the cost of forgetting why.",
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
          nonTechnicalMessage: "One decision, clearly recorded. Your future team will know why.",
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
          nonTechnicalMessage: "You are looking below the surface now.",
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
          message: "Beyond the single root cause. Systems Thinking skill.",
          nonTechnicalMessage: "Beyond the single cause. Systems Thinking skill.",
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
            "It has too few steps; a thorough analysis of an outage as serious as this needs at least seven whys",
            "It should have started from the business impact and the lost revenue, instead of from the technical failure",
            "It follows one chain to a person, missing why renewal relied on memory, expiry was unmonitored and ownership vanished",
            "It should have been written by the engineer who forgot the renewal, since they know the details best",
          ],
          nonTechnicalOptions: [
            'It didn\'t ask "why?" enough times; a proper look at an outage as serious as this needs at least seven',
            "It should have started from the money and customers lost, instead of from what broke technically",
            "It followed one track to a person, never asking why renewal relied on memory or why nothing warned",
            "The person who forgot the renewal should have written it, since they know the details best",
          ],
          correct: 2,
          explanation:
            'The number of whys is arbitrary; the problem is the shape. A single linear chain converges on a human and a weak fix. Branching from "it was not renewed" reveals latent conditions: manual renewal instead of automation such as ACME, no expiry monitoring, and no ownership transfer process for shared infrastructure. Fixing those prevents the whole class of incident, not just this instance.',
          nonTechnicalExplanation:
            'How many times you ask "why?" matters less than asking in several directions. A single track led straight to one person and a weak fix. Asking more widely shows the real weaknesses: renewal was done by hand instead of automatically, nothing warned about the approaching date, and responsibilities were lost when people moved teams. Fixing those prevents this whole kind of problem, not just this one occurrence.',
          points: 50,
          nonTechnicalOptionExplanations: [
            "Asking more whys helps when the answers stop at a symptom. The number is arbitrary; the problem here is the single track, not its length.",
            "Starting from the business effect is a good way to decide how deep a review should go. It doesn't fix questions that end at a person.",
            "Right: one straight line of questions ends at a person and a weak fix. Branching out finds the manual renewal, the missing warning and the lost ownership.",
            "The person closest to the event is essential to interview. Making them the author puts the weight on the person, not the setup.",
          ],
          optionExplanations: [
            "Asking more whys helps when a chain stops at a symptom. The count is arbitrary, though; this chain's problem is its single-track shape, not its length.",
            "Starting from business impact is a good way to scope a review and decide how deep to go. It does not fix a chain that stops at a person.",
            "Right: a single linear chain converges on a human and a weak fix. Branching reveals manual renewal, missing expiry monitoring and lost ownership.",
            "The engineer closest to the event is an essential source in the interviews. Making them the author puts the review's weight on the person, not the system.",
          ],
        },
        gamification: {
          type: "efficiency_bonus",
          points: 50,
          message: "You found the latent conditions the chain walked past.",
          nonTechnicalMessage: "You found the hidden conditions the simple chain of questions walked past.",
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
          nonTechnicalMessage:
            "Fixes that backfire, leaning on a quick fix: you can now name the trap you are in.",
        },
      },
      {
        title: "Worked Example: The Late Nightly Load, Badly and Well",
        type: "content",
        icon: "message",
        content:
          'The review of the third late nightly data load this quarter, twice. The load feeds finance\'s 7 a.m. dashboards.\n\nBadly:\n- "Why was the load late?" "The orders extract ran two hours long."\n- "Why?" "An analyst\'s query locked the table on the replica."\n- "Why?" "They ran a big query at 2 a.m."\n- Action: ask analysts not to query before 7 a.m.\nClosed in twenty minutes. A month later another team\'s backfill does the same thing.\n\nWell:\n- Facilitator: "Before causes, here are all three late loads on one timeline." Each was a long query on the same replica, by a different person.\n- Facilitator: "What did each of you know about the load\'s schedule?" Analyst: "Nothing. The replica\'s wiki page says it\'s safe for ad hoc queries."\n- Data engineer: "And after each incident we added retries, so the load now runs longer, which widens the window for a clash."\n- Facilitator: "So the retries are a fix that fails, and nobody owns the replica\'s workload. Proposal: data platform owns it, caps ad hoc queries during the load window, and puts the schedule on the wiki page."\nWhat changed: the pattern came before causes, questions asked what people knew instead of why they acted, and the action changed an owner and a rule instead of asking people to remember.',
        nonTechnicalContent:
          'The review of the third late overnight data update this quarter, twice. The update feeds the finance team\'s 7 a.m. reports.\n\nBadly:\n- "Why was the update late?" "Copying the orders data took two hours longer than usual."\n- "Why?" "An analyst\'s big request to the database blocked it."\n- "Why?" "They ran it at 2 a.m."\n- Action: ask analysts not to use the database before 7 a.m.\nClosed in twenty minutes. A month later another team\'s one-off job does the same thing.\n\nWell:\n- Leader: "Before causes, here are all three late updates on one timeline." Each was a long request to the same copy of the database, by a different person.\n- Leader: "What did each of you know about the update\'s schedule?" Analyst: "Nothing. The database\'s help page says it\'s fine to use any time."\n- Data engineer: "And after each incident we made the update retry automatically, so it now runs longer, which makes a clash more likely."\n- Leader: "So the retries are a fix that backfires, and nobody owns how this database is shared. Proposal: the data platform team owns it, limits big requests during the update, and puts the schedule on the help page."\nWhat changed: the pattern came before the causes, questions asked what people knew instead of why they acted, and the action changed an owner and a rule instead of asking people to remember.',
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
              nonTechnicalStatement:
                "Let's just raise the limit to 400 and add an alarm before campaigns. I can do it today. I've been on call for all three of these and I'm done.",
            },
            {
              name: "Beatriz (Marketing Operations)",
              statement:
                "Nobody has ever told us there's a capacity limit. We schedule campaigns when the business asks for them.",
              emotions: ["confused", "defensive"],
              nonTechnicalStatement:
                "Nobody has ever told us there's a limit to how much the system can handle. We schedule campaigns when the business asks for them.",
            },
            {
              name: "Olu (Platform Team Lead)",
              statement:
                "The database is shared by six services. Every team sizes its own pool and nobody owns the total. We've said this before.",
              emotions: ["frustrated", "resigned"],
              nonTechnicalStatement:
                "Six systems share the database. Every team sets its own limit and nobody owns the total. We've said this before.",
            },
          ],
          challenge:
            "Describe the situation at all four iceberg levels in one line each. Name the archetype you see in Kenji's proposal and sketch the loop in words (A increases B, which increases C...). Then propose one structural intervention, say who should own it, and describe how you would respond to Kenji so he feels heard while the quick fix is not treated as the final answer.",
          rubric: [
            {
              criterion: "Described all four iceberg levels, one line each.",
              nonTechnicalCriterion: "Described all four levels, one line each.",
            },
            {
              criterion: "Named the archetype and traced the loop back round to the next outage.",
              nonTechnicalCriterion: "Named the trap and traced the loop back round to the next outage.",
            },
            {
              criterion: "Proposed a structural change with a clear owner, not another alert or pool tweak.",
              nonTechnicalCriterion:
                "Proposed a change to the setup with a clear owner, not another alarm or limit tweak.",
            },
            {
              criterion: "Acknowledged Kenji's load sincerely and kept the quick fix labelled as a stopgap.",
              nonTechnicalCriterion:
                "Recognised Kenji's effort sincerely and kept the quick fix labelled as temporary.",
            },
          ],
          nonTechnicalModelAnswer:
            "Event: checkout ran out of database connections during a campaign. Pattern: the third time this quarter, always at campaign peaks. Structure: six teams set their own limits, nobody owns the total, and marketing never hears about the limit. Beliefs: 'my limit is my team's business' and 'capacity is engineering's problem'. Kenji's idea is a fix that backfires: a higher checkout limit helps checkout, which raises the total, which pushes the shared database closer to its ceiling, which causes the next outage. Structural change: one shared budget for the database, owned by Olu's platform team, with a fair share per system and a campaign calendar the platform team can see. To Kenji: 'You've carried all three of these, and that isn't fair. Add the warning alarm today as a stopgap, but let's not raise the limit; the shared budget is the real fix.'",
          modelAnswer:
            "Event: checkout ran out of database connections during a campaign. Pattern: the third time this quarter, always at campaign peaks. Structure: six teams size their own pools, nobody owns the total, and marketing gets no capacity signal. Mental model: 'the pool is my service's setting' and 'capacity is engineering's problem'. Kenji's proposal is fixes that fail: a bigger checkout pool relieves checkout, which raises total connections, which pushes the shared database closer to its limit, which causes the next outage. Structural change: a connection budget for the database, owned by Olu's platform team, with a pooler in front, per-service quotas and a campaign calendar shared with platform. To Kenji: 'You've carried all three of these, and that isn't fair. Ship the pre-campaign alert today as a stopgap, but let's not raise the pool; the budget is the real fix.'",
          nonTechnicalChallenge:
            "Describe the situation at all four levels of the iceberg (events, patterns, structures, beliefs) in one line each. Name the trap you see in Kenji's proposal and describe the loop in words (A increases B, which increases C...). Then propose one structural change, say who should own it, and describe how you'd respond to Kenji so he feels heard while the quick fix isn't treated as the final answer.",
          nonTechnicalScenario:
            "For the third time this quarter, checkout went down because the shared orders database ran out of connections during a marketing campaign. Each time, the engineer on call raised the number of connections the checkout system may hold and added an alarm. Six systems share the database, each team sets its own connection limit, and together they now ask for more connections than the database can handle at its busiest. You are running the review.",
        },
        gamification: {
          type: "skill_point",
          skill: "Systems Thinking",
          points: 40,
          message:
            "Systems Thinking: you practised showing empathy for the firefighter and clarity about the fire.",
          nonTechnicalMessage:
            "Systems Thinking: you practised respecting the person who keeps fixing things while being clear about why it keeps breaking.",
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
            "Raise the checkout service's pool size to 400 connections before the next big marketing campaign starts",
            "Add an alert that fires when total connections reach 80 percent of the database's limit",
            "Write a runbook for on-call engineers describing how to resize connection pools during campaigns",
            "Give the platform team a connection budget for the database, fed by the campaign calendar",
          ],
          nonTechnicalOptions: [
            "Let the checkout team take a bigger share of the database before the next big campaign starts",
            "Add a warning that goes off when the database is at 80 percent of its limit",
            "Write instructions for on-call staff on adjusting the settings during each marketing campaign",
            "Put one team in charge of sharing out the database, using the marketing calendar",
          ],
          correct: 3,
          explanation:
            "Raising one pool is a parameter tweak and a textbook fix that fails: it increases total load on the shared database. An alert and a runbook improve detection and response but leave the generator intact. Assigning ownership of a shared connection budget changes the rules and closes the missing information loop between campaigns and capacity, which would have prevented all three incidents.",
          nonTechnicalExplanation:
            "Giving one team a bigger share just squeezes everyone else and makes the next outage more likely. A warning and instructions help people react faster but do not stop the problem. Putting someone in charge of the whole shared resource, and making sure they know when campaigns are coming, removes the cause and would have prevented all three outages.",
          points: 50,
          nonTechnicalOptionExplanations: [
            "A bigger share is a reasonable emergency move during an outage. As the fix it backfires: it raises the total load on the shared database.",
            "A warning helps people notice sooner and is a good companion to the real fix, but it leaves the setup that causes the outages in place.",
            "Instructions speed up the response and help newcomers. They still treat each campaign as an emergency, not a load to plan for.",
            "Right: one owner for the shared budget changes the rules, and the calendar gives them the warning that was missing all three times.",
          ],
          optionExplanations: [
            "A bigger pool is a reasonable emergency move mid-incident. As the fix it is a fix that fails: it raises total load on the shared database.",
            "An alert improves detection and is a good companion to the real fix, but it leaves the structure that generates the outages intact.",
            "A runbook speeds up response and helps new on-call engineers. It still treats each campaign as an event to fight, not a load to plan for.",
            "Right: owning a shared budget changes the rules, and the campaign calendar closes the missing information loop behind all three incidents.",
          ],
        },
      },
      {
        title: "A Failure Story: The Alert That Kept Moving",
        type: "content",
        icon: "book",
        content:
          "A search team was paged most weeks by a disk-usage alert on its Elasticsearch cluster. Each time, the on-call engineer raised the threshold a few points or deleted old log indices by hand; Dev, who knew the cluster best, did most of the deleting. Over a year the alert crept from 75 to 93 percent. Each change was reasonable locally. Together they removed the warning.\n\nWhile Dev was on parental leave, a traffic spike grew the indices overnight, disk passed the 95 percent flood-stage watermark and Elasticsearch made the indices read-only. Product updates stopped reaching search for six hours on the first day of a sale.\n\nThe review named shifting the burden: Dev's clean-ups and the threshold tweaks had replaced the fundamental fix, and nobody owned retention for the log indices. The fix was structural: an index lifecycle policy owned by the search team, the alert back at 80 percent, and a rule that raising a threshold needs a note saying why it fired. The lesson: an alert tuned three times is itself a pattern, and the person quietly keeping a system alive is a structure, not a solution.",
        nonTechnicalContent:
          "A search team was woken most weeks by an alarm saying the search system's storage was nearly full. Each time, the person on duty raised the alarm level a little or deleted old records by hand; Dev, who knew the system best, did most of the deleting. Over a year the alarm level crept from 75 to 93 percent full. Each change was reasonable on its own. Together they removed the warning.\n\nWhile Dev was on parental leave, a burst of traffic filled the storage overnight. At 95 percent the search system protects itself by refusing new data, so product changes stopped appearing in search for six hours on the first day of a sale.\n\nThe review named the \"relying on heroes\" trap: Dev's clean-ups and the alarm changes had replaced the real fix, and nobody owned the rule for how long records are kept. The fix changed the setup: automatic clean-up owned by the search team, the alarm back at 80 percent, and a rule that raising an alarm level needs a note saying why it went off. The lesson: an alarm adjusted three times is itself a pattern, and the person quietly keeping a system alive is part of the setup, not a solution.",
      },
      {
        title: "When This Advice Is Wrong",
        type: "content",
        icon: "compass",
        content:
          "Systems thinking is powerful, and it has failure modes of its own:\n- It can become an excuse for inaction. \"It's a systemic problem\" is true of almost everything and fixes nothing. Every loop diagram should end in one owned, dated intervention.\n- Sometimes the cause really is single. A typo in a config file that a linter would have caught is a tooling gap, not a feedback loop. Fix it, add the check, and move on; not every incident needs an iceberg.\n- Stop the bleeding first. During an incident, the quick fix Kenji proposed is often the right move. The systems view belongs in the review, where you decide whether the quick fix becomes permanent.\n- Loop diagrams can be unfalsifiable stories. A causal loop drawn in a meeting is a hypothesis. Test it with data: if the loop says total connections grow after every campaign, the metrics should show it.\n- Structure changes cost trust if imposed. A connection budget owned by the platform team changes six teams' autonomy; involve them in designing it, or they will route around it.",
        nonTechnicalContent:
          "Looking at the whole system is powerful, and it can go wrong too:\n- It can become an excuse to do nothing. \"It's a system problem\" is true of almost everything and fixes nothing. Every diagram should end in one change with an owner and a date.\n- Sometimes there really is one cause. A typo that an automatic check would have caught is a missing check, not a loop. Fix it, add the check, move on.\n- Stop the damage first. During an outage, Kenji's quick fix is often right. The bigger view belongs in the review afterwards, where you decide whether the quick fix stays.\n- Diagrams can be stories nobody can check. A loop drawn in a meeting is a guess. Check it against the numbers.\n- Imposed changes cost trust. A shared budget owned by one team limits six teams' freedom; involve them in designing it, or they'll work around it.",
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
          nonTechnicalMessage:
            "You stopped fighting the single failure and started changing the setup behind it.",
        },
      },
    ],
  },
];
