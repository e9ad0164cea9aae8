import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from '../util/render-to-string.js';
import { currentDocusaurusPage, DOM, withDocusaurusPage } from '@docgen/shared';
import { SITE_ISLANDS, type SiteRootIslandProps } from '@docgen/shared/islands';
import { sharePageData } from './island-data.js';
import { recordingPage } from './island-page.js';
import { currentIslands } from './island-runtime.js';
import type { LayoutMode, SiteRoot } from './site-root-share.js';

/**
 * A site Root (or Layout/Provider) that draws elements of its own and needs the browser (a
 * cookie banner, a chat button) is an island around the page's content: the browser hydrates
 * the Root with the content as a hole React never renders into (`rootContentTag`), so the
 * content stays the server's HTML and its own islands hydrate apart, as on any page.
 */

type Wrapper = Parameters<typeof createElement>[0];

const CONTENT_STYLE = { display: 'contents' };
const EMPTY_CONTENT = renderToString(createElement(SITE_ISLANDS.rootContentTag, { style: CONTENT_STYLE }));
const CONTENT_OPEN = EMPTY_CONTENT.slice(0, EMPTY_CONTENT.lastIndexOf('</'));
const CONTENT_CLOSE = `</${SITE_ISLANDS.rootContentTag}>`;

/** The page's content as a site Root island holds it. */
export function rootContent(content: ReactElement): ReactElement {
  return createElement(SITE_ISLANDS.rootContentTag, { style: CONTENT_STYLE }, content);
}

/** What the Root draws before and after the content, and the island element's opening tag. */
export interface RootIslandDraft {
  before: string;
  after: string;
  open: string;
}

/**
 * The Root drawn around an empty content in the page's render (its Docusaurus state, recorded
 * for the browser; `layout`: how `wrap` draws the site's Layout wrapper): undefined when there
 * is no page being rendered, the Root has no chunk, or its drawing does not hold the content once.
 */
export function rootIslandDraft(root: SiteRoot, wrap: Wrapper, layout?: LayoutMode): RootIslandDraft | undefined {
  const islands = currentIslands();
  const state = currentDocusaurusPage();
  if (!root.chunk || !islands || !state) return undefined;
  const recorded = recordingPage(state);
  let html: string;
  try {
    html = withDocusaurusPage(recorded.state, () =>
      renderToString(createElement(wrap, null, rootContent(createElement(Fragment)))),
    );
  } catch {
    // A Root that throws is told by the page's own render (`rootRenderError`).
    return undefined;
  }
  const at = html.indexOf(EMPTY_CONTENT);
  if (at < 0 || html.includes(EMPTY_CONTENT, at + 1)) return undefined;
  islands.chunks.set(root.chunk.out, root.chunk.file);
  // Not shared with the page's other islands: a Root that draws otherwise around the content
  // stays static, and an island naming its page object would find none.
  const props: SiteRootIslandProps = {
    url: root.chunk.url,
    page: sharePageData(recorded.page(), root.chunk, islands.chunks),
    ...(layout ? { layout } : {}),
  };
  const element = renderToString(
    createElement(SITE_ISLANDS.rootTag, {
      [DOM.island]: SITE_ISLANDS.siteRoot,
      [DOM.islandProps]: JSON.stringify(props),
      [DOM.islandWhen]: 'idle',
      style: CONTENT_STYLE,
    }),
  );
  return {
    before: html.slice(0, at),
    after: html.slice(at + EMPTY_CONTENT.length),
    open: element.slice(0, element.lastIndexOf('</')),
  };
}

/**
 * The page's HTML with the Root's drawing inside the island element; undefined when the page's
 * render drew the Root otherwise than around an empty content (it reads its children).
 */
export function withRootIsland(html: string, draft: RootIslandDraft): string | undefined {
  const start = html.indexOf(draft.before + CONTENT_OPEN);
  const tail = CONTENT_CLOSE + draft.after;
  const end = html.lastIndexOf(tail);
  if (start < 0 || end < start) return undefined;
  const after = end + tail.length;
  return `${html.slice(0, start)}${draft.open}${html.slice(start, after)}</${SITE_ISLANDS.rootTag}>${html.slice(after)}`;
}
