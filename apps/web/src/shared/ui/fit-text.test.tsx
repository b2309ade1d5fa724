import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FitText, fitFor } from './fit-text';

// jsdom lays nothing out: the cell is given a width, text is measured at 20 px a character, and
// the size observer reports once when it starts, as browsers do.
function layOut(cellWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.cell ? cellWidth : 0;
  });
  const context = { font: '', measureText: (text: string) => ({ width: text.length * 20 }) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        queueMicrotask(this.report);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderCell(text: string, short?: string) {
  render(
    <div data-cell="1">
      <span>
        <FitText text={text} short={short} />
      </span>
    </div>,
  );
  await act(async () => {});
}

describe('FitText', () => {
  it('shows the whole figure when it fits', async () => {
    layOut(300);
    await renderCell('$73,012', '$73K');
    expect(screen.getByText('$73,012')).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByText('$73K')).not.toBeInTheDocument();
  });

  it('shows the short form when the whole one would be cut, and the whole one to screen readers', async () => {
    layOut(100);
    await renderCell('$73,012', '$73K');
    expect(screen.getByText('$73K')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('$73K')).toHaveAttribute('title', '$73,012');
    expect(screen.getByText('$73,012')).toHaveClass('sr-only');
  });

  it('sets the short form in smaller type when even that would be cut, never with an ellipsis', async () => {
    layOut(60);
    await renderCell('$73,012', '$73K');
    const shown = screen.getByText('$73K');
    // 80 px of text in 60 px of room, less the margin.
    expect(Number.parseFloat(shown.style.fontSize)).toBeCloseTo((60 * 0.97) / 80, 2);
    expect(shown.textContent).not.toContain('…');
  });

  it('scales a figure that has no short form, down to its smallest type', () => {
    expect(fitFor(50, 80, undefined, 0.55)).toEqual({ short: false, scale: (50 * 0.97) / 80 });
    expect(fitFor(10, 80, undefined, 0.55)).toEqual({ short: false, scale: 0.55 });
    expect(fitFor(0, 80, 40, 0.55)).toEqual({ short: false, scale: 1 });
  });
});
