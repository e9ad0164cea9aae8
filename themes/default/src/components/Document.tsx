import type { ReactElement, ReactNode } from 'react';
import { DOM, type PageView } from '@docgen/shared';
import { MAIN_ID, type ThemeProps } from '../context.js';
import { hasSidebar } from './DocLayout.js';
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
    // A doc without a sidebar has no sidebar for the runtime to keep: its layout is replaced whole.
    const key = `doc:${view.locale.code}:${view.doc.pluginId}:${view.doc.version}`;
    return hasSidebar(view) ? key : `${key}:no-sidebar`;
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
  const own = view.htmlAttributes || view.bodyAttributes ? { [DOM.documentAttrs]: '' } : {};
  return (
    <html
      lang={view.locale.htmlLang}
      dir={view.locale.dir}
      data-theme={view.site.colorMode.defaultMode}
      data-page-kind={view.kind}
      {...own}
      {...reactProps(view.htmlAttributes)}
    >
      <Head view={view} t={t} />
      <body {...reactProps(view.bodyAttributes)}>
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

/**
 * The attributes a page sets on `<html>` or `<body>` (`PageView.htmlAttributes`), as React props:
 * they come after the theme's, so that each replaces the theme's value; `class` is `className`
 * (the theme sets no class names on these elements: the page's are all there is).
 */
function reactProps(attributes: Record<string, string> | undefined): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes ?? {}))
    if (key === 'class') props.className = value;
    else if (key === 'style') props.style = styleObject(value);
    else props[key] = value;
  return props;
}

/** `margin: 0; --gap: 2px` as React's style prop (it takes no string), which writes it back as CSS. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at === -1) continue;
    const name = declaration.slice(0, at).trim();
    const value = declaration.slice(at + 1).trim();
    if (!name || !value) continue;
    const key = name.startsWith('--')
      ? name
      : name.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return style;
}
