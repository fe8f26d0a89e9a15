import { authRouter } from "./routers/auth";
import { profileRouter } from "./routers/profile";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
