// Types of the `@theme-original/<Name>` imports (resolved by docgen when it compiles theme/).
declare module '@theme-original/*' {
  import type { ComponentType } from 'react';
  import type { ThemeProps } from '@docgen/theme-default';
  const Original: ComponentType<ThemeProps>;
  export default Original;
}
