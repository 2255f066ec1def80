/** `:commit`: every write checked first, then all applied at one commit time, or none. */
import { type Json, readList, readObject } from './body';
import { ApiError, invalid } from './errors';
import { deleteField, type FieldPath, getField, readMask, setField } from './fieldpath';
import { documentName } from './names';
import { type Fields, formatTimestamp, normalizeFields, parseTimestamp } from './normalize';
import { now, type Store } from './store';

const MAX_WRITES = 500;

interface Write {
  name: string;
  /** Undefined for a delete. */
  fields?: Fields;
  mask?: FieldPath[];
  /** Fields set to the commit time (`serverTimestamp()`). */
  serverTimes: FieldPath[];
  exists?: boolean;
}

function readServerTimes(raw: unknown, at: string): FieldPath[] {
  return readList(raw, at).map((item, i) => {
    const transform = readObject(
      item,
      `${at}[${i}]`,
      ['fieldPath', 'setToServerValue'],
      ['increment', 'maximum', 'minimum', 'appendMissingElements', 'removeAllFromArray'],
    );
    if (transform.setToServerValue !== 'REQUEST_TIME') {
      throw invalid(`${at}[${i}].setToServerValue must be REQUEST_TIME`);
    }
    return readMask({ fieldPaths: [transform.fieldPath] }, `${at}[${i}]`)[0];
  });
}

function readWrite(projectId: string, raw: unknown, at: string): Write {
  const write = readObject(
    raw,
    at,
    ['update', 'delete', 'updateMask', 'updateTransforms', 'currentDocument'],
    ['transform', 'verify'],
  );
  const precondition =
    write.currentDocument === undefined
      ? {}
      : readObject(write.currentDocument, `${at}.currentDocument`, ['exists'], ['updateTime']);
  if (precondition.exists !== undefined && typeof precondition.exists !== 'boolean') {
    throw invalid(`${at}.currentDocument.exists must be a boolean`);
  }
  const exists = precondition.exists as boolean | undefined;
  if ((write.update === undefined) === (write.delete === undefined)) {
    throw invalid(`${at} must hold exactly one of update and delete`);
  }
  if (write.delete !== undefined) {
    if (write.updateMask || write.updateTransforms) {
      throw invalid(`${at}: a delete takes no updateMask or updateTransforms`);
    }
    return { name: documentName(projectId, write.delete, true), serverTimes: [], exists };
  }
  const update = readObject(write.update, `${at}.update`, [
    'name',
    'fields',
    'createTime',
    'updateTime',
  ]);
  return {
    name: documentName(projectId, update.name, true),
    fields: normalizeFields(update.fields, `${at}.update.fields`),
    mask:
      write.updateMask === undefined ? undefined : readMask(write.updateMask, `${at}.updateMask`),
    serverTimes: readServerTimes(write.updateTransforms, `${at}.updateTransforms`),
    exists,
  };
}

/** With an update mask, only the listed paths change: set when given, removed when not. */
function merge(existing: Fields, given: Fields, mask: FieldPath[]): Fields {
  const merged = structuredClone(existing);
  for (const path of mask) {
    const value = getField(given, path);
    if (value === undefined) deleteField(merged, path);
    else setField(merged, path, structuredClone(value));
  }
  return merged;
}

export function commitMethod(store: Store, projectId: string, body: Json) {
  readObject(body, 'request', ['writes'], ['transaction']);
  const writes = readList(body.writes, 'writes').map((raw, i) =>
    readWrite(projectId, raw, `writes[${i}]`),
  );
  if (writes.length > MAX_WRITES) throw invalid(`A commit holds at most ${MAX_WRITES} writes.`);
  // The official emulator answers an empty commit with an empty object.
  if (!writes.length) return {};
  const commitTime = now();
  const serverTime = { timestampValue: formatTimestamp(parseTimestamp(commitTime)!) };
  // Writes land in an overlay first, so a failed precondition leaves the store untouched.
  const overlay = new Map<string, Fields | null>();
  const current = (name: string) =>
    overlay.has(name) ? overlay.get(name)! : (store.get(projectId, name)?.fields ?? null);
  const writeResults = writes.map((write) => {
    const existing = current(write.name);
    if (write.exists === true && !existing) {
      throw new ApiError(404, 'NOT_FOUND', `No document to update: ${write.name}`);
    }
    if (write.exists === false && existing) {
      throw new ApiError(409, 'ALREADY_EXISTS', `Document already exists: ${write.name}`);
    }
    if (!write.fields) {
      overlay.set(write.name, null);
      // Deleting a document that is not there changes nothing, so nothing has an update time.
      return existing ? { updateTime: commitTime } : {};
    }
    const fields = write.mask
      ? merge(existing ?? {}, write.fields, write.mask)
      : structuredClone(write.fields);
    for (const path of write.serverTimes) setField(fields, path, { ...serverTime });
    overlay.set(write.name, fields);
    const transformResults = write.serverTimes.map(() => serverTime);
    return { updateTime: commitTime, ...(transformResults.length ? { transformResults } : {}) };
  });
  for (const [name, fields] of overlay) {
    if (fields) store.set(projectId, name, fields, commitTime);
    else store.delete(projectId, name);
  }
  return { writeResults, commitTime };
}
