/** Avatars are stored as small inline images: at most this many pixels on each side. */
export const AVATAR_MAX_SIZE = 128;

export const AVATAR_ACCEPT = "image/png,image/jpeg,image/webp";

const acceptedTypes = new Set(AVATAR_ACCEPT.split(","));

export class AvatarImageError extends Error {}

/** The scaled size that fits `maxSize` while keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSize: number): { width: number; height: number } {
  const scale = Math.min(1, maxSize / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Scales an image file down to fit 128x128 and returns it as a data: URL of the same type. */
export async function resizeImageToDataUrl(file: File, maxSize = AVATAR_MAX_SIZE): Promise<string> {
  if (!acceptedTypes.has(file.type)) throw new AvatarImageError("Choose a PNG, JPEG or WebP image.");

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarImageError("That image could not be read. Try another file.");
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSize);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new AvatarImageError("Your browser could not process the image.");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    // A browser without WebP encoding falls back to PNG, which the API also accepts.
    return canvas.toDataURL(file.type, 0.9);
  } finally {
    bitmap.close();
  }
}
