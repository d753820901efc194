import { computeFarmerPay, rateFor, ruleLabel, type Delivery, type RateBook } from './pay-computation';

const FARMER = 'farmer-1';
const ROUTE = 'route-1';

const milk = (day: string, shift: Delivery['shift'], litres: number, quality: Partial<Delivery> = {}): Delivery => ({
  day,
  shift,
  litres,
  fat_pct: 3.6,
  protein_pct: 3.2,
  scc: 300_000,
  ...quality,
});

const book = (extra: Partial<RateBook> = {}): RateBook => ({ organisationRate: 50, rates: [], rules: [], ...extra });

describe('rateFor: the most specific rate in force that day', () => {
  const rates: RateBook['rates'] = [
    {
      id: 'route',
      kind: 'route',
      producer_id: null,
      route_id: ROUTE,
      rate_per_litre: 52,
      effective_from: '2026-01-01',
      effective_to: null,
    },
    {
      id: 'farmer-old',
      kind: 'farmer',
      producer_id: FARMER,
      route_id: null,
      rate_per_litre: 53,
      effective_from: '2026-01-01',
      effective_to: null,
    },
    {
      id: 'farmer-new',
      kind: 'farmer',
      producer_id: FARMER,
      route_id: null,
      rate_per_litre: 54,
      effective_from: '2026-03-10',
      effective_to: null,
    },
    {
      id: 'special',
      kind: 'farmer_special',
      producer_id: FARMER,
      route_id: null,
      rate_per_litre: 58,
      effective_from: '2026-03-20',
      effective_to: '2026-03-25',
    },
  ];
  it.each([
    ['2025-12-31', 50, 'organisation'],
    ['2026-03-01', 53, 'farmer'],
    ['2026-03-10', 54, 'farmer'],
    ['2026-03-20', 58, 'farmer_special'],
    ['2026-03-25', 58, 'farmer_special'],
    ['2026-03-26', 54, 'farmer'],
  ])('on %s pays %d (%s)', (day, rate, source) => {
    expect(rateFor(book({ rates }), FARMER, ROUTE, day)).toMatchObject({ rate, source });
  });

  it("takes the route's rate for a farmer without their own", () => {
    expect(rateFor(book({ rates }), 'farmer-2', ROUTE, '2026-03-01')).toEqual({
      rate: 52,
      source: 'route',
      payRateId: 'route',
    });
    expect(rateFor(book({ rates }), 'farmer-2', null, '2026-03-01')).toEqual({
      rate: 50,
      source: 'organisation',
      payRateId: null,
    });
  });
});

describe('computeFarmerPay', () => {
  it('sums each day’s morning and evening litres at the day’s rate, to the cent', () => {
    const pay = computeFarmerPay(book(), {
      producerId: FARMER,
      routeId: null,
      deliveries: [
        milk('2026-03-02', 'morning', 12.5),
        milk('2026-03-02', 'evening', 8.25),
        milk('2026-03-01', 'morning', 10),
      ],
      debts: [],
    })!;
    expect(pay.lines).toEqual([
      expect.objectContaining({
        kind: 'milk',
        day: '2026-03-01',
        morning_litres: 10,
        evening_litres: 0,
        litres: 10,
        rate: 50,
        amount: 500,
      }),
      expect.objectContaining({
        kind: 'milk',
        day: '2026-03-02',
        morning_litres: 12.5,
        evening_litres: 8.25,
        litres: 20.75,
        amount: 1037.5,
      }),
    ]);
    expect(pay).toMatchObject({
      litres: 30.75,
      ratePerLitre: 50,
      gross: 1537.5,
      adjustments: 0,
      deductions: 0,
      net: 1537.5,
    });
  });

  it('adds a bonus and takes a penalty per litre of the deliveries that meet each rule in force', () => {
    const rules: RateBook['rules'] = [
      {
        id: 'low-scc',
        measure: 'scc',
        comparison: 'below',
        threshold: 200_000,
        amount_per_litre: 1.5,
        effective_from: '2026-01-01',
        effective_to: null,
      },
      {
        id: 'high-scc',
        measure: 'scc',
        comparison: 'above',
        threshold: 400_000,
        amount_per_litre: -2,
        effective_from: '2026-01-01',
        effective_to: null,
      },
      {
        id: 'fat',
        measure: 'fat_pct',
        comparison: 'at_or_above',
        threshold: 4,
        amount_per_litre: 1,
        effective_from: '2026-03-02',
        effective_to: null,
      },
    ];
    const pay = computeFarmerPay(book({ rules }), {
      producerId: FARMER,
      routeId: null,
      deliveries: [
        milk('2026-03-01', 'morning', 10, { scc: 150_000, fat_pct: 4.2 }), // low SCC; fat rule not yet in force
        milk('2026-03-02', 'morning', 20, { scc: 450_000, fat_pct: 4 }), // high SCC, fat bonus
      ],
      debts: [],
    })!;
    expect(pay.lines.filter((line) => line.kind === 'adjustment')).toEqual([
      expect.objectContaining({ description: 'SCC below 200,000: +Ksh 1.50/L', litres: 10, rate: 1.5, amount: 15 }),
      expect.objectContaining({ description: 'SCC above 400,000: -Ksh 2.00/L', litres: 20, rate: -2, amount: -40 }),
      expect.objectContaining({ description: 'Fat at or above 4.0%: +Ksh 1.00/L', litres: 20, rate: 1, amount: 20 }),
    ]);
    expect(pay).toMatchObject({ gross: 1500, adjustments: -5, net: 1495 });
  });

  it('deducts debts oldest first as far as the pay goes, and says what remains of each', () => {
    const pay = computeFarmerPay(book(), {
      producerId: FARMER,
      routeId: null,
      deliveries: [milk('2026-03-05', 'morning', 20)], // KSh 1,000
      debts: [
        { kind: 'advance', id: 'a1', day: '2026-03-01', description: 'Advance 2026-03-01: school fees', owed: 300 },
        {
          kind: 'supply',
          id: 's1',
          day: '2026-02-14',
          description: 'Supply 2026-02-14: Dairy meal 70 kg x1',
          owed: 600,
        },
        { kind: 'supply', id: 's2', day: '2026-03-02', description: 'Supply 2026-03-02: Hay bale x2', owed: 700 },
      ],
    })!;
    expect(pay.lines.filter((line) => line.kind === 'deduction')).toEqual([
      expect.objectContaining({ supply_id: 's1', owed_before: 600, amount: -600, remaining: 0 }),
      expect.objectContaining({ advance_id: 'a1', owed_before: 300, amount: -300, remaining: 0 }),
      expect.objectContaining({ supply_id: 's2', owed_before: 700, amount: -100, remaining: 600 }),
    ]);
    expect(pay).toMatchObject({ gross: 1000, deductions: 1000, net: 0 });
  });

  it('never pays less than nothing, even when penalties outweigh the milk', () => {
    const rules: RateBook['rules'] = [
      {
        id: 'harsh',
        measure: 'scc',
        comparison: 'above',
        threshold: 0,
        amount_per_litre: -60,
        effective_from: '2026-01-01',
        effective_to: null,
      },
    ];
    const pay = computeFarmerPay(book({ rules }), {
      producerId: FARMER,
      routeId: null,
      deliveries: [milk('2026-03-05', 'morning', 10)],
      debts: [{ kind: 'supply', id: 's1', day: '2026-03-01', description: 'Supply', owed: 100 }],
    })!;
    expect(pay).toMatchObject({ gross: 500, adjustments: -500, deductions: 0, net: 0 });
    expect(pay.lines.some((line) => line.kind === 'deduction')).toBe(false);
  });

  it('answers nothing for a farmer without accepted milk', () => {
    expect(computeFarmerPay(book(), { producerId: FARMER, routeId: null, deliveries: [], debts: [] })).toBeUndefined();
  });

  it('labels rules as a person reads them', () => {
    expect(
      ruleLabel({ measure: 'protein_pct', comparison: 'at_or_below', threshold: 2.8, amount_per_litre: -0.5 }),
    ).toBe('Protein at or below 2.8%: -Ksh 0.50/L');
  });
});
