import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { direction, language } from './i18n';
import { ensureDeviceInfo } from './api/session';
import { App } from './app/App';

// boot.js set these before the first paint; repeat in case it was not loaded.
document.documentElement.lang = language;
document.documentElement.dir = direction;
ensureDeviceInfo();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
