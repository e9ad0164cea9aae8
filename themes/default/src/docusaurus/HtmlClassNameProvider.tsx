import { createContext, type ReactNode, useContext } from 'react';
import Head from './Head.js';

const HtmlClassName = createContext<string | undefined>(undefined);

/**
 * `HtmlClassNameProvider` of `@docusaurus/theme-common`: its class, after those of the providers
 * around it, on the document's `<html>` (through `@docusaurus/Head`), as a swizzled layout or doc
 * page sets its own (`docs-wrapper`, `plugin-id-…`) for the site's CSS.
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  const outer = useContext(HtmlClassName);
  const all = [outer, className].filter(Boolean).join(' ') || undefined;
  return (
    <HtmlClassName.Provider value={all}>
      <Head>
        {/* biome-ignore lint/a11y/useHtmlLang: attributes for the document's <html>, which has its lang. */}
        <html className={all} />
      </Head>
      {children}
    </HtmlClassName.Provider>
  );
}
