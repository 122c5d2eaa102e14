import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time used by the local PostgreSQL backends of one database, milliseconds, read from /proc
 * (Linux, the database on this machine). Backends are matched by their process title
 * ("postgres: user DB host(port) state"), so other databases' work on the same server is left out.
 * Null where /proc cannot tell (another OS, a remote database). A backend that exits between two
 * samples loses its time: sample while the pool that does the work is still open.
 */
export function databaseCpuSample(database: string): Map<number, number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  const ticksMs = 10; // USER_HZ is 100 on Linux.
  const sample = new Map<number, number>();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!title.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sample.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * ticksMs);
    } catch {
      // The process ended while we read it.
    }
  }
  return sample;
}

/** CPU ms the database's backends used between two samples (new backends count in full). */
export function databaseCpuBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after || after.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
