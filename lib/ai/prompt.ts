import type { AiImageStyle } from "./schema";

// The prompt sent to the image model: what the person described, set inside
// a short frame that says what the picture is for and how it should look.
// Their words are data: they are quoted, never read as instructions of ours,
// and the frame says it was written for a birthday card.

/** One short phrase per style of the dialog's select (spec section 9: five styles). */
export const STYLE_PHRASES: Record<AiImageStyle, string> = {
  default: "a warm, colourful illustration",
  cartoon: "a playful cartoon with bold outlines and bright flat colours",
  realistic: "a photorealistic image with natural light and fine detail",
  artistic: "an expressive painting with visible brush strokes, like fine art",
  vintage: "a vintage illustration with muted colours and paper grain, like a mid-century greeting card",
};

/** The whole prompt for a description (already validated: trimmed, no control characters) in a style. */
export function buildImagePrompt(description: string, style: AiImageStyle): string {
  return [
    `A picture for a birthday greeting card, in the style of ${STYLE_PHRASES[style]}.`,
    "Do not add any text, letters or logos unless the description asks for them.",
    `The description, written by the person adding it to the card: """${description.replaceAll('"""', '"')}"""`,
  ].join("\n");
}
