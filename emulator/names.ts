/** Resource names: `projects/{p}/databases/(default)/documents/{collection}/{id}/...`. */
import { invalid } from './errors';

export const documentsRoot = (projectId: string): string =>
  `projects/${projectId}/databases/(default)/documents`;

/** The path segments below the documents root, or undefined when `name` is not below it. */
function segmentsBelowRoot(projectId: string, name: string): string[] | undefined {
  const root = documentsRoot(projectId);
  if (name === root) return [];
  if (!name.startsWith(`${root}/`)) return undefined;
  return name.slice(root.length + 1).split('/');
}

/** Checks that `name` names a document (an even number of non-empty segments) of the project. */
export function documentName(projectId: string, name: unknown): string {
  if (typeof name !== 'string') throw invalid(`Document name must be a string, got ${typeof name}`);
  const segments = segmentsBelowRoot(projectId, name);
  if (!segments) throw invalid(`Document name "${name}" is not in project "${projectId}".`);
  if (segments.length === 0 || segments.length % 2 !== 0 || segments.includes('')) {
    throw invalid(`"${name}" is not a document name.`);
  }
  return name;
}

/** A query's parent: the documents root, or a document under which collections nest. */
export function parentName(projectId: string, name: string): string {
  const segments = segmentsBelowRoot(projectId, name);
  if (!segments || segments.length % 2 !== 0 || segments.includes('')) {
    throw invalid(`"${name}" is neither the documents root nor a document.`);
  }
  return name;
}
