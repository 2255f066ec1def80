import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';

import { site } from '@/config/site';
import { storeLinks } from '@/lib/store-links';
import { useRouteJobId } from '@/lib/use-route-job-id';

import { AppleGlyph, PlayGlyph } from './store-badges';

interface Store {
  overline: string;
  title: string;
  link: 'appStore' | 'playStore';
  Glyph: ComponentType<{ fontSize?: 'large' }>;
}

const stores: Store[] = [
  {
    overline: 'Baixar na',
    title: 'App Store',
    link: 'appStore',
    Glyph: AppleGlyph,
  },
  {
    overline: 'Baixar no',
    title: 'Google Play',
    link: 'playStore',
    Glyph: PlayGlyph,
  },
];

/**
 * The two store badges. Without a store URL a badge is a plain button, neither a link nor
 * disabled (product §7, until the store pages exist); with one it is a real link.
 * Each is named by its visible text as it reads, so voice-control users can say what they see:
 * without the space between its two lines, axe reads 'Baixar naApp Store' and flags a mismatch.
 * On a job page the links carry the job, so the app team can tell which job brought the install.
 */
export function DownloadButtons({ align = 'center' }: { align?: 'center' | 'flex-start' }) {
  const links = storeLinks({ ...site, androidPackage: site.app.androidPackage }, useRouteJobId());
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, justifyContent: align }}>
      {stores.map(({ overline, title, link, Glyph }) => (
        <ButtonBase
          key={title}
          aria-label={`${overline} ${title}`}
          {...(links[link]
            ? { component: 'a', href: links[link], target: '_blank', rel: 'noopener' }
            : { component: 'button', type: 'button' })}
          sx={{
            gap: 1.25,
            px: 2,
            py: 1,
            minWidth: 168,
            borderRadius: (theme) => theme.shape.card,
            bgcolor: 'common.black',
            color: 'common.white',
            border: 1,
            borderColor: 'grey.700',
            justifyContent: 'flex-start',
            '&:hover': { bgcolor: 'grey.900' },
          }}
        >
          <Glyph fontSize="large" />
          <Box component="span" sx={{ textAlign: 'left', lineHeight: 1.1 }}>
            <Typography component="span" sx={{ display: 'block', fontSize: '0.7rem' }}>
              {overline}
            </Typography>{' '}
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 700, fontSize: '1.15rem' }}
            >
              {title}
            </Typography>
          </Box>
        </ButtonBase>
      ))}
    </Stack>
  );
}
