// Imported first by main.tsx. The CSP forbids eval; zod would probe for it (new Function) when the first
// object schema is built, and the browser reports that probe as a CSP violation even though zod catches it.
import { config } from 'zod/v4/core';

config({ jitless: true });
