import { googleEnvironment } from "./fake-google-env.mjs";
import { createFakeGoogle, serveFakeGoogle } from "./fake-google-server.mjs";

/**
 * For a test file whose app code talks to Google: a fake Google (OAuth and
 * People API; the logic Playwright runs as a process,
 * tests/support/fake-google-server.mjs) started before the file's tests and
 * reset before each, with the app pointed at it. lib/config reads the
 * environment once per module registry, so call this at the top of the
 * file, before anything loads lib/config.
 */
export function googleThroughFake() {
  const fake = createFakeGoogle();
  let server: Awaited<ReturnType<typeof serveFakeGoogle>>;
  beforeAll(async () => {
    server = await serveFakeGoogle(fake);
    Object.assign(process.env, googleEnvironment(server.url));
  });
  afterAll(() => server.close());
  beforeEach(() => fake.reset());
  return fake;
}
