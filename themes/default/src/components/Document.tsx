import type { ReactElement, ReactNode } from 'react';
import { DOM, type PageView } from '@docgen/shared';
import { MAIN_ID, type ThemeProps } from '../context.js';
import { slot } from '../slots.js';

const AnnouncementBar = slot('AnnouncementBar');
const BlogPage = slot('BlogPage');
const ComponentPage = slot('ComponentPage');
const DocLayout = slot('DocLayout');
const Footer = slot('Footer');
const Head = slot('Head');
const MarkdownPage = slot('MarkdownPage');
const Navbar = slot('Navbar');
const NotFound = slot('NotFound');

/** Value of the layout region's key: same key on two pages ⇒ the runtime keeps the sidebar. */
export function layoutKeyOf(view: PageView): string {
  if (view.kind === 'doc' && view.doc) {
    return `doc:${view.locale.code}:${view.doc.pluginId}:${view.doc.version}`;
  }
  return `page:${view.locale.code}`;
}

function Layout(props: ThemeProps & { content?: ReactNode }): ReactElement {
  switch (props.view.kind) {
    case 'doc':
      return <DocLayout {...props} />;
    case 'notFound':
      return <NotFound {...props} />;
    case 'component':
      return <ComponentPage {...props} content={props.content} />;
    case 'markdown':
      return props.view.blog ? <BlogPage {...props} /> : <MarkdownPage {...props} />;
  }
}

/** The whole document. The build adds `<!doctype html>`. */
export function Document(props: ThemeProps & { content?: ReactNode }): ReactElement {
  const { view, t } = props;
  return (
    <html
      lang={view.locale.htmlLang}
      dir={view.locale.dir}
      data-theme={view.site.colorMode.defaultMode}
      data-page-kind={view.kind}
    >
      <Head view={view} t={t} />
      <body>
        <a className="dg-skip" href={`#${MAIN_ID}`}>
          {t('skipToContent')}
        </a>
        <div className="dg-progress" hidden aria-hidden="true" {...{ [DOM.progress]: '' }} />
        <AnnouncementBar view={view} t={t} />
        <Navbar view={view} t={t} />
        <div className="dg-region" {...{ [DOM.region]: 'layout', [DOM.layoutKey]: layoutKeyOf(view) }}>
          <Layout {...props} />
        </div>
        <Footer view={view} t={t} />
      </body>
    </html>
  );
}
