import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { LoadedApi } from '../src/model.js';
import { pickServer } from '../src/remark.js';
import { codeSamples } from '../src/render/sample-languages.js';
import { requestExample, sampleRequest } from '../src/render/samples.js';
import { vendorSamples } from '../src/render/vendor-samples.js';

/**
 * The code samples of every operation of the Lintas document, the shop and serialization fixtures and the Petstore
 * must be valid code: each language's own checker parses them (bash -n, Node's ES module compile as in `node --check`,
 * py_compile, php -l, go vet: `scripts/ensure-test-tools.mjs` installs them). The JSON body a sample sends is
 * the example, byte for byte once parsed (checked by running the cURL, Node.js and Python samples
 * against stand-ins of curl, fetch and requests).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-samples-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const apis: Record<string, LoadedApi> = {};
beforeAll(async () => {
  apis.lintas = await loadOpenApi('openapi/lintas.yaml', { siteDir: path.resolve(here, '../../../content') });
  apis.shop = await loadOpenApi('shop.yaml', { siteDir: path.join(here, 'fixtures') });
  apis.serialization = await loadOpenApi('serialization.yaml', { siteDir: path.join(here, 'fixtures') });
  apis.petstore = await loadOpenApi('3.0/json/petstore.json', {
    siteDir: path.dirname(require.resolve('@readme/oas-examples/package.json')),
  });
});

function allSamples() {
  const out: { doc: string; id: string; value: string; code: string }[] = [];
  for (const [doc, api] of Object.entries(apis)) {
    for (const entry of api.operations.values()) {
      if (entry.kind !== 'path') continue;
      const req = sampleRequest(api, entry, { serverUrl: pickServer(api, undefined), keyEnv: 'API_KEY' });
      for (const s of codeSamples(req)) out.push({ doc, id: entry.id, value: s.value, code: s.code });
    }
  }
  return out;
}

/** Compiles each file named on its command line as an ES module: its syntax error, or null. */
const CHECK_MODULES = `import fs from 'node:fs';
import vm from 'node:vm';
const errors = process.argv.slice(1).map((file) => {
  try {
    new vm.SourceTextModule(fs.readFileSync(file, 'utf8'), { identifier: file });
    return null;
  } catch (error) {
    return String(error);
  }
});
process.stdout.write(JSON.stringify(errors));`;

function write(doc: string, id: string, ext: string, code: string, dir = tmp): string {
  const file = path.join(dir, `${doc}-${id.replace(/\W+/g, '_')}.${ext}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, code);
  return file;
}

describe('code samples', () => {
  it('generates five languages for every operation, in the site’s tab order', () => {
    const samples = allSamples();
    const ids = new Set(samples.map((s) => `${s.doc}:${s.id}`));
    expect(samples.length).toBe(ids.size * 5);
    expect(samples.slice(0, 5).map((s) => s.value)).toEqual(['curl', 'node', 'python', 'php', 'go']);
  });

  it('cURL samples are valid shell', () => {
    for (const s of allSamples().filter((x) => x.value === 'curl')) {
      const result = spawnSync('bash', ['-n', write(s.doc, s.id, 'sh', s.code)], { encoding: 'utf8' });
      expect(result.status, `${s.doc} ${s.id}: ${result.stderr}`).toBe(0);
    }
  });

  // One Node process for all the samples, each compiled as an ES module as `node --check` does
  // for an .mjs file (a module record of its source, not run): a process per sample (--check
  // takes one file) spent 14 s of a CI run starting Node 66 times.
  it('Node.js samples parse as ES modules', () => {
    const samples = allSamples().filter((x) => x.value === 'node');
    const files = samples.map((s) => write(s.doc, s.id, 'mjs', s.code));
    const result = spawnSync(
      process.execPath,
      ['--experimental-vm-modules', '--input-type=module', '-e', CHECK_MODULES, ...files],
      {
        encoding: 'utf8',
      },
    );
    expect(result.status, result.stderr).toBe(0);
    const errors = JSON.parse(result.stdout) as (string | null)[];
    expect(errors).toHaveLength(samples.length);
    for (const [i, s] of samples.entries()) expect(errors[i], `${s.doc} ${s.id}`).toBeNull();
  }, 180_000);

  it('Python samples compile', () => {
    const files = allSamples()
      .filter((x) => x.value === 'python')
      .map((s) => write(s.doc, s.id, 'py', s.code));
    const result = spawnSync('python3', ['-m', 'py_compile', ...files], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  });

  it('PHP samples pass php -l', () => {
    for (const s of allSamples().filter((x) => x.value === 'php')) {
      const result = spawnSync('php', ['-l', write(s.doc, s.id, 'php', s.code)], { encoding: 'utf8' });
      expect(result.status, `${s.doc} ${s.id}: ${result.stdout}${result.stderr}`).toBe(0);
    }
  });

  it('Go samples type-check (go vet)', () => {
    const mod = path.join(tmp, 'gomod');
    fs.mkdirSync(mod, { recursive: true });
    fs.writeFileSync(path.join(mod, 'go.mod'), 'module samples\n\ngo 1.21\n');
    for (const s of allSamples().filter((x) => x.value === 'go')) {
      const dir = path.join(mod, `${s.doc}_${s.id.replace(/\W+/g, '_')}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'main.go'), s.code);
    }
    const result = spawnSync('go', ['vet', './...'], {
      cwd: mod,
      encoding: 'utf8',
      env: { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', GOPROXY: 'off' },
    });
    expect(result.status, result.stderr).toBe(0);
  }, 180_000);

  it('the cURL sample sends the example body, apostrophes included', () => {
    const api = apis.lintas!;
    const entry = api.operations.get('createOrder')!;
    const example = requestExample(api, entry)!;
    expect(JSON.stringify(example.value)).toContain("Men's");
    const code = codeSamples(
      sampleRequest(api, entry, { serverUrl: 'https://api.sandbox.lintas.example/v1', keyEnv: 'LINTAS_API_KEY' }),
    )[0]!.code;
    const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\nLINTAS_API_KEY=sk_test_1\n${code}`], {
      encoding: 'utf8',
    }).split('\0');
    expect(out[0]).toBe('https://api.sandbox.lintas.example/v1/orders');
    expect(out).toContain('Authorization: Bearer sk_test_1');
    expect(JSON.parse(out[out.indexOf('-d') + 1]!)).toEqual(example.value);
  });

  it('the Node.js sample sends the example body', () => {
    const api = apis.lintas!;
    const entry = api.operations.get('createOrder')!;
    const example = requestExample(api, entry)!;
    const code = codeSamples(
      sampleRequest(api, entry, { serverUrl: 'https://api.sandbox.lintas.example/v1', keyEnv: 'LINTAS_API_KEY' }),
    )[1]!.code;
    const stub =
      'globalThis.fetch = async (url, init) => { process.stdout.write(JSON.stringify({ url, init })); process.exit(0); };\n';
    const out = execFileSync(process.execPath, [write('run', 'node', 'mjs', stub + code)], {
      encoding: 'utf8',
      env: { ...process.env, LINTAS_API_KEY: 'sk_test_1' },
    });
    const { url, init } = JSON.parse(out) as {
      url: string;
      init: { method: string; headers: Record<string, string>; body: string };
    };
    expect(url).toBe('https://api.sandbox.lintas.example/v1/orders');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer sk_test_1');
    expect(JSON.parse(init.body)).toEqual(example.value);
  });

  it('the Python sample sends the example body', () => {
    const api = apis.lintas!;
    const entry = api.operations.get('retrieveRates')!;
    const example = requestExample(api, entry)!;
    const code = codeSamples(
      sampleRequest(api, entry, { serverUrl: 'https://api.sandbox.lintas.example/v1', keyEnv: 'LINTAS_API_KEY' }),
    )[2]!.code;
    const stubDir = path.join(tmp, 'pystub');
    fs.mkdirSync(stubDir, { recursive: true });
    fs.writeFileSync(
      path.join(stubDir, 'requests.py'),
      'import json, sys\ndef post(url, **kw):\n    print(json.dumps({"url": url, "headers": kw.get("headers"), "json": kw.get("json")}))\n    sys.exit(0)\n',
    );
    const out = execFileSync('python3', [write('run', 'python', 'py', code)], {
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: stubDir, LINTAS_API_KEY: 'sk_test_1' },
    });
    const sent = JSON.parse(out) as { url: string; headers: Record<string, string>; json: unknown };
    expect(sent.url).toBe('https://api.sandbox.lintas.example/v1/rates');
    expect(sent.headers.Authorization).toBe('Bearer sk_test_1');
    expect(sent.json).toEqual(example.value);
  });

  it("shows ReadMe's x-readme.code-samples as the vendor's samples, before the generated ones", async () => {
    const api = await loadOpenApi('3.0/json/readme-extensions.json', {
      siteDir: path.dirname(require.resolve('@readme/oas-examples/package.json')),
    });
    const entry = api.operations.get('x-readme_code-samples')!;
    const generated = codeSamples(sampleRequest(api, entry, { serverUrl: 'https://api.example.com', keyEnv: 'K' }));
    const tabs = vendorSamples(
      entry.operation,
      generated.map((g) => ({ value: g.value, label: g.label, children: [] })),
      api.doc,
    );
    expect(tabs.map((t) => `${t.value}: ${t.label}`)).toEqual([
      'curl: Custom cURL snippet',
      'curl-2: Another cURL snippet',
      'curl-3: cURL',
      'curl-4: Yet another custom snippet',
      'python: Yet another custom snippet (2)',
      'node: Yet another custom snippet (3)',
      'php: PHP',
      'go: Go',
    ]);
  });

  it('the public tracking sends no API key; path parameters take their examples', () => {
    const api = apis.lintas!;
    const req = sampleRequest(api, api.operations.get('retrievePublicTracking')!, {
      serverUrl: 'https://api.sandbox.lintas.example/v1',
      keyEnv: 'LINTAS_API_KEY',
    });
    expect(req.url).toBe('https://api.sandbox.lintas.example/v1/trackings/0112102500012345/couriers/jne');
    expect(req.headers).toEqual([]);
    const search = sampleRequest(api, api.operations.get('searchAreas')!, {
      serverUrl: 'https://api.sandbox.lintas.example/v1',
      keyEnv: 'LINTAS_API_KEY',
    });
    expect(search.url).toBe('https://api.sandbox.lintas.example/v1/maps/areas?input=coblong');
  });
});
