import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider, createTestQueryClient } from '@/testing/render';

import { AppTooltip } from './tooltip';

function renderTooltip(describeChild = false) {
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <AppTooltip title="Compartilhar no WhatsApp" describeChild={describeChild}>
        <button type="button">WhatsApp</button>
      </AppTooltip>
    </AppProvider>,
  );
  return screen.getByRole('button');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pointerIn = (element: HTMLElement) =>
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
const pointerOut = (element: HTMLElement) =>
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AppTooltip', () => {
  it('names its element and renders nothing else while closed', () => {
    const button = renderTooltip();
    expect(button).toHaveAccessibleName('Compartilhar no WhatsApp');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('as a description, leaves the name alone and describes the element once open', async () => {
    const button = renderTooltip(true);
    expect(button).toHaveAccessibleName('WhatsApp');
    pointerIn(button);
    await advance(100);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Compartilhar no WhatsApp');
    expect(button).toHaveAccessibleDescription('Compartilhar no WhatsApp');
  });

  it('opens 100 ms after the pointer arrives and closes as it leaves', async () => {
    const button = renderTooltip();
    pointerIn(button);
    await advance(90);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Compartilhar no WhatsApp');
    pointerOut(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open for a pointer that only passes by', async () => {
    const button = renderTooltip();
    pointerIn(button);
    await advance(50);
    pointerOut(button);
    await advance(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on a long press of 700 ms and closes 1.5 s after the finger lifts', async () => {
    const button = renderTooltip();
    fireEvent.touchStart(button);
    expect(button.style.userSelect).toBe('none');
    await advance(690);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Compartilhar no WhatsApp');
    fireEvent.touchEnd(button);
    expect(button.style.userSelect).toBe('');
    await advance(1400);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays closed for a tap', async () => {
    const button = renderTooltip();
    fireEvent.touchStart(button);
    await advance(120);
    fireEvent.touchEnd(button);
    fireEvent.focus(button);
    await advance(2000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes with Esc and on a scroll', async () => {
    const button = renderTooltip();
    pointerIn(button);
    await advance(100);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    pointerOut(button);
    pointerIn(button);
    await advance(100);
    fireEvent.scroll(window);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the handlers its element already has', async () => {
    const onFocus = vi.fn();
    const onTouchStart = vi.fn();
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <AppTooltip title="Dica">
          <button type="button" onFocus={onFocus} onTouchStart={onTouchStart}>
            Botão
          </button>
        </AppTooltip>
      </AppProvider>,
    );
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.touchStart(screen.getByRole('button'));
    expect(onFocus).toHaveBeenCalledOnce();
    expect(onTouchStart).toHaveBeenCalledOnce();
  });
});
