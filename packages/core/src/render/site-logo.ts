import { type ImageSize, intrinsicSize } from '../util/image-size.js';
import type { SiteContext } from '@docgen/config';
import type { ExternalLinkAttrs, FooterLogo, SiteView } from '@docgen/shared';
import { staticPathOf } from '../discover/config-files.js';
import { siteBase } from '../routes/base-url.js';
import { staticFile } from '../util/static-dirs.js';

type LogoView = NonNullable<SiteView['logo']>;

/**
 * The logo as the theme shows it, with the image's own size: a theme that scales it to the
 * navbar's height can then reserve its width before the file arrives, so the title and links
 * beside it do not move when it loads.
 */
export function logoView(ctx: SiteContext, alt: string, href: (src: string) => string): LogoView | undefined {
  const logo = ctx.config.logo;
  if (!logo) return undefined;
  const size = sizeOf(ctx, logo.src);
  const dark = logo.srcDark ? sizeOf(ctx, logo.srcDark) : undefined;
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

function sizeOf(ctx: SiteContext, src: string): ImageSize | undefined {
  const rel = staticPathOf(src, siteBase(ctx));
  const file = rel === undefined ? undefined : staticFile(ctx, rel);
  return file === undefined ? undefined : intrinsicSize(file);
}

type FooterLogoConfig = NonNullable<SiteContext['config']['footer']['logo']>;

/**
 * The footer's logo: the sizes the config writes, else the image's own (so the browser reserves its
 * place), and where it links, when it does.
 */
export function footerLogoView(
  ctx: SiteContext,
  logo: FooterLogoConfig,
  alt: string,
  href: (src: string) => string,
  link: { href: string; external: boolean; attrs?: ExternalLinkAttrs } | undefined,
): FooterLogo {
  const size = logo.width === undefined && logo.height === undefined ? sizeOf(ctx, logo.src) : undefined;
  return {
    src: href(rooted(logo.src)),
    alt,
    ...(logo.srcDark ? { srcDark: href(rooted(logo.srcDark)) } : {}),
    ...(link
      ? { href: link.href, ...(link.external ? { external: true } : {}), ...(link.attrs ? { attrs: link.attrs } : {}) }
      : {}),
    ...(logo.width !== undefined ? { width: logo.width } : size ? { width: size.width } : {}),
    ...(logo.height !== undefined ? { height: logo.height } : size ? { height: size.height } : {}),
  };
}
