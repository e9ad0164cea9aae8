import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE_NAMES, validateConfig, validateSidebars } from '@docgen/core';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { applyApiDocs, noteInfoIds } from './apply-openapi-docs.js';
import { type ConfigConversion, convertConfig } from './convert-config.js';
import { carryItemsGenerators, type GeneratorSource, type GeneratorToCarry } from './convert-items-generator.js';
import { carrySitePlugins } from './convert-site-plugins.js';
import { postCssConfigFrom } from './convert-postcss.js';
import { placeApiSections } from './convert-openapi-docs.js';
import { evaluateAsBuilt } from './locale-env.js';
import { noteEnv } from './config-env.js';
import { noteClockSettings } from './config-clock.js';
import { noteFileSettings } from './config-files.js';
import { carryLocaleSettings } from './locale-texts.js';
import { attempt, noteMissingImports, sidebarsValue } from './sidebars-value.js';
import { type Dict, type Note, type Notes, noteHeader } from './notes.js';
import { carryPlainLanguages } from './code-languages.js';
import { blogFolders, flowFenceFiles, frontMatterKeysOf, MARKDOWN_ROOTS } from './convert-front-matter.js';
import { scanSite } from './scan-site.js';
import { notePatches } from './patches.js';
import { siteConfigData } from './site-config-data.js';
import { noteSpreadStandIns, noteStandInValues, withoutStandInText } from './stand-in-values.js';
import { takeSpreadStandIns } from './stubs.js';
import { commentLines, Raw, sourceOf } from './source-text.js';
import { markdownPluginSource, uniquePlugins } from './markdown-plugin-source.js';
import { noteWorkspaceStandIns } from './workspace.js';

export const DOCUSAURUS_CONFIG_NAMES = ['ts', 'mts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);
const SIDEBAR_NAMES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

export interface MigrateResult {
  /** Files written, relative to the site folder. */
  written: string[];
  notes: Note[];
  stubbed: string[];
  /** The Docusaurus files read (relative). */
  read: string[];
  /** Packages the migrated site needs besides docgen's CLI. */
  packages: string[];
}

/**
 * `docgen migrate docusaurus [dir]`: reads docusaurus.config.* (evaluated with stand-ins for
 * packages that are not installed) and its sidebars file, writes docgen.config.ts and sidebars.ts
 * beside them, and says what it could not carry over (in the result, and as comments at the top
 * of the config). Never overwrites a docgen config or sidebars file without `force`.
 */
export async function migrateDocusaurus(siteDir: string, force: boolean): Promise<MigrateResult> {
  const configName = DOCUSAURUS_CONFIG_NAMES.find((n) => fs.existsSync(path.join(siteDir, n)));
  if (!configName && fs.existsSync(path.join(siteDir, 'siteConfig.js')))
    throw new DocgenError([
      {
        name: 'DocusaurusConfigNotFound',
        severity: 'error',
        message: `"${shown(siteDir)}" is a Docusaurus 1 site (siteConfig.js), which docgen migrate does not read.`,
        file: shown(path.join(siteDir, 'siteConfig.js')),
        why: 'docgen migrate reads the config of Docusaurus 2 and 3 (docusaurus.config.js); Docusaurus 1 keeps its settings in siteConfig.js and its pages in core/ and pages/, React templates of its own.',
        fix: `upgrade it first with Docusaurus' migration CLI, which writes docusaurus.config.js and moves docs, sidebars.json and versions (npx @docusaurus/migrate migrate ${shown(siteDir)} <new folder>), then run docgen migrate docusaurus on the new folder.`,
      },
    ]);
  if (!configName)
    throw new DocgenError([
      {
        name: 'DocusaurusConfigNotFound',
        severity: 'error',
        message: `No Docusaurus config in "${shown(siteDir)}" (looked for ${DOCUSAURUS_CONFIG_NAMES.join(', ')}).`,
        file: shown(siteDir),
        why: 'docgen migrate docusaurus reads the Docusaurus config to write the docgen one.',
        fix: 'pass the folder that holds docusaurus.config.js (in a monorepo, often website/).',
      },
    ]);
  const configFile = path.join(siteDir, configName);
  takeSpreadStandIns();
  const { evaluated, env, clock, files, ...perLocale } = await evaluateAsBuilt(configFile, siteDir);
  const source = fs.readFileSync(configFile, 'utf8');
  const conversion = await convertConfig(evaluated.value, siteDir, source, configFile, env);
  const { notes, config } = conversion;
  noteEnv(env, conversion.envWritten, notes);
  noteClockSettings(clock, notes);
  noteFileSettings(files, notes);
  const stubbed = new Set(evaluated.stubbed);
  noteSpreadStandIns(configName, notes);
  const cleaned = withoutStandInText(config, stubbed);
  for (const key of Object.keys(config)) delete config[key];
  Object.assign(config, cleaned);
  await carryLocaleSettings(config, perLocale, notes, (v) => convertConfig(v, siteDir, source, configFile), stubbed);
  const docusaurusData = siteConfigData(evaluated.value, siteDir);
  if (docusaurusData) config.docusaurusSiteConfig = withoutStandInText(docusaurusData, stubbed);
  noteStandInValues(evaluated.value, stubbed, notes);
  noteWorkspaceStandIns(siteDir, [...stubbed], notes);
  const failures: Diagnostic[] = [];
  noteMissingImports(evaluated.missingImports, notes);
  const read = [configName];
  // The sidebars: the file the docs options name (Docusaurus' default: none, an autogenerated sidebar).
  let sidebarsSource = conversion.docs.sidebarFile;
  if (typeof sidebarsSource === 'string' && !fs.existsSync(sidebarsSource)) {
    const found = SIDEBAR_NAMES.map((n) => path.join(siteDir, n)).find((f) => fs.existsSync(f));
    notes.add(
      'docs.sidebarPath',
      `names ${rel(siteDir, sidebarsSource)}, which does not exist${found ? `; ${rel(siteDir, found)} is read instead` : ': the sidebar is generated from the docs folder'}.`,
      'check docs.sidebarPath in docgen.config.ts.',
    );
    sidebarsSource = found;
  }
  let sidebarsTarget: string | undefined;
  let sidebars: Dict | undefined;
  // Generated-index slugs of sidebar categories an API reference section took the place of.
  const apiIndexes = new Map<string, string>();
  await noteInfoIds(conversion.apiDocs, siteDir);
  if (typeof sidebarsSource === 'string') {
    const relSource = rel(siteDir, sidebarsSource);
    read.push(relSource);
    const value = await attempt(failures, () =>
      sidebarsValue(sidebarsSource, relSource, siteDir, conversion, stubbed, notes),
    );
    const placed = placeApiSections(value, conversion.apiDocs, apiIndexes);
    sidebars = migrateSidebars(placed, relSource, fs.readFileSync(sidebarsSource, 'utf8'), notes);
    // A site's own sidebars.ts (the sidebars, or a helper its config imports: buck2's) is never overwritten.
    sidebarsTarget = isSiteOwnFile(path.join(siteDir, 'sidebars.ts')) ? 'sidebars.docgen.ts' : 'sidebars.ts';
    const docs = (config.docs as Dict | undefined) ?? {};
    if (sidebarsTarget !== 'sidebars.ts') config.docs = { ...docs, sidebarPath: sidebarsTarget };
  }

  const sectionSidebars = await migrateInstanceSidebars(siteDir, config, conversion, read, stubbed, notes, failures);
  // Every sidebars file that failed (often on a file a script generates) is said in one run.
  if (failures.length > 0) throw new DocgenError(failures);
  const existing = [
    ...CONFIG_FILE_NAMES.filter((n) => fs.existsSync(path.join(siteDir, n))),
    ...[sidebarsTarget, ...sectionSidebars.map((s) => s.target)].filter(
      (t): t is string => t !== undefined && fs.existsSync(path.join(siteDir, t)),
    ),
  ];
  if (existing.length > 0 && !force)
    throw new DocgenError([
      {
        name: 'MigrationTargetExists',
        severity: 'error',
        message: `${existing.join(' and ')} already ${existing.length === 1 ? 'exists' : 'exist'} in "${shown(siteDir)}".`,
        file: rel(process.cwd(), path.join(siteDir, existing[0]!)),
        why: 'docgen migrate never overwrites files unless told to.',
        fix: `pass --force to replace ${existing.length === 1 ? 'it' : 'them'}, or move ${existing.length === 1 ? 'it' : 'them'} away first.`,
      },
    ]);

  const ownKeys = frontMatterKeysOf(
    siteDir,
    [conversion.docs.docsPath, ...conversion.instances.map((i) => i.instance.path)],
    notes,
    blogFolders(config),
  );
  if (ownKeys.length > 0) config.frontMatterKeys = ownKeys;
  const flowFences = flowFenceFiles(siteDir, [
    conversion.docs.docsPath,
    ...conversion.instances.map((i) => i.instance.path),
    ...blogFolders(config),
  ]);
  if (flowFences.length > 0) {
    config.markdown = { ...(config.markdown as Record<string, unknown> | undefined), flowDiagrams: false };
    notes.add(
      'markdown.flowDiagrams',
      `is false: ${flowFences.length} file${flowFences.length === 1 ? '' : 's'} (${flowFences.slice(0, 3).join(', ')}${flowFences.length > 3 ? ', …' : ''}) hold \`\`\`flow blocks, code in the Flow language under Docusaurus, which docgen would draw as step diagrams; they are highlighted as code.`,
      'nothing to do.',
    );
  }
  const prism = (evaluated.value as { themeConfig?: { prism?: { additionalLanguages?: unknown } } }).themeConfig?.prism;
  carryPlainLanguages(
    config,
    siteDir,
    [
      ...[conversion.docs.docsPath, ...blogFolders(config), ...MARKDOWN_ROOTS],
      ...conversion.instances.flatMap((i) => [i.instance.path, `${i.instance.id}_versioned_docs`]),
    ],
    Array.isArray(prism?.additionalLanguages) ? prism.additionalLanguages.filter((l) => typeof l === 'string') : [],
    notes,
  );
  await applyApiDocs(config, conversion.apiDocs, { siteDir }, apiIndexes, notes);

  // What is written must load: a value docgen refuses is a bug of this migration, said as such.
  try {
    validateConfig(config, 'docgen.config.ts');
  } catch (error) {
    const problems = error instanceof DocgenError ? error.diagnostics.map((d) => d.message).join(' ') : String(error);
    throw new DocgenError([
      {
        name: 'InternalError',
        severity: 'error',
        message: `The config migrated from ${configName} would not load: ${problems}`,
        file: configName,
        why: 'docgen migrate writes only what docgen accepts; this value slipped through.',
        fix: 'please report it with the Docusaurus config; meanwhile write that key by hand.',
      },
    ]);
  }
  const generators = carryItemsGenerators(generatorsOf(config, conversion), evaluated, configName, siteDir, notes);
  carrySitePlugins(evaluated, configName, siteDir, notes, generators, conversion.fromPresets);
  scanSite(siteDir, notes);
  notePatches(siteDir, notes);
  const postCss = await postCssConfigFrom(evaluated.value, siteDir, notes);
  const packages = [
    ...(conversion.plugins.includes('search') ? ['@docgen/plugin-search'] : []),
    ...(conversion.apiDocs.sections.length > 0 ? ['@docgen/plugin-openapi'] : []),
  ];
  const written: string[] = [];
  fs.writeFileSync(
    path.join(siteDir, 'docgen.config.ts'),
    configText(configName, config, conversion, [...stubbed].sort(), generators),
  );
  written.push('docgen.config.ts');
  if (sidebarsTarget && sidebars) {
    fs.writeFileSync(path.join(siteDir, sidebarsTarget), sidebarsText(read[1]!, sidebars));
    written.push(sidebarsTarget);
  }
  for (const section of sectionSidebars) {
    fs.writeFileSync(path.join(siteDir, section.target), sidebarsText(section.from, section.sidebars));
    written.push(section.target);
  }
  if (postCss) {
    fs.writeFileSync(path.join(siteDir, postCss.file), postCss.text);
    written.push(postCss.file);
  }
  return { written, notes: notes.list, stubbed: [...stubbed].sort(), read, packages };
}

/**
 * The sidebars file of each further docs section (`docsInstances`), migrated as the docs
 * section's is, to `sidebars-<id>.ts`; its entry's `sidebarPath` names it.
 */
async function migrateInstanceSidebars(
  siteDir: string,
  config: Dict,
  conversion: ConfigConversion,
  read: string[],
  stubbed: Set<string>,
  notes: Notes,
  failures: Diagnostic[],
): Promise<{ target: string; from: string; sidebars: Dict }[]> {
  const out: { target: string; from: string; sidebars: Dict }[] = [];
  const entries = (config.docsInstances as Dict[] | undefined) ?? [];
  for (const [i, section] of conversion.instances.entries()) {
    const entry = entries[i];
    const source = section.sidebarFile;
    if (!entry || typeof source !== 'string') continue;
    const relSource = rel(siteDir, source);
    if (!fs.existsSync(source)) {
      notes.add(
        `${section.at}.sidebarPath`,
        `names ${relSource}, which does not exist: the sidebar of "${section.instance.id}" is generated from its folder.`,
        `check docsInstances[${i}].sidebarPath in docgen.config.ts.`,
      );
      continue;
    }
    // A sidebars file two sections share (each writes its own sidebars-<id>.ts) is named once.
    if (!read.includes(relSource)) read.push(relSource);
    const value = await attempt(failures, () => sidebarsValue(source, relSource, siteDir, conversion, stubbed, notes));
    // A section's own sidebars may import an API's generated sidebar too (Apify's API section).
    const placed = placeApiSections(value, conversion.apiDocs, new Map(), section.instance.id);
    const sidebars = migrateSidebars(placed, relSource, fs.readFileSync(source, 'utf8'), notes);
    const own = `sidebars-${section.instance.id}.ts`;
    const target = own === relSource ? `sidebars-${section.instance.id}.docgen.ts` : own;
    entry.sidebarPath = target;
    out.push({ target, from: relSource, sidebars });
  }
  return out;
}

/** The folder as messages name it: relative to the current folder. */
function shown(siteDir: string): string {
  return rel(process.cwd(), siteDir) || '.';
}

function rel(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/** Docusaurus' sidebars in docgen's form; what docgen reads differently becomes notes. */
function migrateSidebars(value: unknown, relFile: string, source: string, notes: Notes): Dict {
  const { config, diagnostics } = validateSidebars(value, {
    file: relFile,
    source,
    why: 'the sidebars of the Docusaurus site',
  });
  for (const d of diagnostics)
    notes.add(
      `${relFile}${d.line ? `:${d.line}` : ''}`,
      d.message.replace(/^Sidebar /, 'sidebar '),
      d.fix ?? 'check the item in the migrated sidebars file.',
    );
  let componentOnly = 0;
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      const o = v as Dict;
      const item = typeof o.type === 'string' && ['doc', 'ref', 'link', 'category'].includes(o.type);
      if (item && 'description' in o) componentOnly++;
      // customProps are carried as written (the site's components read them): nothing in them is an item.
      for (const [key, child] of Object.entries(o)) if (key !== 'customProps') walk(child);
    }
  };
  walk(value);
  if (componentOnly > 0)
    notes.add(
      relFile,
      `gives ${componentOnly} item${componentOnly === 1 ? '' : 's'} a description, which only Docusaurus' React components read: left out.`,
      'nothing to do, unless a component of yours reads them.',
    );
  return config as Dict;
}

/** Each docs section's `sidebarItemsGenerator`, with the entry of docgen's config it goes to. */
function generatorsOf(config: Dict, conversion: ConfigConversion): GeneratorToCarry[] {
  const list: GeneratorToCarry[] = [];
  if (conversion.docs.itemsGenerator) {
    const docs = ((config.docs as Dict | undefined) ?? {}) as Dict;
    config.docs = docs;
    list.push({ ...conversion.docs.itemsGenerator, target: docs });
  }
  const entries = (config.docsInstances as Dict[] | undefined) ?? [];
  for (const [i, section] of conversion.instances.entries())
    if (section.itemsGenerator && entries[i]) list.push({ ...section.itemsGenerator, target: entries[i] });
  return list;
}

function configText(
  from: string,
  config: Dict,
  conversion: ConfigConversion,
  stubbed: string[],
  generators: GeneratorSource,
): string {
  const { plugins, notes } = conversion;
  const header = [
    `Made by \`docgen migrate docusaurus\` from ${from}.`,
    "Every option is listed in docgen's config reference (docs/guide/config-reference.md).",
  ];
  header.push(...noteHeader(notes.list));
  if (stubbed.length > 0)
    header.push('', `Evaluated with stand-ins for packages that are not installed: ${stubbed.join(', ')}.`);
  const markdown = markdownPluginSource(
    uniquePlugins([conversion.docs.markdownPlugins, ...conversion.instances.map((i) => i.markdownPlugins)].flat()),
  );
  const apis = conversion.apiDocs.sections.map(
    (s) => new Raw(`openapi(${sourceOf({ spec: s.spec, reference: s.reference })})`),
  );
  const pluginList = [...(plugins.includes('search') ? [new Raw('search()')] : []), ...apis, ...markdown.plugin];
  if (generators.sitePlugins) pluginList.push(generators.sitePlugins);
  const body = { ...config, ...(pluginList.length > 0 ? { plugins: pluginList } : {}) };
  return [
    commentLines(header),
    `import { defineConfig${generators.sitePlugins ? ', docusaurusPlugins' : ''} } from '@docgen/config';`,
    ...(plugins.includes('search') ? ["import { search } from '@docgen/plugin-search';"] : []),
    ...(apis.length > 0 ? ["import { openapi } from '@docgen/plugin-openapi';"] : []),
    ...markdown.imports,
    ...conversion.imports,
    ...generators.imports,
    ...(generators.statements.length > 0 ? ['', ...generators.statements] : []),
    '',
    `export default defineConfig(${sourceOf(body)});`,
    '',
  ].join('\n');
}

const MIGRATED_MARK = 'Made by `docgen migrate docusaurus`';

function isSiteOwnFile(file: string): boolean {
  return fs.existsSync(file) && !fs.readFileSync(file, 'utf8').slice(0, 200).includes(MIGRATED_MARK);
}

function sidebarsText(from: string, sidebars: Dict): string {
  return [
    commentLines([`${MIGRATED_MARK} from ${from}.`]),
    "import { defineSidebars } from '@docgen/config';",
    '',
    `export default defineSidebars(${sourceOf(sidebars)});`,
    '',
  ].join('\n');
}
