/** Reloads the page (docs/product.md §4: 2 s after adding to lists). An object so tests can replace it. */
export const page = {
  reload: () => window.location.reload(),
};

/** How long the 'Success' toast shows before the page reloads (docs/product.md §4). */
export const RELOAD_AFTER_MS = 2000;
