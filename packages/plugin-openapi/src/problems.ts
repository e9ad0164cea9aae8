import type { Diagnostic } from '@docgen/config';

/**
 * How much the plugin checks the document and its examples (option `validate`): `error` fails the
 * build on any fault; `warn` reports each fault as a warning (an error with `--strict`) and builds
 * the pages from the document as written; `off` checks nothing beyond what rendering needs. A
 * document that cannot be parsed is an error at every level.
 */
export type ValidateLevel = 'error' | 'warn' | 'off';

export type ProblemName =
  | 'OpenApiInvalidDocument'
  | 'OpenApiInvalidExample'
  | 'OpenApiInvalidGeneratedExample'
  | 'OpenApiUnresolvedRef'
  | 'OpenApiDuplicateOperationId'
  | 'OpenApiSchemaNotShown'
  | 'OpenApiSchemaDialect'
  | 'OpenApiClosedComposition'
  | 'OpenApiRefSiblingsIgnored'
  | 'OpenApiXmlNoRoot'
  | 'OpenApiHtmlRemoved';

/**
 * A fault found in the document, before it becomes a diagnostic: where it is (a file of the
 * document and a pointer in it), what, why, how to fix.
 */
export interface Problem {
  name: ProblemName;
  /** Site-relative path of the file at fault. */
  file: string;
  line?: number;
  column?: number;
  /** JSON pointer in that file (`#/components/schemas/Order`). */
  where?: string;
  message: string;
  why?: string;
  fix?: string;
  /**
   * `fatal`: the document cannot be read or rendered at all (an error at every level); `render`:
   * rendering misses something (reported even with `validate: 'off'`); `check` (default): only a
   * check finds it.
   */
  weight?: 'fatal' | 'render' | 'check';
  /** A fault JSON Schema does not see, only OpenAPI's reading (a discriminator's): a warning at most. */
  warningOnly?: boolean;
  /** Every place of a fault found many times and reported once, this problem's own first. */
  places?: Diagnostic['places'];
  /** A place's flag (`SourcePlace.json`) spread in with it: not part of the diagnostic. */
  json?: true;
}

/** The diagnostics of some problems at a validation level: errors, warnings, or nothing. */
export function diagnosticsAt(problems: readonly Problem[], level: ValidateLevel): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const p of problems) {
    const weight = p.weight ?? 'check';
    if (level === 'off' && weight === 'check') continue;
    // The same fault reached twice (a file inlined at two places) is one fault.
    const key = [p.name, p.file, p.line, p.column, p.message].join('\0');
    if (seen.has(key)) continue;
    seen.add(key);
    const { weight: _weight, warningOnly, json: _json, ...rest } = p;
    // A made-up example is the plugin's, not the document's: a warning at most (an error with --strict).
    const generated = p.name === 'OpenApiInvalidGeneratedExample' || warningOnly === true;
    const severity = weight === 'fatal' || (level === 'error' && !generated) ? 'error' : 'warning';
    // The catalogue's fix asks for `validate: 'warn'`, which a warning already is.
    const fix = !p.fix && severity === 'warning' && p.name === 'OpenApiInvalidDocument' ? { fix: WARN_FIX } : {};
    out.push({ ...rest, ...fix, severity });
  }
  return out;
}

const WARN_FIX =
  "fix the document at the file and line shown; until then the pages show it as written (`validate: 'off'` leaves a document you do not own unchecked).";
