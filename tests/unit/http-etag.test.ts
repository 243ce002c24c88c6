import { etagMatches } from "@/lib/http/etag";

// Conditional GETs (lib/http/etag.ts): which If-None-Match values name an answer's ETag.

describe("etagMatches", () => {
  const etag = '"AbC-960w.webp"';

  it("takes the tag itself, its weak form and a list naming it", () => {
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, ` W/"x",${etag} `]) expect(etagMatches(header, etag)).toBe(true);
  });

  it("refuses no header, other tags, a tag without its quotes and the wildcard", () => {
    for (const header of [null, "", '"other"', "AbC-960w.webp", "*", `"${etag}"`]) expect(etagMatches(header, etag)).toBe(false);
  });
});
