import { Snackbar } from '@mui/material';

/** 'Link copiado!' at the bottom of the screen, announced as a status. */
export default function CopiedToast({ open }: { open: boolean }) {
  return (
    <Snackbar
      open={open}
      message="Link copiado!"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ content: { role: 'status' } }}
    />
  );
}
