export interface Job {
  id: string;
  title: string;
  description: string;
  categoryCode: string | null;
  specialtyCodes: string[];
  workFormatCodes: string[];
  materialCodes: string[];
  ownerId: string | null;
  state: string | null;
  city: string | null;
  neighbourhood: string | null;
  modifiedAt: Date | null;
  likeCount: number;
}

export interface Owner {
  id: string;
  displayName: string | null;
  profileType: string | null;
  tradeName: string | null;
}

/** A lookup collection (categoriaperfil, especialidade, formatrabalho, material) as code → name. */
export type LabelMap = ReadonlyMap<string, string>;

export interface Labels {
  categories: LabelMap;
  specialties: LabelMap;
  workFormats: LabelMap;
  materials: LabelMap;
}

export interface CategoryCount {
  code: string;
  name: string;
  count: number;
}

/** Labels with every lookup empty: codes show raw, as when the lookups could not be read. */
export const NO_LABELS: Labels = {
  categories: new Map(),
  specialties: new Map(),
  workFormats: new Map(),
  materials: new Map(),
};
