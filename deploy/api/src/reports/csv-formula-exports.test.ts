import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Names that a spreadsheet would run as formulas reach the exports through every kind of
// column: plain text, lists joined with "; " and the fields of objects. No cell may start
// like a formula unless it is a number.
let t: TestApp;
let farm: Farm;
const HYPERLINK = '=HYPERLINK("http://evil.example","Open")';
const QA_FIRST = '@SUM(1+1)';

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(farm.account, { method, url, payload });

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Sheet', 1);
  // The route's first centre (collection schedule, consolidations) and a QA agent of the second.
  expectStatus(
    await send('PUT', `/locations/${farm.centres[0].id}`, { name: HYPERLINK, address: '+254 Limuru road' }),
    200,
  );
  const qaRole = (await t.as(farm.account, { method: 'GET', url: '/roles?filter=name:QA/Collector' })).json().data[0]
    .id;
  const qa = expectStatus(
    await send('POST', '/user-roles', {
      role_id: qaRole,
      member_id: '-QA-9',
      location_ids: [farm.centres[1].id],
      user: {
        username: 'formula-qa',
        first_name: QA_FIRST,
        last_name: 'Agent',
        email: 'formula.qa@example.test',
        password: 'placeholder-10',
      },
    }),
    201,
  );
  expectStatus(
    await send('POST', '/consolidations', {
      location_id: farm.centres[0].id,
      trip_id: farm.tripId,
      consolidated_at: '2026-03-02T08:20:00+03:00',
      batch_number: '=B-260302-M',
      total_weight_kg: 26.5,
      qa_agent_ids: [qa.id],
    }),
    201,
  );
});
afterAll(() => t.close());

/** RFC 4180 fields of a CSV text, line by line. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted || (char !== '"' && char !== ',' && !(char === '\r' && text[i + 1] === '\n'))) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else {
      row.push(cell);
      cell = '';
      if (char === '\r') {
        rows.push(row);
        row = [];
        i++;
      }
    }
  }
  return rows;
}

async function exportOf(url: string): Promise<Array<Record<string, string>>> {
  const response = await t.as(farm.account, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(response.body);
  // The property: no cell starts like a formula, but numbers (negative ones are values).
  const unsafe = [header, ...rows]
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(cell));
  expect(unsafe).toEqual([]);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

it("escapes the collection schedule's list of centres when its first centre starts with =", async () => {
  const rows = await exportOf('/reports/collection-schedule?format=csv&from=2026-03-01&to=2026-03-03');
  expect(rows.map((row) => row.collection_centers)).toEqual([`'${HYPERLINK}; Sheet Limuru`]);
});

it('escapes the QA agents and the centre of pickup management', async () => {
  const rows = await exportOf('/reports/pickup-management?format=csv&from=2026-03-01&to=2026-03-03');
  expect(rows.map((row) => [row.center_name, row.qa_agents])).toEqual([[`'${HYPERLINK}`, `'${QA_FIRST} Agent`]]);
});

it('escapes the QA agents of routes and collection centers, and keeps negative coordinates as numbers', async () => {
  const rows = await exportOf('/reports/routes-and-collection-centers?format=csv');
  const limuru = rows.find((row) => row.address === 'Sheet Limuru market');
  expect(limuru?.qa_agents).toBe(`'${QA_FIRST} Agent`);
  expect(rows.find((row) => row.address === "'+254 Limuru road")).toBeDefined();
});

it("escapes a list's text and object fields, with the screen's titles, and leaves numbers as they are", async () => {
  const rows = await exportOf('/locations?format=csv&columns=name:Name,coordinates.latitude:Latitude');
  const first = rows.find((row) => row.Name === `'${HYPERLINK}`);
  expect(first).toMatchObject({ address: "'+254 Limuru road", Latitude: '-1.06' });
  const links = await exportOf('/user-roles?format=csv');
  expect(links.map((row) => row.member_id)).toContain("'-QA-9");
});
