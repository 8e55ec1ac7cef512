// Statements prepared once per database handle, for the hot lists and searches: drizzle builds their SQL
// once, and PostgreSQL parses them once per connection and, after five runs, keeps a generic plan.
import type { Database } from './client.ts';

export function preparedPerDatabase<P>(make: (db: Database) => P): (db: Database) => P {
  const made = new WeakMap<Database, P>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = make(db);
      made.set(db, statement);
    }
    return statement;
  };
}
