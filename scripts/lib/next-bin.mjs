import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const NEXT_BIN = require.resolve("next/dist/bin/next");

/** Runs the Next.js CLI as a child process; resolves with it once spawned. */
export function spawnNext(args, env = process.env) {
  return spawn(process.execPath, [NEXT_BIN, ...args], {
    stdio: "inherit",
    env: { ...env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** Runs the Next.js CLI to completion; rejects on a non-zero exit. */
export function runNext(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawnNext(args, env);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(" ")} exited with ${code}`))));
  });
}
