import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppDocument } from "@/components/site/app-document";

// The group-card pages (create, my cards, a card by slug or id) have no
// language prefix (spec section 2): they speak the visitor's chosen language
// from the cookie. Cards are private to whoever holds the link: never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function GroupCardsLayout({ children }: { children: ReactNode }) {
  return <AppDocument>{children}</AppDocument>;
}
