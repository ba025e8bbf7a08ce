// Ends access tokens before they expire. Auth announces a revocation on the event bus: one session (sign-out, a
// reused refresh token) or every token of a person signed below a session version (password change,
// deactivation, a role taken away). Every process keeps the announcements of the last ACCESS_TOKEN_SECONDS (an
// older token has expired anyway) and refuses the tokens they name. On Redis they are also kept in a sorted set,
// so an instance that starts later learns what it missed.
import type { EventBus } from './types.js';

export type Revocation =
  /** One session: the tokens carrying this `sid` (a refresh-token family). */
  | { readonly sessionId: string }
  /** Every token of the person whose `sv` is below this version. */
  | { readonly userId: string; readonly sessionVersion: number };

/** The claims a revocation is matched against. */
export interface TokenSession {
  sub: string;
  /** The session (refresh-token family) the token was issued to. */
  sid?: string;
  /** The person's session version when it was issued. */
  sv?: number;
}

/** Where announcements outlive a restart (Redis), keyed by when they may be forgotten. */
export interface RevocationStore {
  add(revocation: Revocation, forgetAt: number): Promise<void>;
  /** The announcements not yet forgettable at `now`. */
  since(now: number): Promise<Revocation[]>;
}

export const REVOCATIONS_CHANNEL = 'auth.revocations';

export class Revocations {
  private readonly sessions = new Map<string, number>();
  private readonly versions = new Map<string, { version: number; forgetAt: number }>();
  private readonly listeners = new Set<(revocation: Revocation) => void>();

  constructor(
    private readonly events: EventBus,
    /** How long an announcement matters: the access token's lifetime, in milliseconds. */
    private readonly keepMs: number,
    private readonly store?: RevocationStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Listens to the bus and loads what the store kept; call once before serving. */
  async start(): Promise<void> {
    await this.events.subscribe(REVOCATIONS_CHANNEL, (message) => {
      if (isRevocation(message)) this.remember(message);
    });
    for (const revocation of (await this.store?.since(this.now())) ?? []) this.remember(revocation);
  }

  /** Takes effect in this process at once, and in every other one as the bus delivers it. */
  async revoke(revocation: Revocation): Promise<void> {
    this.remember(revocation);
    await this.store?.add(revocation, this.now() + this.keepMs);
    await this.events.publish(REVOCATIONS_CHANNEL, revocation);
  }

  isRevoked(token: TokenSession): boolean {
    const now = this.now();
    const session = token.sid === undefined ? undefined : this.sessions.get(token.sid);
    if (session !== undefined && session > now) return true;
    const person = this.versions.get(token.sub);
    return person !== undefined && person.forgetAt > now && (token.sv ?? 0) < person.version;
  }

  /** Called for each revocation this process learns of (to close a person's open streams); returns the remover. */
  onRevoked(listener: (revocation: Revocation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private remember(revocation: Revocation): void {
    const forgetAt = this.now() + this.keepMs;
    this.forgetExpired();
    if ('sessionId' in revocation) {
      this.sessions.set(revocation.sessionId, forgetAt);
    } else {
      const known = this.versions.get(revocation.userId);
      this.versions.set(revocation.userId, { version: Math.max(known?.version ?? 0, revocation.sessionVersion), forgetAt });
    }
    for (const listener of this.listeners) listener(revocation);
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, forgetAt] of this.sessions) if (forgetAt <= now) this.sessions.delete(id);
    for (const [id, { forgetAt }] of this.versions) if (forgetAt <= now) this.versions.delete(id);
  }
}

function isRevocation(message: unknown): message is Revocation {
  if (typeof message !== 'object' || message === null) return false;
  const value = message as Record<string, unknown>;
  if (typeof value.sessionId === 'string') return true;
  return typeof value.userId === 'string' && Number.isInteger(value.sessionVersion);
}
