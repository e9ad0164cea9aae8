import type { Md } from '../mdast.js';
import { deref, type OaObject } from '../model.js';
import { codeBlock } from './blocks.js';

export interface SampleTab {
  value: string;
  label: string;
  children: Md[];
}

/** Languages vendors name in `x-codeSamples`: the tab value (shared with the generated tabs), label and highlighter id. */
const LANGUAGES: { names: string[]; value: string; label: string; lang: string }[] = [
  { names: ['curl', 'shell', 'bash', 'sh', 'console'], value: 'curl', label: 'cURL', lang: 'bash' },
  { names: ['node', 'nodejs', 'node.js'], value: 'node', label: 'Node.js', lang: 'js' },
  { names: ['javascript', 'js'], value: 'javascript', label: 'JavaScript', lang: 'js' },
  { names: ['typescript', 'ts'], value: 'typescript', label: 'TypeScript', lang: 'ts' },
  { names: ['python', 'py', 'python3'], value: 'python', label: 'Python', lang: 'python' },
  { names: ['php'], value: 'php', label: 'PHP', lang: 'php' },
  { names: ['go', 'golang'], value: 'go', label: 'Go', lang: 'go' },
  { names: ['ruby', 'rb'], value: 'ruby', label: 'Ruby', lang: 'ruby' },
  { names: ['java'], value: 'java', label: 'Java', lang: 'java' },
  { names: ['kotlin', 'kt'], value: 'kotlin', label: 'Kotlin', lang: 'kotlin' },
  { names: ['c#', 'csharp', 'cs', '.net', 'dotnet'], value: 'csharp', label: 'C#', lang: 'csharp' },
  { names: ['rust', 'rs'], value: 'rust', label: 'Rust', lang: 'rust' },
  { names: ['swift'], value: 'swift', label: 'Swift', lang: 'swift' },
  { names: ['objective-c', 'objc', 'objectivec'], value: 'objective-c', label: 'Objective-C', lang: 'objective-c' },
  { names: ['c'], value: 'c', label: 'C', lang: 'c' },
  { names: ['c++', 'cpp'], value: 'cpp', label: 'C++', lang: 'cpp' },
  { names: ['dart'], value: 'dart', label: 'Dart', lang: 'dart' },
  { names: ['scala'], value: 'scala', label: 'Scala', lang: 'scala' },
  { names: ['perl'], value: 'perl', label: 'Perl', lang: 'perl' },
  { names: ['elixir'], value: 'elixir', label: 'Elixir', lang: 'elixir' },
  { names: ['powershell', 'pwsh'], value: 'powershell', label: 'PowerShell', lang: 'powershell' },
  { names: ['http'], value: 'http', label: 'HTTP', lang: 'http' },
];
const BY_NAME = new Map(LANGUAGES.flatMap((l) => l.names.map((n) => [n, l] as const)));

/**
 * The code samples of an operation: the vendor's (`x-codeSamples`, or Redoc's older
 * `x-code-samples`: `{ lang, label, source }`) first, in their order, then the generated ones for
 * the languages the vendor does not give. ReadMe's `x-readme.code-samples` (`{ language, name,
 * code }`) takes their place when present, as on ReadMe. Tab values are the language's (`python`), so a
 * reader's choice holds on every page; labels are made unique.
 */
export function vendorSamples(op: OaObject, generated: SampleTab[], doc?: OaObject): SampleTab[] {
  const raw = readmeSamples(op) ?? op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(raw) || raw.length === 0) return generated;
  const tabs: SampleTab[] = [];
  const values = new Set<string>();
  const labels = new Set<string>();
  for (const item of raw) {
    // A sample may be a local `$ref` (a bundled multi-file document).
    const sample = (doc ? deref<OaObject>(doc, item as OaObject).value : item) as OaObject | undefined;
    if (!sample || typeof sample.source !== 'string' || !sample.source.trim()) continue;
    const lang = typeof sample.lang === 'string' ? sample.lang.trim() : '';
    const known = BY_NAME.get(lang.toLowerCase());
    const base =
      known?.value ??
      (lang
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') ||
        'sample');
    let value = base;
    for (let n = 2; values.has(value); n++) value = `${base}-${n}`;
    const root = (typeof sample.label === 'string' && sample.label.trim()) || known?.label || lang || 'Sample';
    let label = root;
    for (let n = 2; labels.has(label); n++) label = `${root} (${n})`;
    values.add(value);
    labels.add(label);
    tabs.push({ value, label, children: [codeBlock(known?.lang ?? 'text', sample.source.replace(/\s+$/, ''))] });
  }
  for (const tab of generated) {
    if (values.has(tab.value)) continue;
    let label = tab.label;
    for (let n = 2; labels.has(label); n++) label = `${tab.label} (${n})`;
    labels.add(label);
    tabs.push({ ...tab, label });
  }
  return tabs;
}

/** ReadMe's samples as `x-codeSamples` items (its `install` line is not shown). */
function readmeSamples(op: OaObject): OaObject[] | undefined {
  const list = (op['x-readme'] as OaObject | undefined)?.['code-samples'];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return list.map((item: OaObject) =>
    item && typeof item === 'object' ? { lang: item.language, label: item.name, source: item.code } : item,
  );
}
