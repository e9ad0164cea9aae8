import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { documentChecks } from '../src/document-checks.js';
import { duplicateIdProblems } from '../src/duplicate-ids.js';
import { exampleProblems } from '../src/examples.js';
import { indexOperations, type LoadedApi, type OaObject } from '../src/model.js';
import { allOperations } from '../src/reference/model.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The 3.0 document of the x-webhooks fixture, its webhook's payload given an example. */
function letters(example?: unknown): OaObject {
  const text = fs.readFileSync(path.join(here, 'fixtures/markdown/x-webhooks/openapi.yaml'), 'utf8');
  const doc = YAML.parse(text) as OaObject;
  if (example !== undefined)
    doc['x-webhooks'].letterDelivered.post.requestBody.content['application/json'].example = example;
  return doc;
}

describe("Redoc's x-webhooks in a 3.0 document", () => {
  it('are webhooks: indexed, and given reference pages', () => {
    const doc = letters();
    expect(indexOperations(doc).get('letterDelivered')).toMatchObject({
      kind: 'webhook',
      segments: ['x-webhooks', 'letterDelivered', 'post'],
    });
    expect(allOperations(doc).map((e) => `${e.kind} ${e.id}`)).toEqual([
      'path createLetter',
      'webhook letterDelivered',
    ]);
  });

  it('have their payload examples checked', () => {
    const doc = letters({ id: 'ltr_1', event_type: 'letter.lost' });
    const api = { doc, file: 'openapi.yaml', locate: () => undefined } as unknown as LoadedApi;
    const problems = exampleProblems(api);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^Example "example" of webhook letterDelivered .*payload.*event_type/),
    ]);
  });
});

/** A 3.1 document writing its webhook in `webhooks` and, for renderers of 3.0, again in `x-webhooks`. */
function bothRoots(): OaObject {
  const doc = letters({ id: 'ltr_1', event_type: 'letter.lost' });
  doc.openapi = '3.1.0';
  doc.webhooks = { letterDelivered: structuredClone(doc['x-webhooks'].letterDelivered) };
  return doc;
}

describe('x-webhooks beside 3.1 webhooks', () => {
  const where = () => ({ file: 'openapi.yaml', line: 1, column: 1, text: '' });

  it('a copy of a webhook is read once: one page, no duplicate id, its example checked once', async () => {
    const doc = bothRoots();
    expect(allOperations(doc).map((e) => `${e.kind} ${e.segments.slice(0, 2).join('/')}`)).toEqual([
      'path paths//letters',
      'webhook webhooks/letterDelivered',
    ]);
    expect(duplicateIdProblems(doc, where)).toEqual([]);
    const api = { doc, file: 'openapi.yaml', locate: () => undefined } as unknown as LoadedApi;
    expect(exampleProblems(api).map((p) => p.where)).toEqual([
      expect.stringMatching(/^#\/webhooks\/letterDelivered\//),
    ]);
    const problems = await documentChecks(doc, '3.1', where, true);
    expect(problems.filter((p) => p.message.includes('x-webhooks'))).toEqual([]);
  });

  it('a different webhook of the same name is reported, not dropped unsaid', async () => {
    const doc = bothRoots();
    doc['x-webhooks'].letterDelivered.post.summary = 'A letter arrived';
    const problems = await documentChecks(doc, '3.1', where, true);
    expect(problems.filter((p) => p.message.includes('x-webhooks'))).toEqual([
      expect.objectContaining({
        name: 'OpenApiInvalidDocument',
        message: expect.stringContaining('/x-webhooks/letterDelivered is not the same as /webhooks/letterDelivered'),
      }),
    ]);
    expect(allOperations(doc).filter((e) => e.kind === 'webhook')).toHaveLength(1);
  });
});
