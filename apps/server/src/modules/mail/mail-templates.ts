import { PRODUCT_NAME } from '@marketplace/contract';
import type { OutgoingMail } from './mail-transport.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

type Letter = {
  to: string;
  subject: string;
  /** Who it greets ("Hi Clara,"). */
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why they got it, in small print at the end. */
  footnote: string;
  headers?: Record<string, string>;
  /**
   * A one-click unsubscribe address for this kind of mail: linked under the footnote and
   * announced in the `List-Unsubscribe` headers (RFC 8058), so mail clients offer it too.
   */
  unsubscribe?: string;
};

/**
 * Every mail has a plain-text and an HTML part with the product's name and look: the violet
 * of the app, one button, and the link written out as well for mail readers without HTML.
 */
export const letter = ({
  to,
  subject,
  name,
  paragraphs,
  action,
  footnote,
  headers,
  unsubscribe,
}: Letter): OutgoingMail => {
  const text = [
    `Hi ${name},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— ${PRODUCT_NAME}`,
    '',
    footnote,
    ...(unsubscribe ? [`Unsubscribe: ${unsubscribe}`] : []),
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#64748b">Or open this link: <a href="${escapeHtml(action.url)}" style="color:#6d28d9">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Inter,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="font-size:20px;font-weight:700;color:#6d28d9;margin:0 0 24px">${escapeHtml(PRODUCT_NAME)}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
</div>
<p style="font-size:12px;color:#64748b;margin:16px 0 0">${escapeHtml(footnote)}${unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}" style="color:#6d28d9">Unsubscribe</a>` : ''}</p>
</div></body></html>`;
  const listHeaders: Record<string, string> = unsubscribe
    ? {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { to, subject, text, html, headers: { ...headers, ...listHeaders } };
};
