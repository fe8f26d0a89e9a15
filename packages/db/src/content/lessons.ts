import { contentFileNames, loadOnce, readContentFile } from "./content-files";
import { ZLessonContent, type LessonContent } from "./lesson-schema";

export function lessonNumber(slug: string): number {
  return Number(slug.replace("lesson-", ""));
}

/** The lessons in lesson order, one file each: lessons/lesson-N.yaml holds the lesson with slug lesson-N. */
export const lessonCatalog = loadOnce((): LessonContent[] =>
  contentFileNames("lessons")
    .map((name) => {
      const lesson = readContentFile(`lessons/${name}`, ZLessonContent);
      if (name !== `${lesson.slug}.yaml`)
        throw new Error(`Content file lessons/${name} holds ${lesson.slug}; name it ${lesson.slug}.yaml.`);
      return lesson;
    })
    .sort((a, b) => lessonNumber(a.slug) - lessonNumber(b.slug)),
);
