import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageScrollArea } from './use-page-scroll-area';

function List() {
  const ref = useRef<HTMLDivElement>(null);
  const area = usePageScrollArea(ref);
  return <div ref={ref} role="list" aria-label="Cards" data-offset={area?.offset ?? 'none'} data-area={area?.element.id ?? 'none'} />;
}

/** ResizeObserver as the browser has it, its callbacks run by `resize()`. */
function stubResizeObserver() {
  const observed: Element[] = [];
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        callbacks.length = 0;
      }
    },
  );
  return { observed, resize: () => act(() => callbacks.forEach((callback) => callback())) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePageScrollArea', () => {
  it("gives the layout's main and where the list starts in its scrolled content, measured again when the page above it grows", () => {
    const { observed, resize } = stubResizeObserver();
    const main = document.createElement('main');
    main.id = 'main';
    const section = main.appendChild(document.createElement('section'));
    document.body.appendChild(main);
    let listTop = 300;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return DOMRect.fromRect({ x: 0, y: this === main ? 64 : listTop, width: 390, height: 100 });
    });
    main.scrollTop = 40;
    render(<List />, { container: section });
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(list).toHaveAttribute('data-area', 'main');
    // 300 on screen, main's top at 64 and scrolled by 40: the list starts 276 px into main's content.
    expect(list).toHaveAttribute('data-offset', '276');
    // The list, each ancestor up to main (a note above the list grows one of them) and main itself.
    expect(observed).toEqual([list, section, main]);
    listTop = 348;
    resize();
    expect(list).toHaveAttribute('data-offset', '324');
    main.remove();
  });

  it('gives nothing outside a layout with a main', () => {
    stubResizeObserver();
    render(<List />);
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveAttribute('data-area', 'none');
  });
});
