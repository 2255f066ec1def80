import TouchRipple, { type TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, type RefAttributes, useEffect, useRef, useState } from 'react';

import { whenIdle } from '@/lib/when-idle';

// MUI types its ripple as the function inside forwardRef; it is the component itself.
const Ripple = TouchRipple as unknown as ComponentType<RefAttributes<TouchRippleActions>>;

/**
 * A button's tap ripple, played once, unseen, at the first idle moment after the page wakes up:
 * the visitor's first tap then finds the ripple's styles inserted and its code run, instead of
 * paying for both inside the tap (about 50 ms at 4× CPU, half the tap's time to the next frame).
 * Nothing renders before that moment, so hydration is untouched.
 */
export function RippleWarmUp() {
  const [idle, setIdle] = useState(false);
  const ripple = useRef<TouchRippleActions>(null);

  useEffect(() => {
    let current = true;
    void whenIdle().then(() => current && setIdle(true));
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (!idle) return;
    let current = true;
    // In idle moments of their own: mounting the ripple, then playing it, in one task would be
    // a long one (about 65 ms at 4×), itself in the way of a tap.
    void whenIdle().then(() => {
      if (!current) return;
      ripple.current?.start(undefined, { center: true });
      // Once the ripple has rendered: stopped in the same task, it would never mount.
      setTimeout(() => current && ripple.current?.stop(), 0);
    });
    return () => {
      current = false;
    };
  }, [idle]);

  return idle ? (
    <span hidden>
      <Ripple ref={ripple} />
    </span>
  ) : null;
}
