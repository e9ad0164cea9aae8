import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, DocgenError } from '@docgen/core';
import { afterAll, describe, expect, it } from 'vitest';
import { validatePostman } from './postman-schema.js';

/** Whole builds of small fixture sites (`fixtures/sites/*`) with the plugin in their config. */
const sites = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'sites');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function failure(siteDir: string): Promise<DocgenError> {
  const run = build({ siteDir, outDir: path.join(tmp, path.basename(siteDir)), strict: true });
  await expect(run).rejects.toThrow(DocgenError);
  return (await run.catch((e: unknown) => e)) as DocgenError;
}

describe('the build with the openapi plugin', () => {
  it('fails on an example that does not match its schema', async () => {
    const siteDir = path.join(sites, 'broken-example');
    const run = build({ siteDir, outDir: path.join(tmp, 'broken-example'), strict: true });
    await expect(run).rejects.toThrow(
      'OpenApiInvalidExample: Example "heavy" of operation getItem, response 200 (application/json) does not match its schema: /weight must be of type integer.',
    );
    const error = await failure(siteDir);
    expect(error.diagnostics).toEqual([
      {
        name: 'OpenApiInvalidExample',
        severity: 'error',
        file: 'openapi/shop.yaml',
        line: 28,
        column: 21,
        where: '#/paths/~1items~1{id}/get/responses/200/content/application~1json/examples/heavy/value/weight',
        message:
          'Example "heavy" of operation getItem, response 200 (application/json) does not match its schema: /weight must be of type integer.',
        why: 'The schema at #/components/schemas/Item/properties/weight says {"type":"integer"}.',
        fix: 'correct the example (or the schema, if the example is right): every example is validated at build time.',
      },
    ]);
    expect(error.exitCode).toBe(1);
    expect(fs.existsSync(path.join(tmp, 'broken-example'))).toBe(false);
  });

  it('fails on an operation id the document lacks, with "did you mean"', async () => {
    const error = await failure(path.join(sites, 'unknown-operation'));
    expect(error.diagnostics).toEqual([
      {
        name: 'OpenApiUnknownOperation',
        severity: 'error',
        file: 'docs/intro.md',
        line: 8,
        column: 3,
        message: 'Operation "getItm" is not in ../../shop.yaml.',
        why: 'The document has 7 operations (listItems, createItem, getItem, deleteItem, getStatus, createShipment, …).',
        fix: 'did you mean "getItem"?',
      },
    ]);
  });

  it("reports a vendor document's links where the document writes them, as warnings", async () => {
    const result = await build({ siteDir: path.join(sites, 'vendor-links'), outDir: path.join(tmp, 'vendor-links') });
    expect(
      result.diagnostics.map((d) => [d.severity, d.name, `${d.file}:${d.line}:${d.column}`, d.message].join(' ')),
    ).toEqual([
      // At the line and column of the target in the description's block scalar, not at its key (11:7).
      'warning BrokenLink openapi/vendor.yaml:12:47 Link "/docs/rate-limits" does not resolve to any page or file.',
      'warning OpenApiBrokenLink openapi/vendor.yaml:13:26 The link "#section/Authentication" of the document names no part of its page: the page shows its text without the link.',
      'warning BrokenAnchor openapi/vendor.yaml:13:67 Anchor "#prices" does not exist on /docs/intro.',
      'warning BrokenImage openapi/vendor.yaml:15:32 Image "/img/quote-flow.png" does not exist in this site: it was written for the site of the file\'s authors.',
      // A link in the text after a closing </p>, outside any block of the HTML: the document's too.
      'warning BrokenLink openapi/vendor.yaml:28:50 Link "/docs/quote-guide" does not resolve to any page or file.',
      // A description's code block shown by both operations: its fence is the document's, told once there.
      'warning UnknownCodeLanguage openapi/vendor.yaml:49:9 The code block\'s first line "<amount> ::= <digits> [ "." <digits> ]" is its info string, not code: it is not shown, and "<amount>" is not a language.',
    ]);
    // No heading of a generated page can be given the id: the fix is the document's (Jira's links to Atlassian's headings).
    expect(result.diagnostics.find((d) => d.name === 'BrokenAnchor')?.fix).toBe(
      'correct or remove the link in openapi/vendor.yaml: /docs/intro has no such part.',
    );
    const html = fs.readFileSync(path.join(tmp, 'vendor-links', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/rate-limits">rate limits</a>');
    expect(html).toContain('\nauthentication first, ');
    expect(html).toContain('<p>See <a href="/docs/quote-guide">the guide</a>.</p>');
    expect(html).toContain('<img src="/img/quote-flow.png" alt="How a quote is made"');
    expect(html).not.toMatch(/data-dg-(api-code|place)/);
  });

  it("leads a description's #anchor to the page of the section that has its id, and hints at the others", async () => {
    const out = path.join(tmp, 'cross-page-anchors');
    const result = await build({ siteDir: path.join(sites, 'cross-page-anchors'), outDir: out });
    expect(
      result.diagnostics.map((d) =>
        [d.severity, d.name, `${d.file}:${d.line}:${d.column}`, d.message, d.fix].join(' '),
      ),
    ).toEqual([
      'warning OpenApiBrokenLink openapi/tasks.yaml:27:26 The link "#/reference/tasks/gone" of the document names no part of its page: the page shows its text without the link. did you mean "#/reference/tasks"? Else correct or remove the link in the document.',
      'warning OpenApiBrokenLink openapi/tasks.yaml:27:69 The link "#/run-task-post" of the document names no part of its page: the page shows its text without the link. did you mean the page "/docs/api/run-task-post"? Else correct or remove the link in the document.',
    ]);
    const links = (route: string) =>
      [...fs.readFileSync(path.join(out, route, 'index.html'), 'utf8').matchAll(/<a href="([^"]*#[^"]*)">([^<]*)/g)]
        .filter((m) => !m[1]!.startsWith('#main'))
        .map((m) => `${m[2]} ${m[1]}`);
    expect(links('docs/api/list-tasks')).toEqual([
      // An id written in HTML has the sanitizer's prefix on its page; a heading's is its slug.
      'Authentication /docs/api#user-content-/introduction/authentication',
      'its update /docs/api/update-task#update-task-labels',
      'Run task /docs/api/run-task-post#user-content-/reference/tasks/run-task',
      'the tasks /docs/api/tags/tasks#user-content-/reference/tasks',
      // Its own page's id stays on the page.
      'this list #user-content-/reference/tasks/task-collection/get-list-of-tasks',
      // Redoc's link to a heading of a description, by its words.
      'Sign in /docs/api#authentication',
      // Scalar's, by its slug.
      'by its slug /docs/api#authentication',
    ]);
    // An operation's summary, which heads it on one long page (Slate's), is its page here.
    expect(fs.readFileSync(path.join(out, 'docs/api/list-tasks', 'index.html'), 'utf8')).toContain(
      '<a href="/docs/api/update-task">Update a task</a>',
    );
    expect(links('docs/api/update-task')).toEqual([
      'list them /docs/api/list-tasks#user-content-/reference/tasks/task-collection/get-list-of-tasks',
      // A Redoc anchor of an operation id the document no longer has, kept by a <span id>.
      'as before /docs/api/list-tasks#user-content-tag/Tasks/operation/tasks_get',
    ]);
  });

  it('renders each directive from the openapi() whose document holds it', async () => {
    const error = await failure(path.join(sites, 'two-documents'));
    // listItems (shop) and createPickup (carrier) render; a misspelt id is reported once, naming both.
    expect(error.diagnostics).toEqual([
      {
        name: 'OpenApiUnknownOperation',
        severity: 'error',
        file: 'docs/intro.md',
        line: 7,
        column: 1,
        message: 'Operation "cancelPikcup" is not in openapi/shop.yaml nor in openapi/carrier.yaml.',
        why: 'The document has 1 operations (listItems). openapi/carrier.yaml has 2 (createPickup, cancelPickup).',
        fix: 'did you mean "cancelPickup"?',
      },
    ]);
  });

  it('leaves the properties and parameters marked x-internal out of pages, samples and Postman', async () => {
    const outDir = path.join(tmp, 'internal-parts');
    await build({ siteDir: path.join(sites, 'internal-parts'), outDir, strict: true });
    const page = fs.readFileSync(path.join(outDir, 'docs/users/create-user/index.html'), 'utf8');
    const postman = fs.readFileSync(path.join(outDir, 'users.json'), 'utf8');
    expect(page).toContain('tenant');
    expect(postman).toContain('tenant');
    for (const text of [page, postman]) {
      expect(text).not.toContain('dryRun');
      expect(text).not.toContain('shardKey');
    }
    // A schema marked internal has no page; what names it (a property, a oneOf branch and its
    // mapping) goes with it, as Redocly's bundle leaves them out; a server marked so too.
    expect(fs.readdirSync(path.join(outDir, 'docs/users/schemas')).sort()).toEqual(['owner', 'person', 'user']);
    const pages = ['create-user', 'schemas/user', 'schemas/owner', ''].map((p) =>
      fs.readFileSync(path.join(outDir, 'docs/users', p, 'index.html'), 'utf8'),
    );
    for (const text of [...pages, postman]) {
      for (const word of ['auditTrail', 'robotSerial', 'schemas/robot', 'schemas/audit', 'staging.internal'])
        expect(text).not.toContain(word);
    }
    expect(pages[2]).toContain('email');
  });

  it('renders the reference in every locale and writes a valid Postman collection', async () => {
    const outDir = path.join(tmp, 'shop');
    const result = await build({ siteDir: path.join(sites, 'shop'), outDir, strict: true });
    expect(result.diagnostics).toEqual([]);
    const en = fs.readFileSync(path.join(outDir, 'docs/items/index.html'), 'utf8');
    expect(en).toContain('<span class="dg-api-method dg-api-method--post">POST</span>');
    expect(en).toContain('id="createItem-request"');
    expect(en).toContain('data-dg-tabs="code"');
    for (const value of ['curl', 'node', 'python', 'php', 'go']) expect(en).toContain(`data-dg-tab="${value}"`);
    expect(en).toContain('<code>item_name_taken</code>');
    expect(en).toContain('<code>placed</code>');
    expect(en).toContain('href="/downloads/shop.postman_collection.json"');
    const fr = fs.readFileSync(path.join(outDir, 'fr/docs/items/index.html'), 'utf8');
    expect(fr).toContain('>Corps de la requête<');
    expect(fr).toContain('>Exemples de code<');

    const collection = JSON.parse(
      fs.readFileSync(path.join(outDir, 'downloads/shop.postman_collection.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(validatePostman(collection)).toEqual([]);
    expect(collection.info).toMatchObject({
      name: 'Shop API',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    });
    expect(collection.variable).toEqual([
      { key: 'baseUrl', value: 'https://api.sandbox.shop.example/v1', type: 'string' },
      { key: 'apiKey', value: '', type: 'string' },
    ]);
  });
});
