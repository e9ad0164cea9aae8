// Wraps the theme's own footer: the original first, then one line of this site's own.
import type { ThemeProps } from '@docgen/theme-default';
import OriginalFooter from '@theme-original/Footer';

export default function Footer(props: ThemeProps) {
  return (
    <>
      <OriginalFooter {...props} />
      <p className="acme-footer-note">Made with docgen, with a wrapped footer.</p>
    </>
  );
}
