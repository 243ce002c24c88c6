// npm run build: a production build of the app.
import { loadEnvFile } from "./lib/env-file.mjs";
import { runNext } from "./lib/next-bin.mjs";

loadEnvFile();
await runNext(["build"]);
