// npm run tz:cities — writes lib/dates/time-zone-cities/{en,lt,ru}.json, the
// city names the time-zone picker shows in each language (Intl has no API for
// them). Source: CLDR's exemplar cities (cldr-dates-full) and its zone aliases
// (cldr-bcp47), fetched with `npm pack` at the pinned versions below rather
// than installed: the two packages with their peer take 140 MB of
// node_modules for a table that changes once a year (decision 025).
//
// Each zone is keyed by both names a browser may list it under: CLDR's (what
// Chromium and Node list, "Asia/Calcutta") and IANA's current one (Firefox,
// "Asia/Kolkata"). Names equal to what the picker derives from the id anyway
// ("Vilnius" in Lithuanian) are left out, which keeps the files small.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGES = { dates: "cldr-dates-full@48.2.0", bcp47: "cldr-bcp47@48.2.0" };
const LOCALES = ["en", "lt", "ru"];
const OUT = fileURLToPath(new URL("../lib/dates/time-zone-cities/", import.meta.url));

register("./lib/ts-loader.mjs", import.meta.url);
const { describeTimeZone } = await import("../components/profile/time-zones.ts");

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
  return result.stdout;
}

/** Unpacks the named files of a registry package into `dir` and returns a reader for them. */
function unpack(spec, files, dir) {
  const [{ filename }] = JSON.parse(run("npm", ["pack", spec, "--json", "--pack-destination", dir], dir));
  const target = join(dir, filename.replace(/\.tgz$/, ""));
  mkdirSync(target);
  run("tar", ["-xzf", join(dir, filename), "-C", target, ...files.map((file) => `package/${file}`)]);
  return (file) => JSON.parse(readFileSync(join(target, "package", file), "utf8"));
}

const work = mkdtempSync(join(tmpdir(), "tz-cities-"));
try {
  const datesFile = (locale) => `main/${locale}/timeZoneNames.json`;
  const dates = unpack(PACKAGES.dates, LOCALES.map(datesFile), work);
  const bcp47 = unpack(PACKAGES.bcp47, ["bcp47/timezone.json"], work);

  // [CLDR's id, the ids a browser may list] for every zone still in use.
  const zones = Object.values(bcp47("bcp47/timezone.json").keyword.u.tz)
    .filter((zone) => typeof zone === "object" && zone._alias && !zone._deprecated)
    .map((zone) => {
      const cldrId = zone._alias.split(" ")[0];
      return [cldrId, [...new Set([cldrId, zone._iana ?? cldrId])]];
    })
    .filter(([cldrId]) => cldrId.includes("/") && !cldrId.startsWith("Etc/"));

  for (const locale of LOCALES) {
    const tree = dates(datesFile(locale)).main[locale].dates.timeZoneNames.zone;
    const cities = {};
    for (const [cldrId, ids] of zones) {
      const city = cldrId.split("/").reduce((node, part) => node?.[part], tree)?.exemplarCity;
      if (!city) continue;
      for (const id of ids) if (describeTimeZone(id).city !== city) cities[id] = city;
    }
    const sorted = Object.fromEntries(Object.entries(cities).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(join(OUT, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${locale}: ${Object.keys(sorted).length} names`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
