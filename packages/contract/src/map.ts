// The address map's tiles (OpenStreetMap's standard layer) and the credit their licence requires, in one
// place: the web map reads them and the server's CSP allows images from this origin. A module of its own so
// the web app bundles it with the map's lazy chunk, not with the first page.

export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
} as const;
