import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Tells every instance that a member's balances or sessions changed, so in-process caches drop
 * what they hold. Local listeners hear it at once; with Redis, the other instances hear it through
 * pub/sub. Messages are `balance:<memberId>` and `sessions:<memberId>`.
 */
export class ChangeFeed {
  private readonly local = new EventEmitter();
  private readonly channel = 'app:changes';
  private readonly instanceId = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  constructor(
    private readonly publisher?: Redis,
    subscriber?: Redis,
  ) {
    this.local.setMaxListeners(100);
    if (subscriber) {
      void subscriber.subscribe(this.channel).catch(() => undefined);
      subscriber.on('message', (channel: string, raw: string) => {
        if (channel !== this.channel) return;
        const [origin, topic, id] = raw.split('|');
        if (origin === this.instanceId || !topic || !id) return;
        this.local.emit(topic, id);
      });
    }
  }

  publish(topic: 'balance' | 'sessions', memberId: bigint): void {
    const id = memberId.toString();
    this.local.emit(topic, id);
    if (this.publisher)
      void this.publisher.publish(this.channel, `${this.instanceId}|${topic}|${id}`).catch(() => undefined);
  }

  on(topic: 'balance' | 'sessions', listener: (memberId: string) => void): void {
    this.local.on(topic, listener);
  }
}
