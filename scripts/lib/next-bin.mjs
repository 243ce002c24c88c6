import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const NEXT_BIN = require.resolve("next/dist/bin/next");

// Through NODE_OPTIONS rather than an argument, so it also reaches the worker
// process that `next dev` serves from.
const FORWARDED_FOR = `--import=${new URL("./forwarded-for.mjs", import.meta.url).href}`;

/**
 * Runs the Next.js CLI as a child process; resolves with it once spawned.
 * A server (`start`, `dev`) records each connection's address in X-Forwarded-For.
 */
export function spawnNext(args, env = process.env) {
  const serving = args[0] === "start" || args[0] === "dev";
  const nodeOptions = serving ? [env.NODE_OPTIONS, FORWARDED_FOR].filter(Boolean).join(" ") : env.NODE_OPTIONS;
  return spawn(process.execPath, [NEXT_BIN, ...args], {
    stdio: "inherit",
    env: { ...env, NODE_OPTIONS: nodeOptions, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** Runs the Next.js CLI to completion; rejects on a non-zero exit. */
export function runNext(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawnNext(args, env);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(" ")} exited with ${code}`))));
  });
}
