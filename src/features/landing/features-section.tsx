import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import NearMeOutlinedIcon from '@mui/icons-material/NearMeOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { Card, CardContent, Container, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { Prerendered } from '@/components/prerendered';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: <MedicalServicesOutlinedIcon />,
    title: 'Exclusivo para a odontologia',
    text: 'Vagas e profissionais só da área: nada de garimpar anúncios que não são para você.',
  },
  {
    icon: <NearMeOutlinedIcon />,
    title: 'Profissionais perto de você',
    text: 'Conecte-se com clínicas e colegas da sua cidade e do seu bairro.',
  },
  {
    icon: <WorkOutlineIcon />,
    title: 'A vaga que combina com você',
    text: 'Filtre por categoria, especialidade e local e encontre a oportunidade certa.',
  },
  {
    icon: <ChatOutlinedIcon />,
    title: 'Fale direto com quem contrata',
    text: 'Entre em contato com o recrutador pelo app, sem intermediários.',
  },
];

export function FeaturesSection() {
  return (
    <Prerendered data={features}>
      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="recursos"
        sx={{ py: { xs: 6, md: 9 } }}
      >
        <Typography id="recursos" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Por que usar o app
        </Typography>
        <Grid container spacing={3}>
          {features.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography
                    component="span"
                    sx={{
                      color: 'primary.main',
                      display: 'inline-flex',
                      mb: 1.5,
                      '& svg': { fontSize: 36 },
                    }}
                  >
                    {feature.icon}
                  </Typography>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Prerendered>
  );
}
