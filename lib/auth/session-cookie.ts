// Name of the HttpOnly cookie that carries the session token. Client-safe
// constant so the proxy (edge) and server code agree on it.
export const SESSION_COOKIE = "confetti_session";
