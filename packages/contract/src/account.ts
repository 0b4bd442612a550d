// Calls of this domain (spec §7); see call.ts for the pattern and home.ts for an example.
export {};
