import IosShareRoundedIcon from '@mui/icons-material/IosShareRounded';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, IconButton, Stack } from '@mui/material';
import type { ReactNode } from 'react';

import { AppTooltip } from '@/components/tooltip';
import { site } from '@/config/site';
import type { Job } from '@/features/jobs/model';
import { jobPageUrl, jobShare, whatsAppShareHref } from '@/features/jobs/model';
import { useBrowserValue } from '@/lib/use-hydrated-value';

import { ShareButton } from './share-button';

type SharedJob = Pick<Job, 'id' | 'title' | 'state' | 'city' | 'neighbourhood'>;

const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * The system share button's slot. Touch devices nearly all have a share sheet: their slot is held
 * from the first paint, so the button showing after hydration moves nothing. The button is
 * prerendered (hidden) in every case; whether the browser has a share sheet, which the build
 * cannot know, changes an attribute here and nothing inside renders again.
 */
function ShareSheetSlot({ children }: { children: ReactNode }) {
  const canShare = useBrowserValue(hasShareSheet, false);
  return (
    <Box
      data-can-share={canShare || undefined}
      sx={{
        display: 'none',
        '&[data-can-share]': { display: 'flex' },
        '&:not([data-can-share]) > *': { visibility: 'hidden' },
        '@media (pointer: coarse)': { display: 'flex', minWidth: 40 },
      }}
    >
      {children}
    </Box>
  );
}

/** The visitor closed the sheet. Checked by name: not every DOMException is an Error instance. */
function isCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

function SystemShareButton({ job }: { job: SharedJob }) {
  const handleClick = async () => {
    try {
      await navigator.share(jobShare(job, window.location.href));
    } catch (error) {
      if (!isCancelled(error)) console.error('Could not open the share sheet.', error);
    }
  };
  return (
    <AppTooltip title="Compartilhar em outros apps">
      <IconButton color="primary" onClick={() => void handleClick()}>
        <IosShareRoundedIcon />
      </IconButton>
    </AppTooltip>
  );
}

/** The copy-link button (product §5), then WhatsApp, then the system share sheet where there is one. */
export function ShareActions({ job }: { job: SharedJob }) {
  // Rendered on the server too, where there is no window: the address comes from the public origin.
  const whatsAppHref = whatsAppShareHref(job, jobPageUrl(site.url, job.id));
  return (
    // Wraps rather than overflows on narrow phones (360 px leaves about 286 px for this row).
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}
    >
      <ShareButton />
      <AppTooltip title="Compartilhar no WhatsApp">
        <IconButton
          color="primary"
          component="a"
          href={whatsAppHref}
          target="_blank"
          rel="noopener"
        >
          <WhatsAppIcon />
        </IconButton>
      </AppTooltip>
      <ShareSheetSlot>
        <SystemShareButton job={job} />
      </ShareSheetSlot>
    </Stack>
  );
}
