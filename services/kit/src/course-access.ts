// A person's place in teaching as organizational answers it (the sections they teach and are enrolled in, the
// courses they lead and those of the units they manage, their student and lecturer records), kept 30 s per person:
// a page's burst of calls asks once, and a change in enrolment counts within half a minute. Materials and
// attendance decide who may do what from it, never from the client's word.
import { ORGANIZATIONAL_INTERNAL_PATHS, type CourseAccess } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';
import type { ServiceDeps } from './types.js';

export const COURSE_ACCESS_TTL_MS = 30_000;
const CACHE_MAX_PEOPLE = 10_000;

export class CourseAccessCache {
  private readonly answers = new Map<string, { at: number; access: Promise<CourseAccess> }>();

  constructor(private readonly deps: ServiceDeps, private readonly now: () => number = Date.now) {}

  of(userId: string): Promise<CourseAccess> {
    const kept = this.answers.get(userId);
    if (kept && this.now() - kept.at < COURSE_ACCESS_TTL_MS) return kept.access;
    const access = this.deps.services.request<CourseAccess>('organizational', { method: 'GET', path: `${ORGANIZATIONAL_INTERNAL_PATHS.courseAccess}/${userId}` });
    // A failed answer is not kept: the next call asks again.
    access.catch(() => this.answers.delete(userId));
    this.answers.delete(userId);
    if (this.answers.size >= CACHE_MAX_PEOPLE) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(userId, { at: this.now(), access });
    return access;
  }

  /** The caller as a service sees them, built from their answer once per request (however many rules ask). */
  viewers<V>(build: (user: FastifyRequest['user'], access: CourseAccess) => V): (request: FastifyRequest) => Promise<V> {
    const kept = new WeakMap<FastifyRequest, Promise<V>>();
    return (request) => {
      let viewer = kept.get(request);
      if (!viewer) {
        viewer = this.of(request.user.sub).then((access) => build(request.user, access));
        kept.set(request, viewer);
      }
      return viewer;
    };
  }

  /** Forgets a person's answer (tests, or after a change this service made itself). */
  forget(userId?: string): void {
    if (userId) this.answers.delete(userId);
    else this.answers.clear();
  }
}
