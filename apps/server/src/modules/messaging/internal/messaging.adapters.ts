import nodemailer from 'nodemailer';

/**
 * An SMS gateway. None ships with Wager: an operator plugs one in (an HTTP call to their provider)
 * through `createMessagingModule({ smsProvider })`. Without one, SMS are only kept in the outbox.
 * `send` resolves once the gateway accepted the message and rejects when it did not.
 */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** What happened to a message handed to a channel. */
export type DeliveryOutcome = 'sent' | 'kept';

export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

/** One channel's delivery: 'sent' when handed over, 'kept' when there is no transport; throws on failure. */
export interface ChannelAdapter {
  /** How the message leaves, for logs: smtp, sms-provider, outbox-only. */
  readonly transport: string;
  deliver(message: OutgoingMessage): Promise<DeliveryOutcome>;
}

/** No transport configured: the message stays in the outbox (and the development outbox page). */
export const outboxOnlyAdapter: ChannelAdapter = {
  transport: 'outbox-only',
  async deliver() {
    return 'kept';
  },
};

export function smsProviderAdapter(provider: SmsProvider): ChannelAdapter {
  return {
    transport: 'sms-provider',
    async deliver(message) {
      await provider.send(message.recipient, message.body);
      return 'sent';
    },
  };
}

/**
 * E-mail through SMTP (smtp://user:pass@host:port, smtps:// for implicit TLS). A connection per
 * message; short timeouts, because a caller waits for the attempt.
 */
export function smtpEmailAdapter(smtpUrl: string, from: string): ChannelAdapter {
  // Settings in the URL's query (?connectionTimeout=…) override these.
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    transport: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ to: message.recipient, subject: message.subject ?? '', text: message.body });
      return 'sent';
    },
  };
}
