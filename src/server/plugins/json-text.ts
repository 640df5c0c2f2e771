/**
 * An answer's data already in JSON (a pull page, whose rows the database writes as JSON text): the
 * route sends it inside the envelope as it is. The contract's type is the producer's promise; the API
 * tests parse such answers with the contract (sync.test.ts), since the route cannot without parsing them.
 */
export class JsonText<T> {
  declare private readonly shape: T;
  constructor(readonly text: string) {}
}
