// npm run bench:images — the image pipeline (lib/images/pipeline.ts) on a
// 12-megapixel camera JPEG (4,000 × 3,000, made here with sharp):
// - the time of one picture, decoded, oriented, resized to 2,048 and 640 px
//   and encoded as WebP (target ≤ 1.5 s);
// - the peak memory (RSS) of a process while 4 such pictures are processed
//   at once, as 4 simultaneous uploads would: the pipeline lets two decode at
//   a time, the others wait.
// The pipeline runs in-process (through scripts/lib/ts-loader.mjs), each
// scenario in a fresh Node.js process so its peak is its own; an upload
// through the server adds the request body's copies (about 4 × the file:
// the read buffer, the parsed form, the file's bytes). Figures go to docs/performance.md.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { writeReportSection } from "./lib/report.mjs";

const RUNS = 5;
const TARGET_MS = 1500;
const CONCURRENT = 4;

if (process.argv[2] === "--worker") {
  await worker(process.argv[3], process.argv[4]);
} else {
  await main();
}

async function main() {
  const { default: sharp } = await import("sharp");
  const dir = await mkdtemp(join(tmpdir(), "confetti-bench-images-"));
  try {
    // Other work on the machine shows here; the report says how busy it was.
    const load = loadavg()[0].toFixed(1);
    const file = join(dir, "photo.jpg");
    const photo = await cameraJpeg(sharp);
    await writeFile(file, photo);
    const single = await runWorker("single", file);
    const parallel = await runWorker("parallel", file);
    report({ bytes: photo.byteLength, single, parallel, load });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A 4,000 × 3,000 picture with a camera's amount of detail (smooth light, fine grain), as a quality-90 JPEG. */
async function cameraJpeg(sharp) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const offset = (y * width + x) * 3;
      pixels[offset] = (x / 16 + grain) & 255;
      pixels[offset + 1] = (y / 12 + 40 * Math.sin(x / 150) + grain) & 255;
      pixels[offset + 2] = (128 + 100 * Math.sin((x + y) / 400) + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function runWorker(scenario, file) {
  const { stdout } = await promisify(execFile)(process.execPath, [process.argv[1], "--worker", scenario, file], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** One scenario in this process: prints its timings and peak memory as JSON. */
async function worker(scenario, file) {
  const { register } = await import("node:module");
  register("../scripts/lib/ts-loader.mjs", import.meta.url);
  const { processImage } = await import("../lib/images/pipeline.ts");
  const bytes = await readFile(file);
  const baselineMb = mb(process.memoryUsage().rss);
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const result = { baselineMb };
  if (scenario === "single") {
    const timings = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const image = await processImage(bytes);
      timings.push(performance.now() - started);
      result.large = `${image.large.width} × ${image.large.height}, ${kb(image.large.bytes.byteLength)} KB`;
      result.small = `${image.small.width} × ${image.small.height}, ${kb(image.small.bytes.byteLength)} KB`;
    }
    result.timings = timings;
  } else {
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, () => processImage(bytes)));
    result.totalMs = performance.now() - started;
  }
  clearInterval(sampler);
  result.peakMb = Math.max(mb(peakRss), Math.round(process.resourceUsage().maxRSS / 1024));
  console.log(JSON.stringify(result));
}

function report({ bytes, single, parallel, load }) {
  const sorted = [...single.timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted.at(-1);
  const met = worst <= TARGET_MS;
  const markdown = `
## Images: a 12-megapixel photo through the pipeline

\`npm run bench:images\` (bench/images.mjs), ${new Date().toISOString().slice(0, 10)}, Node.js ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), load average ${load} when it started.
The pipeline of lib/images/pipeline.ts in-process (not through the server), each scenario in a fresh process.
The picture: a 4,000 × 3,000 JPEG of ${(bytes / 1024 / 1024).toFixed(1)} MB (quality 90, camera-like grain).

| What | Figure | Target |
|---|---|---|
| One picture: sniff, header check, decode, orient, WebP at 2,048 and 640 px (${RUNS} runs) | median ${Math.round(median)} ms, slowest ${Math.round(worst)} ms | ≤ ${TARGET_MS} ms |
| Its variants | large ${single.large}; small ${single.small} | |
| Peak memory (RSS), one picture at a time | ${single.peakMb} MB (${single.baselineMb} MB before the first) | |
| ${CONCURRENT} pictures at once (two decode at a time, two wait) | ${Math.round(parallel.totalMs)} ms in all; peak RSS ${parallel.peakMb} MB (${parallel.baselineMb} MB before) | bounded |

Status: ${met ? "met" : "not met"}: the slowest run took ${Math.round(worst)} ms.${
    Number(load) >= 1 ? " The machine was shared with other jobs (load average ≥ 1 at the start): the times are upper bounds." : ""
  }
An upload through the server adds the request body's copies (about 4 × the file, ${Math.round((4 * bytes) / 1024 / 1024)} MB for this one) per upload being read.
`;
  writeReportSection("images", markdown);
  console.log(markdown);
}

function mb(bytes) {
  return Math.round(bytes / 1024 / 1024);
}

function kb(bytes) {
  return Math.round(bytes / 1024);
}
