import { existsSync, readFileSync, writeFileSync } from "node:fs";

const REPORT = "docs/performance.md";

/**
 * Replaces one bench's section of docs/performance.md (between its markers),
 * leaving the other benches' figures as they were.
 */
export function writeReportSection(name, markdown) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "# Performance\n\nFigures written by the scripts under `bench/`.\n";
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(REPORT, next);
}
