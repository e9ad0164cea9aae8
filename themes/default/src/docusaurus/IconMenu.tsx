import { makeIcon } from './icon.js';

/** `@theme/Icon/Menu`: three lines (the mobile menu button). */
export default makeIcon('menu', ['M4 7h16', 'M4 12h16', 'M4 17h16'], 30);
