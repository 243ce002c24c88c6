import { z } from "zod";
import { requiredText } from "@/lib/validation/text";

// What the Generate AI Image dialog sends (spec section 3, 'AI image
// request'), shared by the dialog and POST /api/ai/generate-image so both
// give the same messages. Client-safe.

/** The five styles of spec section 9, in the order the dialog lists them. */
export const AI_IMAGE_STYLES = ["default", "cartoon", "realistic", "artistic", "vintage"] as const;
export type AiImageStyle = (typeof AI_IMAGE_STYLES)[number];

/**
 * A description is a sentence or two about a picture. The models accept far
 * more (32,000 characters), but a longer one is a paste of something else,
 * and every character is sent to, and billed by, the provider.
 */
export const AI_PROMPT_MAX_LENGTH = 1000;

/** POST /api/ai/generate-image. */
export const generateImageSchema = z.object({
  prompt: requiredText({ max: AI_PROMPT_MAX_LENGTH, required: "aiPromptRequired", tooLong: "aiPromptTooLong", multiline: true }),
  style: z.enum(AI_IMAGE_STYLES, "aiStyleInvalid").default("default"),
  groupCardId: z.int("invalid").positive("invalid").max(2_147_483_647, "invalid"),
});

export type GenerateImageInput = z.input<typeof generateImageSchema>;
export type GenerateImageData = z.output<typeof generateImageSchema>;
