import type { Dict, Notes } from './notes.js';

/** Top-level keys docgen reads; every other key gets a note. */
const TOP_LEVEL = new Set([
  'title',
  'tagline',
  'titleDelimiter',
  'url',
  'baseUrl',
  'favicon',
  'staticDirectories',
  'trailingSlash',
  'i18n',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'markdown',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
  'customFields',
  'stylesheets',
  'scripts',
  'headTags',
  'clientModules',
  'noIndex',
]);

/** Why docgen does not read a known Docusaurus key, and what to do instead. */
const WHY_TOP: Record<string, [string, string]> = {
  organizationName: [
    'is a setting of `docusaurus deploy`; docgen has no deploy command.',
    'publish build/ as docs/guide/deploying.md shows.',
  ],
  projectName: [
    'is a setting of `docusaurus deploy`; docgen has no deploy command.',
    'publish build/ as docs/guide/deploying.md shows.',
  ],
  deploymentBranch: [
    'is a setting of `docusaurus deploy`; docgen has no deploy command.',
    'publish build/ as docs/guide/deploying.md shows.',
  ],
  githubHost: ['is a setting of `docusaurus deploy`.', 'nothing to do.'],
  githubPort: ['is a setting of `docusaurus deploy`.', 'nothing to do.'],
  future: ["holds Docusaurus' build-tool flags, which docgen has no use for.", 'nothing to do.'],
  baseUrlIssueBanner: ["is Docusaurus' own warning banner.", 'nothing to do.'],
  webpack: ["configures Docusaurus' bundler.", 'nothing to do.'],
  ssrTemplate: [
    "is Docusaurus' HTML template; docgen's theme renders the document.",
    'override the Document component.',
  ],
  storage: ["names Docusaurus' browser storage keys.", 'nothing to do.'],
};

/** A note for each top-level key of a Docusaurus config that docgen does not read, with why. */
export function noteUnreadTopLevelKeys(c: Dict, notes: Notes): void {
  for (const key of Object.keys(c).sort()) {
    if (TOP_LEVEL.has(key)) continue;
    const [what, todo] = WHY_TOP[key] ?? [
      'is not a setting docgen knows.',
      'nothing to do, unless it matters to your site.',
    ];
    notes.add(key, what, todo);
  }
}
