import type { Kysely } from "kysely";
import {
  assessmentItems,
  assessmentQuestions,
  lessonCatalog,
  lessonLength,
  lessonNumber,
  skillCategories,
  validateAssessmentItems,
} from "../content/index";
import type { Database } from "../database";
import { json } from "../tables/columns";

/**
 * Upserts categories, skills, questions and lessons by their stable keys; running it again changes
 * nothing. A lesson's content and its computed minutes are rewritten on every run, so an existing
 * database picks up edited lessons at the next start.
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  // Everything is validated before the first write (the loaders check each file against its schema,
  // this the bank as a whole), so a malformed lesson or assessment item fails the seed and not the page.
  const bankProblems = validateAssessmentItems(assessmentItems());
  if (bankProblems.length) throw new Error(`The assessment bank is malformed: ${bankProblems.join(" ")}`);
  const lessons = lessonCatalog();
  const questions = assessmentQuestions();

  await db.transaction().execute(async (trx) => {
    const skillIds = new Map<string, number>();
    const categoryIds = new Map<string, number>();
    for (const category of skillCategories()) {
      const { id: categoryId } = await trx
        .insertInto("skillCategories")
        .values({
          key: category.key,
          name: category.name,
          shortLabel: category.shortLabel,
          description: category.description,
          icon: category.icon,
          color: category.color,
          sortOrder: category.sortOrder,
        })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => ({
            name: eb.ref("excluded.name"),
            shortLabel: eb.ref("excluded.shortLabel"),
            description: eb.ref("excluded.description"),
            icon: eb.ref("excluded.icon"),
            color: eb.ref("excluded.color"),
            sortOrder: eb.ref("excluded.sortOrder"),
          })),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryIds.set(category.key, categoryId);

      for (const [index, skill] of category.skills.entries()) {
        const questionIds = questions.filter((q) => q.skillKey === skill.key).map((q) => q.id);
        const { id } = await trx
          .insertInto("skills")
          .values({
            key: skill.key,
            categoryId,
            name: skill.name,
            description: skill.description,
            assessmentQuestions: json(questionIds),
            sortOrder: index,
            reviewBehaviour: skill.reviewBehaviour,
          })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet((eb) => ({
              categoryId: eb.ref("excluded.categoryId"),
              name: eb.ref("excluded.name"),
              description: eb.ref("excluded.description"),
              assessmentQuestions: eb.ref("excluded.assessmentQuestions"),
              sortOrder: eb.ref("excluded.sortOrder"),
              reviewBehaviour: eb.ref("excluded.reviewBehaviour"),
            })),
          )
          .returning("id")
          .executeTakeFirstOrThrow();
        skillIds.set(skill.key, id);
      }
    }

    const lookup = (map: Map<string, number>, key: string, what: string) => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`Unknown ${what} '${key}' in seed content`);
      return value;
    };

    await trx
      .insertInto("assessmentQuestions")
      .values(
        questions.map((q, index) => ({
          id: q.id,
          position: index + 1,
          categoryId: lookup(categoryIds, q.categoryKey, "category"),
          skillId: lookup(skillIds, q.skillKey, "skill"),
          text: q.text,
          options: json(q.options),
        })),
      )
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          position: eb.ref("excluded.position"),
          categoryId: eb.ref("excluded.categoryId"),
          skillId: eb.ref("excluded.skillId"),
          text: eb.ref("excluded.text"),
          options: eb.ref("excluded.options"),
        })),
      )
      .execute();

    await trx
      .insertInto("lessons")
      .values(
        lessons.map((lesson) => ({
          id: lessonNumber(lesson.slug),
          slug: lesson.slug,
          title: lesson.title,
          description: lesson.description,
          content: json({ steps: lesson.steps }),
          skillId: lookup(skillIds, lesson.skillKey, "skill"),
          difficulty: lesson.difficulty,
          // Computed from the content, never typed by hand, so the stated length cannot drift from it.
          estimatedMinutes: lessonLength(lesson).minutes,
          points: lesson.points,
          badge: lesson.badge,
          objectives: lesson.objectives,
        })),
      )
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          slug: eb.ref("excluded.slug"),
          title: eb.ref("excluded.title"),
          description: eb.ref("excluded.description"),
          content: eb.ref("excluded.content"),
          skillId: eb.ref("excluded.skillId"),
          difficulty: eb.ref("excluded.difficulty"),
          estimatedMinutes: eb.ref("excluded.estimatedMinutes"),
          points: eb.ref("excluded.points"),
          badge: eb.ref("excluded.badge"),
          objectives: eb.ref("excluded.objectives"),
        })),
      )
      .execute();
    // Content rows are identified by key; drop questions that left the catalogue (none expected).
    await trx
      .deleteFrom("assessmentQuestions")
      .where(
        "id",
        "not in",
        questions.map((q) => q.id),
      )
      .execute();
  });
}
