import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.signIn('admin@maziwa.test', 'Maziwa-2026');
});
afterAll(() => t.close());

describe('demo collection centres', () => {
  it('carry a contact (their QA agent), a phone, hours and notes', async () => {
    const centres = (
      await t.as(admin, { method: 'GET', url: '/locations?filter=type:collection_center&limit=1000' })
    ).json().data;
    expect(centres.length).toBeGreaterThan(0);
    for (const centre of centres) {
      expect(centre).toMatchObject({
        contact_person: expect.any(String),
        phone: expect.stringMatching(/^\+2547\d{8}$/),
        operating_hours: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/),
        notes: expect.any(String),
      });
      expect(centre.qa_agents.map((agent: { name: string }) => agent.name)).toContain(centre.contact_person);
    }
    const report = (await t.as(admin, { method: 'GET', url: '/reports/routes-and-collection-centers?limit=1' })).json();
    expect(report.data[0]).toMatchObject({ contact_person: expect.any(String), phone: expect.any(String) });
  });
});
