// An earlier release's code, runnable beside this one: the upgrade tests start it as a server process
// (test/server-process.ts) on a database that this release then migrates. Taken from git history by its
// commit (`git archive`, no work tree to tidy), so a fresh clone with full history needs nothing else; the
// local tag `upgrade-base` names the same commit for people (docs/decisions/0013-upgrades-without-downtime.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { THIS_CHECKOUT } from './server-process.ts';

/**
 * The release that upgrades are tested from: schema 0031_handover_signer, with signing requests, several
 * signers and sealing, and the same dependencies as this release (its node_modules serves both). Move it
 * forward when an older one is no longer worth upgrading from.
 */
export const UPGRADE_BASE = 'b727c6c9a7ba2e9896663ed017f5cd5bb70bbb82';
export const UPGRADE_BASE_SCHEMA = '0031_handover_signer';

const THIS_MODULES = path.join(THIS_CHECKOUT, 'node_modules');

/**
 * A folder kept from an earlier run may link to the node_modules of a checkout since deleted (a CI clone);
 * point it at this one's. A new link is renamed over the old so that a process starting beside sees one or
 * the other, never none.
 */
function withThisCheckoutsModules(folder: string): string {
  const link = path.join(folder, 'node_modules');
  if (readLinkOrNull(link) === THIS_MODULES) return folder;
  const fresh = `${link}.${process.pid}`;
  rmSync(fresh, { force: true });
  symlinkSync(THIS_MODULES, fresh);
  renameSync(fresh, link);
  return folder;
}

function readLinkOrNull(link: string): string | null {
  try {
    return readlinkSync(link);
  } catch {
    return null;
  }
}

/** The code of `commit` in a folder of its own (kept between runs), with this checkout's node_modules. */
export function earlierRelease(commit = UPGRADE_BASE): string {
  const folder = path.join(os.tmpdir(), `d2s-release-${commit.slice(0, 12)}`);
  if (existsSync(path.join(folder, 'src/server/main.ts'))) return withThisCheckoutsModules(folder);
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const archive = execFileSync('git', ['-C', THIS_CHECKOUT, 'archive', '--format=tar', commit], {
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', partial], { input: archive });
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(
      `the release ${commit} is not in this clone's history (a shallow clone?): fetch it with git fetch --unshallow. ${(error as Error).message}`,
    );
  }
  symlinkSync(THIS_MODULES, path.join(partial, 'node_modules'));
  // Its server serves the built web app; its pages are not what these tests look at.
  mkdirSync(path.join(partial, 'dist/client'), { recursive: true });
  writeFileSync(path.join(partial, 'dist/client/index.html'), '<!doctype html><div id="root"></div>');
  try {
    renameSync(partial, folder);
  } catch {
    // Another test process made it meanwhile.
    rmSync(partial, { recursive: true, force: true });
  }
  return folder;
}
