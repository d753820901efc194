import type { Permission } from '@maziwa/contracts';
import { groupByResource, permissionIdsOf, spoken } from './permission-groups';

const permission = (resource: string, action: string): Permission => ({
  id: `${resource}-${action}`,
  name: `${resource}:${action}`,
  description: '',
  resource,
  action,
  organization_id: null,
});

describe('groupByResource', () => {
  it('puts each resource on one row, the four usual actions in their columns and the others beside them', () => {
    const groups = groupByResource([
      permission('payments', 'read'),
      permission('payments', 'process'),
      permission('account', 'top_up'),
      permission('payments', 'approve'),
      permission('quality_tests', 'delete'),
      permission('quality_tests', 'read'),
    ]);
    expect(groups.map((group) => group.resource)).toEqual(['account', 'payments', 'quality_tests']);
    expect(groups[1].standard.read?.id).toBe('payments-read');
    expect(groups[1].standard.create).toBeUndefined();
    expect(groups[1].other.map((p) => p.action)).toEqual(['approve', 'process']);
    expect(groups[0].other.map((p) => p.action)).toEqual(['top_up']);
    expect(Object.keys(groups[2].standard)).toEqual(['delete', 'read']);
  });

  it("keeps an organisation's second permission of the same action beside the first", () => {
    const own = { ...permission('payments', 'read'), id: 'own-payments-read', name: 'payments.read' };
    const [group] = groupByResource([permission('payments', 'read'), own]);
    expect(group.standard.read?.id).toBe('payments-read');
    expect(group.other).toEqual([own]);
  });
});

it('says names as people do and reads ids of plain or populated permissions', () => {
  expect(spoken('audit_events')).toBe('audit events');
  expect(permissionIdsOf(['a', permission('users', 'read')])).toEqual(['a', 'users-read']);
  expect(permissionIdsOf(undefined)).toEqual([]);
});
