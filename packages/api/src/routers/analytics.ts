// SKELETON: filled by the work on administration, analytics and bug reports.
import { router } from "../trpc";

export const analyticsRouter = router({});
