import type { ReactNode } from "react";
import { AppDocument } from "@/components/site/app-document";

// The admin area lives outside app/[locale] (no language prefix, spec
// section 2) and speaks the visitor's chosen language from the cookie.
export default function BackendLayout({ children }: { children: ReactNode }) {
  return <AppDocument>{children}</AppDocument>;
}
