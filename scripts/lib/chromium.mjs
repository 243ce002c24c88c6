import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

// Playwright never downloads a browser here: the tests drive the system's
// Chromium. CHROMIUM_PATH points at another one.
const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/** Flags for headless Chromium on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/** The system Chromium, installed from Debian's packages when missing. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log("No Chromium found: installing Debian's chromium package.");
  const command = process.getuid?.() === 0 ? ["apt-get"] : ["sudo", "apt-get"];
  const apt = (...args) =>
    execFileSync(command[0], [...command.slice(1), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt("update");
  apt("install", "-y", "chromium");
  const installed = findChromium();
  if (!installed) throw new Error("Chromium is still missing after apt-get install chromium; set CHROMIUM_PATH.");
  return installed;
}
