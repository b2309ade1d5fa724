import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, confirmLabel }: { onConfirm: () => void; confirmLabel?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete the board?"
      description="The board disappears for everyone."
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
    />
  );
}

describe('ConfirmDialog', () => {
  it('offers Cancel and Confirm by default and reports the confirmation', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete the board?' });
    expect(dialog).toHaveAccessibleDescription('The board disappears for everyone.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} confirmLabel="Delete" />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
