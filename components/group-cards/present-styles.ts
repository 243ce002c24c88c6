import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Present mode's icon buttons and links (ghost icons on the theme, a light
 * veil when pointed at), shared by the server-drawn links and the client
 * controls: a constant of a "use client" module would reach a server
 * component as a reference, not as its value.
 */
export const PRESENT_CONTROL_CLASS = cn(buttonVariants({ variant: "ghost", size: "icon" }), "hover:bg-background/60");
