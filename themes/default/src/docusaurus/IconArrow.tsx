import { makeIcon } from './icon.js';

/** `@theme/Icon/Arrow`: a chevron pointing right (collapse and pagination arrows). */
export default makeIcon('arrow', ['M9 5l7 7-7 7']);
