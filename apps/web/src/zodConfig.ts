// Imported first by main.tsx. The CSP forbids eval; zod would probe for it (new Function) when the first
// object schema is built, and the browser reports that probe as a CSP violation even though zod catches it.
// zod keeps its settings on globalThis (core.js adopts an object already there), so jitless is set here
// without importing zod, which stays out of the first load (zodConfig.test.ts checks zod reads it).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
