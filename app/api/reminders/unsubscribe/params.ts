import { z } from "zod";

/** ?token=… of the one-click unsubscribe endpoint; a missing token is as unknown as a wrong one (404). */
export const unsubscribeQuery = z.object({ token: z.string().default("") });
