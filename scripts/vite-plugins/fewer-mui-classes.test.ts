import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { COMPOSE_CLASSES, fewerMuiClasses, selectedSlots } from './fewer-mui-classes.ts';

const MODULE = join(
  import.meta.dirname,
  '../../node_modules/@mui/utils/esm/composeClasses/composeClasses.js',
);

const transform = (id: string) => {
  const hook = fewerMuiClasses().transform;
  if (typeof hook !== 'function') throw new Error('no transform hook');
  return (hook.call({} as never, '', id) as { code: string } | null)?.code ?? null;
};

it("replaces MUI's composeClasses, where MUI still has it, and nothing else", () => {
  expect(existsSync(MODULE)).toBe(true);
  const code = transform(MODULE)!;
  expect(code).toContain(
    `import { composeClassesKeeping } from ${JSON.stringify(COMPOSE_CLASSES)};`,
  );
  expect(code).toMatch(
    /^export default composeClassesKeeping\(new Set\(\[.*"iconSmall".*\]\)\);$/m,
  );
  expect(transform(MODULE.replace('/esm/', '/'))).toBeNull();
  expect(transform(join(import.meta.dirname, '../../src/lib/compose-classes.ts'))).toBeNull();
});

it("keeps the classes MUI's styles select and drops those the list's cards carried most", () => {
  const slots = selectedSlots();
  // A small chip's icon, a field's label and outline, an adornment: selected by MUI's styles.
  for (const slot of ['iconSmall', 'formControl', 'notchedOutline', 'positionStart', 'label']) {
    expect(slots, slot).toContain(slot);
  }
  for (const slot of ['body2', 'colorPrimary', 'filled', 'fontSizeSmall', 'underlineNone']) {
    expect(slots, slot).not.toContain(slot);
  }
});
