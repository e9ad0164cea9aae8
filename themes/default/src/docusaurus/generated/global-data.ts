import { DOCUSAURUS_DOCS_PLUGIN } from '@docgen/shared/docusaurus-client';
import { live, pageNow } from './live.js';

/** `@generated/globalData`: every plugin's global data by plugin name and id, as `useGlobalData()` gives it. */
export default live<Record<string, Record<string, unknown>>>(() => {
  const page = pageNow();
  const docs = page?.docs;
  return { ...page?.globalData, ...(docs ? { [DOCUSAURUS_DOCS_PLUGIN.name]: docs } : {}) };
});
