import { z } from "zod";
import { recordId } from "@/lib/http/params";

// Path parameters of the group-card routes. A malformed id answers 404 like a
// card that does not exist (lib/http/params.ts).

export const cardParams = z.object({ id: recordId });
export const invitationParams = z.object({ id: recordId, invitationId: recordId });
export const contributionParams = z.object({ id: recordId, contributionId: recordId });
export const slugParams = z.object({ slug: z.string() });
