import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import { codeSamples } from '../src/render/sample-languages.js';
import { sampleRequest } from '../src/render/samples.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-parts-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const DOC = `openapi: 3.2.0
info: { title: Parts, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /batch:
    post:
      operationId: sendBatch
      requestBody:
        content:
          multipart/mixed:
            schema:
              type: array
              prefixItems:
                - type: object
                  required: [id]
                  properties: { id: { type: string, example: doc-1 } }
                - type: string
                  contentMediaType: application/pdf
              items: { type: string, example: a note }
            prefixEncoding:
              - contentType: application/json
              - contentType: application/pdf
            itemEncoding:
              contentType: text/plain
      responses:
        '204': { description: Sent. }
  /form:
    post:
      operationId: sendForm
      requestBody:
        content:
          multipart/form-data:
            schema:
              type: object
              properties: { name: { type: string, example: Ada } }
      responses:
        '204': { description: Sent. }
`;

describe('a multipart body of parts by position', () => {
  it('is written out part by part, each with its Content-Type, in every sample', async () => {
    fs.writeFileSync(path.join(tmp, 'parts.yaml'), DOC);
    const api = await loadOpenApi('parts.yaml', { siteDir: tmp });
    const request = (id: string) =>
      sampleRequest(api, api.operations.get(id)!, { serverUrl: 'https://api.example.com', keyEnv: 'API_KEY' });
    const batch = request('sendBatch');
    expect(batch.body?.kind).toBe('text');
    expect(batch.headers).toContainEqual({ name: 'Content-Type', value: 'multipart/mixed; boundary=docgen-part' });
    const text = batch.body?.kind === 'text' ? batch.body.value : '';
    expect(text).toBe(
      [
        '--docgen-part',
        'Content-Type: application/json',
        '',
        '{\n  "id": "doc-1"\n}',
        '--docgen-part',
        'Content-Type: application/pdf',
        '',
        '<contents of file.bin>',
        '--docgen-part--',
      ].join('\n'),
    );
    const curl = codeSamples(batch).find((s) => s.value === 'curl')?.code ?? '';
    expect(curl).toContain('Content-Type: multipart/mixed; boundary=docgen-part');
    expect(curl).toContain('Content-Type: application/pdf');
    // A form of named fields is still the clients' form.
    const form = request('sendForm');
    expect(form.body).toEqual({
      kind: 'form',
      contentType: 'multipart/form-data',
      fields: [{ name: 'name', file: false, value: 'Ada' }],
    });
  });
});
