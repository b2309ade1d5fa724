import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './amount-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <AmountInput label="Price" value={value} onChange={setValue} min={1} max={100_000} />
      <output>{value === null ? 'empty' : value}</output>
    </>
  );
}

describe('AmountInput', () => {
  it('takes only digits and never goes above the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '1a2.5e');
    expect(input).toHaveValue('125');
    expect(screen.getByRole('status')).toHaveTextContent('125');
    await user.type(input, '0000');
    expect(input).toHaveValue('100000');
  });

  it('turns an empty or too small amount into the minimum when left', async () => {
    const user = userEvent.setup();
    render(<Harness initial={40} />);
    const input = screen.getByLabelText('Price');
    await user.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('empty');
    await user.tab();
    expect(input).toHaveValue('1');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
  });
});
