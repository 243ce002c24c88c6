// The session cookie's name, client-safe so the proxy and server code agree
// on it. Over https (APP_URL) it carries the __Host- prefix: browsers then
// accept it only with Secure, from this very host and for the whole site, so
// neither a sibling subdomain nor a plain-http page can plant or overwrite a
// session. Read from the environment directly (lib/config validates APP_URL
// at start-up): the name is fixed for the life of the process, and the proxy
// needs it without the rest of the configuration.

/** Whether the app is served over https, so its cookies must be Secure. */
export const SERVED_OVER_HTTPS = /^https:\/\//i.test(process.env.APP_URL ?? "");

export const SESSION_COOKIE = SERVED_OVER_HTTPS ? "__Host-confetti_session" : "confetti_session";
