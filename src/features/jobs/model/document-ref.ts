/**
 * Document ids as Firestore accepts them, and the user id a job's `owner` field names. Both are
 * pure: the model never imports Firebase, so a reference is recognised by its shape.
 */

const MAX_ID_BYTES = 1500;
const RESERVED_ID = /^__.*__$/s;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// `users/{id}`, `/users/{id}`, or the full resource name a REST client or an export holds.
const USER_PATH = /^(?:\/?|projects\/[^/]+\/databases\/[^/]+\/documents\/)users\/([^/]+)$/;

const utf8 = new TextEncoder();

/**
 * Whether `id` can name a document: Firestore refuses a slash (it would name a path), `.` and
 * `..`, ids wrapped in double underscores, text that is not valid UTF-8 and ids over 1,500 bytes.
 * Asking for any of these fails the read, where the truthful answer is "no such document".
 */
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= MAX_ID_BYTES &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !RESERVED_ID.test(id) &&
    !LONE_SURROGATE.test(id) &&
    utf8.encode(id).length <= MAX_ID_BYTES
  );
}

function referencePath(value: object): string | null {
  const { type, path } = value as { type?: unknown; path?: unknown };
  return type === 'document' && typeof path === 'string' ? path : null;
}

/**
 * The owner's user id, whether the app stored it as an id (a number counts), as a path into
 * `users`, or as a DocumentReference to it. Anything else, or an id Firestore could not look up,
 * is no owner.
 */
export function ownerIdOf(value: unknown): string | null {
  let raw: string | null = null;
  if (typeof value === 'string') raw = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) raw = String(value);
  else if (value && typeof value === 'object') raw = referencePath(value);
  if (!raw) return null;
  const id = raw.includes('/') ? (USER_PATH.exec(raw)?.[1] ?? null) : raw;
  return id !== null && isDocumentId(id) ? id : null;
}
