import { z } from "zod";
import { ZSkillCategory, ZSkillProgress } from "../schemas/skills";
import { getSkillProgress, listSkillCategories } from "../services/skills/progress";
import { serve } from "../context";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const skillsRouter = router({
  /** Categories with their skills (GET /api/skills); content, so readable before sign-in. */
  categories: publicProcedure.output(z.array(ZSkillCategory)).query(serve(listSkillCategories)),

  /** The caller's score, status, last activity and next milestone per skill (GET /api/user/skill-progress). */
  progress: protectedProcedure.output(ZSkillProgress).query(serve(getSkillProgress)),
});
