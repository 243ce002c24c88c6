import "server-only";
import { getConfig } from "./index";
import type { Config } from "./schema";

/** Validates the configuration when a server starts; a bad one ends the process with its message. */
export function validateConfigAtStartup(): Config {
  try {
    return getConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
