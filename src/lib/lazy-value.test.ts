import { describe, expect, it, vi } from 'vitest';

import { lazyValue } from './lazy-value';

describe('lazyValue', () => {
  it('makes the value on first use, once', () => {
    const make = vi.fn(() => new Intl.NumberFormat('pt-BR'));
    const format = lazyValue(make);
    expect(make).not.toHaveBeenCalled();

    expect(format().format(1234)).toBe('1.234');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined instead of making it again', () => {
    const make = vi.fn(() => undefined);
    const value = lazyValue(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
