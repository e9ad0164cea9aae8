import { z } from './vendor/zod.js';

/**
 * Settings a Docusaurus site gave webpack in a plugin's `configureWebpack`, which docgen's bundles
 * of the site's code follow (the migration carries them over).
 */

export const resolveExtensionsSchema = z
  .array(z.string().regex(/^\.\w[\w.-]*$/, 'an extension starting with a dot, such as .web.js'))
  .default([])
  .describe(
    "File extensions tried before docgen's own when an import leaves its extension out, in the site's components (of MDX pages and of src/pages), client modules and the packages bundled with them (webpack's `resolve.extensions` that a plugin's `configureWebpack` prepends): `['.web.js']` makes `./Button` `./Button.web.js` where that file exists, as react-native-web sites resolve React Native libraries.",
  );

export const defineSchema = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'a name or a member chain, such as __DEV__ or process.env.API'),
    z.string().refine((code) => isJsonOrIdentifier(code), 'JSON (false, "text", 3) or one identifier'),
  )
  .default({})
  .describe(
    "Names replaced at build time in the site's components (of MDX pages and of src/pages), client modules and the packages bundled with them, by JSON or one identifier (webpack's DefinePlugin, set in a plugin's `configureWebpack`): `{ __DEV__: 'false' }`, which React Native libraries read.",
  );

export const provideSchema = z
  .record(
    z.string().regex(/^[A-Za-z_$][\w$]*$/, 'a global name, such as process or Buffer'),
    z.union([z.string().min(1), z.array(z.string().min(1)).length(2, 'a module and the name of one of its exports')]),
  )
  .default({})
  .describe(
    "Globals the site's browser bundles (components that hydrate, client modules and the packages bundled with them) get from a module where their code uses them without importing them (webpack's ProvidePlugin, set in a plugin's `configureWebpack`): `{ process: 'process/browser.js' }` gives `process` the module's value; `{ Buffer: ['buffer/', 'Buffer'] }` one of its exports. A module is a package or a path from the site folder (`./src/shim.js`).",
  );

/** A `define` value esbuild takes: JSON, or one identifier (`undefined`, `globalThis`). */
function isJsonOrIdentifier(code: string): boolean {
  if (/^[A-Za-z_$][\w$]*$/.test(code)) return true;
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

/** A webpack rule condition as docgen keeps it: a path of the site (`./examples`) or a regexp's source. */
const conditionSchema = z.union([z.string().min(1), z.array(z.string().min(1))]).optional();

/** Which files a rule matches, as webpack's rule conditions (shared by `textImports`, `urlImports` and `webpackRules`). */
const ruleConditions = {
  test: conditionSchema,
  include: conditionSchema,
  exclude: conditionSchema,
  resourceQuery: conditionSchema,
};

export const textImportsSchema = z
  .array(z.strictObject(ruleConditions))
  .default([])
  .describe(
    "Imports whose default export is the file's text (webpack's `module.rules` with `type: 'asset/source'` or `raw-loader`, set in a plugin's `configureWebpack`), in MDX pages and the site's components: `[{ test: '\\\\.(js|py)$', include: './examples' }]` makes `import code from './examples/hello.py'` the file's text. `test`, `include` and `exclude` match the file: a string starting with `.` is a path (from the site folder) the file is in, another a regular expression tested on the file's absolute path; `resourceQuery` is a regular expression tested on the import's query (`raw` in `./x.js?raw`). Each may be a list (any of them).",
  );

export const urlImportsSchema = z
  .array(z.strictObject(ruleConditions))
  .default([])
  .describe(
    "Imports whose default export is the file's URL, the file copied to `assets/media/` under a hash of its content (webpack's `module.rules` with `type: 'asset/resource'` or `'asset'`, file-loader or url-loader, set in a plugin's `configureWebpack`), in MDX pages, the site's components and the packages bundled with them: `[{ test: '\\\\.wasm$' }]` gives a dynamic import of `vscode-oniguruma/release/onig.wasm` the file's URL to fetch. Conditions as in `textImports`. Images, fonts, media and documents are URLs without a rule.",
  );

export const loaderImportsSchema = z
  .array(
    z.strictObject({
      ...ruleConditions,
      use: z
        .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
        .describe(
          "The loaders, applied last to first as webpack applies a rule's `use`: a package of the site (`yaml-loader`) or a file from the site folder (`./plugins/yaml-loader.js`), options after `?` as webpack reads them (JSON, or `a=1&b=2`).",
        ),
    }),
  )
  .default([])
  .describe(
    "Imports made by webpack loaders (a plugin's `configureWebpack` `module.rules` with `use` or `loader`, for files docgen does not import itself): `[{ test: '\\\\.ya?ml$', include: './data', use: './plugins/yaml-loader.js' }]` makes `import models from '@site/data/models.yaml'` the module the loader makes of the file, in MDX pages and the site's components, as Docusaurus' webpack does. Conditions as in `textImports`; an import with an inline prefix (`!!x-loader!./file`) is not matched, as in webpack.",
  );

export const webpackRulesSchema = z
  .array(
    z.strictObject({
      ...ruleConditions,
      from: z
        .string()
        .min(1)
        .describe('Where the rule is in the Docusaurus config (`plugins[2].configureWebpack module.rules[0]`).'),
      does: z.string().min(1).describe('What the rule does to the files it matches (`runs yaml-loader`).'),
    }),
  )
  .default([])
  .describe(
    "Rules of the Docusaurus site's webpack (a plugin's `configureWebpack` `module.rules`) that docgen does not apply, as `docgen migrate docusaurus` writes them: they change nothing in the build, but an import of a file one matches (conditions as in `textImports`) that docgen cannot build is an `UnresolvedImport` naming the rule (`from`, `does`) and how to carry it over: `textImports` for a rule importing files as text, an inline loader (`'!!yaml-loader!./data.yaml'`), or a docgen plugin.",
  );

export const themeDirsSchema = z
  .array(z.string().min(1))
  .default([])
  .describe(
    "Folders of theme components (the `getThemePath()` of a Docusaurus theme or plugin, such as a local theme's `./my-theme/theme`), from the site folder: `@theme/X` is looked for in the site's `src/theme/` first, then in these in order, then in docgen's own theme; `MDXComponents` among them maps MDX elements as the site's own does.",
  );
