// The app's settings for the fake Google (./fake-google-server.mjs): the
// client it knows and its addresses. A module of its own, without imports,
// so playwright.config.ts can load it.

export const FAKE_GOOGLE_CLIENT_ID = "confetti-test.apps.googleusercontent.com";
export const FAKE_GOOGLE_CLIENT_SECRET = "fake-google-secret";

/** The app's GOOGLE_* variables for a fake at this address. @param {string} url */
export function googleEnvironment(url) {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
    GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${url}/token`,
    GOOGLE_PEOPLE_API_URL: `${url}/`,
  };
}
