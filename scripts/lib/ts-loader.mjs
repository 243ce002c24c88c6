// A Node.js module loader that runs the app's TypeScript outside Next.js, for
// command-line tools that must call the same domain code the server does
// (npm run reminders). SWC (already the test compiler) strips types and
// compiles TSX per file; imports resolve the way Next.js resolves them: the
// "@/" alias, extensionless paths, JSON files, and `server-only` as the empty
// module it is on a server.
//
//   import { register } from "node:module";
//   register("./lib/ts-loader.mjs", import.meta.url);
//   const { runReminderPass } = await import("../lib/reminders/pass.ts");
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(import.meta.url);
const { transformSync } = require("@swc/core");
const serverOnly = pathToFileURL(join(root, "node_modules/server-only/empty.js")).href;
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".json"];

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: serverOnly, shortCircuit: true };
  if (specifier.startsWith("@/")) return resolveFile(join(root, specifier.slice(2)), specifier);
  const parent = context.parentURL?.startsWith("file:") ? fileURLToPath(context.parentURL) : null;
  if (parent && isOwnCode(parent) && (specifier.startsWith("./") || specifier.startsWith("../"))) {
    return resolveFile(join(dirname(parent), specifier), specifier);
  }
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    // Packages without an "exports" map ("next/navigation") resolve to their
    // .js file under Node's CommonJS rules but not its ES module rules.
    if (error.code === "ERR_MODULE_NOT_FOUND" && !specifier.startsWith(".") && !specifier.endsWith(".js")) {
      return nextResolve(`${specifier}.js`, context);
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:")) return nextLoad(url, context);
  const path = fileURLToPath(url);
  if (path.endsWith(".json")) {
    return { format: "module", source: `export default ${readFileSync(path, "utf8")};`, shortCircuit: true };
  }
  if (isOwnCode(path) && /\.tsx?$/.test(path)) {
    const { code } = transformSync(readFileSync(path, "utf8"), {
      filename: path,
      jsc: {
        parser: { syntax: "typescript", tsx: path.endsWith(".tsx") },
        transform: { react: { runtime: "automatic" } },
        target: "es2022",
      },
      module: { type: "es6" },
      sourceMaps: "inline",
    });
    return { format: "module", source: code, shortCircuit: true };
  }
  return nextLoad(url, context);
}

function isOwnCode(path) {
  return path.startsWith(root) && !path.includes("/node_modules/");
}

function resolveFile(base, specifier) {
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), base.replace(/\.js$/, ".ts")];
  candidates.push(...EXTENSIONS.map((extension) => join(base, `index${extension}`)));
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw Object.assign(new Error(`Cannot find module "${specifier}" (looked for ${base})`), { code: "ERR_MODULE_NOT_FOUND" });
  return { url: pathToFileURL(found).href, shortCircuit: true };
}
