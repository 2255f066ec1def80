/** The landing's two counts. */
export interface SiteStats {
  professionals: number;
  jobs: number;
}

/**
 * The stats document's fields (VITE_STATS_DOC), named after the collections they count, so
 * whoever maintains the document cannot mix them up.
 */
export const STATS_FIELDS = { professionals: 'users', jobs: 'vagas' } as const;

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A field that is missing or not a count reads as 0, which hides the stats card (product §2). */
export function parseStats(raw: unknown): SiteStats {
  const data = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    professionals: count(data[STATS_FIELDS.professionals]),
    jobs: count(data[STATS_FIELDS.jobs]),
  };
}
