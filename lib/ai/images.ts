import "server-only";
import { createHash } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { authorize, cardAccess } from "@/lib/group-cards/access";
import { checkRoomForMessage } from "@/lib/group-cards/message-room";
import { storeCardImage } from "@/lib/group-cards/images";
import type { StoredImageDto } from "@/lib/group-cards/schema";
import { AppError } from "@/lib/http/errors";
import { openaiImageProvider } from "./providers/openai";
import { AiProviderError, type AiProviderFailure, type ImageProvider } from "./providers/provider";
import { buildImagePrompt } from "./prompt";
import { releaseAiImage, reserveAiImage } from "./quotas";
import type { GenerateImageData } from "./schema";

// AI images on group cards (docs/decisions/037-ai-images.md): a contributor
// describes a picture, the provider draws it, and the app stores it like an
// uploaded photo (lib/group-cards/images.ts), so the card keeps it when the
// provider's copy is gone. The card then shows it through an ai_image message.

/** Whether AI images are on: an OpenAI key is configured. Without one the dialog is hidden and the endpoint answers 503. */
export function aiImagesEnabled(): boolean {
  return Boolean(getConfig().OPENAI_API_KEY);
}

let provider: ImageProvider | undefined;

function imageProvider(): ImageProvider {
  const config = getConfig();
  if (!config.OPENAI_API_KEY) throw new AppError("ai_unavailable", "aiImagesOff");
  provider ??= openaiImageProvider({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_IMAGE_MODEL,
    timeoutMs: config.AI_IMAGE_TIMEOUT_MS,
  });
  return provider;
}

/**
 * Which failures give the reservation back. The provider's own limits and
 * outages cost nobody anything and are not the asker's doing. A refused
 * prompt keeps counting, so trying variations to get past the safety system
 * runs out; so does a timeout, which the provider may still finish and bill.
 */
const RELEASED_ON: Record<AiProviderFailure, boolean> = { busy: true, failed: true, refused: false, timeout: false };

const FAILURE_ERROR: Record<AiProviderFailure, () => AppError> = {
  refused: () => new AppError("ai_refused"),
  busy: () => new AppError("ai_unavailable", "aiProviderBusy", { headers: { "Retry-After": "60" } }),
  timeout: () => new AppError("ai_timeout"),
  failed: () => new AppError("ai_failed"),
};

/**
 * POST /api/ai/generate-image: a picture for a card from a description in
 * one of the five styles, stored by the app; its address is the app's own.
 * 503 when AI images are off; 404 no card, 403 (or 401) for anyone who may
 * not add to it; 429 when a quota is used up; then the provider's answer,
 * or 422 refused, 503 busy, 504 timed out, 502 failed.
 */
export async function generateCardImage(
  actor: SessionUser,
  input: GenerateImageData,
  signal?: AbortSignal,
): Promise<StoredImageDto> {
  const images = imageProvider();
  const access = await cardAccess({ id: input.groupCardId }, actor);
  authorize(access, "contribute");
  const cardId = access.card.id;
  await checkRoomForMessage(db(), { cardId, author: { userId: actor.id, invitationId: access.ownInvitation?.id ?? null }, isCreator: access.isCreator });
  const reservation = await reserveAiImage({ userId: actor.id, cardId, dailyLimit: getConfig().AI_IMAGES_DAILY_LIMIT });

  let bytes: Uint8Array;
  try {
    bytes = await images.generate({ prompt: buildImagePrompt(input.prompt, input.style), endUserId: endUserId(actor.id) }, signal);
  } catch (error) {
    const failure = error instanceof AiProviderError ? error.failure : "failed";
    if (RELEASED_ON[failure]) await releaseAiImage(reservation);
    const log = failure === "failed" ? console.error : console.warn;
    log(`AI image for card ${cardId} not generated (${failure}):`, error instanceof Error ? error.message : error);
    throw FAILURE_ERROR[failure]();
  }

  try {
    return await storeCardImage({ cardId, uploader: { uploaderId: actor.id }, bytes, source: "ai" });
  } catch (error) {
    // The provider answered with something the image pipeline refuses: its fault, and already billed.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    console.error(`AI image for card ${cardId} refused by the image pipeline:`, error.message);
    throw new AppError("ai_failed");
  }
}

/**
 * The pseudonymous id OpenAI's abuse monitoring asks for: the same person
 * always gets the same id, which says nothing about them outside this app.
 */
function endUserId(userId: number): string {
  return createHash("sha256").update(`confetti-user:${userId}`).digest("hex").slice(0, 32);
}
