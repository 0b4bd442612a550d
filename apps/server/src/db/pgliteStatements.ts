// The prepared statements of statements.ts prepared on PGlite too. PGlite's query() sends its text as an
// unnamed statement, so its engine parses and plans it again on every call, where node-postgres prepares a
// named one once per connection. On the demo shop, the cart's state read took 0.83 ms a call through query()
// and 0.26 ms as a prepared statement; on one single-threaded engine that difference is the add-to-cart
// loop's rate (README, Benchmarks). A query whose options carry `prepare` is parsed once under a name of its
// own, then each call only binds and executes it, over the same wire messages query() sends.
import { messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Query options asking PGlite to keep the statement prepared (statements.ts sets it on its statements). */
export interface PreparedQueryOptions extends QueryOptions {
  prepare?: true;
}

interface Prepared {
  name: string;
  parameterTypes: number[];
}

/** Makes `pglite.query`, and the query of its transactions, keep statements asked with `prepare` prepared. */
export function keepStatementsPrepared(pglite: PGlite): void {
  // Keyed by text, named by the engine's count: two statements never share a name, whatever they are called.
  const preparedByText = new Map<string, Prepared>();
  let named = 0;
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string): Promise<Prepared> {
    const name = `prepared_${++named}`;
    await send(protocol.serialize.parse({ name, text }));
    const described = await send(protocol.serialize.describe({ type: 'S', name }));
    const parameters = described.find((message) => message instanceof messages.ParameterDescriptionMessage);
    const prepared = { name, parameterTypes: parameters?.dataTypeIDs ?? [] };
    preparedByText.set(text, prepared);
    return prepared;
  }

  /** One call of a prepared statement, answered as query() answers; run while holding PGlite's query lock. */
  async function execute<T>(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    const messages = [];
    try {
      const { name, parameterTypes } = preparedByText.get(text) ?? (await prepare(text));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = parameterTypes[i]!;
        const serialize = options.serializers?.[type] ?? pglite.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(
        ...(await send(protocol.serialize.bind({ statement: name, values }))),
        ...(await send(protocol.serialize.describe({ type: 'P' }))),
        ...(await send(protocol.serialize.execute({}))),
      );
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    // As query(): outside a transaction a write is written through to the data folder before answering.
    if (!inTransaction) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  const query = pglite.query.bind(pglite);
  pglite.query = (<T>(text: string, params: unknown[] = [], options?: PreparedQueryOptions) =>
    options?.prepare
      ? pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => execute<T>(text, params, options, false)))
      : query<T>(text, params, options)) as typeof pglite.query;

  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      // Async, so a closed transaction is refused as tx.query refuses it: with a rejected promise.
      const txQuery = async <R>(text: string, params: unknown[] = [], options?: PreparedQueryOptions): Promise<Results<R>> => {
        if (!options?.prepare) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return pglite._runExclusiveQuery(() => execute<R>(text, params, options, true));
      };
      return fn(Object.create(tx, { query: { value: txQuery } }) as Transaction);
    })) as typeof pglite.transaction;
}
