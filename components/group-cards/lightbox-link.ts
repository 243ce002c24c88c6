/**
 * What marks a picture's link on a card for the lightbox: drawn by
 * ./contribution-image.tsx, heard by ./photo-lightbox-host.tsx. A module of
 * its own so the host, which every visitor of a card loads, brings nothing
 * else along.
 */
export const LIGHTBOX_ATTRIBUTE = "data-lightbox";
