import { z } from "zod";
import { programStepKinds } from "../domain";
import { contentFileNames, loadOnce, readContentFile } from "./content-files";

/**
 * The program templates an admin starts a program from (programs/<key>.yaml). Lesson steps name a
 * lesson by its slug; the API turns slugs into ids and validates the whole program again when it makes one.
 */
export const ZProgramTemplate = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(120),
  description: z.string().max(2000),
  lengthWeeks: z.number().int().min(1).max(52),
  steps: z
    .array(
      z.object({
        week: z.number().int().min(1).max(52),
        kind: z.enum(programStepKinds),
        title: z.string().min(1).max(200),
        lesson: z.string().optional(),
        prompt: z.string().max(500).optional(),
      }),
    )
    .min(1),
});
export type ProgramTemplate = z.infer<typeof ZProgramTemplate>;

export const programTemplates = loadOnce((): ProgramTemplate[] =>
  contentFileNames("programs").map((name) => {
    const template = readContentFile(`programs/${name}`, ZProgramTemplate);
    if (name !== `${template.key}.yaml`)
      throw new Error(`Content file programs/${name} holds ${template.key}; name it ${template.key}.yaml.`);
    return template;
  }),
);
