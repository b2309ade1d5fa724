import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './amount-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <AmountInput label="Price" hint="Points, 1 to 100,000" value={value} onChange={setValue} min={1} max={100_000} />
      <p data-testid="value">{value === null ? 'empty' : value}</p>
    </>
  );
}

describe('AmountInput', () => {
  it('takes only digits and never goes above the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Price');
    expect(input).toHaveAccessibleDescription('Points, 1 to 100,000');
    await user.type(input, '1a2.5e');
    expect(input).toHaveValue('125');
    expect(screen.getByTestId('value')).toHaveTextContent('125');
    // What it left out is said under the field, not dropped in silence.
    expect(screen.getByRole('status')).toHaveTextContent('Whole numbers only: other characters are left out.');
    await user.type(input, '0000');
    expect(input).toHaveValue('100000');
    expect(screen.getByRole('status')).toHaveTextContent('At most 100,000: the amount was lowered to it.');
    await user.clear(input);
    await user.type(input, '7');
    // A keystroke taken as it is brings the hint back.
    expect(screen.queryByRole('status')).toBeNull();
    expect(input).toHaveAccessibleDescription('Points, 1 to 100,000');
  });

  it('turns an empty or too small amount into the minimum when left', async () => {
    const user = userEvent.setup();
    render(<Harness initial={40} />);
    const input = screen.getByLabelText('Price');
    await user.clear(input);
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('At least 1: the amount was raised to it.');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
  });
});
