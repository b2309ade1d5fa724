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
});

describe('TextAreaField', () => {
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
