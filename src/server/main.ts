// The server's entry point (`npm start`): module loading is sped up first (lib/threads/module-resolution.ts), as it
// only applies to modules loaded after it, then the server itself starts (serve.ts).
import { speedUpModuleLoading } from './lib/threads/module-resolution.ts';
import { keepYoungGenerationSmall } from './lib/threads/start-memory.ts';

keepYoungGenerationSmall();
speedUpModuleLoading();
await import('./serve.ts');
