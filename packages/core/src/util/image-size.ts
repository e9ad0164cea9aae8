import fs from 'node:fs';
import { createRequire } from 'node:module';

export interface ImageSize {
  width: number;
  height: number;
}

const sizes = new Map<string, ImageSize | null>();
// Required on the first image rather than imported: most builds read no image's size, and its 26 modules cost every start.
let imageSizeOf: typeof import('image-size').imageSize | undefined;

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
      imageSizeOf ??= (createRequire(import.meta.url)('image-size') as typeof import('image-size')).imageSize;
      const found = imageSizeOf(fs.readFileSync(file));
      if (found.width > 0 && found.height > 0) size = { width: found.width, height: found.height };
    } catch {
      // Not a format image-size reads: the image still shows, only its box is not reserved.
    }
    sizes.set(key, size);
  }
  return size ?? undefined;
}
