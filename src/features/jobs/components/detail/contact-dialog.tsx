import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';

import { DownloadButtons } from '@/components/download-buttons';
import { site } from '@/config/site';

import { OpenInApp } from './open-in-app';

/**
 * 'Entrar em contato': contact happens only in the app, so the button opens a dialog that asks
 * for the download. MUI's Dialog traps focus, closes on Esc and gives focus back to the button.
 */
export function ContactDialog() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        startIcon={<ChatRoundedIcon aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ py: 1.5, fontSize: '1.05rem' }}
      >
        Entrar em contato
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
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
          <Button onClick={close} variant="outlined">
            Fechar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
