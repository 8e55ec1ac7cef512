// Every migration keeps the previous release running (expand/contract, db/migration-rules.ts): during a
// rolling upgrade it serves on the schema the new release has just migrated.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';
import { breakingStatements } from './migration-rules.ts';

// Written before the rule, each dropping and re-creating its object in the same migration (a view's new
// columns, a function's new arguments): kept as they are, since installations have applied them.
const BEFORE_THE_RULE = new Set(['0015_dealer_crm_stats_sorted.sql', '0021_live_updates.sql']);

describe('migrations follow expand/contract', () => {
  it('no migration breaks the release before it, unless marked as a contract step', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(30);
    const breaking = files
      .filter((file) => !BEFORE_THE_RULE.has(file))
      .flatMap((file) =>
        breakingStatements(readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')).map(
          (b) =>
            `${file}: ${b.why}: ${b.statement} (add a nullable column or one with a default, keep the old one until a release later, then drop it under a "-- contract: <why nothing reads it now>" line)`,
        ),
      );
    expect(breaking).toEqual([]);
  });

  it('names each statement that would break a running previous release', () => {
    const cases: [string, RegExp][] = [
      ['DROP TABLE "dealer_files";', /drops a table/],
      ['ALTER TABLE "customers" DROP COLUMN "phone";', /drops a column/],
      ['ALTER TABLE "customers" RENAME COLUMN "phone" TO "mobile";', /renames/],
      ['ALTER TABLE "customers" RENAME TO "clients";', /renames/],
      ['ALTER TABLE "customers" ALTER COLUMN "phone" SET DATA TYPE integer;', /column type/],
      ['ALTER TABLE "customers" ALTER COLUMN "phone" TYPE integer USING 0;', /column type/],
      ['ALTER TABLE "customers" ALTER COLUMN "phone" SET NOT NULL;', /NOT NULL/],
      ['ALTER TABLE "customers" ADD COLUMN "vat" text NOT NULL;', /without a default/],
      ['DROP MATERIALIZED VIEW "dealer_crm_stats";', /drops an object/],
    ];
    for (const [sql, why] of cases) {
      const found = breakingStatements(sql);
      expect(found, sql).toHaveLength(1);
      expect(found[0]!.why, sql).toMatch(why);
    }
  });

  it('lets expanding statements through, and a contract step marked as one', () => {
    const fine = [
      'ALTER TABLE "customers" ADD COLUMN "vat" text;',
      'ALTER TABLE "customers" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;',
      'CREATE TABLE "things" ("id" uuid PRIMARY KEY NOT NULL, "name" text NOT NULL);\n--> statement-breakpoint\nALTER TABLE "things" ADD COLUMN "kind" text NOT NULL;',
      'CREATE INDEX "customers_vat_idx" ON "customers" USING btree ("vat");',
      'DROP INDEX "customers_old_idx";',
      'ALTER TABLE "customers" ALTER COLUMN "phone" DROP NOT NULL;',
      '-- contract: nothing reads customers.fax since 0.9 (it was last written by 0.8)\nALTER TABLE "customers" DROP COLUMN "fax";',
    ];
    for (const sql of fine) expect(breakingStatements(sql), sql).toEqual([]);
    // The mark covers its own statement only.
    expect(
      breakingStatements(
        '-- contract: fax unread since 0.9\nALTER TABLE "customers" DROP COLUMN "fax";\n--> statement-breakpoint\nALTER TABLE "customers" DROP COLUMN "telex";',
      ),
    ).toHaveLength(1);
  });
});
