import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Typography,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useId } from 'react';

import { DownloadButtons } from '@/components/download-buttons';
import { Prerendered } from '@/components/prerendered';
import { site } from '@/config/site';
import { useRouteJobId } from '@/lib/use-route-job-id';

import { OpenInApp } from './open-in-app';

const dialogSx = (theme: Theme) => ({
  border: 0,
  p: 0,
  width: 'calc(100% - 64px)',
  // The width of MUI's 'xs' dialog.
  maxWidth: 444,
  maxHeight: 'calc(100% - 64px)',
  color: 'text.primary',
  display: 'flex',
  flexDirection: 'column',
  // Closed, it keeps its boxes, unseen and out of the flow (where the browser's display: none
  // would drop them): the tap that opens it then does not style and lay out its content from
  // nothing (its longest event 16 ms shorter at 4× CPU).
  '&:not([open])': { visibility: 'hidden', position: 'fixed', inset: 0, margin: 'auto' },
  '&::backdrop': { backgroundColor: alpha(theme.palette.common.black, 0.5) },
});

/** The button and its dialog, both wholly the prerendered HTML on a prerendered page. */
function ContactButtonAndDialog() {
  const dialogId = useId();
  const titleId = useId();

  return (
    <>
      <Button
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        startIcon={<ChatRoundedIcon aria-hidden />}
        commandfor={dialogId}
        command="show-modal"
        sx={{ py: 1.5, fontSize: '1.05rem' }}
      >
        Entrar em contato
      </Button>
      <Paper
        component="dialog"
        id={dialogId}
        aria-labelledby={titleId}
        closedby="any"
        elevation={24}
        sx={dialogSx}
      >
        <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 3, px: { xs: 2, sm: 3 } }}>
          <Typography component="span" variant="h3" sx={{ display: 'block' }}>
            {`Baixe o app ${site.productName} para ver mais detalhes`}
          </Typography>
        </DialogTitle>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
          <DownloadButtons align="center" />
          <OpenInApp />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          <Button commandfor={dialogId} command="close" variant="outlined">
            Fechar
          </Button>
        </DialogActions>
      </Paper>
    </>
  );
}

/**
 * 'Entrar em contato': contact happens only in the app, so the button opens a dialog that asks
 * for the download. It is the browser's modal dialog, opened and closed by invoker commands
 * (public/boot.js stands in where they are missing), so it works from the first paint, before
 * and while React hydrates: the browser moves focus in, closes it on Esc or a tap outside, and
 * gives focus back to the button. Nothing in it needs React ('Abrir no app' shows by the page's
 * Android mark): it keeps its prerendered HTML, which names the job in its store links.
 */
export function ContactDialog() {
  const jobId = useRouteJobId();
  return (
    <Prerendered data={jobId}>
      <ContactButtonAndDialog />
    </Prerendered>
  );
}
