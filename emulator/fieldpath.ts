/** Field paths (`a.b`, or `` `odd.key`.b `` with backquotes), and reading and writing by them. */
import { readList, readObject } from './body';
import { invalid } from './errors';
import type { Fields, Value } from './normalize';

export type FieldPath = string[];

export function parseFieldPath(text: unknown): FieldPath {
  if (typeof text !== 'string' || text === '') throw invalid('Invalid empty property path string.');
  const segments: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let segment = '';
    if (text[i] === '`') {
      for (i++; i < text.length && text[i] !== '`'; i++) {
        if (text[i] === '\\') i++;
        segment += text[i] ?? '';
      }
      if (text[i] !== '`') throw invalid(`Unterminated backquote in field path "${text}"`);
      i++;
    } else {
      while (i < text.length && text[i] !== '.') segment += text[i++];
    }
    if (!segment) throw invalid(`Empty segment in field path "${text}"`);
    segments.push(segment);
    if (i < text.length && text[i] !== '.') throw invalid(`Invalid field path "${text}"`);
    i++;
  }
  return segments;
}

const mapOf = (value: Value | undefined): Fields | undefined =>
  (value?.mapValue as { fields?: Fields } | undefined)?.fields;

export function getField(fields: Fields, path: FieldPath): Value | undefined {
  let value: Value | undefined = fields[path[0]];
  for (const segment of path.slice(1)) value = mapOf(value)?.[segment];
  return value;
}

/** Sets a value in place, turning whatever lies on the way into maps. */
export function setField(fields: Fields, path: FieldPath, value: Value): void {
  let current = fields;
  for (const segment of path.slice(0, -1)) {
    const existing = current[segment];
    if (!existing || !('mapValue' in existing)) current[segment] = { mapValue: {} };
    const map = current[segment].mapValue as { fields?: Fields };
    map.fields ??= {};
    current = map.fields;
  }
  current[path[path.length - 1]] = value;
}

export function deleteField(fields: Fields, path: FieldPath): void {
  const parent = path.length === 1 ? fields : mapOf(getField(fields, path.slice(0, -1)));
  if (!parent) return;
  delete parent[path[path.length - 1]];
  // Keep the normalized form: an empty map is `{mapValue: {}}`, with no `fields` key.
  if (path.length > 1 && Object.keys(parent).length === 0) {
    delete (getField(fields, path.slice(0, -1))!.mapValue as { fields?: Fields }).fields;
  }
}

type MaskTree = Map<string, MaskTree | true>;

function maskTree(paths: FieldPath[]): MaskTree {
  const root: MaskTree = new Map();
  for (const path of paths) {
    let node = root;
    for (const [i, segment] of path.entries()) {
      const child = node.get(segment);
      if (child === true) break;
      if (i === path.length - 1) node.set(segment, true);
      else node.set(segment, child ?? new Map());
      node = node.get(segment) as MaskTree;
    }
  }
  return root;
}

function project(fields: Fields, tree: MaskTree): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    const wanted = tree.get(key);
    if (wanted === true) out[key] = structuredClone(value);
    else if (wanted && mapOf(value)) {
      const inner = project(mapOf(value)!, wanted);
      if (Object.keys(inner).length) out[key] = { mapValue: { fields: inner } };
    }
  }
  return out;
}

/**
 * Only the given paths of a document, as `select` and batchGet's `mask` return it: in the
 * document's own field order, leaving out maps that end up empty.
 */
export function projectFields(fields: Fields, paths: FieldPath[]): Fields {
  return project(fields, maskTree(paths));
}

/** A DocumentMask: `{fieldPaths: [...]}`. */
export function readMask(raw: unknown, where: string): FieldPath[] {
  return readList(readObject(raw, where, ['fieldPaths']).fieldPaths, `${where}.fieldPaths`).map(
    parseFieldPath,
  );
}
