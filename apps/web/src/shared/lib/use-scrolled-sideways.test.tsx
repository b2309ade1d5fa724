import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrolledSideways } from './use-scrolled-sideways';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  useScrolledSideways(ref);
  return <div ref={ref} role="region" aria-label="Wide table" />;
}

describe('useScrolledSideways', () => {
  it('marks the box while it is scrolled away from its start, and clears the mark back at the start', () => {
    render(<Box />);
    const box = screen.getByRole('region', { name: 'Wide table' });
    expect(box).toHaveAttribute('data-scrolled', 'false');
    box.scrollLeft = 120;
    fireEvent.scroll(box);
    expect(box).toHaveAttribute('data-scrolled', 'true');
    box.scrollLeft = 0;
    fireEvent.scroll(box);
    expect(box).toHaveAttribute('data-scrolled', 'false');
  });
});
