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
    path: '/vagas/:idvaga',
    param: 'idvaga',
    getHref: (id: string) => `/vagas/${encodeURIComponent(id)}`,
  },
} as const;
