import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { formatCelebration, parseDate } from "@/lib/dates/calendar";
import { dateFormat } from "@/lib/dates/date-format";
import { onestFont } from "@/lib/fonts/onest";
import { storedImageAsJpeg } from "@/lib/images/pipeline";
import { imageFileName, imageKeyOfUrl } from "@/lib/images/urls";
import { translatorFor } from "@/lib/http/translate";
import type { Locale } from "@/lib/i18n/locales";
import { storage } from "@/lib/storage";
import { getCardToPresent } from "./cards";
import { renderKeepsake, type KeepsakeMessage } from "./keepsake-document";
import type { ContributionDto } from "./schema";

/** Pictures in the PDF at this many pixels a side at most: sharp when printed at the page's width, a few hundred KB each. */
const PICTURE_SIDE = 1400;

/**
 * GET /api/group-cards/slug/{slug}/keepsake: the card as a PDF, for whoever
 * may present it (lib/group-cards/access.ts; 401/403 for anyone else), in
 * `locale`: every message and picture, the theme, the day.
 */
export async function keepsakePdf(
  slug: string,
  viewer: SessionUser | null,
  locale: Locale,
  now = new Date(),
): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
  const { card, contributions } = await getCardToPresent(slug, viewer);
  const t = translatorFor(locale);
  const birthday = card.recipientBirthday ? parseDate(card.recipientBirthday) : null;
  const messages: KeepsakeMessage[] = [];
  // One picture at a time: a keepsake of fifty photos holds one decoded picture, not fifty.
  for (const contribution of contributions) {
    const name = contribution.contributorName?.trim() || t("groupCards.preview.anonymous");
    // As on the card: its author's description, else who it is from (decision 054).
    const alt =
      contribution.image?.alt ??
      t(contribution.type === "ai_image" ? "groupCards.preview.aiImageFrom" : "groupCards.preview.photoFrom", { name });
    const picture = await pictureOf(contribution);
    messages.push({ name, text: contribution.content ?? "", picture: picture && { ...picture, alt } });
  }
  // The birthday person's thank-you note (decision 043) ends the keepsake, as it ends present mode.
  if (card.thankYou) {
    messages.push({ name: t("groupCards.thankYou.noteTitle", { name: card.thankYou.name }), text: card.thankYou.message, picture: null });
  }
  const [regular, bold] = await Promise.all([onestFont(400), onestFont(700)]);
  const today = dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(now);
  const pdf = await renderKeepsake({
    lang: locale,
    theme: card.theme,
    title: card.title,
    forLine: t("groupCards.preview.for", { name: card.recipientName }),
    dateLine: birthday && formatCelebration(birthday, locale, { withYear: true }),
    greeting: card.greeting,
    messages,
    footer: t("groupCards.keepsake.madeWith", { date: today }),
    fonts: { regular, bold },
  });
  return { bytes: new Uint8Array(pdf), fileName: `${slug}.pdf` };
}

/** A message's stored picture as JPEG (PDF has no WebP); none when it has none, or its file is gone. */
async function pictureOf(contribution: ContributionDto): Promise<Omit<NonNullable<KeepsakeMessage["picture"]>, "alt"> | null> {
  const key = contribution.image && imageKeyOfUrl(contribution.image.url);
  if (!key) return null;
  const file = await storage().get(imageFileName(key, "large"));
  if (!file) return null;
  return storedImageAsJpeg(file.bytes, PICTURE_SIDE);
}
