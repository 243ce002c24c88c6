import { MissingCard } from "@/components/group-cards/card-states";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

/**
 * 'Group Card Not Found' for a card deleted between the proxy's look and the
 * page's (the proxy sends every other miss to app/not-found.tsx, which the
 * server renders).
 */
export default MissingCard;
