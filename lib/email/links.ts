// Links in e-mails. They are always built from APP_URL (never from a
// request's Host header, which a client controls), and sendEmail checks that
// every link in a rendered e-mail points there.

/** Every http(s) URL in a plain text, in order, without repeats. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
}

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** Every href in rendered HTML, with React's attribute escaping undone. */
export function extractHrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]!),
  );
}

/** Whether a link leads into the app at `appUrl` (no trailing slash), or is a mailto:. */
export function isAppLink(href: string, appUrl: string): boolean {
  if (href.startsWith("mailto:")) return true;
  return href === appUrl || ["/", "?", "#"].some((next) => href.startsWith(appUrl + next));
}

/** `${appUrl}/${pathname}?query`, e.g. joinAppUrl("https://confetti.lt", "/auth/verify", { token }). */
export function joinAppUrl(appUrl: string, pathname: string, query: Record<string, string> = {}): string {
  const url = new URL(`${appUrl.replace(/\/+$/, "")}/${pathname.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
