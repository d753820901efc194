import { normaliseFarmerPhone } from './farmer-phone';

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
