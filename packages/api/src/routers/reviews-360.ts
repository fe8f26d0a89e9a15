// SKELETON: the 360 reviews work fills this router.
import { router } from "../trpc";

export const reviews360Router = router({});
