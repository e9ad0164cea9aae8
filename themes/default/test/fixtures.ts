/**
 * Realistic PageView fixtures of the Lintas site (fr default, en, id), shaped like what the
 * core resolves: labels in the page's language, final hrefs, assets hashed.
 */
import type { Alternate, PageView, TocEntry } from '@docgen/shared';
import theme from '../src/index.tsx';
import { type Code, LOCALES, SIDEBAR_LABELS, site, sidebar } from './fixtures-site.ts';

export { type Code, LOCALES, site, sidebar } from './fixtures-site.ts';

export function docHtml(code: Code, opts: { codeBlocks?: { curl: string; node: string; json: string } } = {}): string {
  const t = theme.strings[code]!;
  const anchor = (id: string, heading: string) =>
    `<a class="dg-anchor" href="#${id}" aria-label="${t['heading.anchorLabel']!.replace('{heading}', heading)}">#</a>`;
  const plain = (lang: string, src: string, extra = '') =>
    `<figure class="dg-code" data-lang="${lang}">${extra}<div class="dg-code__body"><pre class="shiki shiki-themes github-light-default github-dark-default" style="background-color:#ffffff;--shiki-dark-bg:#0d1117;color:#1f2328;--shiki-dark:#e6edf3" tabindex="0"><code>${src
      .split('\n')
      .map(
        (line, i) =>
          `<span class="line${i === 1 ? ' highlighted' : ''}"><span style="color:#1f2328;--shiki-dark:#e6edf3">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span></span>`,
      )
      .join(
        '\n',
      )}</code></pre><button type="button" class="dg-code__copy" data-dg-copy data-copied-label="${t['code.copied']}">${t['code.copy']}</button></div></figure>`;
  const blocks = opts.codeBlocks ?? {
    curl: plain(
      'bash',
      'curl https://api.sandbox.lintas.example/v1/orders \\\n  -H "Authorization: Bearer sk_test_..." \\\n  -d @order.json',
    ),
    node: plain(
      'js',
      "const res = await fetch('https://api.sandbox.lintas.example/v1/orders', {\n  method: 'POST',\n});",
    ),
    json: plain(
      'json',
      '{\n  "id": "ord_9xk2",\n  "status": "confirmed"\n}',
      `<figcaption class="dg-code__title">Réponse</figcaption>`,
    ),
  };
  return [
    `<p>Crée une commande et réserve un transporteur. Le prix est celui d’un <a href="/docs/api/rates/retrieve">tarif</a> valide.</p>`,
    `<aside class="dg-admonition dg-admonition--warning" role="note" aria-label="${t['admonition.warning']}"><p class="dg-admonition__title"><svg class="dg-admonition__icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/></svg><span>Clés live</span></p><div class="dg-admonition__body"><p>Ne publiez jamais une clé <code>sk_live_</code> dans un dépôt.</p></div></aside>`,
    `<h2 id="requete">Requête${anchor('requete', 'Requête')}</h2>`,
    `<div class="dg-tabs" data-dg-tabs="code"><div class="dg-tabs__list" role="tablist"><button type="button" role="tab" class="dg-tabs__tab" id="t-1-curl" aria-controls="p-1-curl" aria-selected="true" tabindex="0" data-dg-tab="curl">cURL</button><button type="button" role="tab" class="dg-tabs__tab" id="t-1-node" aria-controls="p-1-node" aria-selected="false" tabindex="-1" data-dg-tab="node">Node.js</button></div><div class="dg-tabs__panel" role="tabpanel" id="p-1-curl" aria-labelledby="t-1-curl" data-dg-tab-panel="curl" data-active>${blocks.curl}</div><div class="dg-tabs__panel" role="tabpanel" id="p-1-node" aria-labelledby="t-1-node" data-dg-tab-panel="node">${blocks.node}</div></div>`,
    `<h3 id="corps">Corps${anchor('corps', 'Corps')}</h3>`,
    `<div class="dg-table"><table><thead><tr><th>Champ</th><th>Type</th><th>Description</th></tr></thead><tbody><tr><td><code>courier.company</code></td><td>string</td><td>Code du transporteur, par exemple <code>jne</code>.</td></tr><tr><td><code>delivery.type</code></td><td>string</td><td><code>now</code> ou <code>scheduled</code>.</td></tr></tbody></table></div>`,
    `<h2 id="reponse">Réponse${anchor('reponse', 'Réponse')}</h2>`,
    blocks.json,
    `<aside class="dg-admonition dg-admonition--tip" role="note" aria-label="${t['admonition.tip']}"><p class="dg-admonition__title"><svg class="dg-admonition__icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/></svg><span>${t['admonition.tip']}</span></p><div class="dg-admonition__body"><p>Envoyez un en-tête <code>Idempotency-Key</code> pour rejouer une requête sans risque.</p></div></aside>`,
    `<figure class="dg-flow"><svg role="img" aria-label="Rechercher une zone, puis obtenir les tarifs, puis créer la commande" viewBox="0 0 520 60" width="520" height="60"><rect x="1" y="10" width="150" height="40" rx="8" fill="var(--dg-flow-node-bg)" stroke="var(--dg-flow-node-border)"/><text x="76" y="35" text-anchor="middle" fill="currentColor" font-size="13">Rechercher une zone</text><path d="M151 30h34" stroke="var(--dg-flow-edge)"/><rect x="185" y="10" width="150" height="40" rx="8" fill="var(--dg-flow-node-bg)" stroke="var(--dg-flow-node-border)"/><text x="260" y="35" text-anchor="middle" fill="currentColor" font-size="13">Obtenir les tarifs</text><path d="M335 30h34" stroke="var(--dg-flow-edge)"/><rect x="369" y="10" width="150" height="40" rx="8" fill="var(--dg-flow-node-bg)" stroke="var(--dg-flow-accent)"/><text x="444" y="35" text-anchor="middle" fill="currentColor" font-size="13">Créer la commande</text></svg></figure>`,
  ].join('');
}

export const TOC: TocEntry[] = [
  { id: 'requete', text: 'Requête', depth: 2 },
  { id: 'corps', text: 'Corps', depth: 3 },
  { id: 'reponse', text: 'Réponse', depth: 2 },
];

const ASSETS = {
  stylesheets: ['/assets/theme.3f9a1c.css'],
  scripts: ['/assets/runtime.8c1d2e.js'],
  modulePreloads: ['/assets/chunk-shared.41aa0f.js'],
  headInlineScript:
    "(function(){var d=document.documentElement,s=document.currentScript.dataset;d.classList.add('js');try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')d.dataset.theme=t;var a=localStorage.getItem('docgen.announcement.dismissed');if(a&&a===s.announcementId)d.setAttribute('data-announcement-dismissed','')}catch(e){}})()",
};

function boot(path: string, locale: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    v: 1,
    path,
    locale,
    manifest: '/assets/routes.5e7f.json',
    localePrefixes: ['/en', '/id', ''],
    analytics: [],
    ...extra,
  });
}

function alternates(fr: string, en: string, id: string, idExists = true): Alternate[] {
  return [
    { locale: 'fr', hreflang: 'fr-FR', href: fr, exists: true },
    { locale: 'en', hreflang: 'en-US', href: en, exists: true },
    { locale: 'id', hreflang: 'id-ID', href: id, exists: idExists },
  ];
}

const DOC_TITLE: Record<Code, string> = { fr: 'Créer une commande', en: 'Create an order', id: 'Buat pesanan' };

/** The doc `api/orders/create` in a locale (id has no counterpart: its alternate is id's home). */
export function docView(
  code: Code,
  opts: { untranslated?: boolean; oldVersion?: boolean; html?: string; strings?: Record<string, string> } = {},
): PageView {
  const l = LOCALES[code];
  const version = opts.oldVersion ? '1.0' : '';
  const path = `${l.prefix}/docs${version ? `/${version}` : ''}/api/orders/create`;
  const s = SIDEBAR_LABELS[code];
  return {
    kind: 'doc',
    path,
    site: site(code, { docsActive: true }),
    locale: l,
    title: opts.untranslated ? DOC_TITLE.fr : DOC_TITLE[code],
    description: 'Crée une commande Lintas et réserve un transporteur.',
    keywords: ['commande', 'orders'],
    canonical: `https://docs.lintas.example${path}`,
    alternates: alternates('/docs/api/orders/create', '/en/docs/api/orders/create', '/id/', false),
    html: opts.html ?? docHtml(code),
    toc: TOC,
    doc: {
      id: 'api/orders/create',
      version: opts.oldVersion ? '1.0' : 'current',
      pluginId: 'default',
      sidebar: sidebar(code, path, version),
      breadcrumbs: [
        { label: s.api!, href: `${l.prefix}/docs/api/authentication` },
        { label: s.orders! },
        { label: s.create! },
      ],
      prev: { label: s.overview!, href: `${l.prefix}/docs/api/orders/overview` },
      next: { label: s.retrieve!, href: `${l.prefix}/docs/api/orders/retrieve` },
      editUrl: 'https://github.com/lintas/docs/edit/main/content/docs/api/orders/create.md',
      untranslated: !!opts.untranslated,
      versions: [
        {
          name: 'current',
          label: 'v2',
          href: `${l.prefix}/docs/api/orders/create`,
          current: !opts.oldVersion,
          latest: true,
        },
        {
          name: '1.0',
          label: 'v1',
          href: `${l.prefix}/docs/1.0/api/orders/create`,
          current: !!opts.oldVersion,
          latest: false,
        },
      ],
      hideToc: false,
    },
    strings: { ...theme.strings[code]!, ...opts.strings },
    assets: { ...ASSETS, bootJson: boot(path, code) },
  };
}

export function notFoundView(code: Code): PageView {
  const l = LOCALES[code];
  return {
    kind: 'notFound',
    path: `${l.prefix}/404`,
    site: site(code),
    locale: l,
    title: '',
    description: '',
    keywords: [],
    canonical: `https://docs.lintas.example${l.prefix}/404`,
    alternates: alternates('/', '/en/', '/id/', false),
    html: '',
    toc: [],
    strings: { ...theme.strings[code]! },
    assets: { ...ASSETS, bootJson: boot(`${l.prefix}/404`, code, { notFound: true }) },
  };
}

export function componentView(code: Code, title = ''): PageView {
  const l = LOCALES[code];
  const path = `${l.prefix}/`;
  return {
    kind: 'component',
    path,
    site: site(code),
    locale: l,
    title,
    description: '',
    keywords: [],
    canonical: `https://docs.lintas.example${path}`,
    alternates: alternates('/', '/en/', '/id/'),
    html: '',
    toc: [],
    strings: { ...theme.strings[code]! },
    assets: { ...ASSETS, bootJson: boot(path, code) },
  };
}

export function markdownView(code: Code): PageView {
  const l = LOCALES[code];
  const path = `${l.prefix}/markdown-page`;
  return {
    kind: 'markdown',
    path,
    site: site(code),
    locale: l,
    title: 'Page Markdown',
    description: 'Une page autonome écrite en Markdown.',
    keywords: [],
    canonical: `https://docs.lintas.example${path}`,
    alternates: alternates('/markdown-page', '/en/markdown-page', '/id/markdown-page'),
    html: `<p>Une page autonome.</p><h2 id="section">Section<a class="dg-anchor" href="#section" aria-label="Lien direct vers « Section »">#</a></h2><p>Du texte.</p>`,
    toc: [{ id: 'section', text: 'Section', depth: 2 }],
    strings: { ...theme.strings[code]! },
    assets: { ...ASSETS, bootJson: boot(path, code) },
  };
}

/** `href()` of PageComponentProps for a locale. */
export function hrefFor(code: Code): (path: string) => string {
  const prefix = LOCALES[code].prefix;
  return (path) => (path === '/' ? `${prefix}/` : `${prefix}${path}`);
}
