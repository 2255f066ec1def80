/** Firestore REST v1 read methods, as functions of the store and a parsed JSON body. */
import { type Json, readInteger, readList, readObject } from './body';
import { ApiError, invalid } from './errors';
import { type FieldPath, projectFields, readMask } from './fieldpath';
import { documentName, documentsRoot, parentName } from './names';
import { countQuery, runQuery } from './query';
import { now, type Store, type StoredDocument } from './store';
import { readStructuredQuery } from './structured-query';

/** Valid Firestore, but they need transactions or history, which this emulator does not keep. */
const UNSUPPORTED = ['transaction', 'newTransaction', 'readTime', 'explainOptions'];

/** A document as REST answers it: no `fields` key when there are none. */
export function publicDocument(doc: StoredDocument, mask?: FieldPath[]) {
  const fields = mask ? projectFields(doc.fields, mask) : doc.fields;
  return {
    name: doc.name,
    ...(Object.keys(fields).length ? { fields } : {}),
    createTime: doc.createTime,
    updateTime: doc.updateTime,
  };
}

/** The query and the documents of the collection it reads, before filtering. */
function readQuery(store: Store, projectId: string, parent: string, raw: unknown, depth: number) {
  const query = readStructuredQuery(raw, depth);
  const docs = store.list(
    projectId,
    parentName(projectId, parent),
    query.collectionId,
    query.allDescendants,
  );
  return { query, docs };
}

/** `parent` is the full name the method was called on (documents root or a document). */
export function runQueryMethod(store: Store, projectId: string, parent: string, body: Json) {
  readObject(body, 'request', ['structuredQuery'], UNSUPPORTED);
  const { query, docs } = readQuery(store, projectId, parent, body.structuredQuery, 1);
  const { documents, skipped } = runQuery(docs, query);
  store.bill(projectId, Math.max(1, documents.length + skipped));
  const readTime = now();
  if (!documents.length) return [{ readTime, done: true }];
  return documents.map((doc, i) => ({
    document: publicDocument(doc, query.select),
    readTime,
    ...(i === documents.length - 1 ? { done: true } : {}),
  }));
}

function readCounts(raw: unknown): { alias: string; upTo?: number }[] {
  const list = readList(raw, 'structuredAggregationQuery.aggregations');
  if (!list.length) throw invalid('Aggregations can not be empty.');
  const aliases = new Set<string>();
  let unnamed = 0;
  return list.map((item, i) => {
    const at = `structuredAggregationQuery.aggregations[${i}]`;
    const aggregation = readObject(item, at, ['alias', 'count'], ['sum', 'avg']);
    if (!aggregation.count) throw invalid(`${at} has no operator (count is the one supported)`);
    const count = readObject(aggregation.count, `${at}.count`, ['upTo']);
    const upTo = readInteger(count.upTo, `${at}.count.upTo`);
    if (upTo !== undefined && upTo < 0) {
      throw invalid(
        'The `up_to` value in a COUNT aggregation must be greater than or equal to zero.',
      );
    }
    // Unnamed aggregations get field_1, field_2, ... counting only the unnamed ones.
    const alias =
      aggregation.alias === undefined ? `field_${++unnamed}` : String(aggregation.alias);
    if (aliases.has(alias)) throw invalid(`Aggregation aliases contain duplicate alias: ${alias}.`);
    aliases.add(alias);
    return { alias, upTo };
  });
}

export function runAggregationQueryMethod(
  store: Store,
  projectId: string,
  parent: string,
  body: Json,
) {
  readObject(body, 'request', ['structuredAggregationQuery'], UNSUPPORTED);
  const aggregation = readObject(body.structuredAggregationQuery, 'structuredAggregationQuery', [
    'structuredQuery',
    'aggregations',
  ]);
  const counts = readCounts(aggregation.aggregations);
  const { query, docs } = readQuery(store, projectId, parent, aggregation.structuredQuery, 2);
  const matched = countQuery(docs, query);
  const aggregateFields: Record<string, { integerValue: string }> = {};
  let scanned = 0;
  for (const { alias, upTo } of counts) {
    const n = Math.min(matched, upTo ?? Infinity);
    scanned = Math.max(scanned, n);
    aggregateFields[alias] = { integerValue: String(n) };
  }
  // Firestore bills a count one read per 1,000 index entries matched, and at least one.
  store.bill(projectId, Math.max(1, Math.ceil(scanned / 1000)));
  return [{ result: { aggregateFields }, readTime: now(), done: true }];
}

/** Answers each name once, in the order first asked, as the official emulator does. */
export function batchGetMethod(store: Store, projectId: string, body: Json) {
  readObject(body, 'request', ['documents', 'mask'], UNSUPPORTED);
  const names = readList(body.documents, 'documents').map((name) => documentName(projectId, name));
  const unique = [...new Set(names)];
  const mask = body.mask === undefined ? undefined : readMask(body.mask, 'mask');
  store.bill(projectId, unique.length);
  const readTime = now();
  return unique.map((name) => {
    const doc = store.get(projectId, name);
    return doc ? { found: publicDocument(doc, mask), readTime } : { missing: name, readTime };
  });
}

/** `path` is what follows the documents root, e.g. `vagas/abc`. */
export function getDocumentMethod(store: Store, projectId: string, path: string) {
  const name = documentName(projectId, `${documentsRoot(projectId)}/${path}`);
  store.bill(projectId, 1);
  const doc = store.get(projectId, name);
  if (!doc) throw new ApiError(404, 'NOT_FOUND', `Document "${name}" not found.`);
  return publicDocument(doc);
}
