import fc from 'fast-check';
import { initializeApp } from 'firebase/app';
import { Bytes, doc, GeoPoint, getFirestore, Timestamp } from 'firebase/firestore/lite';

/**
 * Generators of the documents another app may have written: every field missing, null, of the
 * wrong type, a Firestore value where text belongs, or text chosen to trip up a renderer.
 * Replay a failure with FUZZ_SEED=<seed printed by fast-check> (see `fuzzParameters`).
 */

const seed = Number(process.env.FUZZ_SEED);

/** fast-check options for every fuzz property; a fixed FUZZ_SEED replays one run exactly. */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  return Number.isInteger(seed) ? { numRuns, seed } : { numRuns };
}

// A real client instance, so references are the SDK's own class; it never touches the network.
const db = getFirestore(initializeApp({ projectId: 'demo-fuzz', apiKey: 'fuzz' }, 'fuzz'));

const LONG_WORD = 'Otorrinolaringologista'.repeat(12);
const LONG_URL = `https://exemplo.com.br/${'caminho/'.repeat(30)}?q=${'x'.repeat(120)}`;

/** Fragments that have broken text handling elsewhere: markup, bidi controls, invisible marks. */
const NASTY_PIECES = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<b>negrito</b>',
  '&lt;p&gt;&amp;',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor}}',
  '__proto__',
  '\u202Eevil\u202C', // right-to-left override, then pop
  '\u202E', // an override never closed
  '\u2067', // an isolate never closed
  '\u200F\u200E',
  'مرحبا بالعالم',
  'שלום',
  '\u200B\u200C\u200D\u2060\uFEFF',
  'e\u0301\u0327\u0308\u0303\u0304\u0306\u0307\u030A\u030B\u030C',
  '👩‍👩‍👧‍👦🏳️‍🌈1️⃣🇧🇷',
  '\uD800',
  '\uDFFF',
  '\u0000\u0007\u001B[31m',
  '\r\n\t\u00A0\u3000\u2028\u2029',
  'São Paulo',
  '   ',
  LONG_WORD,
  LONG_URL,
];

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_PIECES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Text mixing plain words with markup, bidi controls, lone surrogates and long unbroken words. */
export const nastyString = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

/** Visible text about a megabyte long, each made of one repeated unit so it builds fast. */
export const hugeString = fc
  .tuple(
    fc.constantFrom(
      'a',
      'é',
      '<b>x</b>',
      'x\u202E',
      '👩‍👩‍👧',
      'a ',
      'ab\n',
      'e\u0301\u0302\u0303\u0304\u0305\u0306',
    ),
    fc.nat(50),
  )
  .map(([unit, extra]) => unit.repeat(Math.ceil(1_000_000 / unit.length) + extra));

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_VALUE, 1e21, 1.5e12, 1_717_000_000),
);

/** Values of the types Firestore can hold that are not plain text. */
const firestoreValue = fc.oneof(
  fc
    .tuple(fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }), fc.nat(999_999_999))
    .map(([s, ns]) => new Timestamp(s, ns)),
  fc
    .tuple(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
    )
    .map(([lat, lng]) => new GeoPoint(lat, lng)),
  fc.uint8Array({ maxLength: 8 }).map((bytes) => Bytes.fromUint8Array(bytes)),
  fc
    .constantFrom('users/u1', 'users', 'a/b/c/d', 'vagas/x')
    .map((path) => doc(db, path.split('/').length % 2 ? `${path}/x` : path)),
);

/** Plain objects shaped like Firestore values, as a careless copy or JSON export leaves them. */
const lookalike = fc.oneof(
  fc.record({ seconds: number, nanoseconds: number }),
  fc.record({ _seconds: number, _nanoseconds: number }),
  fc.record({
    toDate: fc.constantFrom(
      () => new Date(NaN),
      () => 'hoje',
      () => null,
    ),
  }),
  fc.constant({
    toDate: () => {
      throw new Error('broken timestamp');
    },
  }),
  fc.record({ id: nastyString, path: nastyString }),
  fc.record({ type: fc.constant('document'), path: nastyString, firestore: fc.constant({}) }),
  fc.record({ latitude: number, longitude: number }),
);

const leaf = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.bigInt() },
  { weight: 2, arbitrary: firestoreValue },
  { weight: 2, arbitrary: lookalike },
);

/** Any value at all: leaves, arrays and maps nested a few levels, prototype-free maps included. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(nastyString, fc.constantFrom('__proto__', 'toString')),
        tie('value'),
        {
          maxKeys: 4,
          noNullPrototype: false,
        },
      ),
    },
  ),
})).value;

/** A field that is usually of a plausible shape and otherwise anything. */
function field<T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: junk });
}

/** Codes shared by the job and the lookup arbitraries, so labels are found as often as not. */
const code = fc.oneof(
  fc.constantFrom('1', '2', '10', ' 2 ', 'orto', '\u202Ecd'),
  nastyString,
  fc.integer(),
);
const codeList = fc.oneof(fc.array(code, { maxLength: 30 }), code);

const JOB_FIELDS = {
  titulo: field(nastyString),
  descricao: field(nastyString),
  categoria: field(code),
  especialidades: field(codeList),
  formatrabalho: field(codeList),
  material: field(codeList),
  owner: field(fc.oneof(nastyString, fc.constantFrom('users/u1', 'u1'))),
  estado: field(nastyString),
  cidade: field(nastyString),
  bairro: field(nastyString),
  modified_time: field(
    fc.oneof(
      fc.constantFrom('12/03/2024', '2024-03-12', '2024-03-12T10:00:00Z', '31/02/2024'),
      fc.date({ noInvalidDate: false }),
    ),
  ),
  likes: field(fc.array(junk, { maxLength: 5 })),
};

/** A job document: each known field possibly missing or junk, plus unknown keys. */
export const jobDocument: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.record(JOB_FIELDS, { requiredKeys: [] }),
        fc.dictionary(fc.string(), junk, { maxKeys: 3 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known })),
  },
  { weight: 1, arbitrary: junk },
);

/** A user document as read for 'Publicado por'. */
export const ownerDocument: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record(
      {
        display_name: field(nastyString),
        tipoPerfil: field(fc.constantFrom('PJ', 'PF', 'pj', ' PJ ')),
        nomefantasia: field(nastyString),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: junk },
);

/** A lookup collection (code → name) as read from Firestore. */
export const lookupDocuments: fc.Arbitrary<unknown[]> = fc.array(
  fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record({ Value: field(code), Name: field(nastyString) }, { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: junk },
  ),
  { maxLength: 12 },
);

/**
 * Ids as Firestore hands them out: one path segment of valid UTF-8 (so no lone surrogate, which
 * Firestore refuses and encodeURIComponent throws on), yet otherwise any text.
 */
export const documentId = fc.oneof(
  fc.constantFrom('vaga-1', '..', '__x__', 'a b', 'ção', '%2F', '?x=1#y'),
  nastyString.map((s) => s.replaceAll('/', '').replace(/\p{Cs}/gu, '\uFFFD') || 'x'),
);

/**
 * What a render of fuzzed data added beyond the page's own markup: element types not in
 * `allowedTags` (text that became a <script> or <img>) and inline event handler attributes.
 */
export function foreignMarkup(container: Element, allowedTags: ReadonlySet<string>): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) => [
    ...(allowedTags.has(element.tagName) ? [] : [`<${element.tagName}>`]),
    ...element.getAttributeNames().flatMap((name) => (name.startsWith('on') ? [name] : [])),
  ]);
}

/** The element types a render produced, as `foreignMarkup` expects them. */
export function tagsIn(container: Element): Set<string> {
  return new Set([...container.querySelectorAll('*')].map((element) => element.tagName));
}
