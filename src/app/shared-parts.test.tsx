// @vitest-environment node
// The build's render: Emotion's server paths, which a DOM would turn off.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { Prerendered } from '@/components/prerendered';
import { type PartsOfPage, ServerRender, SharedParts } from '@/lib/server-render';

import { sharedParts } from './shared-parts';

const cardRendered = vi.fn();

function Card({ title }: { title: string }) {
  cardRendered();
  return (
    <Box sx={{ p: 2, border: 1 }}>
      <div>
        <Typography variant="h6">{title}</Typography>
        <Button href="/vagas">Ver vagas</Button>
      </div>
    </Box>
  );
}

const first = { title: 'Vaga de dentista' };
const second = { title: 'Vaga de auxiliar' };

/** A page: some content of its own, then a shared card, then more of its own. */
function Page({ before, data }: { before: ReactNode; data: { title: string } }) {
  return (
    <>
      {before}
      <Prerendered sharedAs="card" data={data}>
        <Card title={data.title} />
      </Prerendered>
      <div>
        <Typography variant="body2">Depois</Typography>
      </div>
    </>
  );
}

/** Renders as the build does; with `parts`, the shared card may come from an earlier page. */
function render(page: ReactNode, parts: ReturnType<typeof sharedParts> | null) {
  const cache = createCache({ key: 'ui' });
  cache.compat = true;
  const ofPage: (PartsOfPage & { collect(html: string): string }) | null = parts?.forPage() ?? null;
  const written = renderToString(
    <ServerRender value>
      <SharedParts value={ofPage}>
        <CacheProvider value={cache}>
          <MemoryRouter>{page}</MemoryRouter>
        </CacheProvider>
      </SharedParts>
    </ServerRender>,
  );
  return {
    html: ofPage ? ofPage.collect(written) : written,
    inserted: Object.entries(cache.inserted),
    registered: cache.registered,
  };
}

const plain = <p>Sem estilo</p>;
// Shares the card's typography: its rules are in the page before the card.
const styled = <Typography variant="h6">Antes</Typography>;

describe('shared parts', () => {
  beforeEach(() => cardRendered.mockClear());

  it('copies a part into later pages as rendering it would write it, rendering it once', () => {
    const parts = sharedParts();
    const whole = render(<Page before={styled} data={first} />, null);
    cardRendered.mockClear();

    expect(render(<Page before={plain} data={first} />, parts).html).toBe(
      render(<Page before={plain} data={first} />, null).html,
    );
    const copied = render(<Page before={styled} data={first} />, parts);
    expect(copied.html).toBe(whole.html);
    // Once to be kept, once for the page rendered whole to compare with.
    expect(cardRendered).toHaveBeenCalledTimes(2);
    expect(copied.html).toContain('Vaga de dentista');
    expect(copied.html).not.toContain('data-shared-part');
  });

  it('gives each page the style rules of the part, in the order rendering it would', () => {
    const parts = sharedParts();
    render(<Page before={plain} data={first} />, parts);
    const copied = render(<Page before={styled} data={first} />, parts);
    const whole = render(<Page before={styled} data={first} />, null);

    expect(copied.inserted).toEqual(whole.inserted);
    expect(copied.registered).toEqual(whole.registered);
    expect(copied.inserted.length).toBeGreaterThan(3);
  });

  it('keeps apart the parts of different data', () => {
    const parts = sharedParts();
    render(<Page before={plain} data={first} />, parts);
    const other = render(<Page before={plain} data={second} />, parts);

    expect(other.html).toBe(render(<Page before={plain} data={second} />, null).html);
    expect(other.html).toContain('Vaga de auxiliar');
    expect(other.html).not.toContain('Vaga de dentista');
  });

  it('renders the content as usual outside the build', () => {
    const { html } = render(<Page before={plain} data={first} />, null);
    render(<Page before={plain} data={first} />, null);
    expect(cardRendered).toHaveBeenCalledTimes(2);
    expect(html).toContain('Vaga de dentista');
  });
});
