import { makeIcon } from './icon.js';

/** `@theme/Icon/WordWrap`: lines wrapping onto the next (a code block's wrap toggle). */
export default makeIcon('word-wrap', ['M4 6h16', 'M4 12h13a3 3 0 0 1 0 6h-4', 'M15 16l-2 2 2 2', 'M4 18h5']);
