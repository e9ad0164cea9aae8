import type { ImgHTMLAttributes } from 'react';

/**
 * `@theme/ThemedImage`: both images in the page, the one of the other colour mode hidden by
 * docgen's stylesheet (`.dg-only-light`, `.dg-only-dark`), so the right one shows without
 * JavaScript and the switch needs none.
 */
export default function ThemedImage({
  sources,
  className,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={[className, `dg-only-${mode}`].filter(Boolean).join(' ')}
          {...rest}
        />
      ))}
    </>
  );
}
