import { goCrlf, phpCrlf, shellCrlf } from './crlf-strings.js';
import { isScalar, SAMPLE_LANGUAGES, type SampleLanguage, type SampleRequest } from './samples.js';

// The request of an operation written in each language of the code tabs; what each writes is
// checked by running it (bash -n, python compile, php -l, go vet: test/samples.test.ts).

/** The code of the sample in every language, in tab order. */
export function codeSamples(
  req: SampleRequest,
): { value: SampleLanguage; label: string; lang: string; code: string }[] {
  const writers: Record<SampleLanguage, (r: SampleRequest) => string> = { curl, node, python, php, go };
  return SAMPLE_LANGUAGES.map((l) => ({ ...l, code: writers[l.value](req) }));
}

// ---------- cURL

function shellDouble(value: string): string {
  return `"${value.replace(/(["\\$`])/g, '\\$1')}"`;
}

function curl(r: SampleRequest): string {
  const url = /[?&*[\]{}$\s'"]/.test(r.url) ? shellDouble(r.url) : r.url;
  const implicitPost = r.method === 'POST' && r.body;
  const lines = [`curl${r.method === 'GET' || implicitPost ? '' : ` -X ${r.method}`} ${url}`];
  for (const hd of r.headers)
    lines.push(
      hd.env ? `-H "${hd.name}: ${hd.env.prefix}$${hd.env.name}"` : `-H ${shellDouble(`${hd.name}: ${hd.value}`)}`,
    );
  const b = r.body;
  if (b?.kind === 'text' && b.value.includes('\r')) lines.push(`--data-binary ${shellCrlf(b.value)}`);
  else if (b?.kind === 'json' || b?.kind === 'text') {
    const text = b.kind === 'json' ? JSON.stringify(b.value, null, 2) : b.value;
    lines.push(`-d '${text.replace(/'/g, `'\\''`)}'`);
  } else if (b?.kind === 'form') {
    for (const f of b.fields) lines.push(`-F ${shellDouble(`${f.name}=${f.file ? '@' : ''}${f.value}`)}`);
  } else if (b?.kind === 'binary') lines.push(`--data-binary @${b.file}`);
  return lines.map((l, i) => (i === 0 ? l : `  ${l}`)).join(' \\\n');
}

// ---------- Node.js (fetch)

const JS_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function jsString(value: string): string {
  return `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

function jsLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsString(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => jsLiteral(v, inner)).join(', ')}]`;
    if (value.every(isScalar) && flat.length <= 60) return flat;
    return `[\n${value.map((v) => `${inner}${jsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JS_IDENTIFIER.test(k) ? k : jsString(k)}: ${jsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

function node(r: SampleRequest): string {
  const lines: string[] = [];
  const b = r.body;
  const readsFile = b?.kind === 'binary' || (b?.kind === 'form' && b.fields.some((f) => f.file));
  if (readsFile) lines.push("import { readFile } from 'node:fs/promises';", '');
  if (b?.kind === 'form') {
    lines.push('const form = new FormData();');
    for (const f of b.fields)
      lines.push(
        f.file
          ? `form.append(${jsString(f.name)}, new Blob([await readFile(${jsString(f.value)})]), ${jsString(f.value)});`
          : `form.append(${jsString(f.name)}, ${jsString(f.value)});`,
      );
    lines.push('');
  }
  const init: string[] = [];
  if (r.method !== 'GET') init.push(`  method: '${r.method}',`);
  if (r.headers.length > 0) {
    init.push('  headers: {');
    for (const hd of r.headers) {
      const key = JS_IDENTIFIER.test(hd.name) ? hd.name : jsString(hd.name);
      init.push(
        `    ${key}: ${hd.env ? (hd.env.prefix ? `\`${hd.env.prefix}\${process.env.${hd.env.name}}\`` : `process.env.${hd.env.name}`) : jsString(hd.value)},`,
      );
    }
    init.push('  },');
  }
  if (b?.kind === 'json') init.push(`  body: JSON.stringify(${jsLiteral(b.value, '  ')}),`);
  else if (b?.kind === 'text') init.push(`  body: ${jsString(b.value)},`);
  else if (b?.kind === 'form') init.push('  body: form,');
  else if (b?.kind === 'binary') init.push(`  body: await readFile(${jsString(b.file)}),`);
  lines.push(
    init.length > 0
      ? `const response = await fetch(${jsString(r.url)}, {\n${init.join('\n')}\n});`
      : `const response = await fetch(${jsString(r.url)});`,
  );
  if (r.responseKind === 'json')
    lines.push('const data = await response.json();', 'console.log(response.status, data);');
  else if (r.responseKind === 'none') lines.push('console.log(response.status);');
  else
    lines.push(
      'const data = Buffer.from(await response.arrayBuffer());',
      "console.log(response.status, response.headers.get('content-type'), data.length);",
    );
  return lines.join('\n');
}

// ---------- Python (requests)

function pyString(value: string): string {
  return JSON.stringify(value);
}

function pyLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => pyLiteral(v, inner)).join(', ')}]`;
    if (value.every(isScalar) && flat.length <= 60) return flat;
    return `[\n${value.map((v) => `${inner}${pyLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${pyString(k)}: ${pyLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

function python(r: SampleRequest): string {
  const b = r.body;
  const usesEnv = r.headers.some((hd) => hd.env);
  const lines = [...(usesEnv ? ['import os', ''] : []), 'import requests', ''];
  if (b?.kind === 'json') lines.push(`payload = ${pyLiteral(b.value, '')}`, '');
  const method = r.method.toLowerCase();
  const args: string[] = [`    ${pyString(r.url)},`];
  // requests sets the Content-Type of JSON and multipart bodies itself.
  const headers = r.headers.filter((hd) => !((b?.kind === 'json' || b?.kind === 'form') && hd.name === 'Content-Type'));
  if (headers.length > 0) {
    args.push('    headers={');
    for (const hd of headers)
      args.push(
        `        ${pyString(hd.name)}: ${hd.env ? (hd.env.prefix ? `f"${hd.env.prefix}{os.environ['${hd.env.name}']}"` : `os.environ["${hd.env.name}"]`) : pyString(hd.value)},`,
      );
    args.push('    },');
  }
  if (b?.kind === 'json') args.push('    json=payload,');
  else if (b?.kind === 'text') args.push(`    data=${pyString(b.value)},`);
  else if (b?.kind === 'binary') args.push(`    data=open(${pyString(b.file)}, "rb"),`);
  else if (b?.kind === 'form') {
    const data = b.fields.filter((f) => !f.file);
    const files = b.fields.filter((f) => f.file);
    // A name given several values (an array's items) needs requests' list of pairs, not a dict.
    const pyFields = (list: typeof data, value: (f: (typeof data)[number]) => string) =>
      new Set(list.map((f) => f.name)).size < list.length
        ? `[${list.map((f) => `(${pyString(f.name)}, ${value(f)})`).join(', ')}]`
        : `{${list.map((f) => `${pyString(f.name)}: ${value(f)}`).join(', ')}}`;
    if (data.length > 0) args.push(`    data=${pyFields(data, (f) => pyString(f.value))},`);
    if (files.length > 0) args.push(`    files=${pyFields(files, (f) => `open(${pyString(f.value)}, "rb")`)},`);
  }
  args.push('    timeout=30,');
  const call = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method)
    ? `requests.${method}(`
    : `requests.request(\n    "${r.method}",`;
  lines.push(`response = ${call}\n${args.join('\n')}\n)`);
  lines.push(
    r.responseKind === 'json'
      ? 'print(response.status_code, response.json())'
      : r.responseKind === 'none'
        ? 'print(response.status_code)'
        : 'print(response.status_code, response.headers["Content-Type"], len(response.content))',
  );
  return lines.join('\n');
}

// ---------- PHP (curl extension)

function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function phpLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return phpString(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => phpLiteral(v, inner)).join(', ')}]`;
    if (value.every(isScalar) && flat.length <= 60) return flat;
    return `[\n${value.map((v) => `${inner}${phpLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries.map(([k, v]) => `${inner}${phpString(k)} => ${phpLiteral(v, inner)},`).join('\n')}\n${indent}]`;
}

function php(r: SampleRequest): string {
  const b = r.body;
  const lines = ['<?php'];
  if (b?.kind === 'json') lines.push(`$payload = ${phpLiteral(b.value, '')};`, '');
  lines.push(`$ch = curl_init(${phpString(r.url)});`, 'curl_setopt_array($ch, [');
  if (r.method !== 'GET') lines.push(`    CURLOPT_CUSTOMREQUEST => '${r.method}',`);
  lines.push('    CURLOPT_RETURNTRANSFER => true,');
  if (r.headers.length > 0) {
    lines.push('    CURLOPT_HTTPHEADER => [');
    for (const hd of r.headers)
      lines.push(
        `        ${hd.env ? `${phpString(`${hd.name}: ${hd.env.prefix}`)} . getenv('${hd.env.name}')` : phpString(`${hd.name}: ${hd.value}`)},`,
      );
    lines.push('    ],');
  }
  if (b?.kind === 'json')
    lines.push('    CURLOPT_POSTFIELDS => json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE),');
  else if (b?.kind === 'text')
    lines.push(`    CURLOPT_POSTFIELDS => ${b.value.includes('\r') ? phpCrlf(b.value) : phpString(b.value)},`);
  else if (b?.kind === 'binary') lines.push(`    CURLOPT_POSTFIELDS => file_get_contents(${phpString(b.file)}),`);
  else if (b?.kind === 'form') {
    // An array of fields makes the curl extension send multipart/form-data.
    // Its keys cannot repeat: a name given several values (an array's items) is sent as name[0], name[1]…
    const repeated = new Set(b.fields.map((f) => f.name).filter((n, i, all) => all.indexOf(n) !== i));
    const index = new Map<string, number>();
    if (repeated.size > 0)
      lines.push(`    // PHP arrays cannot repeat a key: ${[...repeated].join(', ')} go as name[0], name[1]…`);
    lines.push('    CURLOPT_POSTFIELDS => [');
    for (const f of b.fields) {
      const n = index.get(f.name) ?? 0;
      index.set(f.name, n + 1);
      const key = repeated.has(f.name) ? `${f.name}[${n}]` : f.name;
      lines.push(
        `        ${phpString(key)} => ${f.file ? `new CURLFile(${phpString(f.value)})` : phpString(f.value)},`,
      );
    }
    lines.push('    ],');
  }
  lines.push(
    ']);',
    '$response = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    '',
    'echo $status, PHP_EOL, $response, PHP_EOL;',
  );
  return lines.join('\n');
}

// ---------- Go (net/http)

const GO_METHODS: Record<string, string> = {
  GET: 'http.MethodGet',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
  HEAD: 'http.MethodHead',
  OPTIONS: 'http.MethodOptions',
  TRACE: 'http.MethodTrace',
};

function goString(value: string): string {
  return JSON.stringify(value);
}

function go(r: SampleRequest): string {
  const b = r.body;
  const bodyText = b?.kind === 'json' ? JSON.stringify(b.value, null, 2) : b?.kind === 'text' ? b.value : undefined;
  const usesEnv = r.headers.some((hd) => hd.env);
  const form = b?.kind === 'form' ? b : undefined;
  const opensFile = b?.kind === 'binary' || Boolean(form?.fields.some((f) => f.file));
  const imports = [
    ...(form ? ['"bytes"'] : []),
    '"fmt"',
    '"io"',
    '"log"',
    ...(form ? ['"mime/multipart"'] : []),
    '"net/http"',
    ...(usesEnv || opensFile ? ['"os"'] : []),
    ...(bodyText !== undefined ? ['"strings"'] : []),
  ];
  const lines = ['package main', '', 'import (', ...imports.map((i) => `\t${i}`), ')', '', 'func main() {'];
  let bodyVar = 'nil';
  if (bodyText !== undefined) {
    // A raw string drops carriage returns, and may not hold a backquote.
    const literal = bodyText.includes('\r')
      ? goCrlf(bodyText, '\t\t')
      : bodyText.includes('`')
        ? goString(bodyText)
        : `\`${bodyText}\``;
    lines.push(`\tbody := strings.NewReader(${literal})`);
    bodyVar = 'body';
  } else if (b?.kind === 'binary') {
    lines.push(
      `\tbody, err := os.Open(${goString(b.file)})`,
      '\tif err != nil {',
      '\t\tlog.Fatal(err)',
      '\t}',
      '\tdefer body.Close()',
      '',
    );
    bodyVar = 'body';
  } else if (form) {
    lines.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    // Every file part (several files, an array's items): the variables are declared by the first.
    form.fields
      .filter((f) => f.file)
      .forEach((f, i) => {
        const set = i === 0 ? ':=' : '=';
        lines.push(
          `\tpart, err ${set} form.CreateFormFile(${goString(f.name)}, ${goString(f.value)})`,
          '\tif err != nil {',
          '\t\tlog.Fatal(err)',
          '\t}',
          `\tcontent, err ${set} os.ReadFile(${goString(f.value)})`,
          '\tif err != nil {',
          '\t\tlog.Fatal(err)',
          '\t}',
          '\tpart.Write(content)',
        );
      });
    for (const f of form.fields.filter((x) => !x.file))
      lines.push(`\tform.WriteField(${goString(f.name)}, ${goString(f.value)})`);
    lines.push('\tform.Close()', '');
    bodyVar = '&body';
  }
  lines.push(
    `\treq, err := http.NewRequest(${GO_METHODS[r.method] ?? goString(r.method)}, ${goString(r.url)}, ${bodyVar})`,
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
  );
  for (const hd of r.headers)
    lines.push(
      `\treq.Header.Set(${goString(hd.name)}, ${hd.env ? `${hd.env.prefix ? `${goString(hd.env.prefix)}+` : ''}os.Getenv(${goString(hd.env.name)})` : goString(hd.value)})`,
    );
  if (form) lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '',
    '\tdata, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tfmt.Println(res.Status)',
    '\tfmt.Println(string(data))',
    '}',
  );
  return lines.join('\n');
}
