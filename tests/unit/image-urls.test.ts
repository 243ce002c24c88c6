import { allImageFileNames, imageFileName, imageSrcSet, isImageFileName } from "@/lib/images/urls";

// The pictures' file names and the card grid's srcset (decision 055).

const KEY = "AbCdEfGhIjKlMnOpQrStUv";
const image = {
  url: `/api/images/${KEY}.webp`,
  width: 2048,
  smallUrl: `/api/images/${KEY}-small.webp`,
  smallWidth: 640,
};

describe("imageSrcSet", () => {
  it("offers every stored variant with its width, narrowest first", () => {
    expect(imageSrcSet({ ...image, gridWidths: [960, 1280] })).toBe(
      `/api/images/${KEY}-small.webp 640w, /api/images/${KEY}-960w.webp 960w, /api/images/${KEY}-1280w.webp 1280w, /api/images/${KEY}.webp 2048w`,
    );
  });

  it("offers the small and large files only for a picture whose grid variants are not made yet", () => {
    expect(imageSrcSet({ ...image, gridWidths: [] })).toBe(`/api/images/${KEY}-small.webp 640w, /api/images/${KEY}.webp 2048w`);
  });

  it("offers only the grid widths the app makes, whatever a row says", () => {
    expect(imageSrcSet({ ...image, width: 1200, gridWidths: [960, 1100] })).toBe(
      `/api/images/${KEY}-small.webp 640w, /api/images/${KEY}-960w.webp 960w, /api/images/${KEY}.webp 1200w`,
    );
  });
});

describe("image file names", () => {
  it("names each variant, and knows only those names", () => {
    expect(allImageFileNames(KEY)).toEqual([`${KEY}.webp`, `${KEY}-small.webp`, `${KEY}-960w.webp`, `${KEY}-1280w.webp`]);
    for (const name of allImageFileNames(KEY)) expect(isImageFileName(name)).toBe(true);
    expect(imageFileName(KEY, 960)).toBe(`${KEY}-960w.webp`);
    for (const name of [`${KEY}-640w.webp`, `${KEY}-960.webp`, `${KEY}-960w.png`, `${KEY}-large.webp`, "x-960w.webp"]) {
      expect(isImageFileName(name)).toBe(false);
    }
  });
});
