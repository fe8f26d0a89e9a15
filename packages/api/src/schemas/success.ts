import { z } from "zod";

/** What a write answers when it has nothing to return but that it was done. */
export const ZSuccess = z.object({ success: z.literal(true) });
