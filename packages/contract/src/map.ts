// The address map's tiles (OpenStreetMap's standard layer), the credit their licence requires and the
// map library's, in one place: the web map reads them and the server's CSP allows images from this origin.
// A module of its own so the web app bundles it with the map's lazy chunk, not with the first page.

export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // Links open in a new tab: following one must not lose the address being typed.
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
  credit: '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
  maxZoom: 19,
} as const;
