import { addMember } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;
let other: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Centres');
  other = await t.registerAccount('Elsewhere');
});
afterAll(() => t.close());

/** The user-role link of a new member holding `role`. */
async function linkOf(owner: Account, role: string): Promise<string> {
  const member = await addMember(t, owner, role);
  const links = (await t.as(owner, { method: 'GET', url: `/user-roles?filter=user_id:${member.userId}` })).json();
  return links.data[0].id;
}

const centreIdsOf = async (linkId: string) =>
  (await t.as(admin, { method: 'GET', url: `/user-roles/${linkId}` })).json().location_ids as string[];

const everyField = (qaAgentId: string) => ({
  name: 'Ruiru Collection Centre',
  address: 'Ruiru, Kiambu County',
  type: 'collection_center',
  organization_id: admin.orgId,
  coordinates: { latitude: -1.1466, longitude: 36.9609 },
  capacity: 4500,
  is_active: true,
  contact_person: 'Jane Wanjiru',
  phone: '+254 712-345-678',
  operating_hours: '06:00-18:30',
  notes: 'Cooler serviced monthly',
  qa_agent_id: qaAgentId,
});

describe('/locations: what the Add Collection Center form keeps', () => {
  it('creates a centre with every field and makes the chosen QA agent work there', async () => {
    const agent = await linkOf(admin, 'QA/Collector');
    const response = await t.as(admin, { method: 'POST', url: '/locations', payload: everyField(agent) });
    expect(response.statusCode).toBe(201);
    const centre = response.json();
    expect(centre).toMatchObject({
      name: 'Ruiru Collection Centre',
      address: 'Ruiru, Kiambu County',
      coordinates: { latitude: -1.1466, longitude: 36.9609 },
      capacity: 4500,
      is_active: true,
      contact_person: 'Jane Wanjiru',
      phone: '+254712345678',
      operating_hours: '06:00-18:30',
      notes: 'Cooler serviced monthly',
      qa_agents: [{ id: agent, name: expect.stringContaining('QA/Collector') }],
    });
    expect(centre).not.toHaveProperty('qa_agent_id');
    expect(await centreIdsOf(agent)).toEqual([centre.id]);

    const read = (await t.as(admin, { method: 'GET', url: `/locations/${centre.id}` })).json();
    expect(read).toEqual(centre);
    const report = (
      await t.as(admin, {
        method: 'GET',
        url: `/reports/routes-and-collection-centers?filter=route_name:Ruiru Collection Centre`,
      })
    ).json();
    expect(report.data[0].qa_agents).toEqual([centre.qa_agents[0].name]);
  });

  it('leaves the optional fields empty when they are not sent', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/locations',
      payload: { name: 'Bare', coordinates: { latitude: 0, longitude: 36 } },
    });
    expect(response.json()).toMatchObject({
      contact_person: null,
      phone: null,
      operating_hours: null,
      notes: null,
      qa_agents: [],
    });
  });

  it('refuses bad coordinates, phone and hours with 400 naming the field', async () => {
    const agent = await linkOf(admin, 'QA/Collector');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ coordinates: { latitude: -91, longitude: 36 } }, 'coordinates.latitude', 'must be >= -90'],
      [{ coordinates: { latitude: -1, longitude: 181 } }, 'coordinates.longitude', 'must be <= 180'],
      [{ phone: '12345' }, 'phone', 'must be a phone number such as +254712345678 or 0712345678'],
      [{ phone: '+254 7x2 345 678' }, 'phone', 'must be a phone number such as +254712345678 or 0712345678'],
      [
        { operating_hours: '25:00-18:00' },
        'operating_hours',
        'must be opening and closing times as HH:mm-HH:mm, e.g. 06:00-18:00',
      ],
      [
        { operating_hours: '6am to 6pm' },
        'operating_hours',
        'must be opening and closing times as HH:mm-HH:mm, e.g. 06:00-18:00',
      ],
      [{ operating_hours: '18:00-06:00' }, 'operating_hours', 'must close after it opens'],
      [{ notes: 'x'.repeat(2001) }, 'notes', 'must be at most 2000 characters'],
    ];
    for (const [change, field, problem] of cases) {
      const response = await t.as(admin, {
        method: 'POST',
        url: '/locations',
        payload: { ...everyField(agent), ...change },
      });
      expect({ status: response.statusCode, fields: response.json().fields }).toEqual({
        status: 400,
        fields: { [field]: problem },
      });
    }
    // Nothing was half-made: the agent works at no new centre.
    expect(await centreIdsOf(agent)).toEqual([]);
  });

  it('refuses a QA agent of another organisation, and a link that is not a QA agent', async () => {
    const foreign = await linkOf(other, 'QA/Collector');
    const response = await t.as(admin, { method: 'POST', url: '/locations', payload: everyField(foreign) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ qa_agent_id: 'is not a qa/collector of this organisation' });
    expect((await t.as(other, { method: 'GET', url: `/user-roles/${foreign}` })).json().location_ids).toEqual([]);

    const driver = await linkOf(admin, 'Driver');
    const notQa = await t.as(admin, { method: 'POST', url: '/locations', payload: everyField(driver) });
    expect(notQa.json().fields).toEqual({ qa_agent_id: 'is a Driver link, not a QA/Collector' });
  });

  it('changes the QA agent on PUT: the new one gains the centre, the old one loses it', async () => {
    const first = await linkOf(admin, 'QA/Collector');
    const second = await linkOf(admin, 'QA/Collector');
    const centre = (
      await t.as(admin, { method: 'POST', url: '/locations', payload: { ...everyField(first), name: 'Juja' } })
    ).json();

    const renamed = (
      await t.as(admin, { method: 'PUT', url: `/locations/${centre.id}`, payload: { name: 'Juja Farm' } })
    ).json();
    expect(renamed.qa_agents.map((a: { id: string }) => a.id)).toEqual([first]);

    const moved = (
      await t.as(admin, {
        method: 'PUT',
        url: `/locations/${centre.id}`,
        payload: { qa_agent_id: second, phone: '0712345678' },
      })
    ).json();
    expect(moved).toMatchObject({
      phone: '0712345678',
      contact_person: 'Jane Wanjiru',
      operating_hours: '06:00-18:30',
    });
    expect(moved.qa_agents.map((a: { id: string }) => a.id)).toEqual([second]);
    expect(await centreIdsOf(first)).toEqual([]);
    expect(await centreIdsOf(second)).toEqual([centre.id]);

    const cleared = (
      await t.as(admin, {
        method: 'PUT',
        url: `/locations/${centre.id}`,
        payload: { qa_agent_id: null, notes: '', contact_person: null, operating_hours: null },
      })
    ).json();
    expect(cleared).toMatchObject({ qa_agents: [], notes: null, contact_person: null, operating_hours: null });
    expect(await centreIdsOf(second)).toEqual([]);
  });

  it('lets an office clerk assign the QA agent (they may change people links)', async () => {
    const clerk = await addMember(t, admin, 'user');
    const agent = await linkOf(admin, 'QA/Collector');
    const response = await t.as(clerk, {
      method: 'POST',
      url: '/locations',
      payload: { ...everyField(agent), name: 'Clerk centre' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().qa_agents.map((a: { id: string }) => a.id)).toEqual([agent]);
  });
});
