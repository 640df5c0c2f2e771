import type { Db } from '../db/client.ts';

/**
 * A kind of domain event, declared by the module that publishes it. Subscribers import the
 * declaration; the publisher never imports its subscribers (the PO module does not know messages
 * exist): they are wired when the process starts (src/server/domain-events.ts).
 */
export interface EventType<E> {
  readonly name: string;
  /**
   * Publishing with no subscriber is refused: the process was not wired, and the change would pass
   * without the records its subscribers must write.
   */
  readonly required: boolean;
  /** Carries the event's shape for the compiler; never set. */
  readonly shape?: E;
}

export function eventType<E>(name: string, options: { required?: boolean } = {}): EventType<E> {
  return { name, required: options.required ?? false };
}

/**
 * A subscriber's part in one transaction: it collects the events as they are published and writes
 * what it makes of them at flush, inside that transaction (a rolled-back cause leaves nothing, and a
 * batch of events can become one record, as a batch import's one message per vendor).
 */
export interface TransactionListener<E> {
  add(event: E): void;
  flush(): Promise<void>;
}

export type Subscriber<E> = (tx: Db) => TransactionListener<E>;

const subscribers = new Map<string, Set<Subscriber<unknown>>>();

/** Subscribes to every later transaction's events of the type (idempotent: the same subscriber counts once). */
export function subscribe<E>(type: EventType<E>, subscriber: Subscriber<E>): void {
  let set = subscribers.get(type.name);
  if (!set) subscribers.set(type.name, (set = new Set()));
  set.add(subscriber);
}

/** Publishes one transaction's events of a type to every subscriber; flush before the transaction commits. */
export function publisherIn<E>(tx: Db, type: EventType<E>): TransactionListener<E> {
  const listeners: TransactionListener<E>[] = [...(subscribers.get(type.name) ?? [])].map((subscriber) => subscriber(tx));
  if (listeners.length === 0 && type.required) {
    throw new Error(`${type.name} events have no subscriber: call wireDomainEvents() before publishing them`);
  }
  return {
    add(event) {
      for (const listener of listeners) listener.add(event);
    },
    async flush() {
      for (const listener of listeners) await listener.flush();
    },
  };
}
