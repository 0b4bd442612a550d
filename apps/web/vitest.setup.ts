import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// The app's i18next instance, as main.tsx sets it up (English until a test changes it).
import './src/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
