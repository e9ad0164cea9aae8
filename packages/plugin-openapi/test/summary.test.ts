import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { OaObject } from '../src/model.js';
import { postmanCollection } from '../src/postman.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';
import { referencePlan } from '../src/reference/pages.js';

/**
 * A `summary` written as paragraphs of markdown (OpenAI's document: its whole description) is no
 * title: the page and the Postman request are named by the operation id, and the summary is the
 * operation's text (the markdown fixture `summary-paragraphs` shows the body).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'markdown', 'summary-paragraphs');

describe('a summary that is no title', () => {
  it('names the page by the operation id and describes it with the summary', async () => {
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir });
    const model = referenceModel(api.doc, resolveReference(true, 'openapi.yaml') as ResolvedReference, '/docs');
    expect(model.operations.map((o) => o.title)).toEqual(['createCompletion', 'List models']);
    const plan = referencePlan(api.doc, model, ['en'], undefined);
    const page = plan.pages.find((p) => p.id === model.operations[0]!.docId)!;
    expect(page.frontMatter).toEqual({ title: 'createCompletion', description: 'New project? Try threads first.' });
  });

  it('names the Postman request by the operation id, its description the summary then the description', async () => {
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir });
    const items = postmanCollection(api, { baseUrl: 'https://api.completions.example/v1' }).item as OaObject[];
    expect(items.map((i) => i.name)).toEqual(['createCompletion', 'List models']);
    expect((items[0]!.request as OaObject).description).toBe(
      '**New project?** Try [threads](https://docs.completions.example/threads) first.\n\n---\n\nCreates a completion for the prompt.\n\nBilled per token.',
    );
  });
});

describe('a one-line summary written in markdown', () => {
  it('is a plain-text title (sidebar, page, Postman), its markdown shown on the page (fixture summary-markdown-line)', async () => {
    const own = path.join(path.dirname(dir), 'summary-markdown-line');
    const api = await loadOpenApi('openapi.yaml', { siteDir: own });
    const model = referenceModel(api.doc, resolveReference(true, 'openapi.yaml') as ResolvedReference, '/docs');
    expect(model.operations.map((o) => o.title)).toEqual([
      'Creates an image given a prompt. Learn more.',
      'Creates a variation of a given image, for dall-e-2 only.',
    ]);
  });
});
