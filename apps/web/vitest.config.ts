import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './preactAliases';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // Testing Library's ES build (its CommonJS one requires react-dom past the aliases).
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...preactAliases,
    ],
    // Libraries' ES builds (a CommonJS build's require('react') would pass the aliases by).
    conditions: ['module', 'browser', 'import', 'default'],
    mainFields: ['module', 'main'],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Transformed here, so the libraries' own imports of react reach Preact (preactAliases.ts).
    server: { deps: { inline: [/node_modules/] } },
    // Rendering a lazy page the first time transforms its modules; the machine runs other suites beside.
    testTimeout: 30_000,
  },
});
