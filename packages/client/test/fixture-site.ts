/**
 * The fixture site's content and markup: locales, strings, sidebars, the pages read from
 * `fixture/`, and the HTML of their layout, head and body, as the core's render stage lays them out.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootData } from '../../shared/src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtureRoot = join(here, 'fixture');

export const SITE_URL = 'https://docs.lintas.example';
export const ANNOUNCEMENT_ID = 'launch-2025';
export const LOCALES = [
  { code: 'fr', prefix: '', htmlLang: 'fr-FR', label: 'Français' },
  { code: 'en', prefix: '/en', htmlLang: 'en-US', label: 'English' },
  { code: 'id', prefix: '/id', htmlLang: 'id-ID', label: 'Bahasa Indonesia' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];

/** Manifest redirects of the fixture (from → to). */
export const REDIRECTS = [
  { from: '/docs/ancien', to: '/docs/getting-started' },
  { from: '/en/docs/old', to: '/en/docs/intro' },
];

/** The two trackers of the site config (same-origin endpoints: tests intercept them). */
export const TRACKERS: BootData['analytics'] = [
  { id: 'G-LINTAS1', endpoint: '/collect/{id}', scriptUrl: '/_dg/tracker.js?id={id}', anonymizeIp: true },
  { id: 'G-LINTAS2', endpoint: '/collect/{id}', anonymizeIp: true },
];

export const STRINGS: Record<LocaleCode, Record<string, string>> = {
  fr: {
    skip: 'Aller au contenu principal',
    announcement: 'Annonce',
    announcementText: 'Nouveau : le suivi en temps réel est disponible.',
    close: 'Fermer',
    mainNav: 'Navigation principale',
    menu: 'Menu',
    docs: 'Documentation',
    dark: 'Mode sombre',
    signIn: 'Se connecter',
    toc: 'Sur cette page',
    sidebar: 'Barre latérale',
    prev: 'Précédent',
    next: 'Suivant',
    breadcrumbs: "Fil d'Ariane",
    home: 'Accueil',
    orders: 'Commandes',
    rates: 'Tarifs',
    tests: 'Tests',
  },
  en: {
    skip: 'Skip to main content',
    announcement: 'Announcement',
    announcementText: 'New: real-time tracking is available.',
    close: 'Close',
    mainNav: 'Main',
    menu: 'Menu',
    docs: 'Docs',
    dark: 'Dark mode',
    signIn: 'Sign in',
    toc: 'On this page',
    sidebar: 'Sidebar',
    prev: 'Previous',
    next: 'Next',
    breadcrumbs: 'Breadcrumbs',
    home: 'Home',
    orders: 'Orders',
    rates: 'Rates',
    tests: 'Tests',
  },
  id: {
    skip: 'Langsung ke konten utama',
    announcement: 'Pengumuman',
    announcementText: 'Baru: pelacakan waktu nyata tersedia.',
    close: 'Tutup',
    mainNav: 'Navigasi utama',
    menu: 'Menu',
    docs: 'Dokumentasi',
    dark: 'Mode gelap',
    signIn: 'Masuk',
    toc: 'Di halaman ini',
    sidebar: 'Bilah sisi',
    prev: 'Sebelumnya',
    next: 'Berikutnya',
    breadcrumbs: 'Jejak',
    home: 'Beranda',
    orders: 'Pesanan',
    rates: 'Tarif',
    tests: 'Tes',
  },
};

/** Sidebars per locale and docs version: doc ids, or categories `{ key, label, items }`. */
export type SidebarItem = string | { key: string; label: string; items: string[] };
export const SIDEBARS: Record<string, SidebarItem[]> = {
  'fr:current': [
    'intro',
    'getting-started',
    'errors',
    'sandbox',
    { key: 'orders', label: 'orders', items: ['api/orders/overview', 'api/orders/create'] },
    { key: 'rates', label: 'rates', items: ['api/rates/overview'] },
    { key: 'tests', label: 'tests', items: ['islands', 'boom'] },
  ],
  'fr:1.0': ['intro'],
  'en:current': ['intro', 'getting-started'],
  'id:current': ['intro'],
};

export interface Page {
  locale: (typeof LOCALES)[number];
  /** Route path below the locale prefix, e.g. `/docs/intro`, `/`, `/404`. */
  rel: string;
  /** Canonical path of the route, e.g. `/en/docs/intro`. */
  path: string;
  title: string;
  description: string;
  body: string;
  kind: 'doc' | 'markdown' | 'component' | 'notFound';
  /** The page's own head tags (Docusaurus' `<head>`, marked `data-dg-head`), after the managed ones. */
  head?: string;
  /** Docs: version and doc id. */
  version?: string;
  docId?: string;
}

export const hash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 8);
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const LOREM = [
  "Les transporteurs publient leurs tarifs chaque semaine ; l'API les compare pour vous et renvoie l'offre la moins chère pour chaque colis.",
  'Chaque expédition reçoit un numéro de suivi unique, valable chez tous les transporteurs connectés à votre compte.',
  'Les webhooks signalent chaque changement de statut : prise en charge, transit, livraison, retour ou incident.',
  "En bac à sable, aucune étiquette n'est facturée : les réponses imitent celles de la production, délais compris.",
];

export function lorem(n: number): string {
  return Array.from({ length: n }, (_, i) => `<p>${LOREM[i % LOREM.length]} ${LOREM[(i + 1) % LOREM.length]}</p>`).join(
    '\n',
  );
}

export function tabs(group: string, uid: string): string {
  const values = [
    ['npm', 'npm', 'npm install @lintas/sdk'],
    ['yarn', 'Yarn', 'yarn add @lintas/sdk'],
    ['pnpm', 'pnpm', 'pnpm add @lintas/sdk\n# pnpm: the lockfile is pnpm-lock.yaml\n# commit it with your code'],
  ];
  const g = group === '-' ? '' : group;
  const list = values
    .map(
      ([v, label], i) =>
        `<button type="button" role="tab" class="dg-tabs__tab" id="t-${uid}-${v}" aria-controls="p-${uid}-${v}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-dg-tab="${v}">${label}</button>`,
    )
    .join('');
  const panels = values
    .map(
      ([v, , code], i) =>
        `<div class="dg-tabs__panel" role="tabpanel" id="p-${uid}-${v}" aria-labelledby="t-${uid}-${v}" data-dg-tab-panel="${v}"${i === 0 ? ' data-active' : ''}><pre><code>${code}</code></pre></div>`,
    )
    .join('');
  return `<div class="dg-tabs" id="tabs-${uid}" data-dg-tabs="${g}"><div class="dg-tabs__list" role="tablist">${list}</div>${panels}</div>`;
}

export function expand(body: string): string {
  return body
    .replace(/\{\{lorem (\d+)\}\}/g, (_, n: string) => lorem(Number(n)))
    .replace(/\{\{tabs (\S+) (\S+)\}\}/g, (_, g: string, u: string) => tabs(g, u));
}

export function readPages(): Page[] {
  const pages: Page[] = [];
  for (const locale of LOCALES) {
    const base = join(fixtureRoot, 'pages', locale.code);
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir).sort()) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) {
          walk(file);
          continue;
        }
        const source = readFileSync(file, 'utf8');
        const m = /^<!--(\{.*\})-->\n/.exec(source);
        if (!m) throw new Error(`${file}: missing the JSON header line`);
        const meta = JSON.parse(m[1]!) as { title: string; description: string; head?: string };
        const relFile = relative(base, file)
          .replace(/\\/g, '/')
          .replace(/\.html$/, '');
        const rel = relFile === 'index' ? '/' : `/${relFile}`;
        const docMatch = /^\/docs\/(?:(\d+\.\d+)\/)?(.+)$/.exec(rel);
        const kind: Page['kind'] =
          rel === '/404' ? 'notFound' : docMatch ? 'doc' : rel === '/' ? 'component' : 'markdown';
        pages.push({
          locale,
          rel,
          path: rel === '/' ? locale.prefix || '/' : `${locale.prefix}${rel}`,
          title: meta.title,
          description: meta.description,
          body: expand(source.slice(m[0].length)),
          kind,
          ...(meta.head ? { head: meta.head } : {}),
          ...(docMatch ? { version: docMatch[1] ?? 'current', docId: docMatch[2] } : {}),
        });
      }
    };
    walk(base);
  }
  return pages;
}

export function docHref(page: Page, id: string): string {
  return `${page.locale.prefix}/docs/${page.version === 'current' ? '' : `${page.version}/`}${id}`;
}

export function sidebarHtml(page: Page, byPath: Map<string, Page>): string {
  const t = STRINGS[page.locale.code];
  const item = (id: string): string => {
    const href = docHref(page, id);
    const target = byPath.get(href);
    if (!target) throw new Error(`sidebar: missing doc ${href}`);
    return `<li><a class="dg-sidebar__link" href="${href}"${href === page.path ? ' aria-current="page"' : ''}>${esc(target.title)}</a></li>`;
  };
  const entries = SIDEBARS[`${page.locale.code}:${page.version}`]!.map((entry) => {
    if (typeof entry === 'string') return item(entry);
    const open = entry.items.some((id) => docHref(page, id) === page.path);
    return `<li><details class="dg-sidebar__category${open ? ' dg-sidebar__category--active' : ''}" data-dg-category="${entry.key}"${open ? ' open' : ''}><summary>${esc(t[entry.label]!)}</summary><ul>${entry.items.map(item).join('')}</ul></details></li>`;
  });
  return `<aside class="dg-sidebar" id="dg-drawer" data-dg-sidebar data-dg-drawer aria-label="${esc(t.sidebar!)}"><nav><ul>${entries.join('')}</ul></nav></aside>`;
}

export function flatSidebar(page: Page): string[] {
  return SIDEBARS[`${page.locale.code}:${page.version}`]!.flatMap((e) => (typeof e === 'string' ? [e] : e.items)).map(
    (id) => docHref(page, id),
  );
}

export function layoutHtml(page: Page, byPath: Map<string, Page>): { key: string; html: string } {
  const t = STRINGS[page.locale.code];
  if (page.kind !== 'doc') {
    const key = `page:${page.locale.code}`;
    return {
      key,
      html: `<div data-dg-region="layout" data-dg-layout="${key}" class="dg-layout dg-layout--${page.kind}"><main id="main" data-dg-main tabindex="-1" class="dg-main"><article>${page.body}</article></main></div>`,
    };
  }
  const key = `doc:${page.locale.code}:default:${page.version}`;
  const order = flatSidebar(page);
  const at = order.indexOf(page.path);
  const prev = at > 0 ? byPath.get(order[at - 1]!) : undefined;
  const next = at >= 0 && at < order.length - 1 ? byPath.get(order[at + 1]!) : undefined;
  const headings = [...page.body.matchAll(/<h([23]) id="([^"]+)">([^<]+)/g)];
  const toc = headings.length
    ? `<nav class="dg-toc" data-dg-toc aria-label="${esc(t.toc!)}"><ul>${headings
        .map(
          ([, depth, id, text]) => `<li class="dg-toc__item dg-toc__item--${depth}"><a href="#${id}">${text}</a></li>`,
        )
        .join('')}</ul></nav>`
    : '<div class="dg-toc"></div>';
  const pagination = `<nav class="dg-pagination" aria-label="${esc(t.docs!)}">${prev ? `<a class="dg-pagination__prev" href="${prev.path}">${esc(t.prev!)} · ${esc(prev.title)}</a>` : ''}${next ? `<a class="dg-pagination__next" href="${next.path}">${esc(t.next!)} · ${esc(next.title)}</a>` : ''}</nav>`;
  return {
    key,
    html: `<div data-dg-region="layout" data-dg-layout="${key}" class="dg-layout dg-layout--doc">${sidebarHtml(page, byPath)}<main id="main" data-dg-main tabindex="-1" class="dg-main"><nav class="dg-breadcrumbs" aria-label="${esc(t.breadcrumbs!)}"><a href="${page.locale.prefix}/">${esc(t.home!)}</a></nav><article><h1>${esc(page.title)}</h1>${page.body}</article>${pagination}</main>${toc}</div>`,
  };
}

/** The page in another locale (same route below the prefix), if it exists. */
export function counterpart(page: Page, locale: (typeof LOCALES)[number], byPath: Map<string, Page>): Page | undefined {
  return byPath.get(page.rel === '/' ? locale.prefix || '/' : `${locale.prefix}${page.rel}`);
}

export function headHtml(page: Page, byPath: Map<string, Page>): string {
  const tags = [
    `<meta name="description" content="${esc(page.description)}">`,
    `<meta property="og:title" content="${esc(page.title)}">`,
  ];
  if (page.kind !== 'notFound') {
    tags.push(`<link rel="canonical" href="${SITE_URL}${page.path}">`);
    for (const locale of LOCALES) {
      const other = counterpart(page, locale, byPath);
      if (other) tags.push(`<link rel="alternate" hreflang="${locale.htmlLang}" href="${SITE_URL}${other.path}">`);
    }
    const fr = counterpart(page, LOCALES[0], byPath);
    if (fr) tags.push(`<link rel="alternate" hreflang="x-default" href="${SITE_URL}${fr.path}">`);
  } else tags.push('<meta name="robots" content="noindex">');
  if (page.head) tags.push(page.head);
  return tags.join('\n');
}
