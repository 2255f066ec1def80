import { Box, keyframes, type SxProps, type Theme } from '@mui/material';
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type TouchEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** The product's tooltip timings (product §8), in milliseconds. */
const ENTER_DELAY = 100;
const TOUCH_ENTER_DELAY = 700;
const TOUCH_LEAVE_DELAY = 1500;
/** From the element to the bubble (the arrow sits in between), and from the bubble to the screen's edge. */
const GAP = 14;
const EDGE = 8;

interface ChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel?: (event: TouchEvent<HTMLElement>) => void;
}

interface AppTooltipProps {
  title: string;
  /** The title describes the element (its description) instead of naming it (its accessible name). */
  describeChild?: boolean;
  children: ReactElement<ChildProps>;
}

/** One pending action at a time: a new one replaces it. */
class Delay {
  private id: number | undefined;
  start(ms: number, action: () => void) {
    this.clear();
    this.id = window.setTimeout(action, ms);
  }
  clear() {
    window.clearTimeout(this.id);
  }
}

/**
 * Whether the element's text can be selected: not while a long press may open its tooltip. Set on
 * the element, not on the page, so that a tap restyles one element and not the whole page.
 */
function selectable(element: HTMLElement, yes = true) {
  element.style.userSelect = yes ? '' : 'none';
  element.style.webkitUserSelect = yes ? '' : 'none';
}

interface Anchor {
  element: HTMLElement;
  touch: boolean;
}

/**
 * The site's tooltip (product §8): shown on hover, on keyboard focus and on a long press, with the
 * product's timings. Closed, it is a few props on its element and renders nothing else: a page
 * hydrates it for the price of one component (MUI's tooltip rendered its popper and then, as it
 * found its element, rendered again in the commit that ends hydration), and its bubble is built
 * only when it opens.
 */
export function AppTooltip({ title, describeChild = false, children }: AppTooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [delay] = useState(() => new Delay());
  const bubble = useRef<HTMLDivElement>(null);
  const open = anchor !== null;

  const close = useCallback(() => {
    delay.clear();
    setAnchor(null);
  }, [delay]);
  const openAfter = (ms: number, element: HTMLElement, touch = false) =>
    delay.start(ms, () => setAnchor({ element, touch }));

  useEffect(() => () => delay.clear(), [delay]);

  // Esc closes it, and so does a scroll, which would leave the bubble behind.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [open, close]);

  // Below the element, or above it where there is no room below, within the screen's width.
  useLayoutEffect(() => {
    const node = bubble.current;
    if (!anchor || !node) return;
    const box = anchor.element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const below = box.bottom + GAP + node.offsetHeight <= window.innerHeight - EDGE;
    const fitsAbove = box.top - GAP - node.offsetHeight >= EDGE;
    const placeBelow = below || !fitsAbove;
    const centre = box.left + box.width / 2;
    const left = Math.max(
      EDGE,
      Math.min(centre - node.offsetWidth / 2, width - EDGE - node.offsetWidth),
    );
    node.style.left = `${left}px`;
    node.style.top = `${placeBelow ? box.bottom + GAP : box.top - GAP - node.offsetHeight}px`;
    node.style.setProperty('--arrow-x', `${centre - left}px`);
    node.dataset.placement = placeBelow ? 'bottom' : 'top';
  }, [anchor]);

  const own = children.props;
  const names = describeChild
    ? // Closed, the description is the element's title; open, it is the bubble.
      { title: open ? undefined : title, 'aria-describedby': open ? id : undefined }
    : { 'aria-label': title };
  const element = cloneElement(children, {
    ...names,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') openAfter(ENTER_DELAY, event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      if (event.pointerType !== 'touch') close();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Keyboard focus only: a tap or a click also focuses a button.
      if (event.currentTarget.matches(':focus-visible'))
        openAfter(ENTER_DELAY, event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      close();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      own.onTouchStart?.(event);
      // A long press would select the text under the finger.
      selectable(event.currentTarget, false);
      openAfter(TOUCH_ENTER_DELAY, event.currentTarget, true);
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      own.onTouchEnd?.(event);
      selectable(event.currentTarget);
      if (open) delay.start(TOUCH_LEAVE_DELAY, close);
      else delay.clear();
    },
    // The browser took the touch over (a scroll, say).
    onTouchCancel: (event: TouchEvent<HTMLElement>) => {
      own.onTouchCancel?.(event);
      selectable(event.currentTarget);
      close();
    },
  });

  return (
    <>
      {element}
      {anchor &&
        createPortal(
          <Box
            ref={bubble}
            role="tooltip"
            id={id}
            data-touch={anchor.touch || undefined}
            sx={bubbleSx}
          >
            {title}
          </Box>,
          document.body,
        )}
    </>
  );
}

// Built when a bubble first renders, not as a job page loads this module before it answers.
const grow = () => keyframes`
  from { opacity: 0; transform: scale(0.75); }
`;

const bubbleSx: SxProps<Theme> = (theme) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: theme.zIndex.tooltip,
  pointerEvents: 'none',
  maxWidth: 300,
  px: 1,
  py: 0.5,
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'rgba(97, 97, 97, 0.92)',
  color: 'common.white',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  overflowWrap: 'break-word',
  transformOrigin: 'var(--arrow-x) top',
  animation: `${grow()} 150ms ${theme.transitions.easing.easeOut}`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  // Opened by a long press: larger, for a finger's distance.
  '&[data-touch]': {
    px: 2,
    py: 1,
    fontSize: theme.typography.pxToRem(14),
    fontWeight: theme.typography.fontWeightRegular,
  },
  // The arrow: a triangle of the bubble's own colour, pointing at the element.
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 'var(--arrow-x)',
    width: 12,
    height: 6,
    translate: '-50% 0',
    backgroundColor: 'inherit',
  },
  '&[data-placement="bottom"]::before': { top: -6, clipPath: 'polygon(50% 0, 100% 100%, 0 100%)' },
  '&[data-placement="top"]': { transformOrigin: 'var(--arrow-x) bottom' },
  '&[data-placement="top"]::before': { bottom: -6, clipPath: 'polygon(0 0, 100% 0, 50% 100%)' },
});
