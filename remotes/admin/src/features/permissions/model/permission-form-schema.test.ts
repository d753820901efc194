import { emptyPermission, permissionSchema, type PermissionFormValues } from './permission-form-schema';

const valid: PermissionFormValues = {
  name: 'payments.approve',
  description: 'Approve a pay run',
  resource: 'payments',
  action: 'approve',
};

async function errorsOf(values: Partial<PermissionFormValues>) {
  try {
    await permissionSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('permissionSchema', () => {
  it('accepts a permission, with or without a description', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ description: '' })).toEqual([]);
  });

  it('requires name, resource and action', async () => {
    expect(await errorsOf(emptyPermission)).toEqual(['Name is required', 'Resource is required', 'Action is required']);
    expect(await errorsOf({ name: '   ' })).toEqual(['Name is required']);
  });

  it("keeps to the API's lengths", async () => {
    expect(
      await errorsOf({
        name: 'n'.repeat(101),
        description: 'd'.repeat(501),
        resource: 'r'.repeat(101),
        action: 'a'.repeat(101),
      }),
    ).toEqual([
      'Name must be at most 100 characters',
      'Description must be at most 500 characters',
      'Resource must be at most 100 characters',
      'Action must be at most 100 characters',
    ]);
  });
});
