import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import * as yup from 'yup';
import { Form } from './form';
import { SearchSelectField, type SearchSelectOption, type SearchSelectResults } from './search-select-field';
import { SubmitButton } from './submit-button';

const farmers: SearchSelectOption[] = [
  { id: 'p-1', label: 'Jane Wanjiru (MEM-001)' },
  { id: 'p-2', label: 'Samuel Ouma (MEM-002)' },
  { id: 'p-3', label: 'Janet Achieng (MEM-003)' },
];

/** What the field asked for, in order ('' = nothing). */
let asked: string[];
/** The answer of the fake server: resolved by the test, or failing. */
let failing: boolean;

/** A search hook as a react-query one answers: fetching first, then the matches of the text. */
function useFakeSearch(text: string): SearchSelectResults<SearchSelectOption> {
  const [answer, setAnswer] = useState<{ text: string; data: SearchSelectOption[] }>();
  asked.push(text);
  useEffect(() => {
    if (!text) return undefined;
    const timer = setTimeout(() => {
      setAnswer({ text, data: farmers.filter((farmer) => farmer.label.toLowerCase().includes(text.toLowerCase())) });
    }, 10);
    return () => clearTimeout(timer);
  }, [text]);
  const current = text && answer?.text === text ? answer.data : undefined;
  return {
    data: failing ? undefined : current,
    isError: failing && !!text,
    isFetching: !!text && !current && !failing,
  };
}

interface Values {
  producerId: string;
  producerLabel: string;
}

function FarmerForm({
  initial = { producerId: '', producerLabel: '' },
  onSubmit,
}: {
  initial?: Values;
  onSubmit(values: Values): void;
}) {
  return (
    <Form
      initialValues={initial}
      validationSchema={yup.object({
        producerId: yup.string().required('Choose a farmer from the search results'),
        producerLabel: yup.string(),
      })}
      onSubmit={onSubmit}
    >
      <SearchSelectField
        name="producerId"
        labelName="producerLabel"
        label="Farmer"
        noun="farmer"
        placeholder="Search by name or member number"
        useSearch={useFakeSearch}
        required
        delay={50}
      />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

beforeEach(() => {
  asked = [];
  failing = false;
});

const box = () => screen.getByRole('combobox', { name: 'Farmer' });

describe('SearchSelectField', () => {
  it('finds options as the person types and chooses one with the mouse, setting the id and the label', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<FarmerForm onSubmit={onSubmit} />);
    expect(box()).toHaveAttribute('placeholder', 'Search by name or member number');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.type(box(), 'jan');
    const list = await screen.findByRole('listbox', { name: 'Farmers found' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // One search once the typing paused, not one a key.
    expect(asked.filter(Boolean)).not.toContain('j');

    await user.click(screen.getByRole('option', { name: 'Janet Achieng (MEM-003)' }));
    expect(box()).toHaveValue('Janet Achieng (MEM-003)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { producerId: 'p-3', producerLabel: 'Janet Achieng (MEM-003)' },
      expect.anything(),
    );
  });

  it('moves through the options with Up and Down, picks with Enter (not submitting) and closes with Escape', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<FarmerForm onSubmit={onSubmit} />);
    await user.type(box(), 'jan');
    await screen.findByRole('option', { name: 'Jane Wanjiru (MEM-001)' });
    expect(screen.getByRole('option', { name: 'Jane Wanjiru (MEM-001)' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Janet Achieng (MEM-003)' })).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Janet Achieng (MEM-003)' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Jane Wanjiru (MEM-001)' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box()).toHaveValue('Janet Achieng (MEM-003)');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(box(), 'x');
    await user.clear(box());
    await user.type(box(), 'samuel');
    await screen.findByRole('listbox', { name: 'Farmers found' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('samuel');
  });

  it('offers only results of what the box says now: Enter does nothing while a newer search runs', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<FarmerForm onSubmit={onSubmit} />);
    await user.type(box(), 'jan');
    await screen.findByRole('option', { name: 'Jane Wanjiru (MEM-001)' });
    await user.type(box(), 'et{Enter}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(box()).toHaveValue('janet');
    expect(await screen.findByRole('option', { name: 'Janet Achieng (MEM-003)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Jane Wanjiru (MEM-001)' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when nothing matches and when the search failed', async () => {
    const user = userEvent.setup();
    render(<FarmerForm onSubmit={jest.fn()} />);
    await user.type(box(), 'nobody');
    expect(await screen.findByText('No farmer matches "nobody"')).toBeInTheDocument();

    failing = true;
    await user.clear(box());
    await user.type(box(), 'jane');
    expect(await screen.findByText('Failed to fetch farmers')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('clears the choice when the person types again, and shows the error under the box', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<FarmerForm initial={{ producerId: 'p-2', producerLabel: 'Samuel Ouma (MEM-002)' }} onSubmit={onSubmit} />);
    expect(box()).toHaveValue('Samuel Ouma (MEM-002)');
    expect(box()).toBeRequired();

    await user.type(box(), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a farmer from the search results')).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription('Choose a farmer from the search results');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks nothing while the box is closed or a choice is made', async () => {
    render(<FarmerForm initial={{ producerId: 'p-2', producerLabel: 'Samuel Ouma (MEM-002)' }} onSubmit={jest.fn()} />);
    await act(async () => {
      box().focus();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(asked.every((text) => text === '')).toBe(true);
  });
});
