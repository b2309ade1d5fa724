import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clampStep, Stepper } from './stepper';

function Harness({ initial, min = 0, max = 10 }: { initial: string; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Stepper label="Away count limit" value={value} onChange={setValue} min={min} max={max} hint="0 to 10." />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('Stepper (spec section 5: clamps between min and max)', () => {
  it('steps with its buttons and stops at the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial="9" />);
    const input = screen.getByRole('spinbutton', { name: 'Away count limit' });
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '10');
    await user.click(screen.getByRole('button', { name: 'Increase Away count limit' }));
    expect(input).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Increase Away count limit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease Away count limit' }));
    expect(input).toHaveValue('9');
  });

  it('steps with the arrow keys, never past the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" />);
    const input = screen.getByRole('spinbutton', { name: 'Away count limit' });
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
    expect(input).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Decrease Away count limit' })).toBeDisabled();
  });

  it('brings a typed number outside the bounds to the nearest one when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial="3" min={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Away count limit' });
    await user.clear(input);
    await user.type(input, '250');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input).toHaveValue('10');
    await user.clear(input);
    await user.type(input, '-4');
    await user.tab();
    expect(input).toHaveValue('2');
  });

  it('leaves text that is no number for validation to name', () => {
    expect(clampStep('', 0, 10)).toBe('');
    expect(clampStep('abc', 0, 10)).toBe('abc');
    expect(clampStep('12', 0, 10)).toBe('10');
    expect(clampStep('-1', 0, 10)).toBe('0');
    expect(clampStep('7', 0, 10)).toBe('7');
  });
});
