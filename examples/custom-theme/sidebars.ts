import { defineSidebars } from '@docgen/core';

export default defineSidebars({
  docs: ['intro', 'overrides'],
});
