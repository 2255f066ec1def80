import { displayText, hasVisible } from './display-text';
import { ownerIdOf } from './document-ref';
import { parseDate } from './parse-date';
import type { Job, LabelMap, Owner } from './types';

/**
 * Firestore documents are untyped and written by the app: every field may be missing or of the
 * wrong type. These parsers never throw; each fallback is the most useful reading of bad data.
 */

type Data = Record<string, unknown>;

function asData(value: unknown): Data {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
}

/** Trimmed visible text; numbers are accepted because codes are sometimes stored as numbers. */
export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && hasVisible(trimmed) ? trimmed : null;
}

/** A list of codes: an array keeps its text items; a lone value becomes a list of one. */
export function codes(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return [...new Set(items.map(text).filter((code): code is string => code !== null))];
}

export function parseJob(id: string, raw: unknown): Job {
  const data = asData(raw);
  return {
    id,
    title: displayText(data.titulo) ?? 'Vaga sem título',
    description: typeof data.descricao === 'string' ? (displayText(data.descricao) ?? '') : '',
    categoryCode: text(data.categoria),
    specialtyCodes: codes(data.especialidades),
    workFormatCodes: codes(data.formatrabalho),
    materialCodes: codes(data.material),
    ownerId: ownerIdOf(data.owner),
    state: displayText(data.estado),
    city: displayText(data.cidade),
    neighbourhood: displayText(data.bairro),
    modifiedAt: parseDate(data.modified_time),
    likeCount: Array.isArray(data.likes) ? data.likes.length : 0,
  };
}

export function parseOwner(id: string, raw: unknown): Owner {
  const data = asData(raw);
  return {
    id,
    displayName: displayText(data.display_name),
    profileType: text(data.tipoPerfil),
    tradeName: displayText(data.nomefantasia),
  };
}

/** Builds code → name from lookup documents; entries without a code are skipped. */
export function parseLabelMap(docs: unknown[]): LabelMap {
  const map = new Map<string, string>();
  for (const raw of docs) {
    const data = asData(raw);
    const code = text(data.Value);
    if (code !== null && !map.has(code))
      map.set(code, displayText(data.Name) ?? displayText(code) ?? code);
  }
  return map;
}
