import { defineSidebars } from '@docgen/config';

export default defineSidebars({
  docs: ['intro'],
});
