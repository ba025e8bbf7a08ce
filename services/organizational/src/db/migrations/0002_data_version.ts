// One number that changes whenever any data of the schema does, so that answers kept in memory (answer-cache.ts)
// can be checked with a one-row read. Every table of the schema gets a deferred row trigger that bumps it once per
// transaction, at commit: the version row is then locked last, after every other lock the transaction holds, so
// writers queue on it briefly but cannot deadlock over it. A table added later calls organizational.track_changes.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = String.raw`
create table organizational.data_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);

insert into organizational.data_version default values;

create function organizational.bump_data_version() returns trigger language plpgsql as $$
begin
  if current_setting('organizational.version_bumped', true) is distinct from 'on' then
    perform set_config('organizational.version_bumped', 'on', true);
    update organizational.data_version set version = version + 1, changed_at = now();
  end if;
  return null;
end $$;

create function organizational.track_changes(target regclass) returns void language plpgsql as $$
begin
  execute format('create constraint trigger data_changed after insert or update or delete on %s '
    'deferrable initially deferred for each row execute function organizational.bump_data_version()', target);
  execute format('create trigger data_truncated after truncate on %s '
    'for each statement execute function organizational.bump_data_version()', target);
end $$;

select organizational.track_changes(format('organizational.%I', tablename)::regclass)
from pg_tables
where schemaname = 'organizational' and tablename not in ('data_version', 'seed_state') and tablename not like 'kysely%'
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS.split(/;\n\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string }>`
    select event_object_table as table from information_schema.triggers
    where trigger_schema = 'organizational' and trigger_name = 'data_changed'`.execute(db);
  for (const { table } of rows) {
    await sql.raw(`drop trigger data_changed on organizational.${table}`).execute(db);
    await sql.raw(`drop trigger data_truncated on organizational.${table}`).execute(db);
  }
  await sql`drop function organizational.track_changes`.execute(db);
  await sql`drop function organizational.bump_data_version`.execute(db);
  await sql`drop table organizational.data_version`.execute(db);
}
