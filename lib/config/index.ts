import "server-only";
import { parseConfig, type Config } from "./schema";

let cached: Config | undefined;

/** The validated configuration, read from the environment once per process. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export const isDevelopment = () => getConfig().NODE_ENV === "development";
