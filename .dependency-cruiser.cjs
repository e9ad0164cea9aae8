// Import rules of the repository, checked by test/repo.test.ts (dependency-cruiser).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle between files at run time (type-only imports are erased).',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No two folders of a package import each other: dependencies point one way.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-is-browser-only',
      comment:
        'The browser runtime never imports Node code: only @docgen/shared, and the diagram chunk the mermaid package (a browser library).',
      severity: 'error',
      from: { path: '^packages/client/src' },
      to: { dependencyTypes: ['core', 'npm'], pathNot: '/node_modules/mermaid/' },
    },
    {
      name: 'shared-has-no-dependencies',
      comment: '@docgen/shared runs in the browser and in Node: no dependency at all.',
      severity: 'error',
      from: { path: '^packages/shared/src' },
      to: { pathNot: '^packages/shared/src' },
    },
  ],
  options: {
    // Compiled output is the same code as src: crawling it doubled the time (25 s) and every report.
    doNotFollow: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
