import fs from 'node:fs';
import path from 'node:path';

/** A copy of the default theme at `themeDir`, its files changeable by a test, its packages linked. */
export function copyDefaultTheme(themeDir: string): void {
  fs.cpSync(path.resolve(__dirname, '../../../themes/default'), themeDir, {
    recursive: true,
    dereference: false,
    filter: (src) => !src.includes('node_modules') && !src.includes(`${path.sep}test`),
  });
  fs.symlinkSync(
    path.resolve(__dirname, '../../../themes/default/node_modules'),
    path.join(themeDir, 'node_modules'),
    'dir',
  );
}
