// Loaded into the Next.js server process (node --import, scripts/run-app.mjs):
// appends the address of each request's connection to X-Forwarded-For, as a
// reverse proxy does. Next.js itself fills the header only when the client
// sent none, so without this a client could name any address it liked, and
// the app would have no way to tell. lib/http/client-ip.ts reads the chain
// from the right (TRUSTED_PROXY_COUNT). The channel fires synchronously
// before the server's "request" handlers run.
import { subscribe } from "node:diagnostics_channel";

subscribe("http.server.request.start", ({ request, socket }) => {
  const address = socket.remoteAddress;
  if (!address) return;
  const chain = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = chain ? `${chain}, ${address}` : address;
});
