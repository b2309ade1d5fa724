import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ButtonStatus } from './button';
import { FormModal } from './form-modal';

type HarnessProps = { onSubmit?: () => void; status?: ButtonStatus; busy?: boolean; error?: string | null; submitDisabled?: boolean };

/** A dialog mounted with its opening, as most are: closing unmounts it. */
function Harness({ onSubmit = () => undefined, ...rest }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <FormModal
      title="Rename team"
      description="Everyone sees the new name."
      submitLabel="Save"
      onClose={() => setOpen(false)}
      onSubmit={onSubmit}
      {...rest}
    >
      <input aria-label="Name" />
    </FormModal>
  ) : (
    <p>closed</p>
  );
}

describe('FormModal', () => {
  it('submits the form from its footer button and from Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Rename team' })).toHaveAccessibleDescription('Everyone sees the new name.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Hunters{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on Cancel and on Escape without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    unmount();
    render(<Harness onSubmit={onSubmit} />);
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a pending submission on its button and swallows a second click', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} status="pending" />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open while busy: Cancel is disabled and Escape does nothing', async () => {
    const user = userEvent.setup();
    render(<Harness busy />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rename team' })).toBeInTheDocument();
  });

  it('says what failed under the fields, and keeps a disabled submit from submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} error="The project could not be deleted." submitDisabled />);
    expect(screen.getByRole('alert')).toHaveTextContent('The project could not be deleted.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a form component render its own form under the id the submit button targets', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <FormModal title="Award points" submitLabel="Award" onClose={() => undefined}>
        {(formId) => <form id={formId} aria-label="Award" onSubmit={onSubmit} />}
      </FormModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Award' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('opens from its trigger, tells the owner, and gives focus back to the trigger on close', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    function Triggered() {
      const [open, setOpen] = useState(false);
      return (
        <FormModal
          open={open}
          onOpen={() => {
            onOpen();
            setOpen(true);
          }}
          onClose={() => setOpen(false)}
          trigger={<button type="button">New contest</button>}
          title="New contest"
          submitLabel="Start"
          onSubmit={() => undefined}
        >
          <input aria-label="Name" />
        </FormModal>
      );
    }
    render(<Triggered />);
    await user.click(screen.getByRole('button', { name: 'New contest' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'New contest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'New contest' })).toHaveFocus());
  });
});
