import fs from 'node:fs';
import type { Diagnostic } from '@docgen/diagnostics';
import type { SourceFile } from '@docgen/config';

/**
 * Where the page's own file writes `href` as a quoted string: the prop of a component that renders
 * it as a link (`<FeatureCard link="/u/console/blocklists/intro">`, crowdsec-docs' premium page),
 * which the markdown stage cannot know for a link. Its first such place, else nothing.
 */
export function writtenStringPlace(
  source: SourceFile,
  href: string,
): Pick<Diagnostic, 'file' | 'line' | 'column'> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(source.file, 'utf8');
  } catch {
    return undefined;
  }
  const at = ['"', "'", '`']
    .map((quote) => text.indexOf(`${quote}${href}${quote}`))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return undefined;
  const before = text.slice(0, at + 1);
  const line = before.split('\n').length;
  return { file: source.relFile, line, column: at + 1 - before.lastIndexOf('\n') };
}
