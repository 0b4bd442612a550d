import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: on this machine kind's two, one core would sit idle.
    maxWorkers: 2,
    // Rendering a lazy page the first time transforms its modules; the machine runs other suites beside.
    testTimeout: 30_000,
  },
});
