import { describe, expect, it } from 'vitest';
import { type Diagnostic, formatDiagnostics, LIST_LIMIT, messageKind } from '../src/index.js';

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
