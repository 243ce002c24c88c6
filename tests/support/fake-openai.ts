import { createFakeOpenAi, serveFakeOpenAi, type ImageGenerationRequest } from "./fake-openai-server.mjs";

export type { ImageGenerationRequest };

/**
 * For a test file whose app code generates AI images: a fake OpenAI API in
 * this process (the logic Playwright runs as a process,
 * tests/support/fake-openai-server.mjs), started before the file's tests
 * and emptied before each, with the app pointed at it. lib/config reads the
 * environment once per module registry, so call this at the top of the
 * file, before anything loads lib/config.
 */
export function imagesThroughFakeOpenAi(options: { timeoutMs: number; slowMs: number; dailyLimit?: number }) {
  const fake = createFakeOpenAi({ slowMs: options.slowMs });
  let server: Awaited<ReturnType<typeof serveFakeOpenAi>>;
  beforeAll(async () => {
    server = await serveFakeOpenAi(fake);
    process.env.OPENAI_API_KEY = "sk-test-fake";
    process.env.OPENAI_BASE_URL = `${server.url}/v1`;
    process.env.AI_IMAGE_TIMEOUT_MS = String(options.timeoutMs);
    if (options.dailyLimit !== undefined) process.env.AI_IMAGES_DAILY_LIMIT = String(options.dailyLimit);
  });
  afterAll(() => server.close());
  beforeEach(() => fake.requests.splice(0));
  return {
    /** Every generation request since this test began, oldest first. */
    get requests(): ImageGenerationRequest[] {
      return fake.requests;
    },
  };
}
