import "server-only";
import { db } from "@/lib/db";
import { isSlugShaped } from "./slug";

/**
 * Whether /group-cards/{slug} (and its present mode) has a card. The proxy
 * asks before the page renders, so that a miss is answered with the 404 page
 * rendered on the server: a notFound() thrown by the page itself is drawn by
 * the browser alone, the HTML an empty shell (vercel/next.js#62228).
 */
export async function cardSlugExists(slug: string): Promise<boolean> {
  if (!isSlugShaped(slug)) return false;
  return (await db().groupCard.count({ where: { slug } })) > 0;
}
