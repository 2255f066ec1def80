/**
 * A page's Emotion CSS with the declarations that many of its rules repeat written once. Pure, so
 * it is unit-tested.
 *
 * Emotion gives each styled element one class holding all of its styles, so what components share
 * is written again in every class: a button's base (25 declarations) in each of a job page's nine
 * buttons, an icon's in each icon size. Where several rules of the same form (`.ui-a:active`,
 * `.ui-b:active`) hold the same declarations, those declarations move into one rule that lists
 * their selectors, placed where the first of them was: `.ui-a,.ui-b:active{…}`. About a third of a
 * page's CSS. The browser in the page only reads which rules are there from the style tag's
 * `data-emotion` names, never from their text, so the names stay as they are.
 *
 * What an element shows stays the same because a declaration only moves earlier, with those of
 * its rule that override or complete it, and only past rules that cannot select its element with
 * the same specificity and a property it touches: an element carries one Emotion class, so a rule
 * whose subject names another Emotion class never selects it. At-rules other than a plain block
 * of rules (`@keyframes`, at-rules inside at-rules) stay as they are; the rules inside them count
 * among those a declaration moves past. CSS it cannot read whole comes back as it was.
 */

interface Rule {
  /** The at-rule around the rule (`@media (min-width:900px)`), or ''. */
  context: string;
  selectors: string[];
  declarations: string[];
  /** `.<class><pseudo-classes>`: a rule whose declarations may be shared. */
  single?: { className: string; form: string };
}

/**
 * An at-rule kept as it is (`@keyframes`, at-rules inside at-rules), never moved, with the
 * selectors and declarations of the rules inside it, which nothing moves past; none for those
 * that style no element (`@keyframes`, `@font-face`).
 */
interface Raw {
  raw: string;
  selectors: string[];
  declarations: string[];
}

type Entry = Rule | Raw;

const isRaw = (entry: Entry): entry is Raw => 'raw' in entry;

/**
 * Calls `visit` with each character of `text` outside quoted strings, and its index, until it
 * answers false.
 */
function eachUnquoted(text: string, visit: (char: string, index: number) => boolean): void {
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (!visit(char, i)) return;
  }
}

/** `text` split at `separator` where it is outside quotes, parentheses and brackets. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  eachUnquoted(text, (char, i) => {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    return true;
  });
  parts.push(text.slice(start));
  return parts.filter(Boolean);
}

/** Whether a rule's body holds a block outside its quoted strings. */
function nests(body: string): boolean {
  let found = false;
  eachUnquoted(body, (char) => !(found = char === '{'));
  return found;
}

/** The top-level blocks of `css` as `[prelude, body]`; undefined if a brace is unbalanced. */
function blocks(css: string): [string, string][] | undefined {
  const found: [string, string][] = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  eachUnquoted(css, (char, i) => {
    if (char === '{' && depth++ === 0) open = i;
    else if (char === '}' && --depth === 0) {
      found.push([css.slice(start, open), css.slice(open + 1, i)]);
      start = i + 1;
    }
    return depth >= 0;
  });
  return depth === 0 && !css.slice(start).trim() ? found : undefined;
}

const SINGLE = /^\.([\w-]+)((?::{1,2}[\w-]+(?:\([^()]*\))?)*)$/;

function ruleOf(context: string, selector: string, body: string): Rule {
  const declarations = splitTop(body, ';');
  const properties = declarations.map((declaration) => declaration.split(':')[0]);
  const match = SINGLE.exec(selector);
  // A property written twice is a fallback (`100vh` then `100dvh`); `!important` changes which
  // declaration wins: such rules keep their declarations where they are.
  const shareable =
    match &&
    new Set(properties).size === properties.length &&
    !declarations.some((declaration) => declaration.includes('!important'));
  return {
    context,
    selectors: splitTop(selector, ','),
    declarations,
    single: shareable ? { className: match[1], form: `${context}{${match[2]}` } : undefined,
  };
}

function rawOf(prelude: string, body: string): Raw {
  const raw: Raw = { raw: `${prelude}{${body}}`, selectors: [], declarations: [] };
  if (/^@(?:-\w+-)?(?:keyframes|font-face|property|counter-style)\b/.test(prelude)) return raw;
  const visit = (text: string) => {
    for (const [inner, content] of blocks(text) ?? [['*', text] as [string, string]]) {
      if (inner.startsWith('@')) visit(content);
      else {
        raw.selectors.push(...splitTop(inner, ','));
        raw.declarations.push(...splitTop(content, ';'));
      }
    }
  };
  visit(body);
  return raw;
}

function parse(css: string): Entry[] | undefined {
  const top = blocks(css);
  // Nested rules are not Emotion's output: read none of it rather than part.
  if (!top || top.some(([prelude, body]) => !prelude.startsWith('@') && nests(body))) {
    return undefined;
  }
  return top.flatMap(([prelude, body]): Entry[] => {
    if (!prelude.startsWith('@')) return [ruleOf('', prelude, body)];
    const inner = /^@(?:media|supports|container)\b/.test(prelude) ? blocks(body) : undefined;
    if (!inner || inner.some(([selector]) => selector.startsWith('@'))) {
      return [rawOf(prelude, body)];
    }
    return inner.map(([selector, declarations]) => ruleOf(prelude, selector, declarations));
  });
}

/** The rules written back, consecutive rules in the same at-rule inside one block of it. */
function print(entries: readonly Entry[]): string {
  let css = '';
  let open = '';
  for (const entry of entries) {
    const context = isRaw(entry) ? '' : entry.context;
    if (!isRaw(entry) && !entry.declarations.length) continue;
    if (open && context !== open) css += '}';
    if (context && context !== open) css += `${context}{`;
    open = context;
    css += isRaw(entry)
      ? entry.raw
      : `${entry.selectors.join(',')}{${entry.declarations.join(';')}}`;
  }
  return open ? `${css}}` : css;
}

const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':'));

/**
 * What a property sets beyond the longhands its name starts (`margin`: `margin-top`), and the other
 * names of what it sets (`width`: `inline-size`).
 */
const ALSO_SETS = new Map<string, RegExp>(
  Object.entries({
    all: /^(?!--)/,
    inset: /^(?:top|right|bottom|left)$/,
    top: /^inset-/,
    right: /^inset-/,
    bottom: /^inset-/,
    left: /^inset-/,
    width: /^(?:inline|block)-size$/,
    height: /^(?:inline|block)-size$/,
    font: /^line-height$/,
    gap: /^(?:row|column)-gap$|^grid-(?:row-|column-)?gap$/,
    'row-gap': /^grid-row-gap$/,
    'column-gap': /^grid-column-gap$/,
    columns: /^column-(?:width|count)$/,
    'place-items': /^(?:align|justify)-items$/,
    'place-content': /^(?:align|justify)-content$/,
    'place-self': /^(?:align|justify)-self$/,
    'white-space': /^(?:white-space-collapse|text-wrap(?:-mode)?)$/,
    'vertical-align': /^(?:alignment-baseline|baseline-shift|baseline-source)$/,
    'overflow-wrap': /^word-wrap$/,
  }),
);

/** Longhands that share a first word and set nothing of each other (`font-weight`, `font-size`). */
const INDEPENDENT =
  /^(?:font-(?:family|weight|size|style|stretch)|flex-(?:grow|shrink|basis|direction|wrap)|text-(?:align|transform|overflow|indent|shadow|rendering)|background-(?:color|image|repeat|attachment|origin|clip|size)|(?:align|justify)-(?:items|content|self)|box-(?:sizing|shadow)|line-height|transition-(?:property|duration|timing-function|delay))$/;

/** Memoized: the same few hundred selectors and properties come back on every page. */
function memo<T>(compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (!cache.has(text)) cache.set(text, compute(text));
    return cache.get(text)!;
  };
}

const unprefixed = (property: string) => property.replace(/^-\w+-/, '');
const firstWord = memo((property) => unprefixed(property).split('-')[0]);

/** Whether declaring `a` can change what `b` sets, or the reverse (`padding`, `padding-left`). */
const overlaps = (a: string, b: string): boolean => overlapsWith(a)(b);

const overlapsWith = memo((a) =>
  memo((b) => {
    if (a.startsWith('--') || b.startsWith('--')) return a === b;
    const [x, y] = [unprefixed(a), unprefixed(b)];
    if (x === y || x.startsWith(`${y}-`) || y.startsWith(`${x}-`)) return true;
    if (ALSO_SETS.get(x)?.test(y) || ALSO_SETS.get(y)?.test(x)) return true;
    return firstWord(x) === firstWord(y) && !(INDEPENDENT.test(x) && INDEPENDENT.test(y));
  }),
);

/** The classes named by the last compound of a selector: the element it styles. */
const subjectClasses = memo((selector): string[] => {
  const compounds = splitTop(selector.replace(/\s*([>+~])\s*/g, ' '), ' ');
  const subject = compounds[compounds.length - 1] ?? '';
  return [...subject.replace(/\([^()]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
});

/**
 * A selector's specificity as `ids,classes,types`, or undefined where counting it needs more than
 * this (`:is()`, `:has()`, `:where()`, a selector list in `:not()`).
 */
const specificity = memo((selector): string | undefined => {
  if (/:(?:is|has|where|matches|host|slotted)\(|:not\([^)]*,/.test(selector)) return undefined;
  const plain = selector
    .replace(/:not\(([^()]*)\)/g, ' $1')
    .replace(/\((?:[^()]|\([^()]*\))*\)/g, '');
  const ids = plain.match(/#[\w-]+/g)?.length ?? 0;
  const classes =
    (plain.match(/\.[\w-]+|\[[^\]]*\]/g)?.length ?? 0) +
    (plain.match(/(?<!:):(?!:)[\w-]+/g)?.length ?? 0);
  const types =
    (plain.match(/(?:^|[\s>+~])[a-zA-Z][\w-]*/g)?.length ?? 0) +
    (plain.match(/::[\w-]+/g)?.length ?? 0);
  return `${ids},${classes},${types}`;
});

/**
 * Whether `entry`, standing between the shared rule and a member whose element it may select
 * (`couldMatch`), styles it with `property`: then a declaration of it cannot move past.
 */
const mayStyle = (entry: Entry, property: string) =>
  entry.declarations.some((d) => overlaps(propertyOf(d), property));

const matches = new WeakMap<Entry, Map<string, boolean>>();

/**
 * Whether `entry` may select `member`'s element with the same specificity. A rule of another
 * specificity wins or loses wherever it stands.
 */
function couldMatch(entry: Entry, member: Rule, key: string): boolean {
  const [selector] = member.selectors;
  const known = matches.get(entry) ?? new Map<string, boolean>();
  matches.set(entry, known);
  let answer = known.get(selector);
  if (answer === undefined) {
    const own = member.single!.className;
    const weight = specificity(selector);
    answer = entry.selectors.some((other) => {
      const otherWeight = specificity(other);
      if (weight && otherWeight && otherWeight !== weight) return false;
      return !subjectClasses(other).some((name) => name !== own && name.startsWith(`${key}-`));
    });
    known.set(selector, answer);
  }
  return answer;
}

interface Candidate {
  members: Rule[];
  shared: string[];
  saved: number;
}

/** The declarations that every member holds (and `allowed` lets move), in the first one's order. */
function heldByAll(members: readonly Rule[], allowed?: ReadonlySet<string>): string[] {
  const [first, ...rest] = members;
  return first.declarations.filter(
    (d) => (!allowed || allowed.has(d)) && rest.every((m) => m.declarations.includes(d)),
  );
}

/**
 * The declarations that every member holds and can give up, in the first member's order. One
 * that another declaration of a member overrides or completes (`margin-bottom` beside `margin`)
 * can move only with it, in the same order in every member: the rule's own order decides between
 * them.
 */
function common(members: readonly Rule[], allowed?: ReadonlySet<string>): string[] {
  const [first] = members;
  let shared = heldByAll(members, allowed);
  for (;;) {
    const movable = shared.filter((d) =>
      members.every((member) => {
        const at = member.declarations.indexOf(d);
        return member.declarations.every(
          (other, index) =>
            other === d ||
            !overlaps(propertyOf(other), propertyOf(d)) ||
            (shared.includes(other) &&
              index < at === first.declarations.indexOf(other) < first.declarations.indexOf(d)),
        );
      }),
    );
    if (movable.length === shared.length) return shared;
    shared = movable;
  }
}

function bytesSaved(members: readonly Rule[], shared: readonly string[]): number {
  const length = shared.reduce((sum, d) => sum + d.length + 1, 0);
  const selectors = members.reduce((sum, member) => sum + member.selectors[0].length + 1, 0);
  const emptied = members
    .filter((member) => member.declarations.length === shared.length)
    .reduce((sum, member) => sum + member.selectors[0].length + 2, 0);
  return (members.length - 1) * length - selectors - 1 + emptied;
}

/**
 * What `members` can share from the first one's place, as far as the rules between let it: a rule
 * that may style a member's element with a shared property stops that declaration there. Either
 * the members it stops stay out, or the declarations stopped stay in every member: whichever
 * saves more.
 */
function reachable(
  entries: readonly Entry[],
  members: Rule[],
  key: string,
  allowed?: ReadonlySet<string>,
  depth = 0,
): Candidate | undefined {
  if (members.length < 2) return undefined;
  const shared = common(members, allowed);
  if (!shared.length) return undefined;
  const start = entries.indexOf(members[0]);
  const stopped = new Set<string>();
  const kept = members.filter((member, index) => {
    const end = entries.indexOf(member);
    const between = index > 0 ? entries.slice(start + 1, end) : [];
    const obstacles = between.filter((entry) => couldMatch(entry, member, key));
    const stops = shared.filter((d) => obstacles.some((entry) => mayStyle(entry, propertyOf(d))));
    stops.forEach((d) => stopped.add(d));
    return !stops.length;
  });
  if (!stopped.size) return { members, shared, saved: bytesSaved(members, shared) };
  const fewer = reachable(entries, kept, key, allowed, depth + 1);
  if (depth >= 3) return fewer;
  const rest = new Set(shared.filter((d) => !stopped.has(d)));
  const less = reachable(entries, members, key, rest, depth + 1);
  return (less?.saved ?? 0) > (fewer?.saved ?? 0) ? less : fewer;
}

/**
 * Each declaration of each form of rule, with every rule of that form holding it: the sharing it
 * offers, largest first, before checking what stands between them.
 */
function candidates(entries: readonly Entry[]): Candidate[] {
  const forms = new Map<string, Rule[]>();
  for (const entry of entries) {
    if (isRaw(entry) || !entry.single || !entry.declarations.length) continue;
    const form = forms.get(entry.single.form) ?? [];
    form.push(entry);
    forms.set(entry.single.form, form);
  }
  const found: Candidate[] = [];
  for (const form of forms.values()) {
    const byDeclaration = new Map<string, Rule[]>();
    for (const rule of form) {
      for (const declaration of rule.declarations) {
        const holders = byDeclaration.get(declaration) ?? [];
        holders.push(rule);
        byDeclaration.set(declaration, holders);
      }
    }
    const seen = new Set<string>();
    for (const members of byDeclaration.values()) {
      const names = members.map((member) => member.selectors[0]).join();
      if (members.length < 2 || seen.has(names)) continue;
      seen.add(names);
      // At most what they hold in common: what the members can give up is part of it.
      const shared = heldByAll(members);
      found.push({ members, shared, saved: bytesSaved(members, shared) });
    }
  }
  return found.sort((a, b) => b.saved - a.saved);
}

/** `css` (one style tag's rules, Emotion key `key`) with repeated declarations written once. */
export function factorCss(css: string, key: string): string {
  const entries = parse(css);
  if (!entries) return css;
  for (let groups = 0; ; groups++) {
    let best: Candidate | undefined;
    for (const offer of candidates(entries)) {
      if (offer.saved <= (best?.saved ?? 0)) break;
      const checked = reachable(entries, offer.members, key);
      if (checked && checked.saved > (best?.saved ?? 0)) best = checked;
    }
    if (!best) return groups ? print(entries) : css;
    const { members, shared } = best;
    for (const member of members) {
      member.declarations = member.declarations.filter((d) => !shared.includes(d));
    }
    entries.splice(entries.indexOf(members[0]), 0, {
      context: members[0].context,
      selectors: members.map((member) => member.selectors[0]),
      declarations: shared,
    });
  }
}
