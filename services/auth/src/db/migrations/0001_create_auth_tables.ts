// Users, roles, permissions and refresh tokens of the auth schema. Always qualified with the schema so the
// migration is right whatever search path the migrator's connection has.
import { sql, type Kysely } from 'kysely';

const SCHEMA = 'auth';

export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);

  await schema
    .createTable('roles')
    .addColumn('name', 'text', (col) => col.primaryKey().check(sql`name = lower(name) and name <> ''`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await schema
    .createTable('permissions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addUniqueConstraint('permissions_resource_action_key', ['resource', 'action'])
    .execute();

  await schema
    .createTable('role_permissions')
    .addColumn('role_name', 'text', (col) => col.notNull().references(`${SCHEMA}.roles.name`).onDelete('cascade').onUpdate('cascade'))
    .addColumn('permission_id', 'integer', (col) => col.notNull().references(`${SCHEMA}.permissions.id`).onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pkey', ['role_name', 'permission_id'])
    .execute();

  await schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email) and email like '%@%'`))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('display_name', 'text')
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (col) => col.notNull().references(`${SCHEMA}.roles.name`).onUpdate('cascade'))
    .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('mfa_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mfa_secret', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('previous_login_at', 'timestamptz')
    .execute();

  await schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references(`${SCHEMA}.users.id`).onDelete('cascade'))
    .addColumn('role_name', 'text', (col) => col.notNull().references(`${SCHEMA}.roles.name`).onDelete('cascade').onUpdate('cascade'))
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role_name'])
    .execute();
  await schema.createIndex('user_roles_role_name_idx').on('user_roles').column('role_name').execute();

  await schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references(`${SCHEMA}.users.id`).onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('remember', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await schema.createIndex('refresh_tokens_family_id_idx').on('refresh_tokens').column('family_id').execute();
  await schema.createIndex('refresh_tokens_user_id_idx').on('refresh_tokens').column('user_id').execute();

  await schema
    .createTable('rbac_state')
    .addColumn('id', 'integer', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('initialised_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);
  for (const table of ['rbac_state', 'refresh_tokens', 'user_roles', 'users', 'role_permissions', 'permissions', 'roles']) {
    await schema.dropTable(table).ifExists().execute();
  }
}
