import { normaliseFarmerPhone, shownFarmerPhone } from './farmer-phone';

describe('normaliseFarmerPhone', () => {
  it('writes every accepted form of a Kenyan mobile number as 2547... or 2541...', () => {
    expect(normaliseFarmerPhone('0712 345 678')).toBe('254712345678');
    expect(normaliseFarmerPhone('+254712345678')).toBe('254712345678');
    expect(normaliseFarmerPhone('254712345678')).toBe('254712345678');
    expect(normaliseFarmerPhone('+254 (712) 345-678')).toBe('254712345678');
    expect(normaliseFarmerPhone('0110 123 456')).toBe('254110123456');
  });

  it('refuses what an SMS cannot reach', () => {
    for (const wrong of ['12345', '0812345678', '+255712345678', '07123456789', '071234567', 'O712345678', '']) {
      expect(normaliseFarmerPhone(wrong)).toBeNull();
    }
  });
});

describe('shownFarmerPhone', () => {
  it('writes a stored number as Kenyans read it, in groups', () => {
    expect(shownFarmerPhone('254712345678')).toBe('0712 345 678');
    expect(shownFarmerPhone('254110123456')).toBe('0110 123 456');
  });

  it('shows a number it cannot read as it was stored, and nothing as nothing', () => {
    expect(shownFarmerPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(shownFarmerPhone('')).toBeUndefined();
    expect(shownFarmerPhone(undefined)).toBeUndefined();
  });
});
