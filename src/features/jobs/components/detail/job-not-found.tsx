import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { Button, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';

import { DetailHero } from './detail-hero';

export function JobNotFound() {
  return (
    <>
      <DetailHero heading="Vaga não encontrada" showBackLink={false} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <StatusPanel icon={<SearchOffRoundedIcon aria-hidden sx={{ color: 'primary.main' }} />}>
          <Button component={RouterLink} to={paths.jobs.getHref()} variant="contained" size="large">
            Voltar para listagem de vagas
          </Button>
        </StatusPanel>
      </Container>
    </>
  );
}
