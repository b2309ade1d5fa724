import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_STATUS_RESET_MS } from '@salespulse/contract/constants';
import { Button, type ButtonStatus } from './button';

function renderButton(status: ButtonStatus, onClick = vi.fn()) {
  const view = render(
    <Button status={status} onClick={onClick}>
      Save
    </Button>,
  );
  const rerender = (next: ButtonStatus) =>
    view.rerender(
      <Button status={next} onClick={onClick}>
        Save
      </Button>,
    );
  return { button: screen.getByRole('button', { name: 'Save' }), rerender, onClick };
}

describe('Button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a plain button by default', () => {
    const { button } = renderButton('idle');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-status', 'idle');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('shows a spinner, is busy and ignores clicks while pending', () => {
    const { button, onClick } = renderButton('pending');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('goes pending -> success -> idle after the reset delay', () => {
    const { button, rerender } = renderButton('idle');
    rerender('pending');
    expect(button).toHaveAttribute('data-status', 'pending');

    rerender('success');
    expect(button).toHaveAttribute('data-status', 'success');
    expect(button).not.toHaveAttribute('aria-busy');

    act(() => vi.advanceTimersByTime(BUTTON_STATUS_RESET_MS - 1));
    expect(button).toHaveAttribute('data-status', 'success');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-status', 'idle');
  });

  it('reverts from error to idle after 1500 ms', () => {
    const { button, rerender } = renderButton('pending');
    rerender('error');
    expect(button).toHaveAttribute('data-status', 'error');
    act(() => vi.advanceTimersByTime(1500));
    expect(button).toHaveAttribute('data-status', 'idle');
  });

  it('shows the outcome again on the next attempt', () => {
    const { button, rerender } = renderButton('pending');
    rerender('success');
    act(() => vi.advanceTimersByTime(1500));
    expect(button).toHaveAttribute('data-status', 'idle');

    rerender('pending');
    expect(button).toHaveAttribute('data-status', 'pending');
    rerender('success');
    expect(button).toHaveAttribute('data-status', 'success');
    act(() => vi.advanceTimersByTime(1500));
    expect(button).toHaveAttribute('data-status', 'idle');
  });

  it('calls onClick when idle', () => {
    const { button, onClick } = renderButton('idle');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
