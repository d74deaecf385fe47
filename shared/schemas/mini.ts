// zod's tree-shakable API (zod/mini, ~13 KB in a bundle against ~100 KB for `zod`), for the
// schemas a public read's Lambda bundle carries (issue 11): `import * as z from './mini'`. Mini
// schemas share zod/v4/core with classic ones, so the two compose (a classic z.object may hold a
// mini field, z.optional() wraps either). Only the English messages are loaded, as `zod` itself
// does, so every default message is the same whichever API made the schema.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
