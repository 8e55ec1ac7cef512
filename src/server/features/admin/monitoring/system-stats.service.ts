// The control center's top cards: the machine's CPU, memory and disk use, the app's
// uptime, and the platform's figures from the database.
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { SystemStats } from '../../../../shared/admin/admin-control-center.schema.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { allFor } from '../../../lib/fresh-cache.ts';
import { databaseFigures } from './system-stats.repo.ts';

type CpuSample = { idle: number; total: number };

function cpuSample(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

// CPU use is the busy share of the time between two samples: the previous call's and this one's. The first
// call (or one after a long gap) compares against a sample taken a quarter second earlier.
let lastSample: { at: number; sample: CpuSample } | null = null;
const SAMPLE_GAP_MS = 250;
const SAMPLE_STALE_MS = 5 * 60_000;

async function cpuPercent(): Promise<number> {
  if (!lastSample || Date.now() - lastSample.at > SAMPLE_STALE_MS) {
    lastSample = { at: Date.now(), sample: cpuSample() };
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
  }
  const now = cpuSample();
  const idle = now.idle - lastSample.sample.idle;
  const total = now.total - lastSample.sample.total;
  lastSample = { at: Date.now(), sample: now };
  return total > 0 ? percent(1 - idle / total) : 0;
}

const percent = (share: number) => Math.round(Math.min(Math.max(share, 0), 1) * 1000) / 10;

/** Memory in use: what the kernel cannot hand out at once (os.freemem reads MemAvailable on Linux). */
const memoryPercent = () => percent(1 - os.freemem() / os.totalmem());

/** The disk that holds the data directory (the embedded database and stored files), as `df` counts it. */
async function diskPercent(dataDir: string): Promise<number> {
  const fs = await statfs(dataDir);
  const used = fs.blocks - fs.bfree;
  const usable = used + fs.bavail;
  return usable > 0 ? percent(used / usable) : 0;
}

// Every open control center asks every 30 s; over a million signing requests the counts take a moment, so
// they are kept by the app's freshness rule (lib/fresh-cache.ts): after any change, or FIGURES_FRESH_MS,
// the next call answers the kept figures and one recount runs behind, shared by every caller.
const FIGURES_FRESH_MS = 5000;
// Only what the figures count (users, requests, documents, customers) marks them stale.
const FIGURES = {
  onChange: 'refresh' as const,
  refreshAfterMs: FIGURES_FRESH_MS,
  touchedBy: allFor('users', 'requests', 'documents', 'customers'),
};
type Figures = Awaited<ReturnType<typeof databaseFigures>>;

export async function systemStats(
  ctx: Pick<AppDeps, 'db' | 'config' | 'freshness'>,
  unresolvedErrors: () => Promise<number>,
): Promise<Omit<SystemStats, 'lastBackup'>> {
  const [figures, cpuUsage, diskUsage, errorCount] = await Promise.all([
    ctx.freshness.cache<Figures>('admin-system-figures', FIGURES).read('', () => databaseFigures(ctx.db)),
    cpuPercent(),
    diskPercent(ctx.config.dataDir),
    unresolvedErrors(),
  ]);
  return {
    ...figures,
    errorCount,
    cpuUsage,
    memoryUsage: memoryPercent(),
    diskUsage,
    systemUptime: Math.round(process.uptime()),
  };
}
