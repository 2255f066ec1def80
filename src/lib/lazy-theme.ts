import { lazyValue } from './lazy-value';

/**
 * A theme built the first time anything reads it. MUI builds seven fallback themes as its modules
 * load (`createTheme()` in its styles, Box, Container, Grid, Stack, `styled` and `useTheme`), for a
 * component rendered outside any ThemeProvider: about 18 ms of a slow phone's main thread at 4×
 * CPU, in the task that evaluates a page's code, for themes the site never reads (every page
 * renders under its own theme). The build hands MUI this instead
 * (scripts/vite-plugins/lazy-default-themes.ts): the same theme, built only if read.
 */
export function lazyTheme<T extends object>(create: () => T): T {
  const built = lazyValue(create);
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // The stand-in has none of the theme's properties, so each must read as configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    set: (_, key, value) => Reflect.set(built(), key, value),
    deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
  });
}
