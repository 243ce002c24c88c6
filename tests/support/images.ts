import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

// Pictures for the image tests, made on the fly: real ones with sharp, and
// hostile ones byte by byte (no binary fixtures in the repository).

/** A JPEG photo as phones take them: EXIF with the camera's serial and GPS, an ICC profile, rotated by its Orientation tag. */
export function photoWithGps(options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const { width = 400, height = 200 } = options;
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .jpeg()
    // 6: the camera was turned; shown upright the picture is height × width.
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Confetti Phone", Model: "Serial CF-1234567" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "54/1 41/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "25/1 17/1 0/1" },
    })
    .toBuffer();
}

export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#2980b9" } }).png().toBuffer();
}

export function jpeg(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#27ae60" } }).jpeg().toBuffer();
}

/** An animated GIF of `frames` frames, red and blue in turn. */
export async function animatedGif(frames = 3, width = 120, height = 80): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  const [red, blue] = await Promise.all([frame("#ff0000"), frame("#0000ff")]);
  const pages = Array.from({ length: frames }, (_, index) => (index % 2 === 0 ? red : blue));
  return sharp(pages, { join: { animated: true } }).gif().toBuffer();
}

/** A JPEG whose comment segment holds an HTML page: a valid picture, and HTML to a browser that sniffs. */
export async function jpegWithHtmlComment(): Promise<Buffer> {
  const picture = await jpeg();
  const html = Buffer.from("<html><body><script>alert('card')</script></body></html>");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(html.length + 2);
  // Right after the start-of-image marker: FF FE is a comment (COM) segment.
  return Buffer.concat([picture.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, html, picture.subarray(2)]);
}

/** Starts as a JPEG (its magic bytes), goes on as an HTML page: no picture in it. */
export function jpegHtmlPolyglot(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert('card')</script></html>")]);
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert("card")</script><rect width="100" height="100"/></svg>',
);

export const html = Buffer.from("<!doctype html><html><body><script>alert('card')</script></body></html>");

/**
 * A PNG whose header declares width × height (50,000 × 50,000: 7.5 GB of
 * pixels once decoded) around a few bytes of data: a decompression bomb.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}
