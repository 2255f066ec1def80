/** The Firestore REST v1 methods, as pure functions of the store and a parsed JSON body. */
import { runQuery, validateQuery } from './query';
import { documentsRoot, now, type Store, type StoredDocument } from './store';
import { type Fields, InvalidArgument, validateFields } from './values';

type Body = Record<string, unknown>;

const publicDoc = (doc: StoredDocument) => ({
  name: doc.name,
  fields: doc.fields,
  createTime: doc.createTime,
  updateTime: doc.updateTime,
});

/** Checks a document name belongs to the project and names a document, not a collection. */
export function documentName(projectId: string, name: unknown): string {
  const root = `${documentsRoot(projectId)}/`;
  if (typeof name !== 'string' || !name.startsWith(root)) {
    throw new InvalidArgument(`Document name "${String(name)}" is not in project ${projectId}`);
  }
  const segments = name.slice(root.length).split('/');
  if (segments.length % 2 !== 0 || segments.some((s) => !s)) {
    throw new InvalidArgument(`"${name}" is not a document name`);
  }
  return name;
}

function collectionPath(projectId: string, parent: string, body: Body) {
  const query = validateQuery(body.structuredQuery);
  return { query, path: `${documentsRoot(projectId)}${parent}/${query.from![0].collectionId}` };
}

export function runQueryMethod(store: Store, projectId: string, parent: string, body: Body) {
  const { query, path } = collectionPath(projectId, parent, body);
  const docs = runQuery(store.list(projectId, path), query);
  store.bill(projectId, Math.max(1, docs.length));
  const readTime = now();
  return docs.length ? docs.map((doc) => ({ document: publicDoc(doc), readTime })) : [{ readTime }];
}

export function runAggregationQueryMethod(
  store: Store,
  projectId: string,
  parent: string,
  body: Body,
) {
  const aggregation = body.structuredAggregationQuery as Body | undefined;
  if (!aggregation || typeof aggregation !== 'object') {
    throw new InvalidArgument('structuredAggregationQuery is required');
  }
  const aggregations = aggregation.aggregations as { alias?: string; count?: { upTo?: unknown } }[];
  if (!Array.isArray(aggregations) || aggregations.length === 0) {
    throw new InvalidArgument('At least one aggregation is required');
  }
  const { query, path } = collectionPath(projectId, parent, aggregation);
  const matched = runQuery(store.list(projectId, path), query).length;
  const aggregateFields: Record<string, { integerValue: string }> = {};
  aggregations.forEach((item, i) => {
    if (!item || typeof item.count !== 'object') {
      throw new InvalidArgument('Only count() aggregations are supported');
    }
    const upTo = item.count.upTo === undefined ? Infinity : Number(item.count.upTo);
    aggregateFields[item.alias ?? `field_${i + 1}`] = {
      integerValue: String(Math.min(matched, upTo)),
    };
  });
  store.bill(projectId, Math.max(1, Math.ceil(matched / 1000)));
  return [{ result: { aggregateFields }, readTime: now() }];
}

export function batchGetMethod(store: Store, projectId: string, body: Body) {
  const names = body.documents;
  if (!Array.isArray(names) || names.length === 0) {
    throw new InvalidArgument('documents must list at least one document name');
  }
  const checked = names.map((name) => documentName(projectId, name));
  store.bill(projectId, checked.length);
  const readTime = now();
  return checked.map((name) => {
    const doc = store.get(projectId, name);
    return doc ? { found: publicDoc(doc), readTime } : { missing: name, readTime };
  });
}

interface Write {
  update?: { name?: unknown; fields?: unknown };
  updateMask?: { fieldPaths?: string[] };
  delete?: unknown;
}

export function commitMethod(store: Store, projectId: string, body: Body) {
  const writes = (body.writes ?? []) as Write[];
  if (!Array.isArray(writes)) throw new InvalidArgument('writes must be a list');
  if (writes.length > 500) throw new InvalidArgument('A commit holds at most 500 writes');
  // Validate everything first so a bad write leaves the store untouched, as a transaction would.
  const planned = writes.map((write) => {
    if (write?.update) {
      return {
        name: documentName(projectId, write.update.name),
        fields: validateFields(write.update.fields),
        mask: write.updateMask?.fieldPaths,
      };
    }
    if (write?.delete !== undefined) return { name: documentName(projectId, write.delete) };
    throw new InvalidArgument('Only update and delete writes are supported');
  });
  const commitTime = now();
  for (const write of planned) {
    if (!('fields' in write)) {
      store.delete(projectId, write.name);
      continue;
    }
    let fields: Fields = write.fields as Fields;
    if (write.mask) {
      const merged = { ...(store.get(projectId, write.name)?.fields ?? {}) };
      for (const path of write.mask) {
        if (path in fields) merged[path] = fields[path];
        else delete merged[path];
      }
      fields = merged;
    }
    store.set(projectId, write.name, fields, commitTime);
  }
  return { writeResults: planned.map(() => ({ updateTime: commitTime })), commitTime };
}

export function getDocumentMethod(store: Store, projectId: string, path: string) {
  const name = documentName(projectId, `${documentsRoot(projectId)}/${path}`);
  const doc = store.get(projectId, name);
  store.bill(projectId, 1);
  return doc ? publicDoc(doc) : null;
}
