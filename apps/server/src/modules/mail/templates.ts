import type { Mail } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your SalesPulse password',
    text: [
      `Hello ${name},`,
      '',
      'We received a request to reset the password of your SalesPulse account.',
      `Open this link to create a new password (valid for 1 hour, usable once):`,
      link,
      '',
      'If you did not ask for this, you can ignore this letter: your password stays unchanged.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p><p>We received a request to reset the password of your SalesPulse account.</p><p><a href="${escapeHtml(link)}">Create a new password</a> (valid for 1 hour, usable once).</p><p>If you did not ask for this, you can ignore this letter: your password stays unchanged.</p>`,
  };
}
