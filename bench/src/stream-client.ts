import { connect, type Socket } from 'node:net';

/**
 * A child process of the stream benchmark holding thousands of SSE connections on raw sockets (no
 * HTTP client objects: one socket and a few numbers per subscriber). It counts each `update` after
 * the first (the snapshot) and keeps a histogram of now − `at` in whole milliseconds: the time from
 * the source's publish in the server to the receipt here, on the same machine's clock.
 */

export type StreamClientCommand =
  | { type: 'open'; port: number; queries: string[]; concurrency: number }
  | { type: 'measure'; on: boolean }
  | { type: 'close' };

export type StreamClientReport =
  | { type: 'opened'; open: number; failed: number; ms: number }
  | { type: 'measured'; histogram: number[]; messages: number; snapshots: number; closed: number; cpuMicros: number };

const HISTOGRAM_MS = 10_000;
const MARK = '{"at":';

interface Client {
  socket: Socket;
  tail: string;
  seenSnapshot: boolean;
}

const clients: Client[] = [];
let histogram = new Uint32Array(HISTOGRAM_MS + 1);
let messages = 0;
let measuring = false;
let closed = 0;
let cpuAtStart = process.cpuUsage();
const send = (report: StreamClientReport) => process.send?.(report);

function onData(client: Client, chunk: string, onSnapshot: () => void): void {
  const now = Date.now();
  const text = client.tail + chunk;
  let from = 0;
  for (;;) {
    const found = text.indexOf(MARK, from);
    if (found < 0) break;
    let end = found + MARK.length;
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    if (end === text.length) break; // the number may go on in the next chunk
    const at = Number(text.slice(found + MARK.length, end));
    from = end;
    if (!client.seenSnapshot) {
      client.seenSnapshot = true;
      onSnapshot();
      continue;
    }
    if (!measuring) continue;
    messages++;
    histogram[Math.min(HISTOGRAM_MS, Math.max(0, now - at))]!++;
  }
  // Keep what may hold the start of a mark cut by the packet boundary.
  const keepFrom = from > text.length - 32 ? from : text.length - 32;
  client.tail = text.slice(Math.max(0, keepFrom));
}

async function open(port: number, queries: string[], concurrency: number): Promise<void> {
  const started = Date.now();
  let failed = 0;
  let next = 0;
  await new Promise<void>((resolve) => {
    let inFlight = 0;
    let done = 0;
    const finishOne = () => {
      inFlight--;
      done++;
      if (done === queries.length) resolve();
      else pump();
    };
    const pump = () => {
      while (inFlight < concurrency && next < queries.length) {
        const query = queries[next++]!;
        inFlight++;
        let settled = false;
        const settle = (ok: boolean) => {
          if (settled) return;
          settled = true;
          if (!ok) failed++;
          finishOne();
        };
        const socket = connect({ port, host: '127.0.0.1' });
        socket.setEncoding('latin1');
        const client: Client = { socket, tail: '', seenSnapshot: false };
        socket.on('connect', () => socket.write(`GET /bff-api/live/stream?ids=${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`));
        socket.on('data', (chunk: string) => onData(client, chunk, () => settle(true)));
        socket.on('error', () => settle(false));
        socket.on('close', () => {
          closed++;
          settle(false);
        });
        clients.push(client);
      }
    };
    pump();
  });
  send({ type: 'opened', open: queries.length - failed, failed, ms: Date.now() - started });
}

process.on('message', (command: StreamClientCommand) => {
  switch (command.type) {
    case 'open':
      void open(command.port, command.queries, command.concurrency);
      break;
    case 'measure':
      if (command.on) {
        histogram = new Uint32Array(HISTOGRAM_MS + 1);
        messages = 0;
        cpuAtStart = process.cpuUsage();
        measuring = true;
      } else {
        measuring = false;
        const cpu = process.cpuUsage(cpuAtStart);
        send({ type: 'measured', histogram: [...histogram], messages, snapshots: clients.filter((c) => c.seenSnapshot).length, closed, cpuMicros: cpu.user + cpu.system });
      }
      break;
    case 'close':
      for (const client of clients) client.socket.destroy();
      process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
