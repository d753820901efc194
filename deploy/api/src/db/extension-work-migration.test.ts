import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';

// Migration 019 maps extension work written before it: statuses, times and free-text topics.
let db: Database;

beforeAll(async () => {
  db = await openPglite({ dataDir: 'memory://' });
  await migrate(
    db,
    readMigrations().filter((m) => m.version < '019'),
  );
  await db.exec(`
    INSERT INTO organizations (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Old Dairy');
    INSERT INTO users (id, email, username, password_hash, first_name, last_name) VALUES
      ('00000000-0000-4000-8000-000000000011', 'o@example.test', 'o', 'x', 'Olive', 'Officer'),
      ('00000000-0000-4000-8000-000000000012', 'f@example.test', 'f', 'x', 'Fred', 'Farmer');
    INSERT INTO user_organizations (user_id, organization_id) VALUES
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001'),
      ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001');
    INSERT INTO roles (id, organization_id, name) VALUES
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000001', 'Extension Officer'),
      ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000001', 'Producer');
    INSERT INTO user_roles (id, organization_id, user_id, role_id) VALUES
      ('00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000021'),
      ('00000000-0000-4000-8000-000000000032', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000022');
    INSERT INTO extension_assignments (organization_id, officer_id, producer_id, topic, scheduled_for, status, notes) VALUES
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000032',
       'Mastitis control and teat dipping', '2026-03-01T22:30:00Z', 'completed', 'CMT kit left'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000032',
       'Fodder conservation: silage making', '2026-03-05T06:00:00Z', 'scheduled', NULL),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000032',
       'Heat detection and AI timing', '2026-02-20T06:00:00Z', 'cancelled', NULL),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000032',
       'Tick control and spraying', '2026-02-21T06:00:00Z', 'scheduled', NULL);
    INSERT INTO extension_call_logs (organization_id, officer_id, producer_id, called_at, duration_seconds, topic, outcome) VALUES
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000032',
       '2026-03-02T07:00:00Z', 300, 'Dairy meal rations for lactating cows', 'Advice given');
  `);
  await migrate(db);
}, 60_000);
afterAll(() => db.close());

it('maps old statuses, days in Nairobi and free-text topics, keeping the text in the notes', async () => {
  const { rows } = await db.query(
    `SELECT topic, to_char(due_on, 'YYYY-MM-DD') AS due_on, status, to_char(done_on, 'YYYY-MM-DD') AS done_on, notes
       FROM extension_assignments ORDER BY due_on`,
  );
  expect(rows).toEqual([
    { topic: 'breeding', due_on: '2026-02-20', status: 'missed', done_on: null, notes: 'Heat detection and AI timing' },
    {
      topic: 'animal_health',
      due_on: '2026-02-21',
      status: 'planned',
      done_on: null,
      notes: 'Tick control and spraying',
    },
    // 22:30 UTC on 1 March is 01:30 on 2 March in Nairobi.
    {
      topic: 'milk_hygiene',
      due_on: '2026-03-02',
      status: 'done',
      done_on: '2026-03-02',
      notes: 'Mastitis control and teat dipping\nCMT kit left',
    },
    {
      topic: 'feeding',
      due_on: '2026-03-05',
      status: 'planned',
      done_on: null,
      notes: 'Fodder conservation: silage making',
    },
  ]);
  const calls = await db.query(`SELECT topic, channel, duration_seconds, follow_up_on, notes FROM extension_call_logs`);
  expect(calls.rows).toEqual([
    {
      topic: 'feeding',
      channel: 'call',
      duration_seconds: 300,
      follow_up_on: null,
      notes: 'Dairy meal rations for lactating cows',
    },
  ]);
});

it('refuses a visit for nobody or for two at once, and a done day on a visit not done', async () => {
  const insert = (targets: string, status = 'planned', doneOn = 'NULL') =>
    db.query(
      `INSERT INTO extension_assignments (organization_id, officer_id, producer_id, route_id, location_id, topic, due_on, status, done_on)
       VALUES ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000031', ${targets}, 'feeding', '2026-03-01', '${status}', ${doneOn})`,
    );
  await expect(insert('NULL, NULL, NULL')).rejects.toThrow(/one_target/);
  await expect(insert("'00000000-0000-4000-8000-000000000032', NULL, gen_random_uuid()")).rejects.toThrow(/one_target/);
  await expect(insert("'00000000-0000-4000-8000-000000000032', NULL, NULL", 'planned', "'2026-03-01'")).rejects.toThrow(
    /done_on/,
  );
  await expect(insert("'00000000-0000-4000-8000-000000000032', NULL, NULL", 'done')).rejects.toThrow(/done_on/);
});
