/**
 * Marks the page's root element `data-android` in Android's browsers, where 'Abrir no app' opens
 * a job in the installed app: CSS shows what is only for Android, with no render. public/boot.js
 * marks a built page first, before React runs; this covers a page served without it (the dev
 * server).
 */
export function markPlatform(): void {
  document.documentElement.toggleAttribute(
    'data-android',
    /\bAndroid\b/i.test(navigator.userAgent),
  );
}
