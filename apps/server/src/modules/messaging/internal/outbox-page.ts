import type { OutboxMessage } from '@wager/contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and quoted attribute values: nothing a message holds can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function row(message: OutboxMessage): string {
  const status = message.sentAt
    ? `sent ${escapeHtml(message.sentAt)}`
    : message.lastError
      ? `failed: ${escapeHtml(message.lastError)}`
      : 'kept (no transport)';
  const toLink = `/dev/outbox?to=${encodeURIComponent(message.recipient)}`;
  return `<tr>
<td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time></td>
<td>${escapeHtml(message.channel)}</td>
<td><a href="${escapeHtml(toLink)}">${escapeHtml(message.recipient)}</a></td>
<td>${escapeHtml(message.purpose)}</td>
<td>${escapeHtml(message.subject ?? '')}</td>
<td><pre>${escapeHtml(message.body)}</pre></td>
<td>${status}</td>
</tr>`;
}

/** The development outbox: every message the site "sent", for developers (never served in production). */
export function renderOutboxPage(messages: readonly OutboxMessage[], filter: { to?: string | undefined }): string {
  const to = filter.to ?? '';
  const rows = messages.length
    ? messages.map(row).join('\n')
    : '<tr><td colspan="7">No messages.</td></tr>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Outbox (development)</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; }
form { margin-bottom: 1rem; }
</style>
</head>
<body>
<h1>Outbox (development)</h1>
<p>The latest ${messages.length} messages, newest first. JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
<form method="get" action="/dev/outbox">
<label>Recipient <input name="to" value="${escapeHtml(to)}" size="40"></label>
<button type="submit">Filter</button>
<a href="/dev/outbox">All</a>
</form>
<table>
<thead><tr><th>Time</th><th>Channel</th><th>Recipient</th><th>Purpose</th><th>Subject</th><th>Body</th><th>Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
