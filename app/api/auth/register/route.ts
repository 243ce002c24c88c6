import { magicLinkRoute } from "@/lib/auth/magic-link-route";
import { otherMethods } from "@/lib/http/methods";

export const POST = magicLinkRoute("register");

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
