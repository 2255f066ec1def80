import composeClasses from '@mui/utils/composeClasses';
import generateUtilityClass from '@mui/utils/generateUtilityClass';
import { expect, it } from 'vitest';

import { composeClassesKeeping } from './compose-classes';

const chipClass = (slot: string) => generateUtilityClass('MuiChip', slot);
const slots: Record<'root' | 'icon' | 'label', (string | false | null | undefined)[]> = {
  root: ['root', 'sizeSmall', false, 'colorPrimary', 'clickable', 'disabled'],
  icon: ['icon', 'iconSmall', undefined],
  label: [null, 'label', 'labelSmall'],
};

it("keeps the state classes and the kept ones, in MUI's order", () => {
  const compose = composeClassesKeeping(
    new Set(['MuiChip-clickable', 'MuiChip-iconSmall', 'MuiChip-label', 'MuiButton-root']),
  );
  expect(compose(slots, chipClass)).toEqual({
    root: 'MuiChip-clickable Mui-disabled',
    icon: 'MuiChip-iconSmall',
    label: 'MuiChip-label',
  });
});

it("is MUI's own when every class is kept, a classes prop's classes included", () => {
  const classes = { root: 'a', colorPrimary: 'b', labelSmall: 'c' };
  const every = new Set(
    Object.values(slots)
      .flat()
      .filter((s): s is string => !!s)
      .map(chipClass),
  );
  expect(composeClassesKeeping(every)(slots, chipClass, classes)).toEqual(
    composeClasses(slots, chipClass, classes),
  );
});

it("adds a classes prop's class for a slot whose utility class it drops", () => {
  const compose = composeClassesKeeping(new Set());
  expect(compose(slots, chipClass, { sizeSmall: 'small', labelSmall: 'tiny' })).toEqual({
    root: 'small Mui-disabled',
    icon: '',
    label: 'tiny',
  });
});
