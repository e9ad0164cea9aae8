import { admonitionIcon } from './icon.js';

/** `@theme/Admonition/Icon/Note`: the icon of a `:::note` admonition. */
export default admonitionIcon('note');
