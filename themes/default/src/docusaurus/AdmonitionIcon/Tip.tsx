import { admonitionIcon } from './icon.js';

/** `@theme/Admonition/Icon/Tip`: the icon of a `:::tip` admonition. */
export default admonitionIcon('tip');
