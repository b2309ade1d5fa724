import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Trans } from './trans';
import type { TranslateFn } from './translate';

const strings: Record<string, string> = {
  retry: 'Check your spam folder or <retry>try again</retry>.',
  two: '<first>One</first> and <second>two</second>',
  plain: 'No tags here',
  unknown: 'Keep <missing>the text</missing>',
};
const t: TranslateFn = (key) => strings[key] ?? key;

describe('Trans', () => {
  it('renders a named tag as its component around the inner text', () => {
    const { container } = render(<Trans t={t} i18nKey="retry" components={{ retry: <a href="/again" className="link" /> }} />);
    expect(container).toHaveTextContent('Check your spam folder or try again.');
    const link = screen.getByRole('link', { name: 'try again' });
    expect(link).toHaveAttribute('href', '/again');
    expect(link).toHaveClass('link');
  });

  it('renders several tags, a string without tags, and the text of a tag without a component', () => {
    const { container, rerender } = render(<Trans t={t} i18nKey="two" components={{ first: <b />, second: <i /> }} />);
    expect(container.innerHTML).toBe('<b>One</b> and <i>two</i>');
    rerender(<Trans t={t} i18nKey="plain" components={{}} />);
    expect(container.innerHTML).toBe('No tags here');
    rerender(<Trans t={t} i18nKey="unknown" components={{}} />);
    expect(container.innerHTML).toBe('Keep the text');
  });
});
