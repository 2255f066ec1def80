import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Container, Divider, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { Logo } from './logo';
import { Prerendered } from './prerendered';

const icons: Record<string, ReactNode> = {
  Instagram: <InstagramIcon />,
  Facebook: <FacebookIcon />,
  LinkedIn: <LinkedInIcon />,
  YouTube: <YouTubeIcon />,
};

const legalLinks = [
  { label: 'Termos de Serviço', href: paths.terms.getHref() },
  { label: 'Política de Privacidade', href: paths.privacy.getHref() },
];

const linkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.25}>
      <Typography component="h2" variant="subtitle1" sx={{ color: 'common.white' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        ...theme.mixins.darkSurface,
        bgcolor: 'grey.900',
        color: 'grey.300',
        pt: 6,
        pb: 4,
      })}
    >
      <Prerendered data={site} sharedAs="footer">
        <Container maxWidth="lg">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2} sx={{ maxWidth: 380 }}>
                <Box sx={{ color: 'common.white' }}>
                  <Logo />
                </Box>
                <Typography variant="body2">{site.tagline}</Typography>
                <Stack direction="row" spacing={1}>
                  {site.socialLinks.map(({ name, href }) => (
                    <IconButton
                      key={name}
                      component="a"
                      href={href}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${site.productName} no ${name}`}
                      sx={linkSx}
                    >
                      {icons[name]}
                    </IconButton>
                  ))}
                </Stack>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Column title="Legal">
                {legalLinks.map(({ label, href }) => (
                  <Link key={href} component={RouterLink} to={href} variant="body2" sx={linkSx}>
                    {label}
                  </Link>
                ))}
              </Column>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Column title="Contato">
                <Link
                  href={`mailto:${site.contactEmail}`}
                  variant="body2"
                  sx={{ ...linkSx, wordBreak: 'break-all' }}
                >
                  {site.contactEmail}
                </Link>
              </Column>
            </Grid>
          </Grid>
          <Divider sx={{ my: 4, borderColor: 'grey.800' }} />
          {/* The prerendered year stands until the next build: no mismatch across New Year's Eve. */}
          <Typography variant="body2" sx={{ textAlign: 'center' }} suppressHydrationWarning>
            {`© ${year} ${site.productName}. Todos os direitos reservados.`}
          </Typography>
        </Container>
      </Prerendered>
    </Box>
  );
}
