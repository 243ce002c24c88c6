import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// What a production build is made from. A file newer than the last build
// means `npm start` must build again.
const SOURCES = [
  "app",
  "components",
  "emails",
  "lib",
  "messages",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

export const BUILD_ID_FILE = ".next/BUILD_ID";

/** True when .next holds a production build newer than every source file. */
export function buildIsFresh(root = process.cwd()) {
  const buildId = join(root, BUILD_ID_FILE);
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestChange(join(root, source)) <= builtAt);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}
