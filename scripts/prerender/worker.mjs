// A render worker's entry: plain JavaScript, so it starts under any runner, then TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
