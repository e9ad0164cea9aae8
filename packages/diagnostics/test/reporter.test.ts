import { describe, expect, it } from 'vitest';
import { type Diagnostic, formatDiagnostics, LIST_LIMIT, messageKind, PLACES_LIMIT } from '../src/index.js';

const example = (message: string, line: number): Diagnostic => ({
  name: 'OpenApiInvalidExample',
  severity: 'warning',
  file: 'openapi.yaml',
  line,
  message,
});
const mismatch = (i: number) =>
  example(
    `Example "example" of operation getDepot${i}, response 200 does not match its schema: /docks must be of type integer.`,
    i,
  );
const readOnly = example(
  'Example "example" of operation createDepot, request body (application/json) has the read-only property /id: a client does not send it.',
  900,
);

describe('formatDiagnostics past the limit', () => {
  it('lists a kind of message found late, not only the first of a name', () => {
    const list = [...Array.from({ length: LIST_LIMIT + 5 }, (_, i) => mismatch(i + 1)), readOnly];
    const text = formatDiagnostics(list, { color: false });
    expect(text).toContain('openapi.yaml:900');
    expect(text.match(/^warning OpenApiInvalidExample/gm)).toHaveLength(LIST_LIMIT);
    expect(text).toContain(`… and 6 more OpenApiInvalidExample (run with --verbose to list all)`);
    expect(text).toContain(`${LIST_LIMIT + 6} warnings`);
    // The rest keep their order: the first ones of the name, then the late kind.
    expect(text.indexOf('openapi.yaml:1\n')).toBeLessThan(text.indexOf('openapi.yaml:900'));
    expect(text).not.toContain('openapi.yaml:20\n');
  });

  it('lists every one with verbose', () => {
    const list = [...Array.from({ length: LIST_LIMIT + 5 }, (_, i) => mismatch(i + 1)), readOnly];
    expect(formatDiagnostics(list, { color: false, verbose: true }).match(/^warning /gm)).toHaveLength(LIST_LIMIT + 6);
  });
});

describe('messageKind', () => {
  it('leaves out the names, values and paths a message cites', () => {
    expect(messageKind(mismatch(1).message)).toBe(messageKind(mismatch(7).message));
    expect(messageKind(mismatch(1).message)).not.toBe(messageKind(readOnly.message));
  });
});

describe('a fault reported once for many places', () => {
  const places = Array.from({ length: 5 }, (_, i) => ({
    file: 'openapi.yaml',
    line: 10 * (i + 1),
    column: 15,
    what: `Example "example" of operation getBanner${i + 1}`,
  }));
  const grouped: Diagnostic = {
    ...example('5 examples are JSON written as a string.', 10),
    column: 15,
    places,
  };

  it('lists the first places under its message and counts the rest', () => {
    const text = formatDiagnostics([grouped], { color: false });
    expect(text).toContain(
      [
        '  5 examples are JSON written as a string.',
        `  at: openapi.yaml:10:15  Example "example" of operation getBanner1`,
        `      openapi.yaml:20:15  Example "example" of operation getBanner2`,
        `      openapi.yaml:${10 * PLACES_LIMIT}:15  Example "example" of operation getBanner${PLACES_LIMIT}`,
        `      … and ${5 - PLACES_LIMIT} more (run with --verbose to list all)`,
      ].join('\n'),
    );
    expect(text).not.toContain('getBanner5');
  });

  it('lists every place with verbose', () => {
    const text = formatDiagnostics([grouped], { color: false, verbose: true });
    expect(text).toContain(`      openapi.yaml:50:15  Example "example" of operation getBanner5\n`);
    expect(text).not.toContain('more (run with --verbose');
  });
});
