import { assignmentFormSchema, emptyAssignment, markDoneSchema } from './assignment-form';
import { callLogFormSchema, emptyCallLog } from './call-log-form';
import { extensionParams, emptyExtensionFilters } from './extension-filters';

const errorsOf = async (schema: { validate(value: unknown, options: object): Promise<unknown> }, value: unknown) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('assignment form rules', () => {
  it('asks for an officer, whom the visit is for, a topic and a due date', async () => {
    expect(await errorsOf(assignmentFormSchema, emptyAssignment)).toEqual([
      'Choose an officer',
      'Choose a farmer from the search results',
      'Choose a topic',
      'Due Date is required',
    ]);
  });

  it('asks for the route of a visit for a route, and no farmer then', async () => {
    const values = { ...emptyAssignment, officerId: 'o', targetKind: 'route', topic: 'feeding', dueOn: '2026-03-01' };
    expect(await errorsOf(assignmentFormSchema, values)).toEqual(['Choose a route']);
    expect(await errorsOf(assignmentFormSchema, { ...values, routeId: 'r' })).toEqual([]);
  });

  it('asks what came of a visit marked done', async () => {
    expect(await errorsOf(markDoneSchema, { outcome: '  ' })).toEqual(['Write what came of the visit']);
  });
});

describe('call log form rules', () => {
  it('asks for an officer, a farmer and a topic; the date comes filled in', async () => {
    expect(await errorsOf(callLogFormSchema, emptyCallLog())).toEqual([
      'Choose an officer',
      'Choose a farmer from the search results',
      'Choose a topic',
    ]);
  });

  it('refuses a follow-up before the day of the call', async () => {
    const values = {
      ...emptyCallLog(),
      officerId: 'o',
      producerId: 'f',
      topic: 'feeding',
      calledAt: new Date(2026, 2, 10, 9, 0),
    };
    expect(await errorsOf(callLogFormSchema, { ...values, followUpOn: '2026-03-09' })).toEqual([
      'Follow-up Date must be on or after the day of the call',
    ]);
    expect(await errorsOf(callLogFormSchema, { ...values, followUpOn: '2026-03-10' })).toEqual([]);
  });
});

describe('extension list parameters', () => {
  it('sends the status of assignments as status= and the channel of calls as a filter', () => {
    const filters = {
      ...emptyExtensionFilters,
      search: ' wanj ',
      officer: 'o1',
      status: 'planned',
      flagged: true,
      from: '2026-03-01',
    };
    expect(extensionParams(filters, { status: 'status', flag: 'overdue' })).toEqual({
      q: 'wanj',
      from: '2026-03-01',
      status: 'planned',
      filter: 'officer_id:o1,overdue:true',
    });
    expect(extensionParams({ ...filters, status: 'sms' }, { status: 'channel', flag: 'follow_up_due' })).toEqual({
      q: 'wanj',
      from: '2026-03-01',
      filter: 'officer_id:o1,channel:sms,follow_up_due:true',
    });
  });
});
