import { makeIcon } from './icon.js';

/** `@theme/Icon/Copy`: two overlapping sheets (a code block's copy button). */
export default makeIcon('copy', ['M9 9h11v11H9z', 'M5 15H4V4h11v1']);
