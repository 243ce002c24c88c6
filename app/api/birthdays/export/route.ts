import { z } from "zod";
import { exportBirthdays } from "@/lib/contacts/server";
import { importFormats } from "@/lib/contacts/types";
import { otherMethods } from "@/lib/http/methods";
import { fileResponse, textStream } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const querySchema = z.object({ format: z.enum(importFormats, "invalid") });

/** The signed-in user's birthdays as a download: ?format=csv or ?format=vcard, sent as it is made. */
export const GET = apiRoute({ auth: true, query: querySchema }, async ({ user, query }) => {
  const file = await exportBirthdays(user.id, query.format);
  return fileResponse(textStream(file.parts), { type: file.contentType, name: file.filename });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
