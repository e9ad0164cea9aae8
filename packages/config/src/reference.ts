import { siteConfigSchema } from './schema.js';
import { listFields } from './schema-walk.js';

/** The config reference page, generated from the schema so it cannot drift. */
export function configReferenceMarkdown(): string {
  const rows = listFields(siteConfigSchema).map(
    (f) =>
      `| \`${f.key}\` | ${escapeCell(f.type)} | ${f.default !== undefined ? `\`${escapeCell(shorten(f.default))}\`` : ''} | ${escapeCell(f.description)} |`,
  );
  return [
    '# Config reference',
    '',
    'Generated from the config schema of `@docgen/core` (`packages/core/src/config/schema.ts`) by `pnpm docs:config`; do not edit by hand.',
    '',
    'Write the config in `docgen.config.ts` at the root of the site folder:',
    '',
    '```ts',
    "import { defineConfig } from '@docgen/config';",
    '',
    "export default defineConfig({ title: 'My docs' });",
    '```',
    '',
    '| Key | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
