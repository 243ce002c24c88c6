import { preload } from "react-dom";
import type { CardImageDto } from "@/lib/group-cards/schema";
import { imageSrcSet } from "@/lib/images/urls";
import { LIGHTBOX_ATTRIBUTE } from "./lightbox-link";

// A message's picture on a card (issue 13, decision 038), shared by the card
// page's grid (server-rendered, no client code) and the older view. A plain
// <img>, not next/image: the app already serves each picture in its two
// sizes as optimised WebP with immutable caching (lib/images), so the
// optimiser would only decode and encode them again, and its loader would
// be client code on a page that has none for visitors.

/**
 * When a picture loads: "first" is the card's first picture, most often the
 * largest thing on the first screen (the LCP), fetched ahead of the page's
 * scripts; the others when near the view. The browser asks for the lazy ones
 * near the first screen as soon as it has laid the page out, but after the
 * first: eager pictures would each be preloaded from the head (React does so
 * for every eager <img> it streams) and share the connection with it.
 */
export type ImageLoading = "first" | "lazy";

/**
 * The width a picture takes in the card's grid: two columns inside the card
 * from 640 px (the page is at most 896 px wide, with its padding and the
 * tile's), one on phones. The browser picks a file of the `srcset` from it
 * (checked against the tiles by tests/e2e/page-budgets.spec.ts).
 */
export const CARD_GRID_IMAGE_SIZES = "(min-width: 928px) 354px, (min-width: 640px) calc(50vw - 94px), calc(100vw - 104px)";

export type ContributionImageProps = {
  image: CardImageDto;
  /** Names the contributor ('Photo from Anna'): the picture's content is not known. */
  alt: string;
  /** The accessible description of the link: it opens the picture large. */
  openLabel: string;
  loading?: ImageLoading;
  sizes?: string;
};

/**
 * Every stored variant in `srcset`, the browser choosing by `sizes` (the
 * small one on most screens, a grid variant on dense phones, decision 055), the picture's
 * width and height reserving its place (no layout shift), inside a link to
 * the large picture: without JavaScript it opens the file, with it the
 * lightbox (which reads the picture's size from the <img>). Drawn by
 * `.contribution-image` in app/globals.css: a card repeats it for every
 * picture, in its HTML and in its React payload.
 */
export function ContributionImage({
  image,
  alt,
  openLabel,
  loading = "lazy",
  sizes = CARD_GRID_IMAGE_SIZES,
}: ContributionImageProps) {
  const srcSet = imageSrcSet(image);
  // The first picture is asked for from the document's head, before the
  // parser reaches the grid or the scripts take the connection.
  if (loading === "first") preload(image.url, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  return (
    <a
      href={image.url}
      {...{ [LIGHTBOX_ATTRIBUTE]: "" }}
      title={openLabel}
      className="contribution-image"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- served optimised by the app itself (see above) */}
      <img
        src={image.url}
        srcSet={srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading === "first" ? "eager" : "lazy"}
        decoding={loading === "first" ? "auto" : "async"}
        fetchPriority={loading === "first" ? "high" : undefined}
        data-testid="contribution-image"
      />
    </a>
  );
}
