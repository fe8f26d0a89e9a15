/** Small images (and a not-image) for the bug-report tests, built from their magic bytes. */
function image(head: number[], size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x2a);
  Buffer.from(head).copy(bytes);
  return bytes;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const testImages = {
  png: (size = 2_000) => image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 2_000) => image([0xff, 0xd8, 0xff, 0xe0], size),
  webp: (size = 2_000) => image([...ascii("RIFF"), 0x10, 0, 0, 0, ...ascii("WEBPVP8 ")], size),
  /** A Windows executable, whatever it is called. */
  exe: (size = 2_000) => image([...ascii("MZ"), 0x90, 0x00], size),
};

export function dataUrl(bytes: Buffer, type = "image/png"): string {
  return `data:${type};base64,${bytes.toString("base64")}`;
}
