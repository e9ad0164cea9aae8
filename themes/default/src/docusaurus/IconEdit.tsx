import { makeIcon } from './icon.js';

/** `@theme/Icon/Edit`: a pencil (the edit-this-page link). */
export default makeIcon('edit', ['M4 20h4L19 9l-4-4L4 16v4z', 'M13.5 6.5l4 4']);
