import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { preloadTooltip } from '@/components/tooltip';

// As on any page after its first idle moment (src/app/app.tsx); tooltip.test.tsx covers before.
beforeAll(() => preloadTooltip());

afterEach(() => cleanup());
