import { magicLinkRoute } from "@/lib/auth/magic-link-route";

export const POST = magicLinkRoute("login");
