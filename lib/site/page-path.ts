// The path a page was asked for, passed from the proxy to server components,
// which Next gives no other way to learn it. The proxy sets it on every page
// request, replacing whatever the browser sent.
export const PAGE_PATH_HEADER = "x-confetti-page-path";
