export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8186);
export const E2E_PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4183);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PREVIEW_PORT}`;
export const E2E_EMULATOR_HOST = `127.0.0.1:${E2E_EMULATOR_PORT}`;
