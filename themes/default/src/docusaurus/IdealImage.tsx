import type { ImgHTMLAttributes } from 'react';
import { usePage } from './page.js';

/** What `require('./photo.png')` gives `img`: a URL, docgen's module of it, or the ideal-image loader's object. */
type IdealImageSource =
  | string
  | { default?: unknown; src?: string | { src?: string; width?: number; height?: number }; preSrc?: string };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
}

/**
 * `@theme/IdealImage` (`@docusaurus/plugin-ideal-image`): the image, lazily loaded, at its own
 * size when the loader's object gives it. docgen makes no resized copies (the plugin's `sizes`,
 * `min`, `max`, `steps`) nor a blurred placeholder: the file as it is, without JavaScript.
 */
export default function IdealImage({ img, alt, ...rest }: IdealImageProps) {
  const page = usePage();
  const { src, width, height } = sourceOf(img);
  if (!src)
    page.report(
      '<IdealImage> has no image: its img is not a URL nor an image module',
      "give img the image's module (img={require('./photo.png')}) or its URL.",
    );
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      {...(width ? { width } : {})}
      {...(height ? { height } : {})}
      {...rest}
    />
  );
}

function sourceOf(img: IdealImageSource): { src?: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if (typeof img?.default === 'string') return { src: img.default };
  if (typeof img?.default === 'object' && img.default) return sourceOf(img.default as IdealImageSource);
  if (typeof img?.src === 'string') return { src: img.src };
  if (img?.src && typeof img.src === 'object') {
    const { src, width, height } = img.src;
    return { ...(src ? { src } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}) };
  }
  return {};
}
