import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * The key of the site's Emotion cache: the prefix of its class names and of the `data-emotion`
 * attribute of its style tags. Not Emotion's default, `css`: `@emotion/react` makes a cache of
 * its own with that key as it loads, which would take the prerendered tags first and move them.
 */
export const EMOTION_KEY = 'ui';

/**
 * The one Emotion cache shape for the server render and the browser: the same key lets the browser
 * adopt the prerendered <style data-emotion="ui …"> tags instead of inserting them again.
 */
export function createEmotionCache(): EmotionCache {
  if (typeof document !== 'undefined') adoptStylesInPlace();
  return createCache({ key: EMOTION_KEY });
}

/**
 * Emotion adopts a prerendered style tag by inserting it again where it would have put it, and
 * moving a `<style>` removes its sheet and adds it back: a phone then recalculates the style of
 * the whole page, 12–25 ms at 4× CPU on the list, once per move. The prerender writes the tags
 * in `<head>` in Emotion's order (global styles first), so the cache and each global style take
 * them where they are. A tag outside the sheet's container still moves; new rules still go after
 * the adopted ones. (The tags also carry `data-s`, which keeps `@emotion/react`'s own cache from
 * moving them all to the end of `<head>` as it loads.)
 */
function adoptStylesInPlace() {
  const sheet = StyleSheet.prototype as StyleSheet & { adoptsInPlace?: true };
  if (sheet.adoptsInPlace) return;
  sheet.adoptsInPlace = true;
  sheet.hydrate = function (this: StyleSheet, tags: HTMLStyleElement[]) {
    const insert = (this as unknown as { _insertTag: (tag: HTMLStyleElement) => void })._insertTag;
    for (const tag of tags) {
      if (tag.parentNode === this.container) this.tags.push(tag);
      else insert(tag);
    }
  };
}
