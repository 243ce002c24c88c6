"use client";

import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { LIGHTBOX_ATTRIBUTE } from "./lightbox-link";
import type { LightboxPhoto } from "./photo-lightbox";

// Opens a card's pictures large. A click on a picture's link (drawn on the
// server by ./contribution-image.tsx) is heard as it bubbles, so the grid
// itself stays free of client code; the dialog loads with the first click
// (decision 038).

const PhotoLightbox = lazy(() => import("./photo-lightbox").then((module) => ({ default: module.PhotoLightbox })));

export function PhotoLightboxOnClick({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [photo, setPhoto] = useState<LightboxPhoto | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement | null>(null);

  function onClick(event: MouseEvent) {
    // A new tab or window (modifier keys, middle button) opens the file itself, as a link does.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest<HTMLAnchorElement>(`a[${LIGHTBOX_ATTRIBUTE}]`);
    const image = link?.querySelector("img");
    if (!link || !image) return;
    event.preventDefault();
    trigger.current = link;
    setPhoto({
      url: link.href,
      width: Number(image.getAttribute("width")),
      height: Number(image.getAttribute("height")),
      alt: image.alt,
    });
    setOpen(true);
  }

  return (
    <span className="contents" onClick={onClick}>
      {children}
      {photo && (
        <Suspense>
          <PhotoLightbox
            photo={photo}
            open={open}
            onOpenChange={setOpen}
            closeLabel={closeLabel}
            returnFocusTo={trigger}
          />
        </Suspense>
      )}
    </span>
  );
}
