import { Box, Link } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { Footer } from '@/components/footer';
import { Navbar } from '@/components/navbar';

import { DocumentHead } from '../document-head';

export function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#conteudo"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          borderRadius: (theme) => theme.shape.control,
          '&:focus': { top: 8 },
        }}
      >
        Pular para o conteúdo
      </Link>
      <Navbar />
      <Box component="main" id="conteudo" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
      <DocumentHead />
    </Box>
  );
}
