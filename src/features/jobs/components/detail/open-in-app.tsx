import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { Button } from '@mui/material';

import { ShowInBrowser } from '@/components/show-in-browser';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { androidIntentHref, playStoreHref, playStorePage } from '@/lib/store-links';
import { useRouteJobId } from '@/lib/use-route-job-id';

const isAndroid = () => /\bAndroid\b/i.test(navigator.userAgent);

/**
 * 'Abrir no app', on Android only (iOS has the Smart App Banner): Chrome opens the job in the
 * installed app, or the Play Store, with the same attribution as the store button. The platform
 * is the browser's, unknown to the prerender, so the button is prerendered hidden and shown once
 * React runs: its styles are then in the page already, and showing it on an Android phone costs
 * an attribute, not the styles of a new button inside the commit that ends hydration (about
 * 45 ms at 4× CPU). It lives only in the contact dialog, so nothing on the page moves.
 */
export function OpenInApp() {
  const jobId = useRouteJobId();

  const androidPackage = site.app.androidPackage;
  if (!androidPackage || !jobId) return null;
  const store = playStoreHref(site.playStoreUrl ?? playStorePage(androidPackage), jobId);
  return (
    <ShowInBrowser when={isAndroid}>
      <Button
        variant="contained"
        fullWidth
        href={androidIntentHref(site.url, paths.job.getHref(jobId), androidPackage, store)}
        startIcon={<OpenInNewRoundedIcon aria-hidden />}
        sx={{ mt: 2 }}
      >
        Abrir no app
      </Button>
    </ShowInBrowser>
  );
}
