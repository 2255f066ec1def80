import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { Button, Container, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import { DetailHero } from './detail-hero';

export function JobNotFound() {
  return (
    <>
      <DetailHero heading="Vaga não encontrada" showBackLink={false} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 3, md: 5 },
            borderRadius: 3,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 3,
          }}
        >
          <SearchOffRoundedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.main' }} />
          <Button component={RouterLink} to={paths.jobs.getHref()} variant="contained" size="large">
            Voltar para listagem de vagas
          </Button>
        </Paper>
      </Container>
    </>
  );
}
