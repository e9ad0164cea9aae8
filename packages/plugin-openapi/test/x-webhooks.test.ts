import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
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
