// The API calls `npm run bench` measures. To add one, add an entry:
//   name    what the table shows
//   path    the call's path under /api (spec §7)
//   auth    'guest' (auth_key guest, user_id 0) or 'customer' (the demo customer, signed in once per server)
//   fields  the call's own fields (auth is added), built for every request: vary ids here if useful
//
// Every call is sent as a urlencoded POST with Accept-Language en and must answer status true.

/**
 * @typedef {{ name: string, path: string, auth: 'guest' | 'customer', fields: () => Record<string, string | number> }} Target
 */

/** @type {Target[]} */
export const targets = [{ name: 'home.php', path: '/home/home.php', auth: 'guest', fields: () => ({ type: 1 }) }];
