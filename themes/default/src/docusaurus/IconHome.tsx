import { makeIcon } from './icon.js';

/** `@theme/Icon/Home`: a house (the breadcrumbs' first item). */
export default makeIcon('home', ['M4 11 12 4l8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5']);
