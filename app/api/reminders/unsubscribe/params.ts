import { z } from "zod";

/** ?token=… of the unsubscribe and resubscribe endpoints; a missing token is as unknown as a wrong one (404). */
export const unsubscribeQuery = z.object({ token: z.string().default("") });
