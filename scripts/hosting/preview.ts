/**
 * `npm run preview`: serves dist/ as Firebase Hosting would (firebase.json's rewrites, 404 page and
 * headers) on http://127.0.0.1:4173. A build made against an emulator may reach it.
 */
import { onShutdown } from '../on-shutdown.ts';
import { startHostingServer } from './server.ts';

const emulator = process.env.VITE_FIRESTORE_EMULATOR_HOST;
const server = await startHostingServer({
  root: 'dist',
  port: Number(process.env.PREVIEW_PORT ?? 4173),
  connectSrcExtra: emulator ? [`http://${emulator}`] : [],
});
console.log(`Serving dist/ on ${server.url}`);
onShutdown(server.close);
