import { existsSync } from "node:fs";

/** Loads .env (if present) into process.env; variables already set win. */
export function loadEnvFile(path = ".env") {
  if (existsSync(path)) process.loadEnvFile(path);
}
