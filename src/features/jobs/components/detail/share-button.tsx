import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { Button } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';

import { ShowInBrowser } from '@/components/show-in-browser';
import { lazyWhenIdle } from '@/lib/when-idle';

/** How long 'Link copiado!' stays (product §5). */
export const COPIED_TOAST_MS = 3000;

// The toast's code (MUI's Snackbar and its transition) loads once the page is idle, not before it
// answers; a prerendered page hydrates it then.
const CopiedToast = lazyWhenIdle(() => import('./copied-toast'));

// Until React has hydrated it, a tap on the button would do nothing: it holds its place unseen.
const inBrowser = () => true;

/**
 * Copies the page address. The toast is timed here rather than by Snackbar's autoHideDuration,
 * which pauses on hover and window blur: product §5 wants exactly three seconds.
 */
export function ShareButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(window.location.href);
    } catch (error) {
      console.error('Could not copy the job link.', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TOAST_MS);
  };

  return (
    <>
      <ShowInBrowser when={inBrowser} keepPlace>
        <Button
          variant="outlined"
          startIcon={<ShareRoundedIcon aria-hidden />}
          aria-label="Compartilhar vaga"
          onClick={() => void handleClick()}
        >
          Compartilhar
        </Button>
      </ShowInBrowser>
      <Suspense fallback={null}>
        <CopiedToast open={copied} />
      </Suspense>
    </>
  );
}
