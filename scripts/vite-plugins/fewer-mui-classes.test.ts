import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { COMPOSE_CLASSES, fewerMuiClasses, selectedClasses } from './fewer-mui-classes.ts';
import { reachableMuiModules } from './mui-modules.ts';

const MODULE = join(
  import.meta.dirname,
  '../../node_modules/@mui/utils/esm/composeClasses/composeClasses.js',
);

/** The plugin as a build runs it: its build starts, then it transforms `id`. */
const transform = async (id: string) => {
  const plugin = fewerMuiClasses();
  const { buildStart, transform } = plugin;
  if (typeof buildStart !== 'function' || typeof transform !== 'function') {
    throw new Error('no buildStart or transform hook');
  }
  await buildStart.call({} as never, {} as never);
  return (transform.call({} as never, '', id) as { code: string } | null)?.code ?? null;
};

it("replaces MUI's composeClasses, where MUI still has it, and nothing else", async () => {
  expect(existsSync(MODULE)).toBe(true);
  const code = (await transform(MODULE))!;
  expect(code).toContain(
    `import { composeClassesKeeping } from ${JSON.stringify(COMPOSE_CLASSES)};`,
  );
  expect(code).toMatch(
    /^export default composeClassesKeeping\(new Set\(\[.*"MuiChip-iconSmall".*\]\)\);$/m,
  );
  expect(await transform(MODULE.replace('/esm/', '/'))).toBeNull();
  expect(await transform(join(import.meta.dirname, '../../src/lib/compose-classes.ts'))).toBeNull();
});

it("keeps the classes MUI's styles and the site select and drops those the pages carried most", async () => {
  const kept = await selectedClasses();
  // A small chip's icon, an outlined field's outline, the contact dialog's title (MUI's styles);
  // a chip's label (the site's); the classes of a text field's parts, reached only through
  // other class objects (outlinedInputClasses holds inputBaseClasses').
  for (const name of [
    'MuiChip-iconSmall',
    'MuiOutlinedInput-notchedOutline',
    'MuiDialogTitle-root',
    'MuiChip-label',
    'MuiInputBase-formControl',
  ]) {
    expect(kept, name).toContain(name);
  }
  // Selected only by components the site never reaches (a list item's text, a card's header).
  for (const name of [
    'MuiTypography-root',
    'MuiSvgIcon-root',
    'MuiChip-sizeSmall',
    'MuiGrid-root',
  ]) {
    expect(kept, name).not.toContain(name);
  }
});

it('reaches the MUI modules the site imports and what they import, not the rest', () => {
  const reached = reachableMuiModules().map((file) => file.split('/node_modules/@mui/')[1]);
  for (const file of [
    'material/esm/Chip/Chip.js',
    'material/esm/ButtonBase/ButtonBase.js',
    'material/esm/styles/index.js',
    'system/esm/createStyled/createStyled.js',
    'utils/esm/composeClasses/composeClasses.js',
  ]) {
    expect(reached, file).toContain(file);
  }
  for (const file of [
    'material/esm/ListItemText/ListItemText.js',
    'material/esm/CardHeader/CardHeader.js',
  ]) {
    expect(reached, file).not.toContain(file);
  }
});
