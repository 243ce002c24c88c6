// Conditional GETs: an answer's ETag against the request's If-None-Match.

/**
 * Whether If-None-Match names `etag`: a list of tags, compared weakly as a
 * GET's must be. "*" (any current answer) is not taken: the callers would
 * have to look the answer up to know there is one, so it gets the answer.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  return ifNoneMatch !== null && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
