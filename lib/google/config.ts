import "server-only";
import { getConfig } from "@/lib/config";

// Whether the Google Contacts import is on, and where Google is. Decision
// record: docs/decisions/040-google-contacts-import.md.

export type GoogleImportConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** The People API's root, ending in "/" as the client library wants it. */
  peopleApiUrl: string;
  /** Where Google sends the popup back: built from APP_URL, never from a request's headers. */
  redirectUri: string;
};

/** The path Google returns to; the README's setup steps give it with APP_URL in front. */
export const GOOGLE_CALLBACK_PATH = "/api/google/callback";

/** The import's settings, or null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set (the feature is off). */
export function googleImportConfig(): GoogleImportConfig | null {
  const config = getConfig();
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    authUrl: config.GOOGLE_AUTH_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
    peopleApiUrl: config.GOOGLE_PEOPLE_API_URL.replace(/\/*$/, "/"),
    redirectUri: `${config.APP_URL}${GOOGLE_CALLBACK_PATH}`,
  };
}

export const isGoogleImportConfigured = () => googleImportConfig() !== null;
