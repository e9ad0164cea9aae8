import { makeIcon } from './icon.js';

/** `@theme/Icon/DarkMode`: a crescent moon (the dark colour mode). */
export default makeIcon('dark-mode', ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z'], 24);
