import { admonitionIcon } from './icon.js';

/** `@theme/Admonition/Icon/Info`: the icon of a `:::info` admonition. */
export default admonitionIcon('info');
