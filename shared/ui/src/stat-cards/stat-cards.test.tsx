import { render, screen, within } from '@testing-library/react';
import { StatCards, type StatCard } from './stat-cards';

interface Summary {
  litres: number;
  farmers: number;
}

const CARDS: StatCard<Summary>[] = [
  { label: 'Collected', value: (s) => `${s.litres} L`, hint: 'Accepted litres' },
  { label: 'Farmers', value: (s) => String(s.farmers) },
];

const terms = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Milk handled' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

it('names each figure by its label, with the hint under it', () => {
  render(<StatCards label="Milk handled" cards={CARDS} data={{ litres: 930.5, farmers: 12 }} isLoading={false} />);
  expect(terms()).toEqual({ Collected: '930.5 L', Farmers: '12' });
  expect(screen.getByText('Accepted litres')).toBeInTheDocument();
});

it('while loading says so and keeps a blank card per figure, with no figures or labels yet', () => {
  const { container } = render(
    <StatCards label="Milk handled" cards={CARDS} data={undefined} isLoading loadingText="Loading inventory..." />,
  );
  const region = screen.getByRole('region', { name: 'Milk handled' });
  expect(within(region).getByRole('status')).toHaveTextContent('Loading inventory...');
  expect(within(region).queryByRole('term')).not.toBeInTheDocument();
  expect(region).toHaveAttribute('aria-busy', 'true');
  // Same boxes as the loaded cards: the page does not move when the figures come.
  expect(container.querySelectorAll('.mz-stat-card')).toHaveLength(CARDS.length);
  expect(container.querySelectorAll('.mz-stat-card__value')).toHaveLength(CARDS.length);
});

it('says what failed instead of the cards', () => {
  render(
    <StatCards
      label="Milk handled"
      cards={CARDS}
      data={undefined}
      isLoading={false}
      error={new Error('boom')}
      errorText="Failed to fetch the inventory"
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch the inventory');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});
