import { makeIcon } from './icon.js';

/** `@theme/Icon/Language`: a globe (the locale dropdown). */
export default makeIcon('language', [
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
  'M3 12h18',
  'M12 3c3 3.5 3 14.5 0 18',
  'M12 3c-3 3.5-3 14.5 0 18',
]);
