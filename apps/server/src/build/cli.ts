import { join } from 'node:path';
import { bundleServer, serverRoot } from './bundle.ts';

// `npm run build -w apps/server`: apps/server/dist/main.mjs, which `npm start` runs.
await bundleServer(join(serverRoot, 'src/main.ts'), join(serverRoot, 'dist'));
console.log('Server bundled: apps/server/dist/main.mjs');
