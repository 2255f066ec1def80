import { Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { site } from '@/config/site';
import { ownerQueryOptions } from '@/features/jobs/api';
import { ownerDisplayName } from '@/features/jobs/model';

/** 'Publicado por:'; an owner who cannot be read is shown by the fallback name, never an error. */
export function JobOwner({ ownerId }: { ownerId: string | null }) {
  const owner = useQuery(ownerQueryOptions(ownerId));
  // A job without an owner has nothing to wait for.
  const loading = ownerId !== null && owner.isPending;

  return (
    <Typography sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        Publicado por:
      </Typography>
      {loading ? (
        <Skeleton
          variant="text"
          width={160}
          aria-label="Carregando nome do anunciante"
          role="img"
        />
      ) : (
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {ownerDisplayName(owner.data ?? null, site.productName)}
        </Typography>
      )}
    </Typography>
  );
}
