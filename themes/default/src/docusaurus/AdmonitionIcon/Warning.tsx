import { admonitionIcon } from './icon.js';

/** `@theme/Admonition/Icon/Warning`: the icon of a `:::warning` admonition. */
export default admonitionIcon('warning');
