import { describe, expect, it } from 'vitest';
import { checkLinks, collectFindings } from '../src/links/stage.js';
import type { RouteRecord, SiteContext } from '@docgen/config';
import type { RenderedPage } from '../src/render/stage.js';
import type { ScannedLink } from '../src/render/scan-html.js';

/** The link stage alone, on pages made by hand: what it reports and how many links it counts. */
const ctx = {
  strict: false,
  defaultLocale: { code: 'en' },
  config: {
    baseUrl: '/',
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    markdown: { anchors: { maintainCase: false } },
  },
} as unknown as SiteContext;
const page = (path: string, ids: string[], links: ScannedLink[], shared?: ScannedLink[][]): RenderedPage => ({
  route: { path, locale: 'en', kind: 'doc', outputFile: `${path.slice(1)}/index.html` } as unknown as RouteRecord,
  ids: new Set(ids),
  links,
  ...(shared ? { shared } : {}),
  htmlBytes: 0,
});
const link = (href: string): ScannedLink => ({ href, where: 'nav "Docs"', text: href });
/** The check of every page, its findings as the build reports them (a theme link broken on many pages: once per locale). */
const run = (pages: RenderedPage[]) => {
  const result = checkLinks({ ctx, pages, markdownOf: () => undefined, outputFile: () => undefined });
  return { diagnostics: collectFindings(pages, result.byPage), checked: result.checked };
};

describe('the link check', () => {
  it('a shared list that resolves is counted on every page, as if walked', () => {
    const sidebar = [link('/a'), link('/b#part'), link('https://example.com/x')];
    const pages = [
      page('/a', [], [link('/b')], [sidebar]),
      page('/b', ['part'], [link('/a')], [sidebar]),
      page('/c', [], [], [sidebar]),
    ];
    const result = run(pages);
    expect(result.diagnostics).toEqual([]);
    // Own links 2, and the sidebar's two internal links on each of the three pages.
    expect(result.checked).toBe(2 + 3 * 2);
  });

  it('a broken link in a shared list is reported once per locale, and every page still checks it', () => {
    const sidebar = [link('/a'), link('/aa'), link('/b#nowhere')];
    const pages = [page('/a', [], [], [sidebar]), page('/b', ['part'], [], [sidebar])];
    const result = run(pages);
    expect(result.diagnostics.map((d) => d.name)).toEqual(['BrokenLink', 'BrokenAnchor']);
    expect(result.diagnostics[0]!.fix).toBe('did you mean "/a", "/b"?');
    expect(result.checked).toBe(2 * 3);
  });

  it('an anchor on the page itself resolves against that page, an encoded one decoded', () => {
    const pages = [
      page('/a', ['here', 'café'], [link('#here'), link('#caf%C3%A9'), link('#top'), link('#')]),
      page('/b', ['elsewhere'], [link('#here'), link('#elsewhere')]),
    ];
    const result = run(pages);
    expect(result.diagnostics.map((d) => [d.name, d.message])).toEqual([
      ['BrokenAnchor', 'Anchor "#here" does not exist on /b.'],
    ]);
    expect(result.diagnostics[0]!.fix).toBe('give the target heading an explicit id: "## Title {#here}".');
    expect(result.checked).toBe(6);
  });

  it('suggests the id of a heading that gained words since the anchor was written', () => {
    // socket.io's blog links "#binary" to "## Binary support", and "#socketoffeventname" to the
    // heading "socket.off([eventName][, listener])": no id is a few edits away, and the fix said to
    // give some heading the id rather than naming the one meant.
    const pages = [
      page('/a', [], [link('/b#binary'), link('/b#socketoffeventname'), link('/b#nothing')]),
      page('/b', ['binary-support', 'binary-support-in-depth', 'socketoffeventname-listener', 'socketoffany'], []),
    ];
    const fixes = run(pages).diagnostics.map((d) => d.fix);
    expect(fixes).toEqual([
      'did you mean "#binary-support", "#binary-support-in-depth"?',
      'did you mean "#socketoffeventname-listener"?', // not "#socketoffany": only its start is alike
      'give the target heading an explicit id: "## Title {#nothing}".',
    ]);
  });

  it("names the pages each page's anchors were found on, through shared lists and repeated hrefs too", () => {
    const sidebar = [link('/a'), link('/b#part')];
    const pages = [
      page('/a', ['own'], [link('#own'), link('/c#end')], [sidebar]),
      page('/b', ['part'], [link('/c#end'), link('#part')], [sidebar]),
      page('/c', ['end'], [link('/a')], [sidebar]),
    ];
    const result = checkLinks({ ctx, pages, markdownOf: () => undefined, outputFile: () => undefined });
    // Its own ids are left out: they come with the page itself.
    expect(Object.fromEntries([...result.counts].map(([p, c]) => [p, c.anchors.sort()]))).toEqual({
      '/a': ['/b', '/c'],
      '/b': ['/c'],
      '/c': ['/b'],
    });
    expect([...result.counts.values()].reduce((n, c) => n + c.checked, 0)).toBe(result.checked);
  });

  it('a relative href in a shared list resolves from each page', () => {
    const sidebar = [link('sibling')];
    const pages = [
      page('/docs/a', [], [], [sidebar]),
      page('/docs/sibling', [], [], [sidebar]),
      page('/other/x', [], [], [sidebar]),
    ];
    const result = run(pages);
    // From /other/x, "sibling" is /other/sibling: no such page.
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]!.message).toContain('"sibling"');
  });
});
