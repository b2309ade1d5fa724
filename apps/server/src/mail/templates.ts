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

export function invitationMail(to: string, inviterName: string, projectName: string, link: string): Mail {
  return {
    to,
    subject: `${inviterName} invited you to ${projectName} on SalesPulse`,
    text: [
      'Hello,',
      '',
      `${inviterName} has invited you to join the ${projectName} team on SalesPulse.`,
      'Open this link to accept (valid for 7 days):',
      link,
      '',
      'If you do not have an account yet, register with this e-mail address first.',
    ].join('\n'),
    html: `<p>Hello,</p><p>${escapeHtml(inviterName)} has invited you to join the <b>${escapeHtml(projectName)}</b> team on SalesPulse.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for 7 days).</p><p>If you do not have an account yet, register with this e-mail address first.</p>`,
  };
}

export type LeadMailFacts = {
  name: string;
  dealTitle: string;
  projectName: string;
  /** The deal in the CRM, when the source sent a link. */
  link: string | null;
  /** Why the lead went to them (the decision log's summary). */
  reason: string | null;
  reassigned: boolean;
};

export function leadAssignedMail(to: string, facts: LeadMailFacts): Mail {
  // The link comes from the CRM's data: only web addresses become links in a mail.
  const lead = { ...facts, link: facts.link && /^https?:\/\//i.test(facts.link) ? facts.link : null };
  const intro = lead.reassigned
    ? `A lead of ${lead.projectName} has been reassigned to you: ${lead.dealTitle}.`
    : `A new lead of ${lead.projectName} has been assigned to you: ${lead.dealTitle}.`;
  const why = lead.reason ? `Reason: ${lead.reason.replace(/\.$/, '')}.` : null;
  return {
    to,
    subject: `New lead: ${lead.dealTitle}`,
    text: [
      `Hello ${lead.name},`,
      '',
      intro,
      ...(lead.link ? ['Open it in your CRM:', lead.link] : []),
      ...(why ? ['', why] : []),
      '',
      'Speed matters: call while the lead is fresh.',
      'You get these e-mails because you turned them on in your SalesPulse personal settings.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(lead.name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      lead.link ? `<p><a href="${escapeHtml(lead.link)}">Open the deal in your CRM</a></p>` : '',
      why ? `<p>${escapeHtml(why)}</p>` : '',
      '<p>Speed matters: call while the lead is fresh.</p>',
      '<p>You get these e-mails because you turned them on in your SalesPulse personal settings.</p>',
    ].join(''),
  };
}
