#!/usr/bin/env node
// Measures the auth service's account routes in-process (app.inject, no network), on PostgreSQL + Redis by
// default or on PGlite with DATABASE_URL= REDIS_URL=:
//   - POST /internal/auth/users/bulk: N people at once (one argon2 hash for the batch), then the same N again;
//   - GET /api/auth/users: the admin list searched by name and sorted, over those N people (p50/p95);
//   - POST /api/auth/forgot-password: known vs unknown addresses (p50/p95): the answers should not differ.
//
//   npx turbo run build --filter=@campus/auth && node infra/bench/accounts.mjs [--people 650] [--requests 60]
import { randomBytes } from 'node:crypto';
import { startTestApp } from '@campus/kit/testing';
import authModule from '@campus/auth';
import { DEMO_PASSWORD } from '@campus/contracts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const people = option('--people', 650);
const requests = option('--requests', 60);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (values) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;
const ip = () => `10.${randomBytes(3).join('.')}`;

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const test = await startTestApp([authModule], { demo: true });
const { app } = test;
try {
  console.log(`backend: ${test.backend}, ${people} people, ${requests} requests per series`);
  const tag = randomBytes(3).toString('hex');
  const users = Array.from({ length: people }, (_, index) => ({
    email: `bench.${tag}.${index}@campus.test`,
    firstName: `Name${index % 97}`,
    lastName: `Surname${index}`,
    role: index % 12 === 0 ? 'lecturer' : 'student',
  }));
  const headers = { 'x-service-token': test.deps.config.serviceToken };
  // A first small call compiles the route's validators and loads argon2, so the numbers below are steady state.
  await app.inject({ method: 'POST', url: '/internal/auth/users/bulk', headers, payload: { users: [{ email: `warm.${tag}@campus.test`, firstName: 'W', lastName: 'U', role: 'student' }] } });
  for (const label of ['bulk ensure, all new', 'bulk ensure, all existing']) {
    const { ms, result } = await timed(() => app.inject({ method: 'POST', url: '/internal/auth/users/bulk', headers, payload: { users, demoPassword: true } }));
    if (result.statusCode !== 200) throw new Error(`bulk answered ${result.statusCode}: ${result.body}`);
    console.log(`${label}: ${ms.toFixed(0)} ms for ${people} people`);
  }

  const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@campus.test', password: DEMO_PASSWORD } });
  const access = signIn.cookies.find((cookie) => cookie.name === 'access_token')?.value;
  if (!access) throw new Error(`admin sign-in failed: ${signIn.statusCode}`);
  const listTimes = [];
  for (let index = 0; index < requests; index++) {
    const search = index % 2 === 0 ? `surname${(index * 7) % people}` : `name${index % 97} ${tag}`;
    const sort = ['name', '-createdAt', 'email', '-lastLoginAt'][index % 4];
    const { ms, result } = await timed(() => app.inject({ method: 'GET', url: `/api/auth/users?search=${encodeURIComponent(search)}&sort=${sort}&pageSize=20`, cookies: { access_token: access } }));
    if (result.statusCode !== 200) throw new Error(`list answered ${result.statusCode}`);
    listTimes.push(ms);
  }
  console.log(`admin list with search + sort: ${summary(listTimes)}`);
  const unfiltered = [];
  for (let index = 0; index < requests; index++) {
    const { ms } = await timed(() => app.inject({ method: 'GET', url: `/api/auth/users?page=${1 + (index % 10)}&pageSize=50&role=student&sort=-lastLoginAt`, cookies: { access_token: access } }));
    unfiltered.push(ms);
  }
  console.log(`admin list by role, page of 50: ${summary(unfiltered)}`);

  const known = [];
  const unknown = [];
  for (let index = 0; index < requests; index++) {
    const existing = users[index % people].email;
    const missing = `nobody.${tag}.${index}@campus.test`;
    for (const [email, into] of index % 2 ? [[existing, known], [missing, unknown]] : [[missing, unknown], [existing, known]]) {
      const { ms, result } = await timed(() => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip() }));
      if (result.statusCode !== 200) throw new Error(`forgot-password answered ${result.statusCode}`);
      into.push(ms);
    }
  }
  console.log(`forgot-password, address with an account: ${summary(known)}`);
  console.log(`forgot-password, address without one:    ${summary(unknown)}`);
} finally {
  await test.close();
}
