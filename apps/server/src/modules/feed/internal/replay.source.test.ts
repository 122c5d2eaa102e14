import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBook } from './book.ts';
import { createFeedService } from './feed.service.ts';
import { createReplaySource, parseReplay } from './replay.source.ts';

const SAMPLE = readFileSync(new URL('../testing/replay-sample.jsonl', import.meta.url), 'utf8');
const START = Date.UTC(2026, 10, 24, 12);

describe('decision 012: the replay source (docs/feed-format.md)', () => {
  it('decision 012: replays the recorded sample into the hot state: line, live, suspension, result', () => {
    const source = createReplaySource({ text: SAMPLE, tickMs: 0 });
    const book = createBook();
    source.subscribe((batch) => book.apply(batch));
    source.start(START);
    const service = createFeedService(book);

    expect(service.sportsList('en')).toEqual([
      { sportId: 1, nameEng: 'Football', name: 'Football' },
      { sportId: 2999, nameEng: 'Long-term bets', name: 'Long-term bets' },
    ]);
    expect(service.lineEvents({}, START).map((e) => e.id)).toEqual([900002, 900001]);
    // Times in the file are relative: the match starts a minute after the replay.
    expect(service.event(900001, 'ru')!.startsAt).toBe(new Date(START + 60_000).toISOString());
    expect(service.event(900001, 'ru')!.home!.name).toBe('Арсенал');
    expect(book.getSelection(900001, 'ft.1x2', 'home')).toEqual({ price: 2100, version: 1, open: true });

    source.advanceTo(START + 120_000);
    expect(service.liveEvents({}, START + 120_000).map((e) => e.id)).toEqual([900001]);
    expect(book.getSelection(900001, 'ft.1x2', 'home')).toEqual({ price: 2100, version: 2, open: false });

    source.advanceTo(START + 160_000);
    // Version 3 stands; the repeated version 2 after it was ignored.
    expect(book.getSelection(900001, 'ft.1x2', 'home')).toEqual({ price: 1450, version: 3, open: true });

    source.advanceTo(START + 240_000);
    expect(source.remaining).toBe(0);
    const detail = service.event(900001, 'en')!;
    expect(detail.status).toBe('finished');
    expect(detail.live!.score).toEqual([2, 1]);
    expect(detail.markets.every((m) => m.status === 'settled' && m.version === 4 && m.outcomes.every((o) => !o.open))).toBe(true);
    expect(detail.result!.markets.map((m) => m.key).sort()).toEqual(detail.markets.map((m) => m.key).sort());
    expect(book.getSelection(900001, 'ft.1x2', 'home')!.open).toBe(false);
    const day = new Date(START).toISOString().slice(0, 10);
    expect(service.results(day, undefined, 'en').events.map((e) => e.id)).toEqual([900001]);
    // A late subscriber catches up from the snapshot.
    const late = createBook();
    late.apply(source.snapshot());
    expect(late.getSelection(900001, 'ft.total:2.5', 'over')).toEqual(book.getSelection(900001, 'ft.total:2.5', 'over'));
  });

  it('decision 012: a bad line is refused with its number', () => {
    expect(() => parseReplay('{"type":"sport","at":0,"sport":{"id":1}}\n')).toThrow(/replay line 1/);
    expect(() => parseReplay('# comment\n\nnot json')).toThrow(/replay line 3: not JSON/);
    expect(() => parseReplay('{"type":"markets","at":0,"eventId":1,"markets":[{"key":"x","group":"main","status":"open","version":1,"outcomes":[{"key":"a","price":1000,"open":true}]}]}')).toThrow(/price/);
  });
});
