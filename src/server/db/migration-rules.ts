// Expand/contract: during a rolling upgrade the previous release keeps running on the schema this release
// migrates to, so a migration may add but never take away or change what that release still reads or
// writes. Each statement that would break it is named here; the migrations test fails on one. The contract
// step (the drop, a release later) is allowed by a comment line `-- contract: <why nothing reads it now>`
// just before the statement: a visible, reviewed choice (docs/decisions/0013-upgrades-without-downtime.md).

export type Breaking = { statement: string; why: string };

const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /\bdrop\s+table\b/i, why: 'drops a table the previous release may still read' },
  { pattern: /\bdrop\s+column\b/i, why: 'drops a column the previous release may still read or write' },
  { pattern: /\brename\b/i, why: 'renames what the previous release names by its old name' },
  {
    pattern: /\balter\s+column\s+"?\w+"?\s+(set\s+data\s+)?type\b/i,
    why: 'changes a column type the previous release reads and writes',
  },
  {
    pattern: /\bset\s+not\s+null\b/i,
    why: 'makes a column NOT NULL that the previous release may leave empty',
  },
  {
    pattern: /\bdrop\s+(materialized\s+view|view|type|function|schema)\b/i,
    why: 'drops an object the previous release may still use',
  },
];

/** A table created in the same migration may be shaped freely: no release has read it yet. */
function createdTables(sql: string): Set<string> {
  return new Set(
    [...sql.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?/gi)].map((m) => m[1]!),
  );
}

/** The statements of one migration that would break the release before it, each with why. */
export function breakingStatements(sql: string): Breaking[] {
  const fresh = createdTables(sql);
  const found: Breaking[] = [];
  // drizzle-kit separates statements with a breakpoint comment; hand-written ones end with ';'.
  const chunks = sql.split(/-->\s*statement-breakpoint/).flatMap((chunk) => chunk.split(/;\s*\n/));
  for (const chunk of chunks) {
    const lines = chunk.split('\n');
    const code = lines
      .filter((line) => !line.trim().startsWith('--'))
      .join('\n')
      .trim();
    if (!code) continue;
    const contract = lines.some((line) => /^\s*--\s*contract:\s*\S/i.test(line));
    if (contract) continue;
    const table = code.match(/^alter\s+table\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/i)?.[1];
    for (const rule of RULES) {
      if (rule.pattern.test(code) && !(table && fresh.has(table))) {
        found.push({ statement: code.replace(/\s+/g, ' ').slice(0, 160), why: rule.why });
      }
    }
    const addsRequired =
      /\badd\s+column\b/i.test(code) && /\bnot\s+null\b/i.test(code) && !/\bdefault\b/i.test(code);
    if (addsRequired && !(table && fresh.has(table))) {
      found.push({
        statement: code.replace(/\s+/g, ' ').slice(0, 160),
        why: 'adds a NOT NULL column without a default: the previous release inserts rows without it',
      });
    }
  }
  return found;
}
