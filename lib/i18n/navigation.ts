import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Locale-aware Link and router: they add or remove the /lt and /ru prefixes.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
