import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { FormError } from './form-error';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the label to the input and announces its error', () => {
    render(<TextField label="Email" error="incorrect format" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('incorrect format');
    expect(screen.getByRole('alert')).toHaveTextContent('incorrect format');
  });

  it('is valid without an error', () => {
    render(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('lets the user reveal a password', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  // A key stopped by the limit ('At most 10 characters.') is checked in Chromium (projects.e2e.ts):
  // jsdom gives React no beforeinput data for keys.
  it('says when its length limit leaves out part of a paste, until the value is shorter again', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" maxLength={10} hint="What the team calls it" />);
    const input = screen.getByLabelText('Name');
    await user.click(input);
    await user.paste('Northwind Traders');
    expect(input).toHaveValue('Northwind ');
    expect(screen.getByRole('status')).toHaveTextContent('At most 10 characters: the rest of what was pasted was left out.');
    expect(input).toHaveAccessibleDescription('At most 10 characters: the rest of what was pasted was left out.');
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('What the team calls it');
    // A paste that fits says nothing.
    await user.clear(input);
    await user.paste('Acme');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has nothing to say without a length limit', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" />);
    await user.click(screen.getByLabelText('Name'));
    await user.paste('x'.repeat(500));
    expect(screen.getByLabelText('Name')).toHaveValue('x'.repeat(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('TextAreaField', () => {
  it('says when a paste did not fit in its length limit, in place of its hint', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Comment" hint="Up to 5 characters" maxLength={5} rows={3} />);
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('Thank you!');
    expect(screen.getByLabelText('Comment')).toHaveValue('Thank');
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('At most 5 characters: the rest of what was pasted was left out.');
  });

  it('shows its hint until an error replaces it', () => {
    const { rerender } = render(<TextAreaField label="Comment" hint="Up to 500 characters" rows={3} />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).toHaveAccessibleDescription('Up to 500 characters');

    rerender(<TextAreaField label="Comment" hint="Up to 500 characters" rows={3} error="Too long" />);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long');
    expect(screen.queryByText('Up to 500 characters')).not.toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" />);
    await user.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});

describe('FormError', () => {
  it('renders nothing without a message and an alert with one', () => {
    const { rerender } = render(<FormError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError message="Invalid email or password." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  });
});
