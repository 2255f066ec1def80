/** Android's browsers, where 'Abrir no app' opens a job in the installed app. */
export const isAndroid = (): boolean => /\bAndroid\b/i.test(navigator.userAgent);

/**
 * Marks the page's root element `data-android` on Android, which shows what is only for Android
 * (CSS, no render). public/boot.js marks a built page first, before React runs; this covers a page
 * served without it (the dev server).
 */
export function markPlatform(): void {
  document.documentElement.toggleAttribute('data-android', isAndroid());
}
