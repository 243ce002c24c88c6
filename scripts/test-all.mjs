// npm test: every test. The types, Jest (unit, then integration against a
// real PostgreSQL or an embedded one), then Playwright end-to-end in Chromium
// against a production build (scripts/test-e2e.mjs builds it without checking
// the types a second time).
import { spawnSync } from "node:child_process";
import { duration, timed } from "./lib/phases.mjs";

const steps = [
  ["types", ["node_modules/typescript/bin/tsc", "--noEmit"]],
  ["jest", ["node_modules/jest/bin/jest.js", "--ci"]],
  ["end-to-end", ["scripts/test-e2e.mjs"]],
];

const started = Date.now();
for (const [name, args] of steps) {
  const status = await timed(name, () => spawnSync(process.execPath, args, { stdio: "inherit", env: process.env }).status);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log(`\n✓ all tests passed in ${duration(Date.now() - started)}`);
