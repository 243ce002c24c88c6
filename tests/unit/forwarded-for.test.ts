/** @jest-environment node */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

// scripts/lib/forwarded-for.mjs, loaded into a server process as `npm start`
// loads it into Next.js: the connection's address goes last in X-Forwarded-For.
const preload = path.join(process.cwd(), "scripts/lib/forwarded-for.mjs");
const echoServer = `
  require("node:http")
    .createServer((request, response) => response.end(String(request.headers["x-forwarded-for"])))
    .listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

describe("the server's own X-Forwarded-For entry", () => {
  it("follows whatever the client sent, and stands alone when it sent nothing", async () => {
    const server = spawn(process.execPath, ["--import", preload, "-e", echoServer]);
    try {
      const [output] = (await once(server.stdout, "data")) as [Buffer];
      const url = `http://127.0.0.1:${output.toString().trim()}/`;
      const spoofed = await fetch(url, { headers: { "x-forwarded-for": "6.6.6.6, 10.0.0.1" } });
      expect(await spoofed.text()).toBe("6.6.6.6, 10.0.0.1, 127.0.0.1");
      expect(await (await fetch(url)).text()).toBe("127.0.0.1");
    } finally {
      server.kill();
    }
  });
});
