import fc from "fast-check";
import { fittedSize, fitsUploadSide, MAX_UPLOAD_SIDE, shrinkForUpload } from "@/lib/images/shrink";

// The browser's shrink before an upload (lib/images/shrink.ts): the size
// arithmetic for any picture, and the files that go as they are.

const side = fc.integer({ min: 1, max: 40_000 });
const size = fc.record({ width: side, height: side });

describe("fittedSize", () => {
  it("brings the long side to at most the limit, keeping the proportions within rounding", () => {
    fc.assert(
      fc.property(size, fc.integer({ min: 1, max: 4096 }), (original, maxSide) => {
        const fitted = fittedSize(original, maxSide);
        const longSide = Math.max(original.width, original.height);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(Math.max(maxSide, 1));
        expect(fitted.width).toBeGreaterThanOrEqual(1);
        expect(fitted.height).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true);
        if (longSide <= maxSide) {
          expect(fitted).toEqual(original);
          return;
        }
        // The long side becomes exactly the limit; nothing is enlarged.
        expect(Math.max(fitted.width, fitted.height)).toBe(maxSide);
        if (original.width >= original.height) expect(fitted.width).toBe(maxSide);
        else expect(fitted.height).toBe(maxSide);
        expect(fitted.width).toBeLessThanOrEqual(original.width);
        expect(fitted.height).toBeLessThanOrEqual(original.height);
        // The short side is the exact proportion, rounded (or 1 px for a sliver).
        const short = Math.min(original.width, original.height) * (maxSide / longSide);
        expect(Math.abs(Math.min(fitted.width, fitted.height) - Math.max(1, short))).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 2000 },
    );
  });

  it("fits every result within the upload limit by default", () => {
    fc.assert(fc.property(size, (original) => fitsUploadSide(fittedSize(original))));
    expect(fittedSize({ width: 4032, height: 3024 })).toEqual({ width: MAX_UPLOAD_SIDE, height: 1536 });
    expect(fittedSize({ width: 3024, height: 4032 })).toEqual({ width: 1536, height: MAX_UPLOAD_SIDE });
  });
});

describe("shrinkForUpload", () => {
  const file = (type: string) => new File([new Uint8Array(3 * 1024 * 1024)], "photo", { type });
  afterEach(() => {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  it("sends a GIF as it is, without decoding it (its animation would be lost)", async () => {
    const decode = jest.fn();
    globalThis.createImageBitmap = decode;
    const gif = file("image/gif");
    await expect(shrinkForUpload(gif)).resolves.toBe(gif);
    expect(decode).not.toHaveBeenCalled();
  });

  it("sends a file the browser cannot decode as it is, for the server to refuse in words", async () => {
    globalThis.createImageBitmap = jest.fn().mockRejectedValue(new DOMException("bad", "InvalidStateError"));
    const heic = file("image/heic");
    await expect(shrinkForUpload(heic)).resolves.toBe(heic);
  });

  it("sends a photo that fits and is small as it is", async () => {
    const close = jest.fn();
    globalThis.createImageBitmap = jest.fn().mockResolvedValue({ width: 1600, height: 1200, close });
    const small = new File([new Uint8Array(500_000)], "small.jpg", { type: "image/jpeg" });
    await expect(shrinkForUpload(small)).resolves.toBe(small);
    expect(globalThis.createImageBitmap).toHaveBeenCalledWith(small, { imageOrientation: "from-image" });
    expect(close).toHaveBeenCalled();
  });
});
