import { execFile } from "node:child_process";
import path from "node:path";

/**
 * The text of each page of a PDF, as pdf.js extracts it
 * (./pdf-text-script.mjs, run by Node): how the tests read a keepsake.
 */
export function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, "pdf-text-script.mjs")],
      { encoding: "utf8", maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as string[])),
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
