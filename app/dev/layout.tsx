import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AppDocument } from "@/components/site/app-document";
import { isDevelopment } from "@/lib/config";

// Developer tools (the e-mail outbox): only in development mode, 404 in
// every other build. The pages check again, since a layout is not rendered
// again on client-side navigation between its pages.

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function DevLayout({ children }: { children: ReactNode }) {
  if (!isDevelopment()) notFound();
  return <AppDocument>{children}</AppDocument>;
}
