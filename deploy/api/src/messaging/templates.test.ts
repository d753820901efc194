import { REJECTION_REASON_CODES } from '../domain/rejection-reasons';
import { isGsm7, toGsm7 } from './gsm7';
import {
  CAPS,
  deliverySms,
  litresText,
  paymentSms,
  periodLabel,
  referenceOf,
  SMS_LANGUAGES,
  SMS_MAX_LENGTH,
  testSms,
  type DeliveryFacts,
  type PaymentFacts,
} from './templates';

const jane: DeliveryFacts = {
  coop: 'Maziwa Coop',
  firstName: 'Jane',
  lastName: 'Wanjiru',
  memberNumber: 'F0123',
  litres: 12.5,
  shift: 'morning',
  day: '24/11',
  status: 'accepted',
  reason: null,
  monthLitres: 310,
  reference: 'MZ7K2Q',
  helpline: '0700000000',
};

describe('delivery SMS templates (issue 32)', () => {
  it('reads as INTEGRATIONS.md section 2 shows, in English and Kiswahili', () => {
    expect(deliverySms(jane, 'en')).toBe(
      'MAZIWA COOP: Jane W. #F0123 delivered 12.5L AM 24/11. Accepted 12.5L. Month total 310.0L. Ref MZ7K2Q. Query? 0700000000',
    );
    expect(deliverySms(jane, 'sw')).toBe(
      'MAZIWA COOP: Jane W. #F0123 umeleta lita 12.5 asubuhi 24/11. Zimekubaliwa 12.5. Mwezi huu: lita 310.0. Ref MZ7K2Q. Maswali? 0700000000',
    );
    expect(deliverySms({ ...jane, status: 'rejected', reason: 'added_water', shift: 'evening' }, 'en')).toContain(
      'delivered 12.5L PM 24/11. Rejected: Added water. Month total',
    );
    expect(deliverySms({ ...jane, status: 'rejected', reason: 'added_water', shift: 'evening' }, 'sw')).toContain(
      'umeleta lita 12.5 jioni 24/11. Yamekataliwa: maji mengi. Mwezi',
    );
  });

  it('fits one GSM-7 SMS at the longest realistic values, every status, shift and reason, both languages', () => {
    const longest: DeliveryFacts = {
      // Its first two words make 12 characters, the most the SMS names a cooperative with.
      coop: 'Olkalou Milk Producers Co-operative Society Limited',
      firstName: 'Wanjikũ-Nyambura Elizabeth',
      lastName: 'Ödhiambo',
      memberNumber: 'MEM-2026-000123',
      litres: 199.99,
      shift: 'morning',
      day: '30/12',
      status: 'rejected',
      reason: 'abnormal_smell_or_colour',
      monthLitres: 12399.99,
      reference: referenceOf('ffffffff-ffff-4fff-8fff-ffffffffffff'),
      helpline: '+254700000000',
    };
    let checked = 0;
    for (const language of SMS_LANGUAGES) {
      for (const status of ['accepted', 'rejected'] as const) {
        for (const shift of ['morning', 'evening'] as const) {
          for (const reason of status === 'rejected' ? REJECTION_REASON_CODES : [null]) {
            const text = deliverySms({ ...longest, status, shift, reason }, language);
            expect({ text, ok: isGsm7(text) }).toEqual({ text, ok: true });
            // Fits without the last-resort cut: the helpline is whole at the end.
            expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
            expect(text.endsWith(longest.helpline!.slice(0, CAPS.helpline).trim())).toBe(true);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(2 * (2 + 2 * REJECTION_REASON_CODES.length));
    for (const language of SMS_LANGUAGES) {
      const text = testSms('Kaptagat Smallholder Dairy Farmers Co-operative Society Limited', language);
      expect(isGsm7(text) && text.length <= SMS_MAX_LENGTH).toBe(true);
    }
  });

  it('keeps names in GSM-7: accents dropped, curly quotes straightened, emoji left out', () => {
    expect(toGsm7('Wanjikũ “Mama” O’Neil 🐄')).toBe('Wanjiku "Mama" O\'Neil ');
    expect(isGsm7('Wanjikũ')).toBe(false);
    expect(isGsm7(toGsm7('Wanjikũ'))).toBe(true);
  });

  it('writes litres as the scale showed them and a short reference from the id', () => {
    expect([litresText(12.5), litresText(12), litresText(12.25), litresText(199.99)]).toEqual([
      '12.5',
      '12.0',
      '12.25',
      '199.99',
    ]);
    expect(referenceOf('7d0c2f35-0000-4000-8000-000000000000')).toMatch(/^MZ[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(referenceOf('7d0c2f35-0000-4000-8000-000000000000')).toBe(
      referenceOf('7d0c2f35-1111-4000-8000-000000000000'),
    );
  });
});

describe('payment SMS templates (issue 32)', () => {
  const november: PaymentFacts = {
    coop: 'Maziwa Coop',
    memberNumber: 'F0123',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    litres: 310,
    gross: 15500,
    net: 13200,
    paid: 13200,
    method: 'mobile_money',
    mpesaPhone: '254712345678',
    reference: 'SKL4ABC123',
  };

  it('names the period, litres, gross, deductions, net, where the money went and its reference', () => {
    expect(paymentSms(november, 'en')).toBe(
      'MAZIWA COOP: #F0123 pay Nov: 310L KES 15,500 less 2,300 = KES 13,200. Sent to M-Pesa 0712***678. Ref SKL4ABC123.',
    );
    expect(paymentSms(november, 'sw')).toBe(
      'MAZIWA COOP: #F0123 malipo Nov: 310L KES 15,500 toa 2,300 = KES 13,200. Imetumwa M-Pesa 0712***678. Ref SKL4ABC123.',
    );
    // M-Pesa pays whole shillings: the SMS says what went when it is not the whole net.
    expect(paymentSms({ ...november, net: 13200.5, gross: 15500.5 }, 'en')).toContain(
      '= KES 13,200.50. KES 13,200 sent to M-Pesa 0712***678.',
    );
    expect(paymentSms({ ...november, method: 'cash', mpesaPhone: null, reference: 'CASH-0042' }, 'sw')).toContain(
      'Imelipwa taslimu. Ref CASH-0042.',
    );
    // A quality bonus above the deductions: the net is more than the gross.
    expect(paymentSms({ ...november, net: 16000, paid: 16000 }, 'en')).toContain('KES 15,500 plus 500 = KES 16,000.');
    expect(paymentSms({ ...november, net: 16000, paid: 16000 }, 'sw')).toContain('KES 15,500 ongeza 500 = KES 16,000.');
    expect(periodLabel('2026-11-01', '2026-11-15', 'en')).toBe('01/11-15/11');
    expect(periodLabel('2026-08-01', '2026-08-31', 'sw')).toBe('Ago');
  });

  it('fits one GSM-7 SMS at the longest realistic values, every method, both languages', () => {
    const longest: PaymentFacts = {
      coop: 'Olkalou Milk Producers Co-operative Society Limited',
      memberNumber: 'MEM-2026-000123',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      // A farm's half month far above any smallholder's, and a payment just under a million.
      litres: 99999.94,
      gross: 999999.99,
      net: 555555.55,
      paid: 555555,
      method: 'mobile_money',
      mpesaPhone: '254712345678',
      // M-Pesa receipts are 10 characters; a bank's reference is cut at 20.
      reference: 'SKL4ABC123',
    };
    const variants: PaymentFacts[] = [
      longest,
      { ...longest, mpesaPhone: null, reference: 'BANK-REFERENCE-2026-11-0001' },
      ...(['bank_transfer', 'cash', 'credit_card'] as const).map((method) => ({
        ...longest,
        method,
        mpesaPhone: null,
        reference: 'BANK-REFERENCE-2026-11-0001',
      })),
    ];
    for (const language of SMS_LANGUAGES) {
      for (const facts of variants) {
        const text = paymentSms(facts, language);
        expect({ text, ok: isGsm7(text) }).toEqual({ text, ok: true });
        // Whole, not cut by the last-resort slice: it ends with its reference.
        expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
        expect(text).toMatch(/Ref [A-Z0-9-]+\.$/);
      }
    }
  });
});
