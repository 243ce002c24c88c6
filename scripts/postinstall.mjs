// `npm install` ends by generating the Prisma client into lib/db/generated
// (git-ignored), so a fresh clone builds and tests without a manual step.
// It needs no database, no environment variables and no network.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const prisma = fileURLToPath(new URL("prisma.mjs", import.meta.url));
const result = spawnSync(process.execPath, [prisma, "generate"], { stdio: "inherit" });

if (result.error) throw result.error;
process.exit(result.status ?? 1);
