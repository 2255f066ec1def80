import { describe, expect, it } from 'vitest';

import { bareJob } from '@/testing/data';

import {
  activeFilterCount,
  activeFiltersText,
  categoryOptions,
  cityOptions,
  cleanSearch,
  EMPTY_FILTERS,
  filterJobs,
  type JobFilters,
  neighbourhoodOptions,
  readFilters,
  resultCountText,
  SEARCH_MAX_LENGTH,
  setFilter,
  stateOptions,
  toSearchParams,
} from './filters';
import { searchableText } from './search';
import type { Job, Labels } from './types';

const jobs: Job[] = [
  bareJob('a', { categoryCode: '1', state: 'SP', city: 'São Paulo', neighbourhood: 'Moema' }),
  bareJob('b', { categoryCode: '2', state: 'SP', city: 'São Paulo', neighbourhood: 'Pinheiros' }),
  bareJob('c', { categoryCode: '1', state: 'SP', city: 'Campinas', neighbourhood: 'Cambuí' }),
  bareJob('d', { categoryCode: '3', state: 'MG', city: 'Belo Horizonte', neighbourhood: 'Centro' }),
  bareJob('e', { categoryCode: '999', state: 'PE', city: 'Recife', neighbourhood: null }),
  // The same neighbourhood and city names elsewhere must not leak across the cascade.
  bareJob('f', { categoryCode: '2', state: 'RJ', city: 'Campinas', neighbourhood: 'Centro' }),
  bareJob('g', { categoryCode: null, state: 'SP', city: null, neighbourhood: null }),
  bareJob('h', { categoryCode: '1', state: null, city: null, neighbourhood: null }),
];

const categories = new Map([
  ['1', 'Cirurgião-dentista'],
  ['2', 'Auxiliar de saúde bucal'],
  ['3', 'Técnico em saúde bucal'],
]);

const labels: Labels = {
  categories,
  specialties: new Map([['10', 'Prótese dentária']]),
  workFormats: new Map(),
  materials: new Map(),
};
const textOf = (item: Job) => searchableText(item, labels);
const values = (options: { value: string }[]) => options.map((option) => option.value);
const filters = (patch: Partial<JobFilters>): JobFilters => ({ ...EMPTY_FILTERS, ...patch });
const ids = (list: Job[]) => list.map((item) => item.id);

describe('option builders', () => {
  it('lists the categories present in the jobs once, named, sorted by name', () => {
    expect(categoryOptions(jobs, categories)).toEqual([
      { value: '999', label: '999' },
      { value: '2', label: 'Auxiliar de saúde bucal' },
      { value: '1', label: 'Cirurgião-dentista' },
      { value: '3', label: 'Técnico em saúde bucal' },
    ]);
  });

  it('shows raw codes while no labels are known', () => {
    expect(categoryOptions(jobs, new Map())).toEqual([
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '999', label: '999' },
    ]);
  });

  it('sorts with Portuguese collation: accents next to their letter, numbers by value', () => {
    const places = [
      bareJob('1', { state: 'DF', city: 'Taguatinga' }),
      bareJob('2', { state: 'DF', city: 'Águas Claras' }),
      bareJob('3', { state: 'DF', city: 'Brasília' }),
      bareJob('4', { state: 'DF', city: 'Ceilândia' }),
      bareJob('5', { state: 'DF', city: 'Zona 10' }),
      bareJob('6', { state: 'DF', city: 'Zona 2' }),
    ];
    expect(values(cityOptions(places, 'DF'))).toEqual([
      'Águas Claras',
      'Brasília',
      'Ceilândia',
      'Taguatinga',
      'Zona 2',
      'Zona 10',
    ]);
  });

  it('lists the states with jobs, sorted, without empty values', () => {
    expect(stateOptions(jobs)).toEqual([
      { value: 'MG', label: 'MG' },
      { value: 'PE', label: 'PE' },
      { value: 'RJ', label: 'RJ' },
      { value: 'SP', label: 'SP' },
    ]);
  });

  it('lists only the cities of the chosen state, and none without a state', () => {
    expect(values(cityOptions(jobs, 'SP'))).toEqual(['Campinas', 'São Paulo']);
    expect(values(cityOptions(jobs, 'RJ'))).toEqual(['Campinas']);
    expect(cityOptions(jobs, '')).toEqual([]);
    expect(cityOptions(jobs, 'AM')).toEqual([]);
  });

  it('lists only the neighbourhoods of the chosen city in the chosen state', () => {
    expect(values(neighbourhoodOptions(jobs, 'SP', 'São Paulo'))).toEqual(['Moema', 'Pinheiros']);
    expect(values(neighbourhoodOptions(jobs, 'SP', 'Campinas'))).toEqual(['Cambuí']);
    expect(values(neighbourhoodOptions(jobs, 'RJ', 'Campinas'))).toEqual(['Centro']);
    expect(neighbourhoodOptions(jobs, 'PE', 'Recife')).toEqual([]);
    expect(neighbourhoodOptions(jobs, '', 'Campinas')).toEqual([]);
    expect(neighbourhoodOptions(jobs, 'SP', '')).toEqual([]);
  });
});

describe('readFilters', () => {
  const read = (query: string) => readFilters(new URLSearchParams(query), jobs);

  it('reads consistent values', () => {
    expect(read('categoria=1&estado=SP&cidade=S%C3%A3o+Paulo&bairro=Moema')).toEqual({
      categoria: '1',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Moema',
      q: '',
    });
  });

  it('gives no filters for an empty query and ignores other parameters', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
    expect(read('utm_source=whatsapp&page=2')).toEqual(EMPTY_FILTERS);
  });

  it('trims stray whitespace from shared links', () => {
    expect(read('estado=%20SP%20')).toEqual(filters({ estado: 'SP' }));
  });

  it('drops a category no loaded job has, even one the lookup knows', () => {
    const known = readFilters(new URLSearchParams('categoria=4&estado=SP'), [
      ...jobs,
      bareJob('x', { categoryCode: null }),
    ]);
    expect(known).toEqual(filters({ estado: 'SP' }));
    expect(read('categoria=1')).toEqual(filters({ categoria: '1' }));
  });

  it('drops a state without jobs and the city and neighbourhood under it', () => {
    expect(read('estado=AM&cidade=Manaus&bairro=Centro')).toEqual(EMPTY_FILTERS);
  });

  it('drops a city without a state', () => {
    expect(read('cidade=Campinas')).toEqual(EMPTY_FILTERS);
  });

  it('drops a city outside the chosen state, and its neighbourhood', () => {
    expect(read('estado=MG&cidade=Campinas&bairro=Cambu%C3%AD')).toEqual(filters({ estado: 'MG' }));
  });

  it('drops a neighbourhood outside the chosen city', () => {
    expect(read('estado=SP&cidade=Campinas&bairro=Moema')).toEqual(
      filters({ estado: 'SP', cidade: 'Campinas' }),
    );
    expect(read('estado=SP&cidade=Campinas&bairro=Centro')).toEqual(
      filters({ estado: 'SP', cidade: 'Campinas' }),
    );
  });

  it('drops a neighbourhood without a city', () => {
    expect(read('estado=SP&bairro=Moema')).toEqual(filters({ estado: 'SP' }));
  });

  it('matches values exactly (case and accents matter)', () => {
    expect(read('estado=sp')).toEqual(EMPTY_FILTERS);
    expect(read('estado=SP&cidade=Sao+Paulo')).toEqual(filters({ estado: 'SP' }));
  });

  it('reads the search text as written, trimmed, whether or not a job matches it', () => {
    expect(read('q=%20Pr%C3%B3tese%20Total%20')).toEqual(filters({ q: 'Prótese Total' }));
    expect(read('q=astronauta&estado=SP')).toEqual(filters({ estado: 'SP', q: 'astronauta' }));
  });

  it('drops a search without any word and cuts a very long one', () => {
    expect(read('q=%20%20')).toEqual(EMPTY_FILTERS);
    expect(read('q=-%2F!')).toEqual(EMPTY_FILTERS);
    expect(read(`q=${'a'.repeat(SEARCH_MAX_LENGTH + 50)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('drops everything while no jobs are loaded', () => {
    expect(readFilters(new URLSearchParams('categoria=1&estado=SP&cidade=Campinas'), [])).toEqual(
      EMPTY_FILTERS,
    );
  });
});

describe('filterJobs', () => {
  it('keeps every job, in order, without filters', () => {
    expect(ids(filterJobs(jobs, EMPTY_FILTERS, textOf))).toEqual(ids(jobs));
  });

  it('filters by category', () => {
    expect(ids(filterJobs(jobs, filters({ categoria: '1' }), textOf))).toEqual(['a', 'c', 'h']);
  });

  it('filters by state, city and neighbourhood', () => {
    expect(ids(filterJobs(jobs, filters({ estado: 'SP' }), textOf))).toEqual(['a', 'b', 'c', 'g']);
    expect(ids(filterJobs(jobs, filters({ estado: 'SP', cidade: 'São Paulo' }), textOf))).toEqual([
      'a',
      'b',
    ]);
    expect(
      ids(
        filterJobs(
          jobs,
          filters({ estado: 'SP', cidade: 'São Paulo', bairro: 'Pinheiros' }),
          textOf,
        ),
      ),
    ).toEqual(['b']);
  });

  it('keeps same-named cities of other states out', () => {
    expect(ids(filterJobs(jobs, filters({ estado: 'RJ', cidade: 'Campinas' }), textOf))).toEqual([
      'f',
    ]);
  });

  it('combines category and location', () => {
    expect(ids(filterJobs(jobs, filters({ categoria: '2', estado: 'SP' }), textOf))).toEqual(['b']);
    expect(filterJobs(jobs, filters({ categoria: '3', estado: 'SP' }), textOf)).toEqual([]);
  });
});

describe('filterJobs with a search', () => {
  const searchJobs = [
    bareJob('p', { title: 'Protesista em Santos', categoryCode: '1', state: 'SP' }),
    bareJob('q', { title: 'Clínica geral', description: 'Próteses fixas.', state: 'MG' }),
    bareJob('r', { title: 'Recepção', specialtyCodes: ['10'], state: 'SP' }),
    bareJob('s', { title: 'Vaga de ASB', categoryCode: '2', state: 'SP' }),
  ];
  const search = (patch: Partial<JobFilters>) =>
    ids(filterJobs(searchJobs, filters(patch), textOf));

  it('ignores accents and case, in the title, description and specialty names', () => {
    expect(search({ q: 'PROTESE' })).toEqual(['q', 'r']);
    expect(search({ q: 'prót' })).toEqual(['p', 'q', 'r']);
  });

  it('finds jobs by their category name', () => {
    expect(search({ q: 'cirurgiao dentista' })).toEqual(['p']);
    expect(search({ q: 'auxiliar' })).toEqual(['s']);
  });

  it('keeps only jobs that have every word, in any order', () => {
    expect(search({ q: 'santos protesista' })).toEqual(['p']);
    expect(search({ q: 'protese santos' })).toEqual([]);
  });

  it('combines with the selects', () => {
    expect(search({ q: 'protese', estado: 'SP' })).toEqual(['r']);
    expect(search({ q: 'prot', categoria: '1', estado: 'SP' })).toEqual(['p']);
  });

  it('treats a search without words as no search', () => {
    expect(search({ q: ' - ' })).toEqual(ids(searchJobs));
  });
});

describe('setFilter', () => {
  const full = filters({ categoria: '1', estado: 'SP', cidade: 'São Paulo', bairro: 'Moema' });

  it('choosing a state clears the city and the neighbourhood, not the category', () => {
    expect(setFilter(full, 'estado', 'MG')).toEqual(filters({ categoria: '1', estado: 'MG' }));
    expect(setFilter(full, 'estado', '')).toEqual(filters({ categoria: '1' }));
  });

  it('choosing a city clears the neighbourhood only', () => {
    expect(setFilter(full, 'cidade', 'Campinas')).toEqual(
      filters({ categoria: '1', estado: 'SP', cidade: 'Campinas' }),
    );
  });

  it('choosing a category or a neighbourhood changes only that filter', () => {
    expect(setFilter(full, 'categoria', '2')).toEqual({ ...full, categoria: '2' });
    expect(setFilter(full, 'bairro', 'Pinheiros')).toEqual({ ...full, bairro: 'Pinheiros' });
    expect(setFilter(full, 'bairro', '')).toEqual({ ...full, bairro: '' });
  });

  it('choosing the value already chosen changes nothing', () => {
    expect(setFilter(full, 'estado', 'SP')).toBe(full);
    expect(setFilter(full, 'cidade', 'São Paulo')).toBe(full);
  });

  it('changing the search keeps the selects', () => {
    expect(setFilter(full, 'q', 'orto')).toEqual({ ...full, q: 'orto' });
  });

  it('never mutates its input', () => {
    const before = { ...full };
    setFilter(full, 'estado', 'MG');
    expect(full).toEqual(before);
  });
});

describe('toSearchParams', () => {
  it('writes the filters in a fixed order and omits empty ones', () => {
    expect(
      toSearchParams(
        filters({ bairro: 'Moema', cidade: 'São Paulo', estado: 'SP', categoria: '1' }),
      ).toString(),
    ).toBe('categoria=1&estado=SP&cidade=S%C3%A3o+Paulo&bairro=Moema');
    expect(toSearchParams(filters({ estado: 'SP' })).toString()).toBe('estado=SP');
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('writes the search last, trimmed, and leaves out one without words', () => {
    expect(toSearchParams(filters({ q: ' prótese total ', estado: 'SP' })).toString()).toBe(
      'estado=SP&q=pr%C3%B3tese+total',
    );
    expect(toSearchParams(filters({ q: '  ' })).toString()).toBe('');
  });

  it('round-trips through readFilters', () => {
    const chosen = filters({
      categoria: '2',
      estado: 'RJ',
      cidade: 'Campinas',
      bairro: 'Centro',
      q: 'Auxiliar & cia',
    });
    expect(readFilters(toSearchParams(chosen), jobs)).toEqual(chosen);
  });
});

describe('counts', () => {
  it('counts the active filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ categoria: '1', estado: 'SP' }))).toBe(2);
  });

  it('counts a search with words as one filter, and a blank one as none', () => {
    expect(activeFilterCount(filters({ estado: 'SP', q: 'orto clinica' }))).toBe(2);
    expect(activeFilterCount(filters({ q: '   ' }))).toBe(0);
  });

  it('cleans a search as the URL keeps it', () => {
    expect(cleanSearch('  Orto ')).toBe('Orto');
    expect(cleanSearch('?!')).toBe('');
    expect(cleanSearch('b'.repeat(SEARCH_MAX_LENGTH + 1))).toBe('b'.repeat(SEARCH_MAX_LENGTH));
  });

  it.each([
    [0, '0 vagas encontradas'],
    [1, '1 vaga encontrada'],
    [2, '2 vagas encontradas'],
    [50, '50 vagas encontradas'],
  ])('%d → %s', (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });

  it.each([
    [1, '1 filtro ativo'],
    [2, '2 filtros ativos'],
    [5, '5 filtros ativos'],
  ])('badge for %d active filters → %s', (count, text) => {
    expect(activeFiltersText(count)).toBe(text);
  });
});
