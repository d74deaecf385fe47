// zod's tree-shakable API (zod/mini, ~30 KiB in a bundle against ~96 KiB for `zod`), for every
// schema a Lambda function parses with (bundles near the SDK's own size; a test in
// infra/test/bundling.test.ts holds that no route's bundle carries classic zod): `import * as z
// from './mini'`. Classic zod is left to build time (the OpenAPI generation's toJSONSchema). Mini
// schemas share zod/v4/core with classic ones, so the two compose. Only the English messages are
// loaded, as `zod` itself does, so every default message is the same whichever API made the schema.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
