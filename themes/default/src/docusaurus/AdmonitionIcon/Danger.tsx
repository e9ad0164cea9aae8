import { admonitionIcon } from './icon.js';

/** `@theme/Admonition/Icon/Danger`: the icon of a `:::danger` admonition. */
export default admonitionIcon('danger');
