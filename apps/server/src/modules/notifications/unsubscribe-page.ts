import { PRODUCT_NAME, type TEmailCategory } from '@marketplace/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export const CATEGORY_TITLES: Record<TEmailCategory, string> = {
  messages: 'Chat messages',
  orders: 'Orders and contracts',
  proposals: 'Proposals',
  reviews: 'Reviews',
};

type Page = {
  title: string;
  lines: string[];
  /** A button that posts to `action` (turning the category back on, or off again). */
  form?: { action: string; label: string };
  /** Where the person manages every category once signed in. */
  settings?: string;
};

/**
 * The page an unsubscribe link opens: plain HTML from the server, so it works in any browser
 * a mail client opens, without the web app or a session, in the app's colours.
 */
export const unsubscribePage = ({ title, lines, form, settings }: Page) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Inter,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<main style="max-width:560px;margin:0 auto;padding:48px 16px">
<p style="font-size:20px;font-weight:700;color:#6d28d9;margin:0 0 24px">${escapeHtml(PRODUCT_NAME)}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p style="margin:0 0 12px;line-height:1.5;color:#334155">${escapeHtml(line)}</p>`).join('\n')}
${
  form
    ? `<form method="post" action="${escapeHtml(form.action)}" style="margin:20px 0 0">
<button type="submit" style="background:#6d28d9;color:#ffffff;border:0;padding:12px 20px;border-radius:8px;font-weight:600;font-size:15px;cursor:pointer">${escapeHtml(form.label)}</button>
</form>`
    : ''
}
${settings ? `<p style="margin:20px 0 0;font-size:14px"><a href="${escapeHtml(settings)}" style="color:#6d28d9;font-weight:600">Manage all your email settings</a></p>` : ''}
</div></main></body></html>`;
