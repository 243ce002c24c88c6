import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/http/translate";
import { processImage } from "@/lib/images/pipeline";
import { jpeg } from "../support/images";

// The pipeline under a burst: two pictures decode at a time and eight wait;
// one more is told at once to try again (503 with Retry-After) rather than
// queueing without end while holding its file in memory.
describe("processImage under a burst of uploads", () => {
  it("decodes what fits the slots and the queue and refuses the rest with a translated 503", async () => {
    const picture = await jpeg(1600, 1200);
    const results = await Promise.allSettled(Array.from({ length: 16 }, () => processImage(picture)));

    const done = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    expect(done.length).toBeGreaterThanOrEqual(10);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.status).toBe(503);
      expect(appError.options.headers).toEqual({ "retry-after": "5" });
      expect(appError.messageKey).toBe("imagesBusy");
    }

    expect(translatorFor("lt")("errors.imagesBusy")).toMatch(/paveikslėlių/);

    // Once the burst is over the queue is empty again: the next picture goes straight through.
    await expect(processImage(picture)).resolves.toMatchObject({ contentType: "image/webp" });
  });
});
