import type { Params } from 'react-router-dom';

const JOB_PARAM = 'idvaga';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  download: { id: 'download', getHref: () => '/#download' },
  terms: { path: '/termos', getHref: () => '/termos' },
  privacy: { path: '/privacidade', getHref: () => '/privacidade' },
  jobs: {
    path: '/vagas',
    getHref: (search = '') =>
      search && search !== '?'
        ? `/vagas${search.startsWith('?') ? search : `?${search}`}`
        : '/vagas',
  },
  job: {
    path: `/vagas/:${JOB_PARAM}`,
    /** The id is encoded here and nowhere else: any id Firestore accepts is one path segment. */
    getHref: (id: string) => `/vagas/${encodeURIComponent(id)}`,
    /**
     * The job id of a matched route, or '' when there is none. React Router decodes the segment
     * once and then turns every `%2F` left in it into `/`, so an id holding a literal `%2F` would
     * read as another id. No Firestore id holds a `/`, so each one the router shows was a `%2F`.
     */
    idFrom: (params: Params): string => (params[JOB_PARAM] ?? '').replaceAll('/', '%2F'),
  },
} as const;
