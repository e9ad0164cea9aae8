import Head from './Head.js';

export interface SearchMetadataProps {
  locale?: string;
  version?: string;
  tag?: string;
}

/**
 * `@theme/SearchMetadata`: the `<meta>` tags Docusaurus writes for search crawlers (DocSearch's
 * `docsearch:language`, `docsearch:version`, `docsearch:docusaurus_tag` and Docusaurus' own), to the
 * page's head, as `@docusaurus/Head` puts them.
 */
export default function SearchMetadata({ locale, version, tag }: SearchMetadataProps) {
  return (
    <Head>
      {locale ? <meta name="docusaurus_locale" content={locale} /> : null}
      {version ? <meta name="docusaurus_version" content={version} /> : null}
      {tag ? <meta name="docusaurus_tag" content={tag} /> : null}
      {locale ? <meta name="docsearch:language" content={locale} /> : null}
      {version ? <meta name="docsearch:version" content={version} /> : null}
      {tag ? <meta name="docsearch:docusaurus_tag" content={tag} /> : null}
    </Head>
  );
}
