import fs from 'node:fs';
import path from 'node:path';
import type { ApiSection } from './convert-openapi-docs.js';
import type { Notes } from './notes.js';

/** The files a docs folder serves at a folder's own route (`api.md` beside `api/`, `api/index.md`). */
const AT_FOLDER_ROUTE = (folder: string) =>
  ['.md', '.mdx']
    .map((ext) => `${folder}${ext}`)
    .concat(['index', 'README', 'readme'].flatMap((name) => ['.md', '.mdx'].map((ext) => `${folder}/${name}${ext}`)));

/**
 * A doc of the site at the route of a reference section's overview (frigate's empty
 * `docs/integrations/api.md` beside the plugin's `integrations/api/`): under Docusaurus it had the
 * route to itself, the plugin's info page being `<folder>/<info-id>`; under docgen the overview is
 * the folder's route, the doc wins it (DuplicateRoute), and what links to the overview (the
 * redirect from the info page, each operation's link to its authentication) lands on the doc.
 */
export function noteOverviewDocs(sections: readonly ApiSection[], siteDir: string, notes: Notes): void {
  for (const section of sections) {
    if (section.redoc !== undefined || !section.inside || section.atRoot || section.outputRel === '') continue;
    const folder = path.posix.join(section.docs.path, section.outputRel);
    const doc = AT_FOLDER_ROUTE(folder).find((file) => {
      if (/\.(api|info|tag|schema)\.mdx$/.test(file)) return false;
      const full = path.resolve(siteDir, file);
      return fs.existsSync(full) && fs.statSync(full).isFile();
    });
    if (!doc) continue;
    const route = `/${[section.docs.routeBase, section.outputRel].filter(Boolean).join('/')}`;
    notes.add(
      section.at,
      `writes its pages into ${folder}/, whose own route (${route}) is docgen's reference overview, and ${doc} is a doc of that route: docgen serves the doc there (DuplicateRoute) and builds no overview, so what links to the overview (the redirect from the plugin's info page, the operations' links to their authentication) lands on ${doc}.`,
      `give ${doc} a \`slug\` of another route, or delete it if it is a placeholder, so that the overview has its route.`,
    );
  }
}
