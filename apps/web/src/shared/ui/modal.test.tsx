import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Opened({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <>
      <button type="button">Before</button>
      {openerShown ? (
        <button type="button" onClick={() => setOpen(true)}>
          Edit gift
        </button>
      ) : null}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && removeOpener) setOpenerShown(false);
        }}
        title="Edit gift"
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>Actions for Bianca</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content>
            <DropdownMenu.Item onSelect={() => setOpen(true)}>Schedule</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal open={open} onOpenChange={setOpen} title="Schedule" />
    </>
  );
}

/** Escape, then the dialog is gone and focus is on the button named `back`. */
async function escapeBackTo(user: ReturnType<typeof userEvent.setup>, back: string) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: back })).toHaveFocus());
}

describe('Modal', () => {
  it('gives focus back to the button that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Opened />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit gift' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit gift' })).toBeInTheDocument();
    await escapeBackTo(user, 'Edit gift');
  });

  it('gives focus back after the close button too', async () => {
    const user = userEvent.setup();
    render(<Opened />);
    await user.click(screen.getByRole('button', { name: 'Edit gift' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit gift' })).toHaveFocus());
  });

  it('gives focus to the menu button when the modal was opened from one of its items', async () => {
    const user = userEvent.setup();
    render(<FromMenu />);
    await user.click(screen.getByRole('button', { name: 'Actions for Bianca' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Schedule' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule' })).toBeInTheDocument();
    await escapeBackTo(user, 'Actions for Bianca');
  });

  it('leaves focus alone when the opener is gone (its row removed)', async () => {
    const user = userEvent.setup();
    render(<Opened removeOpener />);
    await user.click(screen.getByRole('button', { name: 'Edit gift' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Edit gift' })).not.toBeInTheDocument();
  });
});
