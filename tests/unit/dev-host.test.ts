/** @jest-environment node */
import { isDevelopmentHost } from "@/lib/site/dev-host";

describe("isDevelopmentHost", () => {
  it.each(["localhost:3000", "127.0.0.1", "app.localhost", "dev.confetti.lt", "confetti-dev.example.com", "[::1]:3000"])(
    "marks %s as development",
    (host) => expect(isDevelopmentHost(host)).toBe(true),
  );

  it.each(["confetti.lt", "www.confetti.lt", "developer.example.com", "devices.example.com", null])(
    "does not mark %s",
    (host) => expect(isDevelopmentHost(host)).toBe(false),
  );
});
