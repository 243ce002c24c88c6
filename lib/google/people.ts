import "server-only";
import { auth as peopleAuth, people, type people_v1 } from "@googleapis/people";
import { AppError } from "@/lib/http/errors";
import { GOOGLE_TRANSPORT, statusOf } from "./authorization";
import { googleImportConfig } from "./config";

// Reading the signed-in person's contacts through the People API, read-only.
// Decision record: docs/decisions/040-google-contacts-import.md.

export type GooglePerson = people_v1.Schema$Person;

/** What a birthday needs: who, when, and an address to keep. */
const PERSON_FIELDS = "names,birthdays,emailAddresses";
/** The API's largest page. */
const PAGE_SIZE = 1000;
/** Google keeps at most 25,000 contacts per account; more pages than that is a loop. */
const MAX_PAGES = 30;

/**
 * Every contact of the account behind this access token, all pages
 * followed. Any failure throws an AppError before anything is saved, so an
 * import is all or nothing: Google's 401/403 (token revoked, scope not
 * granted) → 403, 429 → 429, anything else → 502.
 */
export async function fetchAllContacts(accessToken: string): Promise<GooglePerson[]> {
  const config = googleImportConfig();
  if (!config) throw new AppError("not_found");
  // The People client's own copy of google-auth-library (a version of its own).
  const auth = new peopleAuth.OAuth2({ transporterOptions: GOOGLE_TRANSPORT });
  auth.setCredentials({ access_token: accessToken });
  const api = people({ version: "v1", auth, rootUrl: config.peopleApiUrl });

  const contacts: GooglePerson[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    let data: people_v1.Schema$ListConnectionsResponse;
    try {
      // No retries: a failure ends the import, and the person starts again with a fresh authorization.
      ({ data } = await api.people.connections.list(
        { resourceName: "people/me", personFields: PERSON_FIELDS, pageSize: PAGE_SIZE, pageToken },
        { retry: false, ...GOOGLE_TRANSPORT },
      ));
    } catch (error) {
      throw peopleError(error);
    }
    contacts.push(...(data.connections ?? []));
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) return contacts;
  }
  throw new AppError("google_failed", "googleFailed");
}

function peopleError(error: unknown): AppError {
  const status = statusOf(error);
  // The status only: the error object carries the request, Authorization header included.
  console.warn(`Google People API failed: ${status ?? "no answer"}`);
  if (status === 401 || status === 403) return new AppError("forbidden", "googleAccessDenied");
  if (status === 429) return new AppError("rate_limited", "googleRateLimited");
  return new AppError("google_failed", "googleFailed");
}
