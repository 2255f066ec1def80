import { isGlobalState } from '@mui/utils/generateUtilityClass';

type Slots = Record<string, ReadonlyArray<string | false | null | undefined>>;

/**
 * MUI's `composeClasses`, writing fewer class names. MUI gives each part of a component a class
 * of its own and one per variant, size and colour (a small chip's root: `root`, `sizeSmall`,
 * `colorPrimary`, …, each after the component's name) for other sites' stylesheets to select; the
 * site styles through Emotion and selects almost none of them. This keeps the global state classes
 * (`Mui-disabled`) and the classes that the MUI modules the site reaches or the site's own code
 * select (`kept`, found by scripts/vite-plugins/fewer-mui-classes.ts). On the list, MUI's class
 * names came to 42 KB; 4 KB are left (a box's, a chip's). A `classes` prop's class is added as MUI
 * adds it.
 */
export function composeClassesKeeping(kept: ReadonlySet<string>) {
  return function composeClasses(
    slots: Slots,
    getUtilityClass: (slot: string) => string,
    classes?: Partial<Record<string, string>>,
  ): Record<string, string> {
    const output: Record<string, string> = {};
    for (const slotName in slots) {
      const names: string[] = [];
      for (const slot of slots[slotName]) {
        if (!slot) continue;
        const name = getUtilityClass(slot);
        if (kept.has(name) || isGlobalState(slot)) names.push(name);
        const extra = classes?.[slot];
        if (extra) names.push(extra);
      }
      output[slotName] = names.join(' ');
    }
    return output;
  };
}
