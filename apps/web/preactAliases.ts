// Preact's compat layer stands in for React in the built app, its server renderer and its tests
// (docs/decisions/008-preact.md): the same components and libraries, about 50 kB gzip less on the first load.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  // React 17's stand-in for useSyncExternalStore (react-i18next): compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
