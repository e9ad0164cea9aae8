import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteContext } from '@docgen/config';
import type { SiteView } from '@docgen/shared';
import { staticPathOf } from '../discover/config-files.js';

type LogoView = NonNullable<SiteView['logo']>;

/**
 * The logo as the theme shows it, with the image's own size: a theme that scales it to the
 * navbar's height can then reserve its width before the file arrives, so the title and links
 * beside it do not move when it loads.
 */
export function logoView(ctx: SiteContext, alt: string, href: (src: string) => string): LogoView | undefined {
  const logo = ctx.config.logo;
  if (!logo) return undefined;
  const size = intrinsicSize(ctx, logo.src);
  const dark = logo.srcDark ? intrinsicSize(ctx, logo.srcDark) : undefined;
  return {
    src: href(rooted(logo.src)),
    alt,
    ...(logo.srcDark ? { srcDark: href(rooted(logo.srcDark)) } : {}),
    ...(size ? { width: size.width, height: size.height } : {}),
    ...(dark ? { darkWidth: dark.width, darkHeight: dark.height } : {}),
  };
}

/** A static folder path as a site path: `img/logo.svg` is `/img/logo.svg` on every page, as in Docusaurus. */
export function rooted(value: string): string {
  return staticPathOf(value) === undefined || value.startsWith('/') ? value : `/${value}`;
}

const sizes = new Map<string, { width: number; height: number } | null>();

function intrinsicSize(ctx: SiteContext, src: string): { width: number; height: number } | undefined {
  const rel = staticPathOf(src);
  if (rel === undefined) return undefined;
  const file = path.join(ctx.siteDir, 'static', rel);
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
      // Not an image format image-size reads (the file still shows; only its width is not reserved).
    }
    sizes.set(key, size);
  }
  return size ?? undefined;
}
