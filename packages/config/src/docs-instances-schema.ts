import { z } from './vendor/zod.js';
import { versionConfig } from './docs-schema.js';

/**
 * `docsInstances` of the site config: further docs sections, Docusaurus' docs plugin instances
 * beside the preset's docs. One doc line per field, as in `schema.ts`.
 */
export const docsInstancesSchema = z
  .array(
    z.strictObject({
      id: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, "_" and "-" (it names folders)')
        .refine((id) => id !== 'default', '"default" is the `docs` section itself')
        .describe(
          "Id of the section, as Docusaurus' docs plugin `id`: its translations are in `i18n/<locale>/docusaurus-plugin-content-docs-<id>/current/`, its versions in `<id>_versions.json` and `<id>_versioned_docs/`.",
        ),
      path: z.string().describe('Folder of its docs in the default locale, relative to the site folder.'),
      routeBasePath: z
        .string()
        .describe('Route segment of its docs (`platform` → `/platform/…`), distinct from every other section.'),
      sidebarPath: z
        .union([z.string(), z.literal(false)])
        .default(false)
        .describe('Its sidebars file relative to the site folder; `false` generates one sidebar from its folder tree.'),
      homeDocId: z
        .string()
        .optional()
        .describe('Doc shown at its root (`/platform`); defaults to the first doc of its first sidebar.'),
      tags: z
        .union([z.string(), z.literal(false), z.null()])
        .optional()
        .describe('Its tags file relative to its folder, as `docs.tags` (unset: `tags.yml` when it exists).'),
      onInlineTags: z
        .enum(['ignore', 'log', 'warn', 'throw'])
        .default('warn')
        .describe('What a front matter tag its tags file does not define does, as `docs.onInlineTags`.'),
      editUrl: z
        .string()
        .optional()
        .describe('Base URL of its "edit this page" links; the doc\'s path below the site folder is appended.'),
      includeCurrentVersion: z
        .boolean()
        .default(true)
        .describe(
          'Build its folder as the version `current`; `false` publishes only the versions of `<id>_versions.json`, as `docs.includeCurrentVersion`.',
        ),
      onlyIncludeVersions: z
        .array(z.string())
        .optional()
        .describe('Build only these snapshot versions of `<id>_versions.json`, as `docs.onlyIncludeVersions`.'),
      lastVersion: z
        .string()
        .optional()
        .describe(
          'Version served at its root, as `docs.lastVersion`: `current` or a name of `<id>_versions.json` (default: the newest).',
        ),
      versions: z
        .record(z.string(), versionConfig)
        .default({})
        .describe('Per-version settings (`label`, `path`, `banner`), keyed by version name, as `docs.versions`.'),
    }),
  )
  .default([])
  .describe(
    "Further docs sections beside `docs`, each with its own folder, routes and sidebars (Docusaurus' docs plugin instances: `['@docusaurus/plugin-content-docs', { id, path, routeBasePath, sidebarPath }]`).",
  );
