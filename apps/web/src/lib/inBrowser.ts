/** True in the browser (and jsdom), false while the server renders a page (entry-server.tsx). */
export const inBrowser = typeof document !== 'undefined';
