import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintasBuild } from '../../e2e/support/lintas-build.js';
import { LOCALES, SPEC_PATHS } from './spec-routes.js';

let out: string;
beforeAll(async () => {
  out = await lintasBuild();
}, 300_000);

const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

describe('the Lintas site has every route of the spec in every locale', () => {
  for (const { code, prefix } of LOCALES) {
    it(`${code}: ${SPEC_PATHS.length} routes, each an HTML page in its language`, () => {
      for (const route of SPEC_PATHS) {
        const file = fileOf(`${prefix}${route}`);
        expect(fs.existsSync(path.join(out, file)), `${file} missing`).toBe(true);
        expect(read(file)).toMatch(new RegExp(`<html lang="${code}-`));
      }
    });
    it(`${code}: a not-found page`, () => {
      const html = read(`${prefix ? `${prefix.slice(1)}/` : ''}404.html`);
      expect(html).toMatch(new RegExp(`<html lang="${code}-`));
    });
  }

  it('/docs shows the intro document, with its canonical URL on /docs/intro', () => {
    const docsRoot = read('docs/index.html');
    const intro = read('docs/intro/index.html');
    expect(docsRoot).toContain('<link rel="canonical" href="https://docs.lintas.example/docs/intro"/>');
    const title = /<h1[^>]*>(.*?)<\/h1>/.exec(intro)?.[1];
    expect(title).toBeTruthy();
    expect(docsRoot).toContain(title!);
  });
});

describe('site settings of the spec', () => {
  it('sitemap lists every page weekly with priority 1.0 and hreflang alternates', () => {
    const xml = read('sitemap.xml');
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(LOCALES.length * (SPEC_PATHS.length - 1));
    expect(xml).not.toContain('<loc>https://docs.lintas.example/docs</loc>');
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(urls);
    expect(xml.match(/<priority>1.0<\/priority>/g)?.length).toBe(urls);
    expect(xml).toContain(
      '<url><loc>https://docs.lintas.example/en/docs/api/rates/retrieve</loc><changefreq>weekly</changefreq><priority>1.0</priority><xhtml:link rel="alternate" hreflang="fr-FR" href="https://docs.lintas.example/docs/api/rates/retrieve"/><xhtml:link rel="alternate" hreflang="en-US" href="https://docs.lintas.example/en/docs/api/rates/retrieve"/><xhtml:link rel="alternate" hreflang="id-ID" href="https://docs.lintas.example/id/docs/api/rates/retrieve"/><xhtml:link rel="alternate" hreflang="x-default" href="https://docs.lintas.example/docs/api/rates/retrieve"/></url>',
    );
  });

  it('robots.txt points to the sitemap', () => {
    expect(read('robots.txt')).toContain('Sitemap: https://docs.lintas.example/sitemap.xml');
  });

  it('every page has the three navbar links to the provider hosts and the 2025 copyright', () => {
    for (const { prefix } of LOCALES) {
      const html = read(fileOf(`${prefix}/docs/api/orders/create`));
      expect(html).toContain('href="https://dashboard.lintas.example/login"');
      expect(html).toContain('href="https://lintas.example/contact-sales"');
      expect(html).toContain('href="https://dashboard.lintas.example/register"');
      expect(html).toMatch(/© 2025 Lintas/);
    }
  });

  it('boots the runtime with both analytics trackers, IP anonymised', () => {
    const boot = JSON.parse(
      /<script type="application\/json" id="__docgen">(.*?)<\/script>/.exec(read('index.html'))![1]!,
    );
    expect(boot.analytics).toEqual([
      { id: 'G-LNT4S2025', endpoint: 'https://analytics.lintas.example/g/collect?tid={id}', anonymizeIp: true },
      { id: 'UA-210987-1', endpoint: 'https://stats.lintas.example/collect?tid={id}', anonymizeIp: true },
    ]);
  });

  it('the table of contents of a doc holds levels 2 and 3 only', () => {
    const html = read('en/docs/api/orders/create/index.html');
    const toc = /<nav[^>]*data-dg-toc[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const hrefs = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(2);
    for (const id of hrefs) expect(html).toMatch(new RegExp(`<h[23] id="${id}"`));
  });
});
