/** The field tables of a page, read from its markdown: names in backticks, type, required column. */

export type Obj = Record<string, any>;
export type Req = 'yes' | 'no' | 'conditional';
export type Kind = 'params' | 'headers' | 'request' | 'object';

/** The column headers of field tables, per locale (the glossary's fixed words). */
export const TABLE_WORDS: Record<
  string,
  { name: string[]; type: string; required: string; in: string; description: string }
> = {
  fr: {
    name: ['Champ', 'Paramètre', 'En-tête'],
    type: 'Type',
    required: 'Obligatoire',
    in: 'Emplacement',
    description: 'Description',
  },
  en: {
    name: ['Field', 'Parameter', 'Header'],
    type: 'Type',
    required: 'Required',
    in: 'In',
    description: 'Description',
  },
  id: {
    name: ['Field', 'Parameter', 'Header'],
    type: 'Tipe',
    required: 'Wajib',
    in: 'Lokasi',
    description: 'Keterangan',
  },
};
/** The words a required column says yes and no with, per locale; anything else is a condition. */
export const YES: Record<string, string> = { fr: 'Oui', en: 'Yes', id: 'Ya' };
export const NO: Record<string, string> = { fr: 'Non', en: 'No', id: 'Tidak' };
/** Parameter locations, per locale. */
export const LOCATIONS: Record<string, Record<string, 'path' | 'query' | 'header' | 'body'>> = {
  fr: { chemin: 'path', requête: 'query', 'en-tête': 'header', corps: 'body' },
  en: { path: 'path', query: 'query', header: 'header', body: 'body' },
  id: { path: 'path', query: 'query', header: 'header', body: 'body' },
};
export const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];
/** Every header word a table with a type column may use, whatever the locale (to catch drift). */
export const ANY_NAME_HEADER =
  /^(Champ|Champs|Nom|Paramètre|En-tête|Field|Name|Parameter|Header|Nama|Kolom|Parameter|Header)$/i;

export interface FieldRow {
  line: number;
  names: string[];
  types: Set<string>;
  format?: string;
  required?: { cell: string; value: Req };
  location?: 'path' | 'query' | 'header' | 'body';
  problems: string[];
}

export interface FieldTable {
  file: string;
  line: number;
  heading: string;
  header: string[];
  kind: Kind;
  rows: FieldRow[];
  problems: string[];
}

export const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** The field tables of a page (outside code fences). */
export function fieldTables(file: string, locale: string, text: string): FieldTable[] {
  const words = TABLE_WORDS[locale]!;
  const lines = text.split('\n');
  const out: FieldTable[] = [];
  let inFence = false;
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (/^#{2,6} /.test(line)) heading = line;
    if (!/^\s*\|/.test(line) || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '') || !/-/.test(lines[i + 1]!)) continue;
    const header = cells(line);
    const typeCol = header.findIndex((h) => /^(Type|Tipe)$/i.test(h));
    if (typeCol < 0 || !ANY_NAME_HEADER.test(header[0]!)) continue;
    const problems: string[] = [];
    const where = `${file}:${i + 1}`;
    if (!words.name.includes(header[0]!))
      problems.push(`${where}: first column "${header[0]}": write ${words.name.map((w) => `"${w}"`).join(', ')}`);
    if (header[typeCol] !== words.type) problems.push(`${where}: column "${header[typeCol]}": write "${words.type}"`);
    const reqCol = header.findIndex((h) => /^(Obligatoire|Requis|Required|Wajib)$/i.test(h));
    if (reqCol >= 0 && header[reqCol] !== words.required)
      problems.push(`${where}: column "${header[reqCol]}": write "${words.required}"`);
    const inCol = header.findIndex((h) => /^(Emplacement|In|Lokasi|Location)$/i.test(h));
    if (inCol >= 0 && header[inCol] !== words.in)
      problems.push(`${where}: column "${header[inCol]}": write "${words.in}"`);
    const last = header.at(-1)!;
    if (/^(Description|Keterangan|Deskripsi)$/i.test(last) && last !== words.description)
      problems.push(`${where}: column "${last}": write "${words.description}"`);
    const kind: Kind =
      inCol >= 0 ? 'params' : /^(En-tête|Header)$/i.test(header[0]!) ? 'headers' : reqCol >= 0 ? 'request' : 'object';
    const rows: FieldRow[] = [];
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]!); j++) {
      const c = cells(lines[j]!);
      const row: FieldRow = { line: j + 1, names: [], types: new Set(), problems: [] };
      const at = `${file}:${j + 1}`;
      row.names = [...c[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const rest = c[0]!.replace(/`[^`]+`/g, '').replace(/,|\bou\b|\bor\b|\batau\b|\bet\b|\band\b|\bdan\b/g, '');
      if (row.names.length === 0 || rest.trim() !== '')
        row.problems.push(`${at}: the first cell names fields in backticks only, separated by commas ("${c[0]}")`);
      const typeCell = (c[typeCol] ?? '').replace(/`/g, '');
      const format = /\(([\w-]+)\)/.exec(typeCell)?.[1];
      if (format) row.format = format;
      for (const word of typeCell
        .replace(/\([^)]*\)/g, ' ')
        .split(/\s*(?:,|\bou\b|\bor\b|\batau\b)\s*|\s+/)
        .filter(Boolean)) {
        if (TYPES.includes(word)) row.types.add(word);
        else row.problems.push(`${at}: type "${c[typeCol]}": use the JSON types ${TYPES.join(', ')} ("${word}")`);
      }
      if (reqCol >= 0) {
        const cell = (c[reqCol] ?? '').trim();
        const value: Req =
          cell === YES[locale] ? 'yes' : new RegExp(`^${NO[locale]}\\b`).test(cell) ? 'no' : 'conditional';
        if (
          value === 'conditional' &&
          new RegExp(`^(${Object.values(YES).join('|')}|${Object.values(NO).join('|')})$`, 'i').test(cell)
        )
          row.problems.push(`${at}: required "${cell}": write "${YES[locale]}" or "${NO[locale]}"`);
        row.required = { cell, value };
      }
      if (inCol >= 0) {
        const loc = LOCATIONS[locale]![(c[inCol] ?? '').replace(/`/g, '').trim().toLowerCase()];
        if (!loc)
          row.problems.push(
            `${at}: location "${c[inCol]}": write one of ${Object.keys(LOCATIONS[locale]!).join(', ')}`,
          );
        else row.location = loc;
      }
      rows.push(row);
    }
    out.push({ file, line: i + 1, heading, header, kind, rows, problems });
    i = j - 1;
  }
  return out;
}

// ---- the schema side
