import path from 'node:path';
import { closest } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { sitePackageDir } from '../util/site-package.js';
import { declaredPackages } from './missing-package.js';
import { findFile, SITE_THEME_DIR } from '../docusaurus/site-theme.js';

/** The components of docusaurus-theme-openapi-docs, imported by the API pages its plugin generates. */
const OPENAPI_THEME =
  /^(ApiExplorer|ApiItem|ApiLogo|ApiTabs|ArrayBrackets|CodeSamples|DiscriminatorTabs|MimeTabs|OperationTabs|ParamsDetails|ParamsItem|RequestSchema|ResponseExamples|ResponseHeaders|ResponseSchema|Schema|SchemaExpansion|SchemaItem|SchemaTabs|SkeletonLoader|StatusCodes)(\/|$)/;

/** The components of redocusaurus' theme (docusaurus-theme-redoc), which draw a document with Redoc in the browser. */
const REDOC_THEME = /^(Redoc|RedocStandalone|ServerRedoc|ApiDoc|ApiDocMdx|ApiSchema|ApiOperation)(\/|$)/;

/** Docusaurus' page chrome, which docgen's layout renders itself (its theme components, not these). */
const CHROME =
  /^(Navbar|NavbarItem|Footer|DocItem|DocPage|DocRoot|DocSidebar|DocSidebarItems?|DocBreadcrumbs|DocPaginator|DocVersionBanner|DocVersionBadge|DocTagDocListPage|DocTagsListPage|AnnouncementBar|SkipToContent|BlogPostItems?|BlogPostPage|BlogPostPaginator|BlogListPage|BlogListPaginator|BlogSidebar|BlogLayout|TagsListByLetter|Root|SearchBar|SearchPage|ColorModeToggle|TOC|TOCItems|TOCCollapsible|ContentVisibility|NotFound|LastUpdated|EditThisPage)(\/|$)/;

/** Where Docusaurus theme packages keep their components (what their `getThemePath()` returns). */
const THEME_FOLDERS = ['lib/theme', 'dist/theme', 'src/theme', 'theme'];

/**
 * How to fix an `@theme/<component>` (or `@theme-original/…`) docgen cannot answer: what the
 * component is when docgen knows it (a generated API page's, Redoc's, the page chrome), the
 * installed theme package that has it (its folder belongs in `themeDirs`), a component of docgen's
 * with a close name, or where to write it. `known` holds docgen's own `@theme/…` modules.
 */
export function themeImportFix(
  siteDir: string,
  component: string,
  original: boolean,
  known: readonly string[],
): string {
  if (OPENAPI_THEME.test(component))
    return `${component} is a component of docusaurus-theme-openapi-docs, which the pages docusaurus-plugin-openapi-docs generates from an OpenAPI document import: docgen makes the API reference from the document itself (@docgen/plugin-openapi with reference: true, docs/guide/openapi.md); leave out the generated pages (docs.exclude).`;
  if (REDOC_THEME.test(component))
    return `${component} is a component of redocusaurus (docusaurus-theme-redoc), which draws an OpenAPI document with Redoc in the browser: docgen makes the API reference from the document itself (@docgen/plugin-openapi with reference: true, docs/guide/openapi.md) and shows an operation in a page with ::openapi{operation=…}; remove the import and the element, and link the reference section.`;
  if (CHROME.test(component))
    return `docgen's own layout renders the ${component.split('/')[0]} (change it with a theme override, docs/guide/theme-overrides.md): remove the import${original ? `, or the ${SITE_THEME_DIR}/${component} that wraps it` : ''}.`;
  const provider = installedProvider(siteDir, component);
  if (provider)
    return `${component} is a component of the installed package ${provider.pkg} (${provider.folder}/${component}), a Docusaurus theme docgen does not load by itself: add "${provider.folder}" to themeDirs in docgen.config (docgen then finds @theme/${component} there; a component that reads its plugin's data needs that plugin too), or remove the import.`;
  // Compared by the component's name: the shared "@theme/" made "@theme/Redoc" near "@theme/Root".
  const near = closest(
    component,
    known.flatMap((name) => (name.startsWith('@theme/') ? [name.slice('@theme/'.length)] : [])),
  );
  if (near.length > 0) return `did you mean ${near.map((n) => `"@theme/${n}"`).join(', ')}?`;
  return `write the component in ${SITE_THEME_DIR}/${component} (or src/components/, imported from "@site/src/components/…"), or remove the import.`;
}

/** The site's dependency whose theme folder has the component, and that folder from the site folder. */
function installedProvider(siteDir: string, component: string): { pkg: string; folder: string } | undefined {
  for (const pkg of [...declaredPackages(siteDir)].sort()) {
    // Its folder as Node finds it from the site, not its real path: `themeDirs` is written from the site.
    const dir = sitePackageDir(siteDir, pkg);
    if (!dir) continue;
    for (const folder of THEME_FOLDERS) {
      if (findFile(path.join(dir, folder, component)))
        return { pkg, folder: relPosix(siteDir, path.join(dir, folder)) };
    }
  }
  return undefined;
}
