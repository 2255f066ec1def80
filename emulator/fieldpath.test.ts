import { describe, expect, it } from 'vitest';

import { deleteField, parseFieldPath, projectFields, setField } from './fieldpath';
import type { Fields } from './normalize';

describe('parseFieldPath', () => {
  it('splits on dots, except inside backquotes, and reads escapes', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`')).toEqual(['x`y']);
  });

  it.each(['', 'a.', '.a', 'a..b', '`open', '`a`b'])('rejects %j', (path) => {
    expect(() => parseFieldPath(path)).toThrow();
  });
});

const doc = (): Fields => ({
  s: { stringValue: 'a' },
  i: { integerValue: '7' },
  m: { mapValue: { fields: { x: { integerValue: '1' }, y: { booleanValue: true } } } },
});

describe('projectFields', () => {
  it("keeps the document's field order and only the asked paths", () => {
    const projected = projectFields(doc(), [['m', 'x'], ['s'], ['absent']]);
    expect(projected).toEqual({
      s: { stringValue: 'a' },
      m: { mapValue: { fields: { x: { integerValue: '1' } } } },
    });
    expect(Object.keys(projected)).toEqual(['s', 'm']);
  });

  it('leaves out a map when none of its asked fields exist', () => {
    expect(projectFields(doc(), [['m', 'zz']])).toEqual({});
  });
});

describe('setField and deleteField', () => {
  it('creates maps on the way and keeps empty maps bare', () => {
    const fields = doc();
    setField(fields, ['i', 'deep'], { booleanValue: false });
    expect(fields.i).toEqual({ mapValue: { fields: { deep: { booleanValue: false } } } });
    deleteField(fields, ['i', 'deep']);
    expect(fields.i).toEqual({ mapValue: {} });
    deleteField(fields, ['nothing', 'here']);
    expect(Object.keys(fields)).toEqual(['s', 'i', 'm']);
  });
});
