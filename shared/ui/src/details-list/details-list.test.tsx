import { render, screen } from '@testing-library/react';
import { DetailsList } from './details-list';

/** The list as a person reads it: each term and the value beside it. */
function pairs() {
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('DetailsList', () => {
  it('shows each label with its value, in order', () => {
    render(
      <DetailsList
        items={[
          { label: 'Member Number', value: 'M-0042' },
          { label: 'Payment Status', value: <strong>Paid</strong> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Member Number', 'Payment Status']);
    expect(pairs()).toEqual({ 'Member Number': 'M-0042', 'Payment Status': 'Paid' });
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });

  it.each([false, true])(
    'reads the same from DetailsList.Item children, items first (photo known: %s)',
    (photoKnown) => {
      render(
        <DetailsList items={[{ label: 'Driver Name', value: 'Amina Otieno' }]}>
          <DetailsList.Item label="Driver ID">DRV-7</DetailsList.Item>
          {photoKnown && <DetailsList.Item label="Photo">photo.jpg</DetailsList.Item>}
        </DetailsList>,
      );
      const photo = photoKnown ? { Photo: 'photo.jpg' } : {};
      expect(pairs()).toEqual({ 'Driver Name': 'Amina Otieno', 'Driver ID': 'DRV-7', ...photo });
    },
  );

  it('says N/A for a value that is missing or blank, and keeps 0', () => {
    render(
      <DetailsList
        items={[
          { label: 'Driver', value: null },
          { label: 'Route', value: undefined },
          { label: 'Contact Information', value: '' },
          { label: 'Litres Collected', value: 0 },
        ]}
      >
        <DetailsList.Item label="Gender" />
      </DetailsList>,
    );
    expect(pairs()).toEqual({
      Driver: 'N/A',
      Route: 'N/A',
      'Contact Information': 'N/A',
      'Litres Collected': '0',
      Gender: 'N/A',
    });
  });

  it('says what it is told for an empty value, in items and children alike', () => {
    render(
      <DetailsList emptyText="None" items={[{ label: 'Role', value: '' }]}>
        <DetailsList.Item label="Organisation ID">{null}</DetailsList.Item>
      </DetailsList>,
    );
    expect(pairs()).toEqual({ Role: 'None', 'Organisation ID': 'None' });
  });
});
