/**
 * Loads `href` as a new page: every client cache and the rendered tree go,
 * and the server renders the page afresh with the current cookies. A module
 * of its own so tests can watch it (jsdom cannot navigate).
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
