import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { LoadedApi, OaObject } from '../src/model.js';
import { postmanCollection } from '../src/postman.js';
import { codeSamples } from '../src/render/sample-languages.js';
import { sampleRequest } from '../src/render/samples.js';
import { pathText, queryPairs } from '../src/render/serialize.js';

/**
 * Code samples and the Postman collection send parameters and form fields as OpenAPI serializes
 * them (`style`, `explode`, the Encoding Object): the expected strings are those of the
 * specification's "Style Examples" table (3.1.1, Parameter Object) for the colour it uses.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
let api: LoadedApi;
beforeAll(async () => {
  api = await loadOpenApi('serialization.yaml', { siteDir: path.join(here, 'fixtures') });
});

const options = { serverUrl: 'https://paint.example/v1', keyEnv: 'PAINT_KEY' };
const request = (id: string) => sampleRequest(api, api.operations.get(id)!, options);

describe('the specification’s style table', () => {
  const color = { string: 'blue', array: ['blue', 'black', 'brown'], object: { R: 100, G: 200, B: 150 } };
  const path = (style: string, explode: boolean, value: unknown) =>
    pathText({ name: 'color', in: 'path', style, explode, schema: {} }, value);
  const query = (style: string, explode: boolean, value: unknown) =>
    queryPairs({ name: 'color', in: 'query', style, explode, schema: {} }, 'color', value)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');

  it('path styles: simple, label, matrix', () => {
    expect(path('simple', false, color.array)).toBe('blue,black,brown');
    expect(path('simple', false, color.object)).toBe('R,100,G,200,B,150');
    expect(path('simple', true, color.object)).toBe('R=100,G=200,B=150');
    expect(path('label', false, color.string)).toBe('.blue');
    expect(path('label', false, color.array)).toBe('.blue,black,brown');
    expect(path('label', true, color.array)).toBe('.blue.black.brown');
    expect(path('label', true, color.object)).toBe('.R=100.G=200.B=150');
    expect(path('matrix', false, color.string)).toBe(';color=blue');
    expect(path('matrix', false, color.array)).toBe(';color=blue,black,brown');
    expect(path('matrix', true, color.array)).toBe(';color=blue;color=black;color=brown');
    expect(path('matrix', false, color.object)).toBe(';color=R,100,G,200,B,150');
    expect(path('matrix', true, color.object)).toBe(';R=100;G=200;B=150');
  });

  it('query styles: form, spaceDelimited, pipeDelimited, deepObject', () => {
    expect(query('form', false, color.array)).toBe('color=blue,black,brown');
    expect(query('form', true, color.array)).toBe('color=blue&color=black&color=brown');
    expect(query('form', false, color.object)).toBe('color=R,100,G,200,B,150');
    expect(query('form', true, color.object)).toBe('R=100&G=200&B=150');
    expect(query('spaceDelimited', false, color.array)).toBe('color=blue black brown');
    expect(query('pipeDelimited', false, color.array)).toBe('color=blue|black|brown');
    expect(query('deepObject', true, color.object)).toBe('color[R]=100&color[G]=200&color[B]=150');
  });
});

describe('code samples', () => {
  it('path parameters: simple arrays joined by commas, label and matrix with their prefixes', () => {
    expect(request('pathSimple').url).toBe('https://paint.example/v1/swatches/blue,black,brown');
    expect(request('pathLabelExploded').url).toBe('https://paint.example/v1/label/.blue.black.brown');
    expect(request('pathMatrixObject').url).toBe('https://paint.example/v1/matrix/;color=R,100,G,200,B,150');
  });

  it('query, header and cookie parameters by their styles, percent-encoded', () => {
    const req = request('queryStyles');
    expect(req.url).toBe(
      'https://paint.example/v1/mixes?ids=blue,black,brown&tags=matt&tags=gloss&spaced=blue%20black' +
        '&piped=blue%7Cblack&created%5Bgt%5D=100&created%5Blte%5D=200&R=100&G=200',
    );
    expect(req.headers).toContainEqual({ name: 'shades', value: '1,2' });
    expect(req.headers).toContainEqual({ name: 'Cookie', value: 'session=abc' });
  });

  it('form bodies: arrays repeat their name, objects are JSON, encoded fields follow their style', () => {
    const body = request('formBody').body;
    expect(body?.kind).toBe('text');
    const sent = new URLSearchParams(body?.kind === 'text' ? body.value : '');
    expect([...sent]).toEqual([
      ['name', 'Blue wall'],
      ['colors', 'blue'],
      ['colors', 'white'],
      ['address', '{"city":"Lyon","zip":"69001"}'],
      ['meta[room]', 'kitchen'],
      ['lines[0][sku]', 'P-1'],
      ['lines[0][qty]', '2'],
      ['expand[]', 'customer'],
      ['expand[]', 'invoice'],
    ]);
  });

  it('multipart bodies: properties of allOf parts, one part per array item, every file uploaded', () => {
    const body = request('multipartFiles').body;
    expect(body).toEqual({
      kind: 'form',
      contentType: 'multipart/form-data',
      fields: [
        { name: 'title', file: false, value: 'Before and after' },
        { name: 'labels', file: false, value: 'wall' },
        { name: 'labels', file: false, value: 'door' },
        { name: 'photos[0]', file: true, value: 'file.bin' },
        { name: 'photos[1]', file: true, value: 'file.bin' },
        { name: 'scans', file: true, value: 'file.bin' },
      ],
    });
    const [curl, , python, php, go] = codeSamples(request('multipartFiles')).map((s) => s.code);
    expect(curl).toContain(`-F "labels=wall" \\\n  -F "labels=door"`);
    expect(python).toContain(`data=[("title", "Before and after"), ("labels", "wall"), ("labels", "door")]`);
    expect(php).toContain(`'labels[0]' => 'wall',\n        'labels[1]' => 'door',`);
    expect(go).toContain('part, err = form.CreateFormFile("scans", "file.bin")');
  });
});

describe('Postman collection', () => {
  it('one query entry per serialized pair, form fields as the body sends them', () => {
    const collection = postmanCollection(api, { baseUrl: 'https://paint.example/v1' });
    const items = collection.item as OaObject[];
    const find = (name: string) => items.find((i) => i.name === name)!.request as OaObject;
    const query = (find('queryStyles').url as OaObject).query as OaObject[];
    expect(query.map((q) => `${q.key}=${q.value}`)).toEqual([
      'ids=blue,black,brown',
      'tags=matt',
      'tags=gloss',
      'spaced=blue black',
      'piped=blue|black',
      'created[gt]=100',
      'created[lte]=200',
      'R=100',
      'G=200',
    ]);
    const variable = (find('pathSimple').url as OaObject).variable as OaObject[];
    expect(variable[0]).toMatchObject({ key: 'color', value: 'blue,black,brown' });
    const form = (find('formBody').body as OaObject).urlencoded as OaObject[];
    expect(form.map((f) => `${f.key}=${f.value}`)).toContain('lines[0][qty]=2');
    expect(form.filter((f) => f.key === 'colors').map((f) => f.value)).toEqual(['blue', 'white']);
  });
});
