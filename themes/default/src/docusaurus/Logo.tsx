import type { AnchorHTMLAttributes } from 'react';
import useBaseUrl from './hooks.js';
import Link from './Link.js';
import { usePage } from './page.js';
import ThemedImage from './ThemedImage.js';
import { useThemeConfig } from './theme-common.js';

interface NavbarLogo {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: Record<string, string>;
}

export interface LogoProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  imageClassName?: string;
  titleClassName?: string;
}

/** The logo's image: both colour modes' when it has a dark one, as docgen's navbar shows them. */
function LogoImage({ logo, alt, imageClassName }: { logo: NavbarLogo; alt: string; imageClassName?: string }) {
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark ?? logo.src);
  const { width, height, style, className } = logo;
  const image = logo.srcDark ? (
    <ThemedImage
      className={className}
      sources={{ light, dark }}
      height={height}
      width={width}
      alt={alt}
      style={style}
    />
  ) : (
    <img className={className} src={light} height={height} width={width} alt={alt} style={style} />
  );
  // Docusaurus wraps the image when a class is given for it (the navbar's `navbar__logo`).
  return imageClassName ? <div className={imageClassName}>{image}</div> : image;
}

/**
 * `@theme/Logo`: Docusaurus' navbar brand, as a site's own header or sidebar draws it: the site's
 * logo (`logo` of the config, `navbar.logo` in Docusaurus) and the navbar title, linked to the
 * home page. Its alt text is empty when a title names the link, else the site title.
 */
export default function Logo({ imageClassName, titleClassName, ...rest }: LogoProps) {
  const { siteConfig } = usePage();
  const navbar = (useThemeConfig().navbar ?? {}) as { title?: string; logo?: NavbarLogo };
  const { logo, title } = navbar;
  const alt = logo?.alt ?? (title ? '' : siteConfig.title);
  return (
    <Link to={logo?.href ?? '/'} {...rest} {...(logo?.target ? { target: logo.target } : {})}>
      {logo ? <LogoImage logo={logo} alt={alt} imageClassName={imageClassName} /> : null}
      {title ? <b className={titleClassName}>{title}</b> : null}
    </Link>
  );
}
