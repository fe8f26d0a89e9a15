import { z } from "zod";
import { ZAccessLogEntry } from "../schemas/admin";
import { listMyAccessLog } from "../services/access-log/access-log";
import { serve } from "../context";
import { protectedProcedure, router } from "../trpc";

export const accessLogRouter = router({
  /** 'Who viewed your data' in the profile: admins' openings of the caller's data, newest first. */
  mine: protectedProcedure.output(z.array(ZAccessLogEntry)).query(serve(listMyAccessLog)),
});
