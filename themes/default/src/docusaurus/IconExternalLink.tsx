import { makeIcon } from './icon.js';

/**
 * `@theme/Icon/ExternalLink`: the small arrow Docusaurus puts after a link that leaves the site,
 * drawn as docgen's own external-link icon; `width`, `height` and other SVG props apply.
 */
export default makeIcon('external', ['M7 17 17 7M8 7h9v9'], 13.5);
