import { live, pageNow } from './live.js';

/** `@generated/codeTranslations`: the page's locale's texts by id (its `i18n/<locale>/code.json` and the theme's). */
export default live<Record<string, string>>(() => pageNow()?.strings ?? {});
