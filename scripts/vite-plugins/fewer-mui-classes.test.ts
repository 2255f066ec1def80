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

/** Those of `names` that `found` holds, in order. */
const among = (found: Iterable<string>, names: string[]) => {
  const held = new Set(found);
  return names.filter((name) => held.has(name));
};

it("keeps the classes MUI's styles and the site select and drops those the pages carried most", async () => {
  const kept = await selectedClasses();
  // A small chip's icon, an outlined field's outline, the contact dialog's title (MUI's styles);
  // a chip's label (the site's); a field's class, reached only through another class object
  // (outlinedInputClasses holds inputBaseClasses').
  const selected = [
    'MuiChip-iconSmall',
    'MuiOutlinedInput-notchedOutline',
    'MuiDialogTitle-root',
    'MuiChip-label',
    'MuiInputBase-formControl',
  ];
  expect(among(kept, selected)).toEqual(selected);
  // Selected by nothing the site reaches: a Typography's only by a list item's text and a card's
  // header, which the site has neither of.
  const unselected = ['MuiTypography-root', 'MuiSvgIcon-root', 'MuiChip-sizeSmall', 'MuiGrid-root'];
  expect(among(kept, unselected)).toEqual([]);
});

it('reaches the MUI modules the site imports and what they import, not the rest', () => {
  const reached = reachableMuiModules().map((file) => file.split('/node_modules/@mui/')[1]);
  const imported = [
    'material/esm/Chip/Chip.js',
    'material/esm/ButtonBase/ButtonBase.js',
    'material/esm/styles/index.js',
    'system/esm/createStyled/createStyled.js',
    'utils/esm/composeClasses/composeClasses.js',
  ];
  expect(among(reached, imported)).toEqual(imported);
  const unused = [
    'material/esm/ListItemText/ListItemText.js',
    'material/esm/CardHeader/CardHeader.js',
  ];
  expect(among(reached, unused)).toEqual([]);
});
