import fs from 'node:fs';
import { imageSize } from 'image-size';

export interface ImageSize {
  width: number;
  height: number;
}

const sizes = new Map<string, ImageSize | null>();

/**
 * An image file's own size, read from its header with image-size (SVG, PNG, JPEG, WebP, GIF,
 * AVIF, ICO…), or undefined for a file it cannot read. Kept per file, size and modification time.
 */
export function intrinsicSize(file: string): ImageSize | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const key = `${file}\n${stat.mtimeMs}\n${stat.size}`;
  let size = sizes.get(key);
  if (size === undefined) {
    size = null;
    try {
      const found = imageSize(fs.readFileSync(file));
      if (found.width > 0 && found.height > 0) size = { width: found.width, height: found.height };
    } catch {
      // Not a format image-size reads: the image still shows, only its box is not reserved.
    }
    sizes.set(key, size);
  }
  return size ?? undefined;
}
