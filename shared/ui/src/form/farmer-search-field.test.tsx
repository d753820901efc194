import type { ProducerOption } from '@maziwa/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FarmerSearchField, type FarmerSearchFieldProps } from './farmer-search-field';
import { Form } from './form';
import { SubmitButton } from './submit-button';

const farmers: ProducerOption[] = [
  { id: 'p-1', name: 'Jane Wanjiru', memberNumber: 'MEM-001', label: 'Jane Wanjiru (MEM-001)' },
  { id: 'p-2', name: 'Samuel Ouma', memberNumber: 'MEM-002', label: 'Samuel Ouma (MEM-002)' },
];

/** What the field asked the server for ('' = nothing). */
const asked: string[] = [];

// The server's farmer search: the farmers whose label holds the text, answered at once.
jest.mock('@maziwa/api-client', () => ({
  useProducerSearch: (text: string) => {
    asked.push(text);
    return {
      data: text ? farmers.filter((farmer) => farmer.label.toLowerCase().includes(text.toLowerCase())) : undefined,
      isError: false,
      isFetching: false,
    };
  },
}));

beforeEach(() => {
  asked.length = 0;
});

function FarmerForm({
  initial,
  onSubmit,
  field,
}: {
  initial: Record<string, string>;
  onSubmit(values: Record<string, string>): void;
  field: FarmerSearchFieldProps;
}) {
  const id = field.name ?? 'producerId';
  return (
    <Form
      initialValues={initial}
      validationSchema={yup.object({ [id]: yup.string().required(`${field.label ?? 'Farmer'} is required`) })}
      onSubmit={onSubmit}
    >
      <FarmerSearchField {...field} />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('FarmerSearchField', () => {
  it('is a required Farmer search by name or member number, setting producerId and producerLabel', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FarmerForm initial={{ producerId: '', producerLabel: '' }} field={{ required: true }} onSubmit={onSubmit} />,
    );
    const box = screen.getByRole('combobox', { name: 'Farmer' });
    expect(box).toHaveAttribute('placeholder', 'Search by name or member number');
    expect(box).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farmer is required')).toBeInTheDocument();

    await user.type(box, 'mem-002');
    const list = await screen.findByRole('listbox', { name: 'Farmers found' });
    await user.click(within(list).getByRole('option', { name: 'Samuel Ouma (MEM-002)' }));
    expect(box).toHaveValue('Samuel Ouma (MEM-002)');
    expect(asked).toContain('mem-002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { producerId: 'p-2', producerLabel: 'Samuel Ouma (MEM-002)' },
      expect.anything(),
    );
  });

  it('takes the form fields, label and noun of the form it is in, and opens with the chosen farmer in the box', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FarmerForm
        initial={{ producer_id: 'p-1', producer_label: 'Jane Wanjiru (MEM-001)' }}
        field={{ name: 'producer_id', labelName: 'producer_label', label: 'Producer' }}
        onSubmit={onSubmit}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Producer' });
    expect(box).toHaveValue('Jane Wanjiru (MEM-001)');
    expect(box).not.toBeRequired();

    await user.clear(box);
    await user.type(box, 'nobody');
    const list = await screen.findByRole('listbox', { name: 'Producers found' });
    expect(await within(list).findByText('No producer matches "nobody"')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'wanj');
    await user.click(await screen.findByRole('option', { name: 'Jane Wanjiru (MEM-001)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { producer_id: 'p-1', producer_label: 'Jane Wanjiru (MEM-001)' },
      expect.anything(),
    );
  });
});
