import type { EmailKind } from "@leadcoach/db";
import type { ApiConfig } from "../../config";

/** What an e-mail says; `renderEmail` lays it out as plain text and as HTML. */
export interface EmailContent {
  /** The line a mail client shows beside the subject in the inbox; hidden in the message itself. */
  preheader?: string;
  heading: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: string[];
  /** The one thing the reader should do, shown as a button and as the raw address. */
  action?: { label: string; url: string };
  /** Small print under the message, e.g. why the reader got it. */
  footnote?: string;
  /** A link under the small print that stops this kind of e-mail (a digest's unsubscribe page). */
  unsubscribe?: { label: string; url: string };
}

export interface RenderedEmail {
  text: string;
  html: string;
}

/** An e-mail to one reader, laid out; the outbox takes it with its `sendAfter` (`OutgoingEmail`). */
export interface ComposedEmail extends RenderedEmail {
  to: string;
  subject: string;
  kind: EmailKind;
}

/** An e-mail of this kind to `to`, under `subject`, saying the rest (laid out by `renderEmail`). */
export function composeEmail(
  config: ApiConfig,
  email: EmailContent & { to: string; subject: string; kind: EmailKind },
): ComposedEmail {
  const { to, subject, kind, ...content } = email;
  return { to, subject, kind, ...renderEmail(config, content) };
}

/** A name as it may stand in a subject or a greeting: on one line, whatever its owner typed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Escaped, with the paragraph's own line breaks kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

/**
 * Colours are set in pairs (text on its own background) on every block: a dark-mode client that
 * inverts or overrides some of them still ends up with light-on-dark or dark-on-light, never
 * dark-on-dark. The accent is mid-tone, so white on it reads in both schemes.
 */
const colours = {
  page: "#f4f5f7",
  card: "#ffffff",
  text: "#1f2933",
  muted: "#52606d",
  accent: "#1c5fb8",
  onAccent: "#ffffff",
  rule: "#d9dee3",
};
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Lays out a transactional e-mail twice: a plain-text part (the address of the action on its own
 * line, so any client can open it) and an HTML part with inline styles only and nothing fetched from
 * elsewhere (no images, no web fonts), since many clients strip `<style>` and block remote content.
 * Every piece of text is escaped: names and comments typed by users end up in these messages.
 */
export function renderEmail(config: ApiConfig, content: EmailContent): RenderedEmail {
  const product = config.mail.productName;
  for (const link of [content.action, content.unsubscribe]) {
    if (link && !/^https?:\/\//i.test(link.url)) {
      // A javascript: or data: address in a button is never what a caller meant.
      throw new Error("An e-mail action must be an http(s) address");
    }
  }
  return { text: renderText(product, content), html: renderHtml(product, content) };
}

function renderText(product: string, content: EmailContent): string {
  const blocks = [product, content.heading, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.footnote) blocks.push(content.footnote);
  if (content.unsubscribe) blocks.push(`${content.unsubscribe.label}:\n${content.unsubscribe.url}`);
  blocks.push(`-- \n${product}`);
  return `${blocks.join("\n\n")}\n`;
}

function renderHtml(product: string, content: EmailContent): string {
  const p = escapeHtml(product);
  const paragraphs = content.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;${font};font-size:16px;line-height:24px;color:${colours.text};">${htmlLines(text)}</p>`,
    )
    .join("\n");
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background-color:${colours.accent};" bgcolor="${colours.accent}">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;${font};font-size:16px;font-weight:600;line-height:20px;color:${colours.onAccent};background-color:${colours.accent};text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;${font};font-size:13px;line-height:20px;color:${colours.muted};">If the button does not work, copy this address into your browser:<br>
<a href="${escapeHtml(content.action.url)}" style="color:${colours.accent};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;${font};font-size:13px;line-height:20px;color:${colours.muted};">${htmlLines(content.footnote)}</p>`
    : "";
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:12px 0 0;${font};font-size:13px;line-height:20px;color:${colours.muted};"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:${colours.accent};">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : "";
  // The preheader is padded with zero-width joiners so clients do not fill the preview with body text.
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}${"&#8204;&nbsp;".repeat(40)}</div>`
    : "";

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.page};color:${colours.text};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colours.page};" bgcolor="${colours.page}">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:${colours.card};border:1px solid ${colours.rule};border-radius:8px;" bgcolor="${colours.card}">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${colours.rule};${font};font-size:18px;font-weight:700;color:${colours.accent};">${p}</td></tr>
<tr><td style="padding:28px;">
<h1 style="margin:0 0 20px;${font};font-size:22px;line-height:30px;font-weight:700;color:${colours.text};">${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}
${footnote}
${unsubscribe}
</td></tr>
</table>
<p style="margin:16px 0 0;${font};font-size:12px;line-height:18px;color:${colours.muted};">${p}</p>
</td></tr>
</table>
</body>
</html>
`;
}
