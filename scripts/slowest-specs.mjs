// The slowest end-to-end spec files and tests of the last Playwright run,
// from its JSON report (playwright.config.ts): what .ci/run names when a
// run takes too long, and a starting point for making it faster.
import { existsSync, readFileSync } from "node:fs";
import { duration } from "./lib/phases.mjs";

export const E2E_REPORT = "test-results/e2e-report.json";
const SHOWN = 8;

if (!existsSync(E2E_REPORT)) {
  console.log(`No end-to-end report at ${E2E_REPORT}: Playwright did not finish.`);
  process.exit(0);
}

const tests = [];
(function walk(suites, file) {
  for (const suite of suites ?? []) {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      tests.push({ file: here, title: spec.title, ms });
    }
    walk(suite.suites, here);
  }
})(JSON.parse(readFileSync(E2E_REPORT, "utf8")).suites);

const byFile = new Map();
for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);

console.log("Slowest spec files (time in tests, hooks excluded):");
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) console.log(`  ${duration(ms)}  ${file}`);
console.log("Slowest tests:");
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) console.log(`  ${duration(test.ms)}  ${test.file}: ${test.title}`);
