import { describe, expect, it } from 'vitest';

import { chunksRunOnLoad } from './compile-hints.ts';

const chunk = (imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({
  isEntry: false,
  facadeModuleId: null,
  imports,
  ...extra,
});

describe('chunksRunOnLoad', () => {
  const isPage = (id: string) => id.startsWith('/src/app/routes/');

  it('takes the entry, the page modules and what they import, and leaves what loads later', () => {
    const chunks = {
      'index.js': chunk(['runtime.js', 'shared.js'], {
        isEntry: true,
        facadeModuleId: '/index.html',
      }),
      'runtime.js': chunk([]),
      'shared.js': chunk(['runtime.js']),
      'job.js': chunk(['index.js', 'chip.js'], { facadeModuleId: '/src/app/routes/job.tsx' }),
      'chip.js': chunk(['shared.js']),
      'firestore.js': chunk(['index.js'], { facadeModuleId: '/node_modules/firebase/lite.js' }),
      'get-job.js': chunk(['firestore.js', 'text.js'], { facadeModuleId: '/src/get-job.ts' }),
      'text.js': chunk([]),
    };
    expect([...chunksRunOnLoad(chunks, isPage)].sort()).toEqual([
      'chip.js',
      'index.js',
      'job.js',
      'runtime.js',
      'shared.js',
    ]);
  });

  it('takes a chunk a later one shares only when a page needs it too', () => {
    const chunks = {
      'index.js': chunk(['text.js'], { isEntry: true }),
      'text.js': chunk([]),
      'toast.js': chunk(['text.js', 'icons.js'], { facadeModuleId: '/src/toast.tsx' }),
      'icons.js': chunk([]),
    };
    expect([...chunksRunOnLoad(chunks, isPage)].sort()).toEqual(['index.js', 'text.js']);
  });
});
