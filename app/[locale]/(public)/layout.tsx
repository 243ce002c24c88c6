import type { ReactNode } from "react";
import { PublicChrome } from "@/components/site/public-chrome";

/** Landing, legal pages and unsubscribe share the public header and footer. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
