import { execFileSync } from 'node:child_process';
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

/** The body each language's sample sends, read by running its string literal in that language. */
function sentBodies(code: (lang: string) => string): Record<string, string> {
  const run = (cmd: string, args: string[], env = {}) =>
    execFileSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  const file = (name: string, text: string) => {
    const abs = path.join(tmp, name);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
    return abs;
  };
  const curlArgs = run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code('curl')}`]).split('\0');
  const php = /CURLOPT_POSTFIELDS => ([\s\S]*?),\n\]\);/.exec(code('php'))?.[1] ?? '';
  const go = /strings\.NewReader\(([\s\S]*?)\)\n\treq, err/.exec(code('go'))?.[1] ?? '';
  const stub = 'globalThis.fetch = async (url, init) => { process.stdout.write(init.body); process.exit(0); };\n';
  const pyStub = file(
    'py/requests.py',
    'import sys\ndef post(url, **kw):\n    sys.stdout.write(kw["data"])\n    sys.exit(0)\n',
  );
  return {
    curl: curlArgs[curlArgs.indexOf('--data-binary') + 1] ?? '',
    node: run(process.execPath, [file('node.mjs', stub + code('node'))]),
    python: run('python3', [file('sample.py', code('python'))], { PYTHONPATH: path.dirname(pyStub) }),
    php: run('php', ['-r', `echo ${php};`]),
    go: run(
      'go',
      ['run', file('go/main.go', `package main\n\nimport "os"\n\nfunc main() { os.Stdout.WriteString(${go}) }\n`)],
      {
        GOFLAGS: '-mod=mod',
        GOTOOLCHAIN: 'local',
        GOPROXY: 'off',
      },
    ),
  };
}

describe('a multipart body of parts by position', () => {
  it('is sent with CRLF line ends by every sample, as RFC 2046 and 7578 say', async () => {
    fs.writeFileSync(path.join(tmp, 'parts.yaml'), DOC);
    const api = await loadOpenApi('parts.yaml', { siteDir: tmp });
    const batch = sampleRequest(api, api.operations.get('sendBatch')!, {
      serverUrl: 'https://api.example.com',
      keyEnv: 'API_KEY',
    });
    const wire = batch.body?.kind === 'text' ? batch.body.value : '';
    expect(wire).toMatch(/^--docgen-part\r\nContent-Type: application\/json\r\n\r\n/);
    const samples = codeSamples(batch);
    const sent = sentBodies((lang) => samples.find((s) => s.value === lang)?.code ?? '');
    expect(sent).toEqual({ curl: wire, node: wire, python: wire, php: wire, go: wire });
    // What a reader sees: one line of source per line of the body, the carriage return escaped.
    expect(samples[0]!.code).toContain("--data-binary $'--docgen-part\\r\n");
  }, 120_000);

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
      ].join('\r\n'),
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
