import { usePrismTheme } from '../theme-common.js';

/**
 * Docusaurus 2's `@theme/hooks/usePrismTheme` (theme-common's `usePrismTheme` since 2.0): the
 * Prism theme of the colour mode, which a swizzled Playground of a Docusaurus 2 site gives react-live.
 */
export default usePrismTheme;
