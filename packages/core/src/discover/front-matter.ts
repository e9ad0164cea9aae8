import matter from 'gray-matter';
import type { FrontMatter } from '@docgen/config';
import { frontMatterSchema } from '@docgen/config/schema';
import { didYouMean, type Diagnostic } from '@docgen/diagnostics';

const KNOWN_KEYS = Object.keys(frontMatterSchema.shape);

export interface ParsedSource {
  data: FrontMatter;
  body: string;
  /** Number of lines before the body (front matter block), to map body positions to file lines. */
  bodyLineOffset: number;
}

/** Parses front matter with gray-matter and validates it; problems become diagnostics. */
export function parseFrontMatter(text: string, relFile: string, diagnostics: Diagnostic[]): ParsedSource | undefined {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object disables gray-matter's content cache, which would share objects between calls.
    parsed = matter(text, {});
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } };
    diagnostics.push({
      name: 'FrontMatterYamlError',
      severity: 'error',
      message: `Front matter is not valid YAML: ${e.reason ?? e.message.split('\n')[0]}.`,
      file: relFile,
      line: e.mark ? e.mark.line + 1 : 1,
      column: e.mark ? e.mark.column + 1 : 1,
      why: 'The block between the two `---` lines at the top of the file is read as YAML.',
      fix: 'quote values that contain ":" or "#", and close brackets and quotes.',
    });
    return undefined;
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  const fmLines = parsed.matter ? parsed.matter.split('\n').length + 1 : 0;
  const bodyLineOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      diagnostics.push({
        name: 'InvalidFrontMatter',
        severity: 'error',
        message: `Front matter "${key}": ${issue.message}.`,
        file: relFile,
        line: lineOfKey(text, String(issue.path[0] ?? ''), fmLines),
        column: 1,
        why: frontMatterSchema.shape[issue.path[0] as keyof typeof frontMatterSchema.shape]?.description,
      });
    }
    return undefined;
  }
  for (const key of Object.keys(result.data)) {
    if (!KNOWN_KEYS.includes(key)) {
      diagnostics.push({
        name: 'UnknownFrontMatterKey',
        severity: 'warning',
        message: `Unknown front matter key "${key}".`,
        file: relFile,
        line: lineOfKey(text, key, fmLines),
        column: 1,
        why: `docgen reads: ${KNOWN_KEYS.join(', ')}.`,
        fix: didYouMean(key, KNOWN_KEYS) ?? 'remove it, or ignore this warning if a plugin reads it.',
      });
    }
  }
  return { data: result.data, body: parsed.content, bodyLineOffset };
}

function lineOfKey(text: string, key: string, maxLines: number): number {
  const lines = text.split('\n', maxLines);
  const index = lines.findIndex((l) => l.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}
