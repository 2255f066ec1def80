import { Box, Link } from '@mui/material';
import { Outlet, useLocation } from 'react-router-dom';

import { Footer } from '@/components/footer';
import { Navbar } from '@/components/navbar';

import { DocumentHead } from '../document-head';
import { ScrollRestoration } from '../scroll-restoration';
import { RouteErrorBoundary } from './route-error';

export function RootLayout() {
  const { pathname } = useLocation();
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
        {/* No Suspense boundary here: React would hydrate the page after the frame, as a
            boundary of its own. A page whose module is still loading keeps the previous page
            (navigations are transitions), and the scroll moves once the new page shows. */}
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
        <ScrollRestoration />
      </Box>
      <Footer />
      <DocumentHead />
    </Box>
  );
}
