type Connection = { saveData?: boolean };

/**
 * Asks for the files of the page this one leads to, which the prerender lists on the boot
 * script's tag (`data-next`): fetched and compiled, not run. A tap on a card made before any
 * scroll then waits for no code from the network (597 → 269 ms from the tap to the job shown at 4×
 * CPU, 150 ms latency, 1.6 Mbps; the compile is a task of about 25 ms at 4×). Not for a visitor
 * who asked the browser to save data: those files are then fetched when they are needed.
 */
export function preloadNextPage(): void {
  if ((navigator as Navigator & { connection?: Connection }).connection?.saveData) return;
  const files = document.querySelector<HTMLScriptElement>('script[data-next]')?.dataset.next;
  for (const href of files?.split(' ').filter(Boolean) ?? []) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    );
  }
}
