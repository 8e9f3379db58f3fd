import { SqliteDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';

/**
 * Kysely's SQLite driver guards its one connection with a mutex that wakes every waiter on each
 * release: with a hundred requests waiting, each query costs a hundred wake-ups and a waiter can be
 * passed over again and again (the benchmark saw 10-second stalls). This queue hands the connection
 * to the longest waiter, one wake-up per query; the inner mutex is then always free.
 */
class FairQueueDriver implements Driver {
  readonly #inner: Driver;
  readonly #waiting: Array<() => void> = [];
  #busy = false;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // A waiter resumes already owning the connection: release hands it over without freeing it.
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy = true;
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#inner.releaseConnection(connection);
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(connection);
  }

  destroy() {
    return this.#inner.destroy();
  }
}

export class FairSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new FairQueueDriver(super.createDriver());
  }
}
