"use client";

import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

/**
 * A card's picture large, as big as the screen allows without cropping, in
 * the kit's dialog: Escape, the close button or a click outside closes it,
 * and focus goes back to the picture that opened it.
 */
export function PhotoLightbox({
  link,
  open,
  onOpenChange,
  closeLabel,
}: {
  /**
   * The picture's link that opened it (./contribution-image.tsx): its
   * address is the large file, its <img> gives the size and the words.
   * Focus returns to it (a clicked link is not focused in every browser, so
   * Radix cannot know it).
   */
  link: HTMLAnchorElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
}) {
  const picture = link.querySelector("img")!;
  const alt = picture.alt;
  const width = Number(picture.getAttribute("width"));
  const height = Number(picture.getAttribute("height"));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={closeLabel}
        aria-describedby={undefined}
        // The dialog itself takes focus, not its close button: the button's tooltip would
        // open and take the first Escape.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          link.focus();
        }}
        className="w-auto max-w-none place-items-center p-2 pt-12 sm:p-2 sm:pt-12"
        data-testid="photo-lightbox"
      >
        <DialogTitle className="sr-only">{alt}</DialogTitle>
        {/* eslint-disable-next-line @next/next/no-img-element -- the app's own optimised WebP (decision 038) */}
        <img
          src={link.href}
          width={width}
          height={height}
          alt={alt}
          // As large as the screen allows, whole: the width that fits both sides (the dialog's padding and
          // margins off), never beyond the picture's own. The dialog wraps it (max-w-none: the base
          // style's max-width: 100% would tie it to the dialog's shrink-to-fit width instead).
          style={{ width: `min(calc(100vw - 3rem), calc((100dvh - 6rem) * ${width / height}), ${width}px)` }}
          className="h-auto max-w-none rounded-md"
        />
      </DialogContent>
    </Dialog>
  );
}
