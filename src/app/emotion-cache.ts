import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The one Emotion cache shape for the server render and the browser: the same key lets the browser
 * adopt the prerendered <style data-emotion="css …"> tags instead of inserting them again.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
