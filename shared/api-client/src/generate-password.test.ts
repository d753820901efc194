import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes long passwords that differ every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    passwords.forEach((password) => expect(password).toHaveLength(24));
  });

  it('draws from the CSPRNG', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    generatePassword(12);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
