// npm test: every test. Jest (unit, then integration against a real
// PostgreSQL or an embedded one), then Playwright end-to-end in Chromium.
import { spawnSync } from "node:child_process";

const steps = [
  ["jest", ["node_modules/jest/bin/jest.js", "--ci"]],
  ["end-to-end", ["scripts/test-e2e.mjs"]],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(process.execPath, args, { stdio: "inherit", env: process.env });
  if (status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log("\n✓ all tests passed");
