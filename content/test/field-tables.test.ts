/**
 * Every field table of the docs, in every locale, says what lintas.yaml says: each documented
 * field, parameter or header exists where the page's operation has it, with the same JSON type
 * and the same required-ness (yes, no, or a condition when only some variants of its parent
 * require it), and no required field of a documented object is left out. The column headers are
 * the glossary's. See support/field-tables.ts for how a table is tied to a schema.
 * The checker itself is tested on small tables with known mistakes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkErrorTable } from './support/error-tables.js';
import { fieldTables } from './support/field-table-read.js';
import { checkFieldTables } from './support/field-tables.js';
import { resolvePath } from './support/schema-paths.js';
import { spec } from './support/openapi.js';
import { type Page, readPages, scanMarkdown } from './support/pages.js';

const LOCALES = ['fr', 'en', 'id'];
const counts: string[] = [];

describe('the field tables of the docs match lintas.yaml', () => {
  for (const locale of LOCALES) {
    it(`${locale}: names, types and required columns`, () => {
      const pages = readPages(locale);
      const problems: string[] = [];
      let tables = 0;
      let rows = 0;
      for (const page of pages) {
        const r = checkFieldTables(page, pages);
        problems.push(...r.problems);
        tables += r.tables;
        rows += r.rows;
      }
      counts.push(`${locale}: ${tables} tables, ${rows} rows`);
      expect(problems).toEqual([]);
      // Not vacuous: the reference pages hold dozens of field tables.
      expect(tables).toBeGreaterThanOrEqual(30);
      expect(rows).toBeGreaterThanOrEqual(160);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: the error table of each operation page lists the operation's own codes, and only codes it can answer`, () => {
      const problems: string[] = [];
      let rows = 0;
      for (const page of readPages(locale)) {
        const r = checkErrorTable(page);
        problems.push(...r.problems);
        rows += r.rows;
      }
      expect(problems).toEqual([]);
      expect(rows).toBeGreaterThanOrEqual(60);
    });
  }

  it('every locale documents the same fields on each page', () => {
    const names = (p: Page) =>
      fieldTables(p.file, p.locale, p.text)
        .flatMap((t) =>
          t.rows.flatMap((r) => r.names.map((n) => `${n} ${[...r.types].sort().join('|')} ${r.required?.value ?? ''}`)),
        )
        .sort();
    const fr = new Map(readPages('fr').map((p) => [p.id, names(p)]));
    const diffs: string[] = [];
    for (const locale of ['en', 'id'])
      for (const p of readPages(locale)) {
        const want = fr.get(p.id) ?? [];
        const got = names(p);
        const missing = want.filter((n) => !got.includes(n));
        const extra = got.filter((n) => !want.includes(n));
        if (missing.length || extra.length)
          diffs.push(
            `${p.file}: ${missing.length ? `lacks ${missing.join(', ')}` : ''}${extra.length ? ` has ${extra.join(', ')}` : ''}`,
          );
      }
    expect(diffs).toEqual([]);
  });

  afterAll(() => {
    if (counts.length) console.log(`Field tables checked against lintas.yaml: ${counts.join('; ')}`);
  });
});

// ---- the checker catches mistakes (fixtures)

function page(text: string, locale = 'en', id = 'api/orders/create'): Page {
  const file = `fixture/${id}.md`;
  return { locale, id, file, text, ...scanMarkdown(file, text) };
}
const CREATE = '::openapi{operation=createOrder}\n';
const table = (head: string, ...rows: string[]) =>
  `${head}\n|${'---|'.repeat(head.split('|').length - 2)}\n${rows.join('\n')}\n\n`;
const REQ = '| Field | Type | Required | Description |';

describe('the field-table checker fails on wrong tables', () => {
  const check = (text: string, locale = 'en') => checkFieldTables(page(text, locale), []).problems;

  it('accepts a right table (the fixtures below differ by one mistake)', () => {
    expect(
      check(
        CREATE +
          table(
            REQ,
            '| `courier.company` | string | Yes | |',
            '| `courier.service` | string | Yes | |',
            '| `courier.insurance` | object | No | |',
            '| `courier.insurance.enabled` | boolean | Yes | Once `insurance` is sent. |',
            '| `courier.insurance.value` | integer | Yes | |',
            '| `delivery.type` | string | Yes | |',
            '| `delivery.date` | string (date) | If `scheduled` | |',
            '| `origin.location_id` | string | Without address | |',
            '| `origin.area_id`, `origin.postal_code` | string | One of them | |',
          ),
      ),
    ).toEqual([]);
  });

  it('an optional field shown required, a required one shown optional, a condition where there is none', () => {
    const p = check(
      CREATE +
        table(
          REQ,
          '| `courier.insurance.enabled` | boolean | No | |',
          '| `courier.insurance.value` | integer | Yes | |',
          '| `reference_id` | string | Yes | |',
          '| `delivery.type` | string | If scheduled | |',
        ),
    );
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /`courier\.insurance\.enabled` is "No" in the required column \(no\), yes in lintas\.yaml/,
        ),
        expect.stringMatching(/`reference_id` is "Yes" in the required column \(yes\), no in lintas\.yaml/),
        expect.stringMatching(/`delivery\.type` is "If scheduled" .*\(conditional\), yes in lintas\.yaml/),
      ]),
    );
  });

  it('a field that the address variants require shown always required (location_id is an alternative)', () => {
    expect(check(CREATE + table(REQ, '| `origin.contact_name` | string | Yes | |'))).toEqual([
      expect.stringMatching(
        /`origin\.contact_name` is "Yes" .*conditional in lintas\.yaml \(required in OriginByAreaId, OriginByPostalCode; not in LocationReference\)/,
      ),
    ]);
  });

  it('a wrong type, a nullable field without null, a type word of another vocabulary', () => {
    const p = checkFieldTables(
      page(
        `${table('| Field | Type | Description |', '| `id` | integer | |', '| `cash_on_delivery` | object | |', '| `status` | chaîne | |')}`,
        'en',
        'api/orders/overview',
      ),
      [page(CREATE, 'en', 'api/orders/create')],
    ).problems;
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/`id` has type "integer" in the table, string in lintas\.yaml/),
        expect.stringMatching(/`cash_on_delivery` has type "object" in the table, object \| null in lintas\.yaml/),
        expect.stringMatching(/type "chaîne": use the JSON types/),
      ]),
    );
  });

  it('a field the schema does not have, and a required field left out', () => {
    expect(
      check(
        CREATE + table(REQ, '| `courier.company` | string | Yes | |', '| `courier.insurance_value` | integer | No | |'),
      ),
    ).toEqual([
      expect.stringMatching(
        /the table's fields are not all in one place of lintas\.yaml .*`courier\.insurance_value`: courier\.insurance_value is not a field/,
      ),
    ]);
    expect(check(CREATE + table(REQ, '| `shipper.name` | string | Yes | |'))).toEqual([
      expect.stringMatching(/`shipper\.phone` is required in lintas\.yaml \(createOrder request body\) but has no row/),
    ]);
  });

  it('parameters: a path parameter shown optional, a query parameter of another operation', () => {
    const p = checkFieldTables(
      page(
        `::openapi{operation=retrieveOrder}\n${table('| Parameter | In | Type | Required | Description |', '| `id` | path | string | No | |')}`,
        'en',
        'api/orders/retrieve',
      ),
      [],
    ).problems;
    expect(p).toEqual([expect.stringMatching(/`id` is "No" in the required column \(no\), yes in lintas\.yaml/)]);
    const q = checkFieldTables(
      page(
        `::openapi{operation=retrieveOrder}\n${table('| Parameter | In | Type | Required | Description |', '| `status` | query | string | No | |')}`,
        'en',
        'api/orders/retrieve',
      ),
      [],
    ).problems;
    expect(q).toEqual([expect.stringMatching(/status is not a query parameter of retrieveOrder/)]);
  });

  it('the column headers of the glossary, per locale', () => {
    const p = check(
      CREATE + table('| Nom | Type | Requis | Description |', '| `reference_id` | string | Non | |'),
      'fr',
    );
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/first column "Nom": write "Champ", "Paramètre", "En-tête"/),
        expect.stringMatching(/column "Requis": write "Obligatoire"/),
      ]),
    );
  });

  it("an error table that leaves out an operation's own code, or lists a code it cannot answer", () => {
    const errors = (rows: string[]) =>
      checkErrorTable(page(`${CREATE}\n## Errors {#errors}\n\n${table('| Code | HTTP | Cause |', ...rows)}`)).problems;
    const all = [
      'insufficient_balance | 402',
      'courier_unavailable | 409',
      'rate_expired | 409',
      'pickup_time_invalid | 422',
      'cod_not_supported | 422',
      'cod_amount_exceeded | 422',
      'invalid_area | 422',
      'item_weight_exceeded | 422',
      'courier_unsupported | 422',
    ].map((r) => `| \`${r.split(' | ')[0]}\` | ${r.split(' | ')[1]} | Cause. |`);
    expect(errors(all)).toEqual([]);
    expect(errors(all.filter((r) => !/item_weight_exceeded|courier_unsupported/.test(r)))).toEqual([
      expect.stringMatching(/leaves out `item_weight_exceeded` \(422\)/),
      expect.stringMatching(/leaves out `courier_unsupported` \(422\)/),
    ]);
    expect(
      errors([...all, '| `no_courier_available` | 422 | Cause. |', '| `tracking_not_found` | 409 | Cause. |']),
    ).toEqual([
      expect.stringMatching(/`no_courier_available` is not an error of createOrder/),
      expect.stringMatching(/`tracking_not_found` is not an error of createOrder/),
      expect.stringMatching(/`tracking_not_found` is HTTP 409 in the table, 404 in lintas\.yaml/),
    ]);
  });

  it('resolves through oneOf, allOf and arrays', () => {
    const create = { $ref: '#/components/schemas/OrderCreateRequest' };
    expect(typeof resolvePath(create, 'items[].weight')).toBe('object');
    expect(resolvePath(create, 'items[].weigth')).toMatch(/not a field/);
    expect(spec.components.schemas.LocationReference.additionalProperties).toBe(false);
  });
});
