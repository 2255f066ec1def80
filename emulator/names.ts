/**
 * Resource names: `projects/{p}/databases/(default)/documents/{collection}/{id}/...`, checked as
 * the official emulator checks them, with its messages.
 */
import { invalid } from './errors';

export const documentsRoot = (projectId: string): string =>
  `projects/${projectId}/databases/(default)/documents`;

/** Firestore's limit on one collection or document id, in UTF-8 bytes. */
export const MAX_ID_BYTES = 1500;

/** `__.*__` is Firestore's reserved form; the official emulator still accepts a bare `____`. */
const RESERVED = /^__.+__$/s;

/** The path segments below the documents root, or undefined when `name` is not below it. */
function segmentsBelowRoot(projectId: string, name: string): string[] | undefined {
  const root = documentsRoot(projectId);
  if (name === root) return [];
  if (!name.startsWith(`${root}/`)) return undefined;
  return name.slice(root.length + 1).split('/');
}

/**
 * Refuses `.`, `..` and reserved ids, and, for names a write would store, ids over 1,500 bytes
 * (a read of such an id simply finds nothing, as on the official emulator).
 */
function checkSegments(
  name: string,
  start: number,
  segments: string[],
  label: string,
  write: boolean,
) {
  let index = start;
  segments.forEach((segment, i) => {
    const kind = i % 2 === 0 ? 'collection' : 'resource';
    if (segment === '.' || segment === '..') {
      throw invalid(`${label} "${name}" contains a ${kind} id "${segment}" at index ${index}.`);
    }
    if (RESERVED.test(segment)) {
      const what = kind === 'collection' ? 'Collection' : 'Resource';
      throw invalid(`${what} id "${segment}" is invalid because it is reserved.`);
    }
    if (write && Buffer.byteLength(segment) > MAX_ID_BYTES) {
      const element = kind === 'collection' ? 'kind' : 'name';
      throw invalid(`The key path element ${element} is longer than ${MAX_ID_BYTES} bytes.`);
    }
    index += segment.length + 1;
  });
}

/**
 * Checks that `name` names a document (an even number of non-empty, valid segments) of the
 * project. `write` adds the length limit that only stored names must meet.
 */
export function documentName(projectId: string, name: unknown, write = false): string {
  if (typeof name !== 'string') throw invalid(`Document name must be a string, got ${typeof name}`);
  const segments = segmentsBelowRoot(projectId, name);
  if (!segments) throw invalid(`Document name "${name}" is not in project "${projectId}".`);
  if (segments.length === 0 || segments.length % 2 !== 0 || segments.includes('')) {
    throw invalid(`"${name}" is not a document name.`);
  }
  checkSegments(name, documentsRoot(projectId).length + 1, segments, 'Document name', write);
  return name;
}

/** A query's parent: the documents root, or a document under which collections nest. */
export function parentName(projectId: string, name: string): string {
  const segments = segmentsBelowRoot(projectId, name);
  if (!segments || segments.length % 2 !== 0 || segments.includes('')) {
    throw invalid(`"${name}" is neither the documents root nor a document.`);
  }
  checkSegments(name, documentsRoot(projectId).length + 1, segments, 'Document parent name', false);
  return name;
}

/** The collection a query reads from: one valid segment. */
export function collectionId(id: unknown): string {
  if (typeof id !== 'string' || !id || id.includes('/')) {
    throw invalid(`Invalid collection id: ${JSON.stringify(id)}`);
  }
  if (id === '.' || id === '..' || RESERVED.test(id)) {
    throw invalid(`Collection id "${id}" is invalid because it is reserved.`);
  }
  if (Buffer.byteLength(id) > MAX_ID_BYTES) {
    throw invalid(`The query kind is longer than ${MAX_ID_BYTES} bytes.`);
  }
  return id;
}
