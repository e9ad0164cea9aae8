import { defineSidebars } from '@docgen/core/config';

export default defineSidebars({
  docs: ['intro', 'install', 'usage'],
});
