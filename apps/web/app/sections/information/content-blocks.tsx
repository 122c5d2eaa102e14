import type { ContentBlock } from '@wager/contract';

/** Only these link kinds are rendered as links; anything else in operator-edited content stays text. */
const SAFE_HREF = /^(mailto:|tel:|https:\/\/)/;

/**
 * The body of an information page or rule chapter (S0 §2.2): structured blocks rendered as text
 * nodes only, never as HTML, so operator-edited content cannot inject markup or script.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  const groups: (ContentBlock | Extract<ContentBlock, { type: 'contact' }>[])[] = [];
  // Neighbouring contacts form one definition list.
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.type === 'contact' && Array.isArray(last)) last.push(block);
    else groups.push(block.type === 'contact' ? [block] : block);
  }
  return (
    <div className="space-y-4 leading-relaxed">
      {groups.map((block, index) => {
        if (Array.isArray(block)) return <ContactList key={index} contacts={block} />;
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={index} className="pt-3 text-lg font-bold tracking-tight">
                {block.text}
              </h2>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-muted">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}

function ContactList({ contacts }: { contacts: Extract<ContentBlock, { type: 'contact' }>[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-surface-2 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {contacts.map((contact, index) => (
        <div key={index} className="contents">
          <dt className="text-sm text-muted">{contact.label}</dt>
          <dd className="font-semibold break-words">
            {contact.href && SAFE_HREF.test(contact.href) ? (
              <a href={contact.href} className="text-accent-text hover:underline">
                {contact.value}
              </a>
            ) : (
              contact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
