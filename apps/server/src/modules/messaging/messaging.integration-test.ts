import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import type { OutboxMessage } from '@wager/contract';
import { installErrorHandling } from '../../platform/index.ts';
import { createMessagingModule, escapeHtml, type MessagingLogger, type SmsProvider } from './index.ts';
import { testDataSource } from '../../testing/test-data.ts';

interface LogLine {
  level: 'info' | 'warn';
  obj: object;
  msg: string;
}

function recordingLogger(lines: LogLine[]): MessagingLogger {
  return {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
}

async function appWith(routes: ReturnType<typeof createMessagingModule>['routes']): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(routes);
  await app.ready();
  return app;
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('messaging outbox without transports (development)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let messaging: ReturnType<typeof createMessagingModule>;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    messaging = createMessagingModule({ data: testDataSource(database), isProduction: false, log: recordingLogger(logs) });
    app = await appWith(messaging.routes);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('S1 §3, §7: an e-mail and an SMS are kept in the outbox and read back from /dev/outbox.json', async () => {
    const email = await messaging.service.send({
      channel: 'email',
      recipient: 'player@example.com',
      subject: 'Your account',
      body: 'Login 100000001, password s3cret-Pass',
      purpose: 'credentials',
    });
    const sms = await messaging.service.send({ channel: 'sms', recipient: '+79161234567', body: 'Code 123456', purpose: 'sms_login' });
    expect(sms.id).toBeGreaterThan(email.id);

    const response = await app.inject({ url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = response.json() as { messages: OutboxMessage[] };
    expect(messages.map((m) => m.id)).toEqual([sms.id, email.id]);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: '+79161234567', subject: null, body: 'Code 123456', purpose: 'sms_login', sentAt: null, lastError: null });
    expect(messages[1]).toMatchObject({ channel: 'email', recipient: 'player@example.com', subject: 'Your account', purpose: 'credentials', sentAt: null, lastError: null });
    expect(Number.isNaN(Date.parse(messages[1]!.createdAt))).toBe(false);

    // No transport: each message is logged, with its body outside production.
    expect(logs.filter((l) => l.msg.includes('kept in the outbox')).map((l) => (l.obj as { body?: string }).body)).toEqual([
      'Login 100000001, password s3cret-Pass',
      'Code 123456',
    ]);
  });

  it('S1 §7: /dev/outbox.json filters by recipient, purpose and limit', async () => {
    await messaging.service.send({ channel: 'sms', recipient: '+79160000001', body: 'Code 111111', purpose: 'phone_registration' });
    await messaging.service.send({ channel: 'sms', recipient: '+79160000001', body: 'Code 222222', purpose: 'sms_login' });
    await messaging.service.send({ channel: 'sms', recipient: '+79160000002', body: 'Code 333333', purpose: 'sms_login' });

    const byRecipient = (await app.inject({ url: '/dev/outbox.json?to=%2B79160000001' })).json() as { messages: OutboxMessage[] };
    expect(byRecipient.messages.map((m) => m.body)).toEqual(['Code 222222', 'Code 111111']);
    const both = (await app.inject({ url: '/dev/outbox.json?to=%2B79160000001&purpose=phone_registration' })).json() as { messages: OutboxMessage[] };
    expect(both.messages.map((m) => m.body)).toEqual(['Code 111111']);
    const latest = (await app.inject({ url: '/dev/outbox.json?purpose=sms_login&limit=1' })).json() as { messages: OutboxMessage[] };
    expect(latest.messages.map((m) => m.body)).toEqual(['Code 333333']);
    // An empty filter is no filter.
    const all = (await app.inject({ url: '/dev/outbox.json?to=&purpose=' })).json() as { messages: OutboxMessage[] };
    expect(all.messages.length).toBe(5);
    expect((await messaging.service.latest({ recipient: '+79160000002' })).map((m) => m.body)).toEqual(['Code 333333']);
  });

  it.each([['limit=0'], ['limit=101'], ['limit=ten']])('a bad query (%s) is a 400 with a structured error', async (query) => {
    const response = await app.inject({ url: `/dev/outbox.json?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('GET /dev/outbox lists the messages as an HTML page and escapes what they hold', async () => {
    await messaging.service.send({
      channel: 'email',
      recipient: 'evil"><img src=x onerror=alert(1)>@example.com',
      subject: '<b>bold</b> & co',
      body: 'Hello <script>alert("x")</script> world',
      purpose: 'password_reset',
    });
    const response = await app.inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; world');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; co');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('Code 123456');
    expect(html).toContain('+79161234567');
    expect(html).toContain('password_reset');
  });

  it('GET /dev/outbox?to= shows one recipient’s messages and keeps the filter value escaped', async () => {
    const page = (await app.inject({ url: '/dev/outbox?to=%2B79160000002' })).body;
    expect(page).toContain('Code 333333');
    expect(page).not.toContain('Code 222222');
    expect(page).toContain('value="+79160000002"');

    const injected = (await app.inject({ url: `/dev/outbox?to=${encodeURIComponent('"><script>alert(1)</script>')}` })).body;
    expect(injected).not.toContain('<script>');
    expect(injected).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(injected).toContain('No messages.');
  });

  it('a production build serves the development outbox only when explicitly opted in (browser tests)', async () => {
    const optedIn = createMessagingModule({ data: testDataSource(database), isProduction: true, exposeDevOutbox: true, log: recordingLogger([]) });
    const optedInApp = await appWith(optedIn.routes);
    try {
      const response = await optedInApp.inject({ url: '/dev/outbox.json?to=%2B79161234567' });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { messages: OutboxMessage[] }).messages[0]?.body).toBe('Code 123456');
    } finally {
      await optedInApp.close();
    }
  });

  it('escapeHtml neutralises every markup character', () => {
    expect(escapeHtml(`<a href='x' title="y">&</a>`)).toBe('&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('in production the development outbox does not exist (404) and bodies stay out of the logs', async () => {
    const lines: LogLine[] = [];
    const production = createMessagingModule({ data: testDataSource(database), isProduction: true, log: recordingLogger(lines) });
    const prodApp = await appWith(production.routes);
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox?to=x']) {
        const response = await prodApp.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      await production.service.send({ channel: 'sms', recipient: '+79160000003', body: 'Code 444444', purpose: 'sms_login' });
      expect(lines).toHaveLength(1);
      expect(JSON.stringify(lines[0])).not.toContain('444444');
      expect(JSON.stringify(lines[0])).not.toContain('+79160000003');
    } finally {
      await prodApp.close();
    }
  });
});

describe('messaging delivery', () => {
  let database: DatabaseHandle;
  const silent: MessagingLogger = { info() {}, warn() {} };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('e-mail over a real SMTP server', () => {
    let smtp: SMTPServer;
    let port: number;
    const received: { from: string | undefined; to: string[]; raw: string }[] = [];

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        // Plain SMTP on loopback: no STARTTLS with the library's published test certificate.
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    });

    it('S1 §3: an e-mail (credentials, save option 2) reaches the SMTP server and the row gets sentAt', async () => {
      const messaging = createMessagingModule({
        data: testDataSource(database),
        smtpUrl: `smtp://127.0.0.1:${port}`,
        isProduction: false,
        mailFrom: 'Wager <no-reply@wager.test>',
        log: silent,
      });
      const { id } = await messaging.service.send({
        channel: 'email',
        recipient: 'player@example.com',
        subject: 'Your Wager account',
        body: 'Login 100000001, password s3cret-Pass',
        purpose: 'credentials',
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('no-reply@wager.test');
      expect(received[0]!.to).toEqual(['player@example.com']);
      expect(received[0]!.raw).toContain('Subject: Your Wager account');
      expect(received[0]!.raw).toContain('Login 100000001, password s3cret-Pass');

      const [row] = await messaging.service.latest({ recipient: 'player@example.com' });
      expect(row?.id).toBe(id);
      expect(row?.sentAt).not.toBeNull();
      expect(row?.lastError).toBeNull();
    });

    it('S1 §7: with SMTP configured, SMS still stay in the outbox until an operator plugs in a gateway', async () => {
      const messaging = createMessagingModule({ data: testDataSource(database), smtpUrl: `smtp://127.0.0.1:${port}`, isProduction: false, log: silent });
      await messaging.service.send({ channel: 'sms', recipient: '+79165550000', body: 'Code 654321', purpose: 'sms_login' });
      const [row] = await messaging.service.latest({ recipient: '+79165550000' });
      expect(row).toMatchObject({ body: 'Code 654321', sentAt: null, lastError: null });
    });
  });

  it('a delivery failure (SMTP port closed) does not throw: the row stays with lastError for a retry', async () => {
    const lines: LogLine[] = [];
    const messaging = createMessagingModule({
      data: testDataSource(database),
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      isProduction: false,
      log: recordingLogger(lines),
    });
    const { id } = await messaging.service.send({ channel: 'email', recipient: 'nobody@example.com', subject: 'Reset', body: 'Code 000000', purpose: 'password_reset' });
    const [row] = await messaging.service.latest({ recipient: 'nobody@example.com' });
    expect(row?.id).toBe(id);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.some((l) => l.level === 'warn' && l.msg.includes('delivery failed'))).toBe(true);
  });

  it('S1 §7: an operator’s SMS gateway delivers SMS (sentAt set); its failure is kept as lastError', async () => {
    const delivered: { to: string; text: string }[] = [];
    let failing = false;
    const gateway: SmsProvider = {
      async send(to, text) {
        if (failing) throw new Error('gateway said 503');
        delivered.push({ to, text });
      },
    };
    const messaging = createMessagingModule({ data: testDataSource(database), isProduction: false, smsProvider: gateway, log: silent });
    await messaging.service.send({ channel: 'sms', recipient: '+79167770001', body: 'Code 101010', purpose: 'sms_login' });
    failing = true;
    await messaging.service.send({ channel: 'sms', recipient: '+79167770002', body: 'Code 202020', purpose: 'sms_login' });

    expect(delivered).toEqual([{ to: '+79167770001', text: 'Code 101010' }]);
    const [sent] = await messaging.service.latest({ recipient: '+79167770001' });
    const [failed] = await messaging.service.latest({ recipient: '+79167770002' });
    expect(sent?.sentAt).not.toBeNull();
    expect(failed).toMatchObject({ sentAt: null, lastError: 'gateway said 503' });
  });
  it('decision 007: the retry worker sends a failed message again once due, with waits doubling; after 8 tries it gives up', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    let failing = true;
    const delivered: string[] = [];
    const gateway: SmsProvider = {
      async send(to) {
        if (failing) throw new Error('gateway down');
        delivered.push(to);
      },
    };
    // A database of its own: other tests' failed rows would be due on this clock too.
    const own = await createTestDatabase();
    onTestFinished(() => own.close());
    const messaging = createMessagingModule({ data: testDataSource(own), isProduction: false, smsProvider: gateway, log: silent, nowMs: () => clock });
    await messaging.service.send({ channel: 'sms', recipient: '+79167770010', body: 'Code 303030', purpose: 'sms_login' });

    // Not due yet: nothing is tried.
    expect(await messaging.service.retryDue()).toEqual({ tried: 0, sent: 0 });
    clock += 30_000;
    expect(await messaging.service.retryDue()).toEqual({ tried: 1, sent: 0 });
    // The second failure waits 60 s, not 30.
    clock += 30_000;
    expect((await messaging.service.retryDue()).tried).toBe(0);
    clock += 30_000;
    failing = false;
    expect(await messaging.service.retryDue()).toEqual({ tried: 1, sent: 1 });
    expect(delivered).toEqual(['+79167770010']);
    const [row] = await messaging.service.latest({ recipient: '+79167770010' });
    expect(row).toMatchObject({ lastError: null });
    expect(row?.sentAt).not.toBeNull();
    // Sent is final: never tried again.
    clock += 3_600_000;
    expect((await messaging.service.retryDue()).tried).toBe(0);

    failing = true;
    await messaging.service.send({ channel: 'sms', recipient: '+79167770011', body: 'Code 404040', purpose: 'sms_login' });
    let tries = 1;
    for (let pass = 0; pass < 20; pass++) {
      clock += 3_600_000;
      tries += (await messaging.service.retryDue()).tried;
    }
    expect(tries).toBe(8);
    const [given] = await messaging.service.latest({ recipient: '+79167770011' });
    expect(given).toMatchObject({ sentAt: null, lastError: 'gateway down' });
  });
});
