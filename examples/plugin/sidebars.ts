import { defineSidebars } from '@docgen/core/config';

export default defineSidebars({
  docs: ['intro', 'writing-a-plugin'],
});
