import { makeIcon } from './icon.js';

/** `@theme/Icon/Success`: a check mark (a copy that worked). */
export default makeIcon('success', ['M4 12.5 9 17.5 20 6.5']);
