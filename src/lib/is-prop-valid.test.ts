import isPropValid from '@emotion/is-prop-valid';
import { expect, it } from 'vitest';

import isPropValidFast from './is-prop-valid';

it('answers as Emotion does, for the prop it answers itself and for any other', () => {
  for (const prop of [
    'as',
    'href',
    'children',
    'onClick',
    'data-open',
    'aria-label',
    'ownerState',
    'sx',
    'theme',
    'asChild',
  ]) {
    expect(isPropValidFast(prop), prop).toBe(isPropValid(prop));
  }
});
