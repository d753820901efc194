import { acceptedType, bytesMatch, cleanFileName, contentDisposition } from './file-types';

describe('file types', () => {
  it('accepts JPEG, PNG and PDF whatever the case or parameters, nothing else', () => {
    expect(acceptedType('Image/PNG; charset=binary')).toBe('image/png');
    expect(acceptedType('application/pdf')).toBe('application/pdf');
    expect(acceptedType('image/gif')).toBeNull();
    expect(acceptedType('text/html')).toBeNull();
    expect(acceptedType('')).toBeNull();
  });

  it('believes a type only when the first bytes agree', () => {
    expect(bytesMatch('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(bytesMatch('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(bytesMatch('application/pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(bytesMatch('image/png', Buffer.from('%PDF-1.7\n'))).toBe(false);
    expect(bytesMatch('image/jpeg', Buffer.from([0xff]))).toBe(false);
  });

  it('keeps a file name safe to store and to send in a header', () => {
    expect(cleanFileName('C:\\Users\\amina\\licence.pdf')).toBe('licence.pdf');
    expect(cleanFileName('a\r\nb.png')).toBe('ab.png');
    expect(cleanFileName('  ')).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
    expect(contentDisposition('licence.pdf')).toBe('inline; filename="licence.pdf"');
    expect(contentDisposition('say "hi".png')).toBe(
      'inline; filename="say _hi_.png"; filename*=UTF-8\'\'say%20%22hi%22.png',
    );
    expect(contentDisposition('Wanjikũ.png')).toBe(
      'inline; filename="Wanjik_.png"; filename*=UTF-8\'\'Wanjik%C5%A9.png',
    );
  });
});
