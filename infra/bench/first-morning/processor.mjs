// Artillery hooks of scenario.yml. Accounts come from the JSON file
// FIRST_MORNING_ACCOUNTS ({ password, students: [email], lecturers: [email] }, written by run.mjs): each virtual
// user takes the next one of its kind, from a random start per worker, so the users of a run are distinct people.
import { readFileSync } from 'node:fs';

let accounts;
const next = { students: -1, lecturers: -1 };

function pick(kind, context, done) {
  accounts ??= JSON.parse(readFileSync(process.env.FIRST_MORNING_ACCOUNTS, 'utf8'));
  const list = accounts[kind];
  if (!list.length) return done(new Error(`no generated ${kind} in ${process.env.FIRST_MORNING_ACCOUNTS}`));
  if (next[kind] < 0) next[kind] = Math.floor(Math.random() * list.length);
  next[kind] = (next[kind] + 1) % list.length;
  context.vars.email = list[next[kind]];
  context.vars.password = accounts.password;
  // This week, Monday to Sunday, as the schedule page asks for it.
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 6);
  context.vars.weekFrom = monday.toISOString().slice(0, 10);
  context.vars.weekTo = sunday.toISOString().slice(0, 10);
  context.vars.courseId = '';
  return done();
}

export const pickStudent = (context, events, done) => pick('students', context, done);
export const pickLecturer = (context, events, done) => pick('lecturers', context, done);

/** The access token from the sign-in's cookie; later requests send it as a bearer token. */
export function keepToken(request, response, context, events, done) {
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  context.vars.token = cookies.map((cookie) => /^access_token=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? '';
  if (!context.vars.token) events.emit('counter', 'first_morning.sign_in_without_token', 1);
  return done();
}

export function keepFirstCourse(request, response, context, events, done) {
  try {
    const body = JSON.parse(response.body);
    // GET /api/courses answers { courses, total, page, pageSize }.
    const list = body.courses ?? [];
    context.vars.courseId = list[0]?.id ?? '';
  } catch {
    context.vars.courseId = '';
  }
  if (!context.vars.courseId) events.emit('counter', 'first_morning.no_course', 1);
  return done();
}

/**
 * Opens GET /api/notifications/stream as the page does, measures the time to its first `unread` event (histogram
 * first_morning.stream_first_event) and keeps it open FIRST_MORNING_STREAM_SECONDS, then closes it.
 */
export function holdStream(context, events, done) {
  const holdMs = Number(process.env.FIRST_MORNING_STREAM_SECONDS ?? 20) * 1000;
  const abort = new AbortController();
  const started = performance.now();
  let opened = false;
  const timer = setTimeout(() => abort.abort(), holdMs);
  (async () => {
    const response = await fetch(`${context.vars.target}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${context.vars.token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error('the stream ended early');
      text += decoder.decode(value, { stream: true });
      if (!opened && text.includes('event: unread')) {
        opened = true;
        events.emit('histogram', 'first_morning.stream_first_event', performance.now() - started);
        events.emit('counter', 'first_morning.streams_opened', 1);
      }
      if (text.length > 65_536) text = text.slice(-1024);
    }
  })()
    .catch((error) => {
      if (abort.signal.aborted && opened) return;
      events.emit('counter', `first_morning.stream_failed.${abort.signal.aborted ? 'no_first_event' : error.message}`, 1);
    })
    .finally(() => {
      clearTimeout(timer);
      abort.abort();
      done();
    });
}
