import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { Box, Button } from '@mui/material';

import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { androidIntentHref, playStoreHref, playStorePage } from '@/lib/store-links';
import { useRouteJobId } from '@/lib/use-route-job-id';

/**
 * 'Abrir no app', on Android only (iOS has the Smart App Banner): Chrome opens the job in the
 * installed app, or the Play Store, with the same attribution as the store button. The platform
 * is the browser's, unknown to the prerender, so the button is prerendered hidden and shown by
 * the page's `data-android` mark (src/lib/platform.ts): on a built page before React runs, with
 * no render and no new style. It lives only in the contact dialog, so nothing on the page moves.
 */
export function OpenInApp() {
  const jobId = useRouteJobId();

  const androidPackage = site.app.androidPackage;
  if (!androidPackage || !jobId) return null;
  const store = playStoreHref(site.playStoreUrl ?? playStorePage(androidPackage), jobId);
  return (
    <Box sx={{ display: 'none', 'html[data-android] &': { display: 'block' } }}>
      <Button
        variant="contained"
        fullWidth
        href={androidIntentHref(site.url, paths.job.getHref(jobId), androidPackage, store)}
        startIcon={<OpenInNewRoundedIcon aria-hidden />}
        sx={{ mt: 2 }}
      >
        Abrir no app
      </Button>
    </Box>
  );
}
