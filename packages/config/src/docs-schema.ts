import { z } from './vendor/zod.js';

/** A version's own settings (`docs.versions.<name>`). */
export const versionConfig = z.strictObject({
  label: z
    .string()
    .optional()
    .describe('Label in the version menu and banners; defaults to the version name (`Next` for `current`).'),
  path: z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/, 'must be one route segment (letters, digits, ".", "_", "-") or empty')
    .optional()
    .describe(
      'Route segment below the docs root; defaults to none for the latest version, `next` for `current` when it is not the latest, else the name.',
    ),
  banner: z
    .enum(['none', 'unmaintained', 'unreleased'])
    .optional()
    .describe(
      "Banner shown on the version's pages; defaults to `unreleased` for versions newer than the latest, `unmaintained` for older ones, `none` on the latest.",
    ),
});

/** `docs` of the site config: the docs section. One doc line per field, as in `schema.ts`. */
export const docsSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, "_" and "-" (it names folders)')
      .optional()
      .describe(
        "Docusaurus' docs plugin `id` of the section (a site whose main docs instance has one): its versions are then read from `<id>_versions.json`, `<id>_versioned_docs/` and `<id>_versioned_sidebars/`, its translations from `i18n/<locale>/docusaurus-plugin-content-docs-<id>/`, as Docusaurus does; `default` when unset.",
      ),
    path: z.string().default('docs').describe("Folder of the default locale's docs, relative to the site folder."),
    include: z
      .array(z.string())
      .optional()
      .describe(
        "Globs of the files that are docs (Docusaurus' `include`), relative to the docs folder and to each version's and translation's copy of it; only `.md` and `.mdx` files are read. All of them when unset.",
      ),
    exclude: z
      .array(z.string())
      .optional()
      .describe(
        "Globs of files that are not docs (Docusaurus' `exclude`: `['README.md']`), relative to the docs folder and to each version's and translation's copy of it; `_`-named files and folders are never docs.",
      ),
    routeBasePath: z
      .string()
      .default('docs')
      .describe('Route segment of the docs (`docs` → `/docs/…`; `` → docs at the root).'),
    sidebarPath: z
      .union([z.string(), z.literal(false)])
      .default('sidebars.ts')
      .describe('Sidebars file relative to the site folder; `false` generates one sidebar from the folder tree.'),
    homeDocId: z
      .string()
      .optional()
      .describe('Doc shown at the docs root (`/docs`); defaults to the first doc of the first sidebar.'),
    tags: z
      .union([z.string(), z.literal(false), z.null()])
      .optional()
      .describe(
        'Tags file of predefined tags (YAML: `key: { label, permalink, description }`) relative to the docs (and each version’s and translation’s) folder; unset: `tags.yml` when it exists; false or null: none.',
      ),
    onInlineTags: z
      .enum(['ignore', 'log', 'warn', 'throw'])
      .default('warn')
      .describe(
        'What a front matter tag the tags file does not define does (`InlineTag`): `warn`, `throw` (an error), `ignore`; `log` is `warn`. Only with a tags file.',
      ),
    editUrl: z.string().optional().describe('Base URL of "edit this page" links; the doc\'s path is appended.'),
    showLastUpdateTime: z
      .boolean()
      .default(false)
      .describe(
        "Show when each doc was last updated: its front matter's `last_update.date`, else its last commit (git log); nothing outside a git repository.",
      ),
    showLastUpdateAuthor: z
      .boolean()
      .default(false)
      .describe("Show who last updated each doc: `last_update.author`, else its last commit's author."),
    includeCurrentVersion: z
      .boolean()
      .default(true)
      .describe(
        'Build the docs folder as the version `current`; `false` publishes only the versions of `versions.json` (Docusaurus semantics).',
      ),
    onlyIncludeVersions: z
      .array(z.string())
      .optional()
      .describe(
        'Build only these snapshot versions of `versions.json` (the docs folder, `current`, is always built); all when unset.',
      ),
    lastVersion: z
      .string()
      .optional()
      .describe(
        'Version readers get by default, served at the docs root: `current` (the docs folder) or a name of `versions.json`; defaults to the newest of `versions.json` (`current` when there is none).',
      ),
    versions: z
      .record(z.string(), versionConfig)
      .default({})
      .describe('Per-version settings, keyed by version name (`current` or a name of `versions.json`).'),
  })
  .default({
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: 'sidebars.ts',
    versions: {},
    includeCurrentVersion: true,
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    onInlineTags: 'warn',
  })
  .describe('The docs section.');
