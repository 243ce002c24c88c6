"use client";

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { LIGHTBOX_ATTRIBUTE } from "./lightbox-link";

// Opens a card's pictures large. A click on a picture's link (drawn on the
// server by ./contribution-image.tsx) is heard as it bubbles, so the grid
// itself stays free of client code; the dialog loads with the first click
// (decision 038) and reads the picture from the link.

const PhotoLightbox = lazy(() => import("./photo-lightbox").then((module) => ({ default: module.PhotoLightbox })));

export function PhotoLightboxOnClick({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [link, setLink] = useState<HTMLAnchorElement | null>(null);
  const [open, setOpen] = useState(false);

  function onClick(event: MouseEvent) {
    // A new tab or window (modifier keys, middle button) opens the file itself, as a link does.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const clicked = (event.target as Element).closest<HTMLAnchorElement>(`a[${LIGHTBOX_ATTRIBUTE}]`);
    if (!clicked?.querySelector("img")) return;
    event.preventDefault();
    setLink(clicked);
    setOpen(true);
  }

  return (
    <span className="contents" onClick={onClick}>
      {children}
      {link && (
        <Suspense>
          <PhotoLightbox link={link} open={open} onOpenChange={setOpen} closeLabel={closeLabel} />
        </Suspense>
      )}
    </span>
  );
}
