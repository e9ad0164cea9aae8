// Import rules of the repository, checked by test/repo.test.ts (dependency-cruiser).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle between files at run time: type-only imports are erased, on every edge of the cycle.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No two folders of a package import each other, types included: dependencies point one way.',
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
    // The TypeScript AST read as is, without an emit for acorn: 10 s of CPU instead of 31 s (type
    // imports are marked `type-only`, which the cycle rule leaves out).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
