/** The browser tests' server, started by Playwright's webServer: see scripts/preview-stack.ts. */
import { onShutdown } from '../../scripts/on-shutdown.ts';
import { startPreviewStack } from '../../scripts/preview-stack.ts';
import { E2E_EMULATOR_PORT, E2E_PREVIEW_PORT } from './ports.ts';

const stack = await startPreviewStack({
  emulatorPort: E2E_EMULATOR_PORT,
  previewPort: E2E_PREVIEW_PORT,
});
console.log(`Serving the production build on ${stack.baseUrl}`);
onShutdown(stack.close);
