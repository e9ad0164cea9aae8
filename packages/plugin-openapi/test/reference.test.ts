import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '@docgen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A reference section generated from a document (`fixtures/sites/reference`, in English and
 * French): tags (one with HTML, one named by `x-displayName`, one without operations), shared
 * schemas, a discriminator, 3.1 type arrays, `const`, `examples` and `$ref` siblings, a webhook,
 * `x-codeSamples`, no servers, Redoc-style links; a page written by hand embeds an operation.
 */
const siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'sites', 'reference');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-reference-'));
let result: BuildResult;
const page = (route: string) => fs.readFileSync(path.join(outDir, route.replace(/^\//, ''), 'index.html'), 'utf8');
const article = (route: string) => {
  const html = page(route);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};

/** The sidebar of a page as lines: label, href, the item's own classes; nested items indented. */
function sidebarOutline(html: string): string[] {
  const nav = /<nav class="dg-sidebar__nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const lines: string[] = [];
  let depth = -1;
  let classes = '';
  const tokens =
    /<ul|<\/ul>|<li class="([^"]*)"|<a class="dg-sidebar__(?:link|category-link)" href="([^"]*)"[^>]*>((?:[^<]|<wbr\/>)*)<\/a>|<span class="dg-sidebar__category-label">([^<]*)</g;
  for (const m of nav.matchAll(tokens)) {
    if (m[0] === '<ul') depth++;
    else if (m[0] === '</ul>') depth--;
    else if (m[1] !== undefined)
      classes = m[1]
        .split(' ')
        .filter((c) => !c.startsWith('dg-sidebar__'))
        .join(' ');
    else if (m[4] !== undefined) lines.push(`${'  '.repeat(depth)}${m[4]}`);
    // A long label's break opportunities (`Email<wbr/>Notification`) are no text.
    else lines.push(`${'  '.repeat(depth)}${m[3]!.replaceAll('<wbr/>', '')} ${m[2]}${classes ? ` [${classes}]` : ''}`);
  }
  return lines;
}

beforeAll(async () => {
  result = await build({ siteDir, outDir, strict: false });
}, 240_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('a reference section generated from a document', () => {
  it('gives an overview, a page per tag, operation, webhook and schema, in each locale, at stable URLs', () => {
    const generated = result.manifest.routes
      .filter((r) => r.source?.generatedBy === 'openapi' && r.locale === 'en')
      .map((r) => r.path);
    expect(generated).toEqual([
      '/docs/api/create-shipment',
      '/docs/api/get-ping',
      '/docs/api',
      '/docs/api/list-shipments',
      '/docs/api/list-tracking-events',
      '/docs/api/schemas/address',
      '/docs/api/schemas/email-notification',
      '/docs/api/schemas/label',
      '/docs/api/schemas/notification',
      '/docs/api/schemas/parcel',
      '/docs/api/schemas/pdf-label',
      '/docs/api/schemas/shipment',
      '/docs/api/schemas/shipment-request',
      '/docs/api/schemas/sms-notification',
      '/docs/api/schemas/tracking-event',
      '/docs/api/schemas/zpl-label',
      '/docs/api/tags/accounts',
      '/docs/api/tags/shipments',
      '/docs/api/tags/tracking',
      '/docs/api/webhooks/shipment-delivered',
    ]);
    const french = result.manifest.routes.filter((r) => r.source?.generatedBy === 'openapi' && r.locale === 'fr');
    expect(french.map((r) => r.path)).toEqual(generated.map((p) => `/fr${p}`));
    // Generated in every locale: none falls back to another locale's page.
    expect(french.every((r) => !r.untranslated)).toBe(true);
  });

  it("reports the document without servers once, a path of the vendor's site as a warning, nothing else", () => {
    expect(result.diagnostics).toEqual([
      {
        name: 'OpenApiNoServer',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        line: 1,
        column: 1,
        message: "openapi/parcels.yaml has no servers: code samples call {BASE_URL} in place of the API's address.",
        why: 'Code samples and the Postman collection need the address of the API; without one they would call a path on no host.',
        fix: 'set the `server` option of the openapi plugin (`openapi({ spec, server: "https://api.example.com" })`), or add `servers` with an absolute URL to the document.',
      },
      {
        // The sanitizer's removals, at the first one's line and column in the description.
        name: 'OpenApiHtmlRemoved',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        // The <div class> before it goes without a word: a class names the vendor's stylesheet.
        line: 10,
        column: 69,
        where: '#/info/description',
        message: 'This description holds HTML the pages remove: <script> and its content.',
        why: "the pages sanitize a document's HTML with GitHub's rules: it must not run code in the reader's page (scripts, event attributes such as onclick, javascript: URLs), restyle the site (<style>, style and class attributes) or embed other pages (<iframe>, <object>). What is removed is not shown.",
        fix: 'remove it from the description, or say it in markdown (a link, an image, a table); to show markup as text, put it in `code`.',
      },
      {
        // The sanitizer's removals, at the first one's line and column in the description.
        name: 'OpenApiHtmlRemoved',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        line: 21,
        column: 17,
        where: '#/tags/0/description',
        message:
          'This description holds HTML the pages remove: the javascript: URL of <img src>, the onerror attribute of <img>.',
        why: "the pages sanitize a document's HTML with GitHub's rules: it must not run code in the reader's page (scripts, event attributes such as onclick, javascript: URLs), restyle the site (<style>, style and class attributes) or embed other pages (<iframe>, <object>). What is removed is not shown.",
        fix: 'remove it from the description, or say it in markdown (a link, an image, a table); to show markup as text, put it in `code`.',
      },
      {
        name: 'BrokenLink',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        // Where the description (the tag's) writes it, not at the page's first line nor the description's key.
        line: 27,
        column: 74,
        message:
          'Link "/guides/rate-limits" does not resolve to any page or file. It fails the same way in 1 more locale (fr).',
        why: 'No route, redirect or output file has the path "/guides/rate-limits". It comes from openapi/parcels.yaml, written for the site of its authors: a warning, not an error.',
      },
      {
        // An #anchor of the vendor's pages, at its line and column in the description that holds it.
        name: 'OpenApiBrokenLink',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        line: 80,
        column: 62,
        where: '#/paths/~1shipments/get/responses/200/description',
        message:
          'The link "#paging-fields" of the document names no part of its page: the page shows its text without the link.',
        why: "The document was written for another renderer, whose pages had that anchor; no other page of its reference section has that id either (an id written in a description, or a heading's).",
        fix: 'correct or remove the link in the document.',
      },
      {
        // A Redoc link to an operation id the document spells otherwise: "did you mean".
        name: 'OpenApiBrokenLink',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        line: 191,
        column: 7,
        where: '#/components/schemas/Address/description',
        message:
          'The link "#operation/trackingEvents" names nothing the document has: the pages show its text without the link.',
        why: "Links written for Redoc (#tag/…, #operation/…, #schema/…), Scalar (#tag/…/GET/…, #webhook/post/…, #model/…), Stoplight (JSON pointers: …/paths/~1pets/get), Atlassian (#api-<path>-<method>) or Square (entity:<schema>, api:<tag>) lead to the reference section's pages when the document has what they name.",
        fix: 'did you mean "#operation/listTrackingEvents"? Else correct the link in the document (an operation id, a tag or a schema name it has).',
      },
      {
        name: 'OpenApiBrokenLink',
        severity: 'warning',
        file: 'openapi/parcels.yaml',
        line: 191,
        column: 7,
        where: '#/components/schemas/Address/description',
        message:
          'The link "parcels.yaml/paths/~1nowhere/get" names nothing the document has: the pages show its text without the link.',
        why: "Links written for Redoc (#tag/…, #operation/…, #schema/…), Scalar (#tag/…/GET/…, #webhook/post/…, #model/…), Stoplight (JSON pointers: …/paths/~1pets/get), Atlassian (#api-<path>-<method>) or Square (entity:<schema>, api:<tag>) lead to the reference section's pages when the document has what they name.",
        fix: 'correct the link in the document (an operation id, a tag or a schema name it has).',
      },
    ]);
    expect(result.heaviestPages[0]!.gzip).toBeLessThan(100 * 1024);
  });

  it('places the sidebar category where the sidebars file says, tags as sub-categories, operations with their method', () => {
    expect(sidebarOutline(page('/docs/api/create-shipment'))).toEqual([
      'Introduction /docs/intro',
      'API reference /docs/api [dg-api-sidebar]',
      '  Shipments /docs/api/tags/shipments',
      '    List shipments /docs/api/list-shipments [dg-api-sidebar-op dg-api-sidebar-op--get]',
      '    Create a shipment /docs/api/create-shipment [dg-api-sidebar-op dg-api-sidebar-op--post]',
      '  Tracking events /docs/api/tags/tracking',
      '    List tracking events /docs/api/list-tracking-events [dg-api-sidebar-op dg-api-sidebar-op--get]',
      '  Accounts /docs/api/tags/accounts',
      '  Ping /docs/api/get-ping [dg-api-sidebar-op dg-api-sidebar-op--get]',
      '  Webhooks',
      '    Shipment delivered /docs/api/webhooks/shipment-delivered [dg-api-sidebar-op dg-api-sidebar-op--post]',
      '  Schemas',
      '    ShipmentRequest /docs/api/schemas/shipment-request [dg-api-sidebar-schema]',
      '    Shipment /docs/api/schemas/shipment [dg-api-sidebar-schema]',
      '    Parcel /docs/api/schemas/parcel [dg-api-sidebar-schema]',
      '    Address /docs/api/schemas/address [dg-api-sidebar-schema]',
      '    Label /docs/api/schemas/label [dg-api-sidebar-schema]',
      '    PdfLabel /docs/api/schemas/pdf-label [dg-api-sidebar-schema]',
      '    ZplLabel /docs/api/schemas/zpl-label [dg-api-sidebar-schema]',
      '    TrackingEvent /docs/api/schemas/tracking-event [dg-api-sidebar-schema]',
      '    Notification /docs/api/schemas/notification [dg-api-sidebar-schema]',
      '    EmailNotification /docs/api/schemas/email-notification [dg-api-sidebar-schema]',
      '    SmsNotification /docs/api/schemas/sms-notification [dg-api-sidebar-schema]',
      'Guide /docs/guide',
    ]);
    const french = sidebarOutline(page('/fr/docs/api'));
    expect(french.slice(0, 3)).toEqual([
      'Introduction /fr/docs/intro',
      'Référence de l’API /fr/docs/api [dg-api-sidebar]',
      '  Shipments /fr/docs/api/tags/shipments',
    ]);
    expect(french).toContain('  Schémas');
    // The section's stylesheet is bundled for this site only (the Lintas site has none of it).
    const css = /href="(\/assets\/css\/[^"]+\.css)"/.exec(page('/docs/api'))![1]!;
    expect(fs.readFileSync(path.join(outDir, css), 'utf8')).toContain('.dg-api-sidebar-op--get');
  });

  it('renders the overview: facts, the description as sanitized HTML, Redoc links, security schemes, tags', () => {
    const html = article('/docs/api');
    expect(html).toContain('<h1');
    expect(html).toContain('>Parcels API</h1>');
    expect(html).toContain('<code>2.4.0</code>');
    expect(html).toContain('<a href="mailto:support@parcels.example">support@parcels.example</a>');
    expect(html).toContain('<a href="/openapi/parcels.yaml">Download the OpenAPI document</a>');
    // The vendor's HTML is kept, its script is not; `#tag/…` and `#operation/…` lead to the pages.
    expect(html).toContain('<p>Start with <a href="/docs/api/tags/shipments">shipments</a>, then read');
    expect(html).toContain('<a href="/docs/api/list-tracking-events">tracking events</a>');
    expect(html).not.toMatch(/<script|alert\(/);
    expect(html).toContain('<strong>API key</strong> <code>X-Api-Key</code> (header)');
    expect(html).toMatch(
      /<a href="\/docs\/api\/tags\/tracking">Tracking events<\/a> <span class="dg-api-tags__count">1 operation<\/span>/,
    );
    expect(html).toContain('<p class="dg-api-tags__desc">A shipment moves one parcel to one address.</p>');
    expect(article('/fr/docs/api')).toContain('<span class="dg-api-tags__count">2 opérations</span>');
  });

  it("leads ReadMe's /reference/<operation> links to the operation, keeps the document's other paths", () => {
    const html = article('/docs/api/tags/tracking');
    expect(html).toContain('<a href="/docs/api/list-tracking-events">the events</a>');
    expect(html).toContain('<a href="/guides/rate-limits">rate limits</a>');
    expect(html).toContain('<a href="/docs/intro">the intro</a>');
    expect(html).toContain('<a href="/docs/api/list-tracking-events">list them</a>');
    expect(article('/fr/docs/api/tags/tracking')).toContain('<a href="/fr/docs/intro">the intro</a>');
  });

  it("leads Stoplight's JSON-pointer links to the pages, and keeps the text of one naming nothing", () => {
    const html = article('/docs/api/schemas/address');
    expect(html).toContain(
      '<a href="/docs/api/create-shipment">Create a shipment</a> to send one; this one leads nowhere.',
    );
  });

  it('renders a tag page: its HTML description, sanitized, and its operations', () => {
    const html = article('/docs/api/tags/shipments');
    expect(html).toContain('<p>A shipment moves <b>one parcel</b> to one address.</p>');
    expect(html).not.toMatch(/onerror|javascript:/);
    expect(html).toMatch(
      /<a class="dg-api-oplist__link" href="\/docs\/api\/list-shipments"><span class="dg-api-method dg-api-method--get">GET<\/span> <span class="dg-api-oplist__title">List shipments<\/span> <code class="dg-api-oplist__path">\/shipments<\/code><\/a>/,
    );
    expect(html).toContain('href="/docs/api/create-shipment"');
    expect(article('/fr/docs/api/tags/shipments')).toContain('href="/fr/docs/api/create-shipment"');
  });

  it('renders an operation page: schemas linked to their pages, vendor samples beside the generated ones, a placeholder host', () => {
    const html = article('/docs/api/create-shipment');
    expect(html).toContain('<span class="dg-api-method dg-api-method--post">POST</span>');
    expect(html).toContain(
      '<a class="dg-api-ref dg-api-ref--link" href="/docs/api/schemas/shipment-request">ShipmentRequest</a>',
    );
    expect(html).toContain('<a class="dg-api-ref dg-api-ref--link" href="/docs/api/schemas/parcel">Parcel</a>');
    expect(article('/fr/docs/api/create-shipment')).toContain('href="/fr/docs/api/schemas/parcel"');
    // The vendor's Python replaces the generated one in the shared tab group; its Ruby is added.
    const tabs = [...html.matchAll(/data-dg-tab="([^"]+)">([^<]+)</g)].map((m) => `${m[1]}:${m[2]}`);
    expect(tabs).toEqual(['python:Python SDK', 'ruby:Ruby', 'curl:cURL', 'node:Node.js', 'php:PHP', 'go:Go']);
    expect(html).toContain('parcels.Shipment.create');
    expect(html).toContain('"{BASE_URL}/shipments"');
    // The summary is the page's title, not repeated below it.
    expect(html).not.toContain('dg-api-summary');
    // Its further reading (`externalDocs`), under its text.
    expect(html).toContain(
      '<p class="dg-api-external"><a href="https://help.example.com/shipping-rules" rel="noopener">Shipping rules by country</a></p>',
    );
  });

  it("links an operation's security scheme to the overview, which describes it once", () => {
    const html = article('/docs/api/create-shipment');
    expect(html).toContain(
      '<a href="/docs/api#api-auth-apiKey"><strong>API key</strong> <code>X-Api-Key</code> (header)</a>',
    );
    // A long description (a table) is not repeated; the overview has it.
    expect(html).not.toContain('A key from the dashboard.');
    expect(html).not.toContain('sk_test_');
    expect(article('/docs/api')).toContain('id="api-auth-apiKey"');
    expect(article('/docs/api')).toContain('<code>sk_test_…</code>');
    expect(article('/fr/docs/api/create-shipment')).toContain('href="/fr/docs/api#api-auth-apiKey"');
    // Alternatives, one a scope of OAuth 2.0: each links to its scheme; a sentence stays beside it.
    const list = article('/docs/api/list-shipments');
    expect(list).toContain('<a href="/docs/api#api-auth-apiKey">');
    expect(list).toContain(
      '<a href="/docs/api#api-auth-oauth"><strong>OAuth 2.0</strong></a> — scope <code>shipments:read</code>',
    );
    expect(list).toContain('Tokens from the authorization server.');
    expect(list).not.toContain('sk_test_');
    // `security: []`: no scheme, no link.
    expect(article('/docs/api/get-ping')).not.toContain('#api-auth-');
    // A page written by hand has no overview to lean on: it keeps the whole description.
    expect(article('/docs/guide')).toContain('<code>sk_test_…</code>');
  });

  it("shows a path item's description on each of its operations", () => {
    expect(article('/docs/api/get-ping')).toContain(
      '<div class="dg-api-path-desc"><p>The API\'s health, for monitors; <strong>no key</strong> needed.</p></div>',
    );
    // Not on the operations of other paths.
    expect(article('/docs/api/list-shipments')).not.toContain('dg-api-path-desc');
  });

  it('renders 3.1 type arrays, const, examples arrays and $ref siblings', () => {
    const list = article('/docs/api/list-shipments');
    expect(list).toMatch(
      /<td data-label="Name"><code class="dg-api-name">limit<\/code><\/td>\s*<td data-label="In">query<\/td>\s*<td data-label="Type">integer \| null<\/td>/,
    );
    const shipment = article('/docs/api/schemas/shipment');
    expect(shipment).toContain('The parcel sent, as booked.');
    expect(shipment).toMatch(/<span class="dg-api-constraint__label">Example<\/span> <code>shp_123<\/code>/);
    const request = article('/docs/api/schemas/shipment-request');
    expect(request).toMatch(/<span class="dg-api-constraint__label">Value<\/span> <code>standard<\/code>/);
  });

  it('renders a discriminator: each alternative with its mapped value, linked to its schema', () => {
    const html = article('/docs/api/schemas/label');
    expect(html).toContain('<span class="dg-api-composition__discriminator">Chosen by <code>format</code></span>');
    expect(html).toContain(
      '<summary class="dg-api-alt__summary"><span class="dg-api-alt__title">PdfLabel</span> <span class="dg-api-type">object</span> <code class="dg-api-alt__value">"pdf"</code></summary>',
    );
    expect(html).toContain(
      '<p class="dg-api-alt__ref">→ <a class="dg-api-ref dg-api-ref--link" href="/docs/api/schemas/pdf-label">PdfLabel</a></p>',
    );
    expect(html).toContain('<code class="dg-api-prop__name">url</code>');
    expect(html).toContain('<code class="dg-api-alt__value">"zpl"</code>');
    // Deeper in a tree, an alternative already shown is its link alone.
    const list = article('/docs/api/list-shipments');
    expect(list).toContain(
      '<p class="dg-api-alt__line"><span class="dg-api-alt__title"><a class="dg-api-ref dg-api-ref--link" href="/docs/api/schemas/pdf-label">PdfLabel</a></span>',
    );
  });

  it('renders a base schema whose discriminator maps its subtypes (they allOf it), without a oneOf', () => {
    const html = article('/docs/api/schemas/notification');
    expect(html).toContain('<span class="dg-api-composition__discriminator">Chosen by <code>channel</code></span>');
    expect(html).toContain('<code class="dg-api-alt__value">"email"</code>');
    expect(html).toContain('<code class="dg-api-alt__value">"sms"</code>');
    expect(html).toContain('href="/docs/api/schemas/email-notification">EmailNotification</a>');
    expect(html).toContain('<code class="dg-api-prop__name">address</code>');
    // A subtype shows the base's properties merged with its own, and no list of subtypes again.
    const email = article('/docs/api/schemas/email-notification');
    expect(email).toContain('<code class="dg-api-prop__name">channel</code>');
    expect(email).toContain('<code class="dg-api-prop__name">address</code>');
    expect(email).not.toContain('dg-api-composition__discriminator');
  });

  it('renders a schema page: its tree, an example and what uses it', () => {
    const html = article('/docs/api/schemas/shipment');
    const usedBy = html.slice(html.indexOf('id="schema-used-by"'));
    expect([...usedBy.matchAll(/class="dg-api-oplist__link" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/docs/api/list-shipments',
      '/docs/api/create-shipment',
      '/docs/api/webhooks/shipment-delivered',
    ]);
    const parcel = article('/docs/api/schemas/parcel');
    expect(parcel).toContain(
      '<a class="dg-api-ref dg-api-ref--link" href="/docs/api/schemas/shipment-request">ShipmentRequest</a>',
    );
    expect(parcel).toContain('href="/docs/api/schemas/shipment">Shipment</a>');
    expect(article('/docs/api/schemas/tracking-event')).toContain('id="schema-example"');
    // A schema's `externalDocs` without a description is "Learn more", in the page's language.
    expect(html).toContain('<a href="https://help.example.com/shipments" rel="noopener">Learn more</a>');
    expect(article('/fr/docs/api/schemas/shipment')).toContain('>En savoir plus</a>');
  });

  it('renders a webhook page with its payload', () => {
    const html = article('/docs/api/webhooks/shipment-delivered');
    expect(html).toContain('<span class="dg-api-webhook-badge">Webhook</span> shipmentDelivered');
    expect(html).toContain('id="shipmentDelivered-payload"');
    expect(html).toContain('href="/docs/api/schemas/shipment">Shipment</a>');
  });

  it('still embeds an operation in a page written by hand, its schemas linked', () => {
    const html = article('/docs/guide');
    expect(html).toContain('data-operation="listShipments"');
    expect(html).toContain('href="/docs/api/schemas/shipment">Shipment</a>');
    expect(article('/fr/docs/guide')).toContain('href="/fr/docs/api/schemas/shipment">Shipment</a>');
  });
});
