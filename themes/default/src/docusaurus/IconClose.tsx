import { makeIcon } from './icon.js';

/** `@theme/Icon/Close`: a cross (closing a menu or a banner). */
export default makeIcon('close', ['M6 6l12 12', 'M18 6 6 18'], 15);
