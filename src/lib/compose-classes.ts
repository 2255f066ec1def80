import { isGlobalState } from '@mui/utils/generateUtilityClass';

type Slots = Record<string, ReadonlyArray<string | false | null | undefined>>;

/**
 * MUI's `composeClasses`, writing fewer class names. MUI gives each slot a class per variant,
 * size and colour (a small chip's root: `root`, `sizeSmall`, `colorPrimary`, `filled`, …) for
 * other sites' stylesheets to select; the site styles through Emotion and selects none of them.
 * Of each slot's classes this keeps the first (the slot's own: the chip's `root`), the global state
 * classes (`Mui-disabled`), and those that MUI's styles or scripts or the site's code select
 * (`kept`, found by scripts/vite-plugins/fewer-mui-classes.ts). The list's 50 cards were 42 KB of
 * class names; a `classes` prop's class is added as MUI adds it.
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
      let first = true;
      for (const slot of slots[slotName]) {
        if (!slot) continue;
        if (first || kept.has(slot) || isGlobalState(slot)) names.push(getUtilityClass(slot));
        first = false;
        const extra = classes?.[slot];
        if (extra) names.push(extra);
      }
      output[slotName] = names.join(' ');
    }
    return output;
  };
}
