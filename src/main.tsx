/**
 * The entry evaluates the page's code in four tasks instead of one: React, the router and the
 * query cache; then MUI and Emotion with the providers; then React DOM; then the app. Evaluated
 * at once, it held a slow phone's main thread for 150–180 ms at 4× CPU, one long task that a tap
 * waits behind and that Total Blocking Time counts. The steps' chunks are preloaded with the
 * page's others (the prerender lists the entry's imports on public/boot.js's tag), so the steps
 * cost no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await import('./app/libs-step');
  await nextTask();
  await import('./app/provider');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start');
  await start();
}

void boot();
